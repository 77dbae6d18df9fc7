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

  it('refuses readiness at once while still serving everything else', async () => {
    const { app } = await start();
    expect((await app.inject({ url: '/api/readyz' })).statusCode).toBe(200);
    void app.draining.begin({ maxMs: 60_000, checks: 2 });
    const ready = await app.inject({ url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(ready.json()).toEqual(BUSY);
    expect((await app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/municipality' })).statusCode).toBe(200);
  });

  it('is taken out once the balancer has seen its failed checks, not before', async () => {
    const { app } = await start();
    let how: string | undefined;
    const drained = app.draining.begin({ maxMs: 60_000, checks: 2 }).then((h) => (how = h));
    await app.inject({ url: '/api/readyz' });
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

  it('finishes a request in flight when it closes, and tells a late one to come back', async () => {
    const { app } = await start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // One kept-alive connection: the slow request, then one sent while the server closes.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString()));
    const ended = once(socket, 'close');
    socket.write('GET /api/test-draining/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    while (held < 1) await new Promise((resolve) => setImmediate(resolve));
    const closed = app.close();
    while (!app.draining.active) await new Promise((resolve) => setImmediate(resolve));
    socket.write('GET /api/healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    release();
    await ended;
    await closed;
    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('{"finished":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(new RegExp(`\r\nretry-after: ${RETRY_AFTER_SECONDS}\r\n`, 'i'));
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))).toEqual(BUSY);
  });
});
