import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signedInAs } from '../../test/accounts.ts';
import { build, createTestDatabase, type TestApp } from '../../test/helpers.ts';
import { insertParcel } from '../../test/parcels.ts';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../modules/users/passwords.ts';
import { insertUser } from '../modules/users/repository.ts';
import { RETRY_AFTER_SECONDS } from './busy.ts';
import { OVERLOAD_LIMITS } from './overload.ts';
import { acceptMultipart } from './upload-pipeline/index.ts';

/**
 * Clients that send their request bodies slowly, through a listening server (app.inject hands
 * over a whole body at once). The slow ones come from 127.0.0.1; "someone else" connects from
 * 127.0.0.2 (Linux routes all of 127.0.0.0/8 to the loopback), and with TRUST_PROXY off the
 * socket's address is request.ip.
 */

const SLOW = '127.0.0.1';
const OTHER = '127.0.0.2';

/** Waits for what the server does, polling; generous, for a loaded CI machine. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 20 });

let database: Database;
let t: TestApp | undefined;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (!t) return;
  const { app, close } = t;
  t = undefined;
  try {
    // Every place taken is given back once its client has gone: nothing leaks, nothing counts twice.
    await until(() => expect(app.overload.counts()).toEqual({ inFlight: 0, arriving: 0 }));
  } finally {
    await close();
  }
});

async function listen(options: Parameters<typeof build>[0] = {}): Promise<FastifyInstance> {
  t = await build({ database, ...options });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return t.app;
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

interface SlowBody {
  socket: net.Socket;
  /** Whatever the server has answered so far. */
  answer: () => string;
}

/**
 * Sends a request's headers with a Content-Length and only the start of its body, and never
 * the rest.
 */
