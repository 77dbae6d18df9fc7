import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as domain from '@ir/domain';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import type { z } from 'zod';
import { build, createTestDatabase, type TestApp } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { boundedWork, isDatabaseOverload, RETRY_AFTER_SECONDS } from './busy.ts';
import { clientKey, eventLoopLateness, OVERLOAD_LIMITS, overloadPlugin } from './overload.ts';

const BUSY = {
  statusCode: 503,
  error_message: 'server_busy',
  message: MESSAGES.busy.serverBusy,
  message_key: 'busy.serverBusy',
};

/** A promise and the function that settles it, to hold requests open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('load shedding: a saturated instance answers 503 with Retry-After, never a 500', () => {
  let t: TestApp;
  let hold = gate();
  let holding = 0;
  /** Holds two requests in the handler (injected requests do not start in order). */
  async function holdTwo() {
    hold = gate();
    const held = [1, 2].map(() => t.app.inject({ url: '/api/test-overload/slow' }));
    while (holding < 2) await new Promise((resolve) => setImmediate(resolve));
    return async () => {
      hold.open();
      return Promise.all(held);
    };
  }
  beforeAll(async () => {
    t = await build({
      overloadLimits: { maxInFlight: 2, maxInFlightToStart: 1 },
      extend: async (app) => {
        app.get('/api/test-overload/slow', { config: { access: 'public' } }, async () => {
          holding += 1;
          await hold.opened;
          holding -= 1;
          return { ok: true };
        });
        app.get('/api/test-overload/pool-timeout', { config: { access: 'public' } }, async () => {
          // What drizzle throws when pg-pool gave no connection within its checkout timeout.
          throw new Error('Failed query: select 1', {
            cause: new Error('timeout exceeded when trying to connect'),
          });
        });
        app.get('/api/test-overload/statement-timeout', { config: { access: 'public' } }, () => {
          throw Object.assign(new Error('canceling statement due to statement timeout'), {
            code: '57014',
          });
        });
      },
    });
  });
  afterAll(() => t.close());

  it('refuses a request past the in-flight limit, and takes one again once one ends', async () => {
    const release = await holdTwo();
    const third = await t.app.inject({ url: '/api/test-overload/slow' });
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(third.json()).toEqual(BUSY);
    expect((await release()).map((res) => res.statusCode)).toEqual([200, 200]);
    hold = gate();
    hold.open();
    const after = await t.app.inject({ url: '/api/test-overload/slow' });
    expect(after.statusCode).toBe(200);
  });

  it("says so in the request's language, with the same code", async () => {
    const release = await holdTwo();
    const third = await t.app.inject({
      url: '/api/test-overload/slow',
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(third.json()).toEqual({ ...BUSY, message: MESSAGES_ES.busy.serverBusy });
    expect(MESSAGES_ES.busy.serverBusy).not.toBe(MESSAGES.busy.serverBusy);
    await release();
  });

  it('answers the busy shape on every route while shedding, the upload route included', async () => {
    const release = await holdTwo();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/ir/uploadfile',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual(BUSY);
    await release();
  });

  it('refuses work that starts (a sign-up) first, while a filing in progress still gets in', async () => {
    const one = gate();
    hold = one;
    const held = t.app.inject({ url: '/api/test-overload/slow' });
    while (holding < 1) await new Promise((resolve) => setImmediate(resolve));
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'owner@example.com', password: 'Passw0rd-xx', captcha: 'x' },
    });
    expect(signup.statusCode).toBe(503);
    expect(signup.json()).toMatchObject({ error_message: 'server_busy' });
    expect(signup.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect((await t.app.inject({ url: '/api/municipality' })).statusCode).toBe(200);
    one.open();
    expect((await held).statusCode).toBe(200);
  });

  it('still answers health checks and the web app while shedding', async () => {
    const release = await holdTwo();
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/municipality' })).statusCode).toBe(503);
    // The web app's page is served or, on a clone where it is not built yet, answered "not
    // built" (also a 503); either way it is not the busy refusal.
    expect((await t.app.inject({ url: '/login' })).body).not.toContain('server_busy');
    await release();
  });

  it('tells the load balancer it is not ready while it refuses work, and ready again after', async () => {
    expect((await t.app.inject({ url: '/api/readyz' })).statusCode).toBe(200);
    const release = await holdTwo();
    const refusing = await t.app.inject({ url: '/api/readyz' });
    expect(refusing.statusCode).toBe(503);
    expect(refusing.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(refusing.json()).toEqual(BUSY);
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    await release();
    expect((await t.app.inject({ url: '/api/readyz' })).statusCode).toBe(200);
  });

  it('stays ready while only the door for work that starts is closed', async () => {
    const one = gate();
    hold = one;
    const held = t.app.inject({ url: '/api/test-overload/slow' });
    while (holding < 1) await new Promise((resolve) => setImmediate(resolve));
    expect(t.app.overload.counts().inFlight).toBe(1);
    expect((await t.app.inject({ url: '/api/readyz' })).statusCode).toBe(200);
    one.open();
    expect((await held).statusCode).toBe(200);
  });

  it('answers a pool checkout timeout and a statement timeout as busy, with Retry-After', async () => {
    for (const url of ['/api/test-overload/pool-timeout', '/api/test-overload/statement-timeout']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual(BUSY);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'on PostgreSQL, a request that gets no connection',
  () => {
    let database: Database;
    let t: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase({ pool: { max: 1, connectionTimeoutMs: 200 } });
      t = await build({
        database,
        extend: async (app) => {
          app.get('/api/test-overload/hold', { config: { access: 'public' } }, async () => {
            await app.database.db.execute(sql`select pg_sleep(1)`);
            return { ok: true };
          });
        },
      });
    });
    afterAll(async () => {
      await t.close();
      await database.close();
    });

    it('is answered 503 with Retry-After when the checkout times out', async () => {
      const holding = t.app.inject({ url: '/api/test-overload/hold' });
      // Wait until the holder has the only connection.
      while ((database.poolStats?.().idle ?? 0) > 0 || database.poolStats?.().total === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      const res = await t.app.inject({ url: '/api/municipality' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual(BUSY);
      expect((await holding).statusCode).toBe(200);
    });
  },
);

describe('the readiness the overload plugin reports', () => {
  it('is refusing while the database queue is at its limit', async () => {
    let waiting = 0;
    const app = Fastify();
    await app.register(overloadPlugin, {
      limits: { ...OVERLOAD_LIMITS, maxPoolWaiting: 3, maxEventLoopDelayMs: 0 },
      apiPrefix: '/api',
      poolStats: () => ({ max: 1, total: 1, idle: 0, waiting }),
    });
    await app.ready();
    expect(app.overload.refusing()).toBeUndefined();
    waiting = 3;
    expect(app.overload.refusing()).toBe('pool-wait');
    await app.close();
  });
});

describe('eventLoopLateness', () => {
  it('says late while the loop keeps running late, and not once it runs freely', async () => {
    const loop = eventLoopLateness(200);
    try {
      expect(loop.late()).toBe(false);
      // A saturated loop: 400 ms of synchronous work at a time, the timers let in between.
      const giveUpAt = Date.now() + 10_000;
      while (!loop.late() && Date.now() < giveUpAt) {
        const busyUntil = Date.now() + 400;
        while (Date.now() < busyUntil) {
          // held up
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(loop.late()).toBe(true);
      const freeBy = Date.now() + 10_000;
      while (loop.late() && Date.now() < freeBy)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(loop.late()).toBe(false);
    } finally {
      loop.stop();
    }
  });

  it('is never late when switched off', () => {
    const loop = eventLoopLateness(0);
    expect(loop.late()).toBe(false);
    loop.stop();
  });
});

describe('clientKey', () => {
  it('counts an IPv4 address alone and an IPv6 one by its /64', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('boundedWork', () => {
  it('runs at most `concurrency` at once and refuses past the queue', async () => {
    const run = boundedWork('test', 1, 1);
    const first = gate();
    let running = 0;
    let most = 0;
    const task = (wait: Promise<void>) => async () => {
      running += 1;
      most = Math.max(most, running);
      await wait;
      running -= 1;
      return 'done';
    };
    const a = run(task(first.opened));
    const b = run(task(Promise.resolve()));
    await expect(run(task(Promise.resolve()))).rejects.toMatchObject({
      statusCode: 503,
      code: 'server_busy',
    });
    first.open();
    expect(await Promise.all([a, b])).toEqual(['done', 'done']);
    expect(most).toBe(1);
  });
});

describe('isDatabaseOverload', () => {
  it('knows saturation from a real failure', () => {
    expect(isDatabaseOverload(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseOverload(Object.assign(new Error('x'), { code: '53300' }))).toBe(true);
    expect(isDatabaseOverload(new Error('relation "x" does not exist'))).toBe(false);
    expect(isDatabaseOverload(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});

describe('every contract that declares a 503 answer', () => {
  it('accepts the busy answer, which any route may give', () => {
    type Declared = { path: string; schema: { response: Record<number, z.ZodType> } };
    const contracts = (Object.values(domain) as unknown[]).filter(
      (value): value is Declared =>
        typeof value === 'object' &&
        value !== null &&
        'path' in value &&
        'schema' in value &&
        typeof (value as { schema: { response?: unknown } }).schema.response === 'object',
    );
    expect(contracts.length).toBeGreaterThan(50);
    const refusing = contracts
      .filter((c) => c.schema.response[503] && !c.schema.response[503].safeParse(BUSY).success)
      .map((c) => c.path);
    expect(refusing).toEqual([]);
  });
});
