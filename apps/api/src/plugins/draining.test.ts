import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { build, type TestApp } from '../../test/helpers.ts';
import { RETRY_AFTER_SECONDS } from './busy.ts';

const BUSY = {
  statusCode: 503,
  error_message: 'server_busy',
  message: MESSAGES.busy.serverBusy,
  message_key: 'busy.serverBusy',
};

describe('draining: an instance leaves the balancer without losing a request', () => {
  let t: TestApp | undefined;
  let release = () => undefined as void;
  let held = 0;

  async function start() {
    const hold = new Promise<void>((resolve) => (release = resolve));
    t = await build({
      extend: async (app) => {
        app.get('/api/test-draining/slow', { config: { access: 'public' } }, async () => {
          held += 1;
          await hold;
          return { finished: true };
        });
      },
    });
    return t;
  }
  afterEach(async () => {
    release();
    await t?.close();
    t = undefined;
    held = 0;
  });

  it('refuses readiness at once, serves everything else, and is out after the failed checks', async () => {
    const { app } = await start();
    expect((await app.inject({ url: '/api/readyz' })).statusCode).toBe(200);
    let how: string | undefined;
    const drained = app.draining.begin({ maxMs: 60_000, checks: 2 }).then((h) => (how = h));
    const ready = await app.inject({ url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(ready.json()).toEqual(BUSY);
    expect((await app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/municipality' })).statusCode).toBe(200);
    // One failed check: the balancer still sends traffic.
    await new Promise((resolve) => setImmediate(resolve));
    expect(how).toBeUndefined();
    await app.inject({ url: '/api/readyz' });
    await drained;
    expect(how).toBe('taken-out');
  });

  it('stops waiting at its bound when no balancer asks', async () => {
    const { app } = await start();
    expect(await app.draining.begin({ maxMs: 20, checks: 2 })).toBe('bound');
  });

  /** A raw kept-alive HTTP/1.1 connection: each request written, the answers as they came. */
  async function connection(port: number) {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString()));
    return {
      send: (url: string) => socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
      answers: () => received.split(/(?=HTTP\/1\.1 )/),
      ended: once(socket, 'close'),
      async answered(count: number) {
        while (this.answers().filter((a) => a.includes('\r\n\r\n')).length < count) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      },
    };
  }

  it('finishes a request in flight when it closes, and ends its connection with it', async () => {
    const { app } = await start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const busy = await connection(port);
    busy.send('/api/test-draining/slow');
    while (held < 1) await new Promise((resolve) => setImmediate(resolve));
    const closed = app.close();
    while (!app.draining.active) await new Promise((resolve) => setImmediate(resolve));
    release();
    await busy.ended;
    await closed;
    const [answer] = busy.answers();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('{"finished":true}');
  });

  it('answers a request arriving on a kept-alive connection as it closes 503, with Retry-After', async () => {
    // Holds the close after the draining plugin's own step, before Fastify closes the idle
    // connections: the moment a balancer's request can still arrive on one.
    let letClose = () => undefined as void;
    const closeHeld = new Promise<void>((resolve) => (letClose = resolve));
    let holding = false;
    t = await build({
      extend: async (app) => {
        app.addHook('preClose', async () => {
          holding = true;
          await closeHeld;
        });
      },
    });
    const { app } = t;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const kept = await connection(port);
    kept.send('/api/healthz');
    await kept.answered(1);
    const closed = app.close();
    while (!holding) await new Promise((resolve) => setImmediate(resolve));
    kept.send('/api/healthz');
    await kept.ended;
    letClose();
    await closed;
    const [first, late] = kept.answers();
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(late).toMatch(/^HTTP\/1\.1 503/);
    expect(late).toMatch(new RegExp(`\r\nretry-after: ${RETRY_AFTER_SECONDS}\r\n`, 'i'));
    expect(late).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(late!.slice(late!.indexOf('\r\n\r\n') + 4))).toEqual(BUSY);
  });
});