function slowBody(
  app: FastifyInstance,
  path: string,
  options: { headers?: Record<string, string>; start?: string } = {},
): SlowBody {
  const start = options.start ?? '{"email":"slow@example.com",';
  const headers = {
    host: 'localhost',
    'content-type': 'application/json',
    'content-length': String(start.length + 1000),
    ...options.headers,
  };
  const socket = net.connect({ host: '127.0.0.1', port: portOf(app), localAddress: SLOW });
  sockets.push(socket);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n${start}`,
  );
  return { socket, answer: () => answer };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A whole request, on a connection of its own from `from`. */
function send(
  app: FastifyInstance,
  from: string,
  options: { method?: string; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: portOf(app),
        localAddress: from,
        agent: false,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          host: 'localhost',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const errorCode = (answer: Answer) =>
  (JSON.parse(answer.body) as { error_message?: string }).error_message;

describe('slow request bodies hold no place in the in-flight count', () => {
  // 300 connections and their answers: room for a loaded CI machine.
  it(
    '300 slow bodies from one address leave sign-in, search and sign-up open to another',
    { timeout: 60_000 },
    async () => {
      const app = await listen();
      await insertParcel(app.database.db, 'kent', {
        sbl: '101.01-1-1',
        fullAddress: '12 Maple Ave',
      });
      const owner = await signedInAs(app, 'user', 'kent');
      await insertUser(app.database.db, {
        municipalityKey: 'development',
        email: 'fast@example.com',
        passwordHash: await hashPassword('Fast-owner-password-1'),
        role: 'user',
        status: 'active',
        verifiedAt: app.clock(),
      });

      // Sign-ins, not sign-ups: the sign-up door would refuse most of them, whatever it counts.
      const slow = Array.from({ length: 300 }, () => slowBody(app, '/api/auth/signin'));
      const cap = OVERLOAD_LIMITS.maxArrivingPerClient;
      const busy = () => slow.filter((s) => s.answer().startsWith('HTTP/1.1 503'));
      // Past the cap on one address's arriving bodies, the rest are refused at once.
      await until(() => {
        expect(app.overload.counts()).toEqual({ inFlight: 0, arriving: cap });
        expect(busy()).toHaveLength(300 - cap);
      });
      const refused = busy()[0]?.answer() ?? '';
      expect(refused).toMatch(new RegExp(`\r\nretry-after: ${RETRY_AFTER_SECONDS}\r\n`, 'i'));
      expect(refused).toContain('"error_message":"server_busy"');
      // The bodies held never got an answer: they are still arriving.
      expect(slow.filter((s) => s.answer() === '')).toHaveLength(cap);

      const signin = await send(app, OTHER, {
        method: 'POST',
        path: '/api/auth/signin',
        body: { email: 'fast@example.com', password: 'Fast-owner-password-1' },
      });
      expect(signin.status).toBe(200);
      const search = await send(app, OTHER, {
        path: '/api/ir/propertysearch?by=address&q=maple',
        headers: owner.headers,
      });
      expect(search.status).toBe(200);
      expect(JSON.parse(search.body)).toMatchObject({ total: 1 });
      const signup = await send(app, OTHER, {
        method: 'POST',
        path: '/api/auth/signup',
        body: { email: 'new@example.com', password: 'Passw0rd-xx', captcha: 'x' },
      });
      // Through the door to its own checks: the captcha is what it refuses.
      expect(signup.status).toBe(400);
      expect(errorCode(signup)).toBe('bad_captcha');
    },
  );

  it('12 slow sign-ups from one address do not close the sign-up door for another', async () => {
    const app = await listen({ overloadLimits: { maxInFlightToStart: 12 } });
    for (let i = 0; i < 12; i++) slowBody(app, '/api/auth/signup');
    await until(() => expect(app.overload.counts()).toEqual({ inFlight: 0, arriving: 12 }));
    const signup = await send(app, OTHER, {
      method: 'POST',
      path: '/api/auth/signup',
      body: { email: 'new@example.com', password: 'Passw0rd-xx', captcha: 'x' },
    });
    expect(signup.status).toBe(400);
    expect(errorCode(signup)).toBe('bad_captcha');
  });

  it('gives an arriving place back when its client goes away mid-body', async () => {
    const app = await listen({ overloadLimits: { maxArrivingPerClient: 2 } });
    const first = slowBody(app, '/api/auth/signin');
    slowBody(app, '/api/auth/signin');
    await until(() => expect(app.overload.counts().arriving).toBe(2));
    const third = slowBody(app, '/api/auth/signin');
    await until(() => expect(third.answer()).toMatch(/^HTTP\/1\.1 503/));

    first.socket.destroy();
    await until(() => expect(app.overload.counts().arriving).toBe(1));
    // The address has room again: a whole request gets its normal answer.
    const signin = await send(app, SLOW, {
      method: 'POST',
      path: '/api/auth/signin',
      body: { email: 'nobody@example.com', password: 'Passw0rd-xx' },
    });
    expect(signin.status).toBe(400);
    expect(errorCode(signin)).toBe('no_user');
  });

  it('gives an in-flight place back when its client goes away before the answer', async () => {
    let reached = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const app = await listen({
      extend: async (scope) => {
        scope.post('/api/test-overload/hold', { config: { access: 'public' } }, async () => {
          reached += 1;
          await opened;
          return { ok: true };
        });
      },
    });
    const body = '{"a":1}';
    const held = slowBody(app, '/api/test-overload/hold', {
      start: body,
      headers: { 'content-length': String(body.length) },
    });
    await until(() => expect(reached).toBe(1));
    expect(app.overload.counts()).toEqual({ inFlight: 1, arriving: 0 });
    held.socket.destroy();
    await until(() => expect(app.overload.counts().inFlight).toBe(0));
    open();
  });

  it('counts a multipart upload as arriving for its whole life, never in flight', async () => {
    let reading = 0;
    const app = await listen({
      overloadLimits: { maxInFlight: 1 },
      extend: async (scope) => {
        await scope.register(async (uploads) => {
          await uploads.register(acceptMultipart);
          uploads.post(
            '/api/test-overload/upload',
            { config: { access: 'public' } },
            async (req) => {
              reading += 1;
              const file = await req.file();
              await file?.toBuffer();
              return { ok: true };
            },
          );
        });
      },
    });
    const boundary = 'slowboundary';
    slowBody(app, '/api/test-overload/upload', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      start: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4`,
    });
    await until(() => expect(reading).toBe(1));
    expect(app.overload.counts()).toEqual({ inFlight: 0, arriving: 1 });
    // The one in-flight place is free for someone else while the upload's body trickles in.
    expect((await send(app, OTHER, { path: '/api/municipality' })).status).toBe(200);
  });
});
