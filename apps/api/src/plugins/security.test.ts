import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@ir/domain';
import { buildApp } from '../app.ts';
import { build, TEST_OVERLOAD_LIMITS, testConfig, type TestApp } from '../../test/helpers.ts';
import { rateLimits } from '../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The headers every answer carries, also those written before routing. */
function expectGuarded(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cache-control']).toBe('no-store');
}

/** Sends raw bytes to a listening app; resolves with what came back when the socket closed. */
function rawExchange(
  port: number,
  write: (socket: net.Socket) => void,
  giveUpAfterMs: number,
): Promise<{ reply: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ reply, closed: false });
    }, giveUpAfterMs);
    socket.on('data', (d) => (reply += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ reply, closed: true });
    });
    socket.on('connect', () => write(socket));
  });
}

function parseRaw(reply: string) {
  const [head = '', body = ''] = reply.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [
      l.slice(0, l.indexOf(':')).toLowerCase(),
      l.slice(l.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('X-Request-Id', () => {
  it('keeps a UUID the client sent', async () => {
    const id = '0b6f5c1e-9a55-4a57-9d6f-2f4b0f9d3c11';
    const res = await t.app.inject({ url: '/api/healthz', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('replaces anything else with a new UUID', async () => {
    for (const sent of ['x'.repeat(8000), 'abc', 'id\nforged log line']) {
      const res = await t.app.inject({ url: '/api/healthz', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('Cache-Control on the API', () => {
  it('is no-store on answers that depend on the session', async () => {
    for (const url of [
      '/api/auth/authstatus',
      '/api/auth/authstatus?privledge=true',
      '/api/healthz',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@example.com', password: 'Whatever1' },
    });
    expect(signin.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on API errors too', async () => {
    const res = await t.app.inject({ url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('errors before routing', () => {
  it('answers an undecodable URL in the error shape, with the guard headers', async () => {
    const res = await t.app.inject({ url: '/%c0%ae' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      statusCode: 400,
      error_message: 'bad_request',
    });
    expectGuarded(res.headers);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('answers headers too large with 431 in the error shape, with the guard headers', async () => {
    const app = await listening(t);
    const { reply } = await rawExchange(
      port(app),
      (s) =>
        s.write(
          `GET /api/healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
      5000,
    );
    const { status, headers, body } = parseRaw(reply);
    expect(status).toBe(431);
    expect(apiErrorSchema.parse(JSON.parse(body))).toMatchObject({
      statusCode: 431,
      error_message: 'request_header_fields_too_large',
    });
    expectGuarded(headers);
  });
});

describe('methods', () => {
  it('answers 405 with Allow for a method a known API path does not take', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/healthz' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      statusCode: 405,
      error_message: 'method_not_allowed',
    });
    const get = await t.app.inject({ method: 'GET', url: '/api/auth/signin?x=1' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('still answers 404 for a path no route has', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});

describe('Host', () => {
  it('refuses a Host that is not a host name and port, in the error shape', async () => {
    const res = await t.app.inject({
      url: '/api/healthz',
      headers: { host: 'localhost:@evil.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error_message).toBe('bad_host');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the client address from X-Forwarded-For, as far as the count reaches', async () => {
    const proxied = await build({ env: { TRUST_PROXY: '1' }, database: t.database });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'hops@example.com', password: 'Whatever-1' },
        remoteAddress: '10.0.0.1',
        // The client may write anything in front; the load balancer appends what it saw.
        headers: { 'x-forwarded-for': '203.0.113.66, 198.51.100.7' },
      });
      expect(res.statusCode).toBe(400);
      const keys = (await t.database.db.select().from(rateLimits)).map((r) => r.key);
      expect(keys).toContain('signin:ip:198.51.100.7');
      expect(keys).not.toContain('signin:ip:203.0.113.66');
      expect(keys).not.toContain('signin:ip:10.0.0.1');
    } finally {
      await proxied.close();
    }
  });
});

describe('slow clients', () => {
  it('cuts off a request body trickled a byte at a time', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: t.database,
      logger: false,
      overloadLimits: TEST_OVERLOAD_LIMITS,
      serverLimits: { requestTimeoutMs: 600, headersTimeoutMs: 500, timeoutCheckIntervalMs: 100 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      let timer: NodeJS.Timeout | undefined;
      const { reply, closed } = await rawExchange(
        port(app),
        (s) => {
          s.write(
            'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
          );
          timer = setInterval(() => s.writable && s.write(' '), 100);
        },
        5000,
      );
      clearInterval(timer);
      // Closed by the server (the exchange's own limit is 5 s), with the timeout's answer.
      expect(closed).toBe(true);
      const { status, body } = parseRaw(reply);
      expect(status).toBe(408);
      expect(apiErrorSchema.parse(JSON.parse(body)).error_message).toBe('request_timeout');
    } finally {
      await app.close();
    }
  });

  it('caps the connections one process holds', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: t.database,
      logger: false,
      overloadLimits: TEST_OVERLOAD_LIMITS,
      serverLimits: { maxConnections: 2 },
    });
    const held: net.Socket[] = [];
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      held.push(...(await Promise.all([0, 1].map(() => openSocket(port(app))))));
      const third = await rawExchange(
        port(app),
        (s) => s.write('GET /api/healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'),
        2000,
      );
      expect(third.closed).toBe(true);
      expect(third.reply).toBe('');
    } finally {
      for (const s of held) s.destroy();
      await app.close();
    }
  });
});

function openSocket(p: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(p, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
}

let listeningApp: FastifyInstance | undefined;
/** The shared app, listening on a free port (once). */
async function listening(test: TestApp): Promise<FastifyInstance> {
  if (!listeningApp) {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    listeningApp = test.app;
  }
  return listeningApp;
}

function port(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}
