import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, users, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { refusalBody } from '../../../test/factories.ts';
import { msg, WEBHOOKS_PER_ACCOUNT } from '@ir/domain';
import { enqueueWebhookEvent } from './enqueue-webhook-event.ts';
import { findAccountWebhook, removeWebhook } from './repository.ts';
import { retryDelaySeconds, WebhookDispatcher } from './webhook-worker.ts';
import type { ResolvedAddress } from './webhook-target.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server standing for a representative's receiver. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The next answers' statuses, in order; 200 once they run out. */
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns a value; the worker runs on its own schedule. */
async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function makeRepresentative(t: TestApp, account: SignedInAccount): Promise<void> {
  await t.database.db
    .update(users)
    .set({ representative: true })
    .where(eq(users.id, account.user.id));
}

async function representative(t: TestApp, municipalityKey = 'kent'): Promise<SignedInAccount> {
  const account = await signedInAs(t.app, 'user', municipalityKey);
  await makeRepresentative(t, account);
  return account;
}

function create(t: TestApp, account: SignedInAccount, url: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/representatives/webhooks',
    headers: account.headers,
    payload: { url },
  });
}

async function webhookRows(t: TestApp) {
  return t.database.db.select().from(webhooks);
}

async function auditRows(t: TestApp, action: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

async function deliveriesOf(t: TestApp, webhookId: number) {
  return t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId));
}

async function emit(t: TestApp, account: SignedInAccount, data: Record<string, unknown> = {}) {
  return t.database.db.transaction((tx) =>
    enqueueWebhookEvent(tx, {
      municipalityKey: account.municipalityKey,
      userId: account.user.id,
      type: 'filing.status_changed',
      data: { filing_number: 'KENT-2025-1', old_status: 'incomplete', new_status: 'far', ...data },
      at: t.app.clock(),
    }),
  );
}

describe('webhooks of a representative (development rules)', () => {
  const clock = new Date('2026-03-02T15:00:00Z');
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await build({ now: clock });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('adds a webhook, answers its secret once, lists it without and audits the change', async () => {
    const rep = await representative(t);
    const res = await create(t, rep, receiver.url);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; url: string; secret: string; created_at: string }>();
    expect(body).toMatchObject({ url: receiver.url, created_at: clock.toISOString() });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await t.app.inject({ url: '/api/representatives/webhooks', headers: rep.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      webhooks: [{ id: body.id, url: receiver.url, created_at: clock.toISOString() }],
    });
    expect(list.body).not.toContain(body.secret);

    const [row] = await auditRows(t, 'webhook.create').then((rows) =>
      rows.filter((r) => r.actorUserId === rep.user.id),
    );
    expect(row).toMatchObject({ targetType: 'webhook', targetId: String(body.id) });
    expect(JSON.stringify(row)).not.toContain(body.secret);
  });

  it('removes a webhook, drops its pending deliveries and keeps its log readable', async () => {
    const rep = await representative(t);
    const { id } = (await create(t, rep, receiver.url)).json<{ id: number }>();
    await t.database.db.insert(webhookDeliveries).values({
      municipalityKey: 'kent',
      webhookId: id,
      eventId: 'e-pending',
      eventType: 'filing.received',
      payload: {},
      // Not due for an hour, so the worker leaves it pending until the removal.
      nextAttemptAt: new Date(clock.getTime() + 3600_000),
      createdAt: clock,
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/representatives/webhooks/${id}`,
      headers: rep.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await deliveriesOf(t, id)).map((d) => d.status)).toEqual(['dropped']);
    const list = await t.app.inject({ url: '/api/representatives/webhooks', headers: rep.headers });
    expect(list.json()).toEqual({ webhooks: [] });
    const log = await t.app.inject({
      url: `/api/representatives/webhooks/${id}/deliveries`,
      headers: rep.headers,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().deliveries).toEqual([
      expect.objectContaining({ event_id: 'e-pending', status: 'dropped', next_attempt_at: null }),
    ]);
    expect(
      (await auditRows(t, 'webhook.delete')).filter((r) => r.targetId === String(id)),
    ).toHaveLength(1);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/representatives/webhooks/${id}`,
      headers: rep.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject(refusalBody('unknown_webhook', 'webhooks.notFound', 404));
  });

  it('refuses a visitor (401) and an account that is not a representative (403), writing nothing', async () => {
    const before = (await webhookRows(t)).length;
    const visitor = await injectOn(t.app, 'kent', {
      method: 'POST',
      url: '/api/representatives/webhooks',
      payload: { url: receiver.url },
    });
    expect(visitor.statusCode).toBe(401);
    for (const role of ['user', 'super', 'mega-admin'] as const) {
      const account = await signedInAs(t.app, role, 'kent');
      const res = await create(t, account, receiver.url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(
        refusalBody(
          'not_representative',
          msg('webhooks.notRepresentative', { phone: '(518) 555-0142' }),
          403,
        ),
      );
      const list = await t.app.inject({
        url: '/api/representatives/webhooks',
        headers: account.headers,
      });
      expect(list.statusCode).toBe(403);
    }
    expect((await webhookRows(t)).length).toBe(before);
  });

  it("finds nothing of another account's or another municipality's webhooks", async () => {
    const owner = await representative(t, 'kent');
    const { id } = (await create(t, owner, receiver.url)).json<{ id: number }>();
    const sameTown = await representative(t, 'kent');
    const otherTown = await representative(t, 'lyons');
    for (const stranger of [sameTown, otherTown]) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/representatives/webhooks/${id}`,
        headers: stranger.headers,
      });
      expect(del.statusCode).toBe(404);
      const log = await t.app.inject({
        url: `/api/representatives/webhooks/${id}/deliveries`,
        headers: stranger.headers,
      });
      expect(log.statusCode).toBe(404);
    }
    // The owner's own cookie on the other municipality's host is no session there.
    const foreign = await injectAsForeigner(t.app, owner, {
      method: 'DELETE',
      url: `/api/representatives/webhooks/${id}`,
    });
    expect(foreign.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, id));
    expect(row?.deletedAt).toBeNull();
    // The repository holds it too, whatever a route checks.
    expect(
      await findAccountWebhook(t.database.db, 'lyons', owner.user.id, id, { removed: true }),
    ).toBeUndefined();
    expect(await removeWebhook(t.database.db, 'lyons', id, clock)).toBe(false);
  });

  it(`takes at most ${WEBHOOKS_PER_ACCOUNT} live webhooks per account`, async () => {
    const rep = await representative(t);
    for (let i = 0; i < WEBHOOKS_PER_ACCOUNT; i += 1) {
      expect((await create(t, rep, `${receiver.url}/${i}`)).statusCode).toBe(200);
    }
    const res = await create(t, rep, receiver.url);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(
      refusalBody('too_many_webhooks', msg('webhooks.tooMany', { max: WEBHOOKS_PER_ACCOUNT }), 409),
    );
  });

  it('refuses a URL that is not one, or that carries a password, writing nothing', async () => {
    const rep = await representative(t);
    const before = (await webhookRows(t)).length;
    for (const url of [
      'not a url',
      'ftp://example.com/x',
      '',
      `https://x.example/${'a'.repeat(2000)}`,
    ]) {
      const res = await create(t, rep, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error_message).toBe('validation_error');
    }
    const secretInUrl = await create(t, rep, 'http://me:pw@127.0.0.1:9/x');
    expect(secretInUrl.statusCode).toBe(400);
    expect(secretInUrl.json()).toMatchObject({
      ...refusalBody('bad_webhook_url', 'webhooks.urlCredentials'),
      field: 'url',
    });
    expect((await webhookRows(t)).length).toBe(before);
  });

  it('posts an event signed with the secret, and the log shows it delivered', async () => {
    const rep = await representative(t);
    const { id, secret } = (await create(t, rep, receiver.url)).json<{
      id: number;
      secret: string;
    }>();
    const eventId = await emit(t, rep, { id: 42 });
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    const got = await eventually(async () =>
      receiver.received.find((r) => r.headers['x-ir-delivery'] === eventId),
    );
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-ir-event']).toBe('filing.status_changed');
    const timestamp = got.headers['x-ir-timestamp'] as string;
    expect(timestamp).toBe(String(Math.floor(clock.getTime() / 1000)));
    const expected = createHmac('sha256', secret).update(`${timestamp}.${got.body}`).digest('hex');
    expect(got.headers['x-ir-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(got.body)).toEqual({
      id: eventId,
      type: 'filing.status_changed',
      created_at: clock.toISOString(),
      municipality: 'kent',
      data: { filing_number: 'KENT-2025-1', old_status: 'incomplete', new_status: 'far', id: 42 },
    });
    const delivered = await eventually(async () => {
      const [d] = await deliveriesOf(t, id);
      return d?.status === 'delivered' && d;
    });
    expect(delivered).toMatchObject({ attempts: 1, lastStatus: 200, lastError: null });
    const log = await t.app.inject({
      url: `/api/representatives/webhooks/${id}/deliveries`,
      headers: rep.headers,
    });
    expect(log.json().deliveries).toEqual([
      {
        event_id: eventId,
        event_type: 'filing.status_changed',
        status: 'delivered',
        attempts: 1,
        last_status: 200,
        last_error: null,
        created_at: clock.toISOString(),
        next_attempt_at: null,
        delivered_at: clock.toISOString(),
      },
    ]);
  });

  it('sends nothing for a rolled-back change, a removed webhook or an account no longer a representative', async () => {
    const rep = await representative(t);
    const { id } = (await create(t, rep, receiver.url)).json<{ id: number }>();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueWebhookEvent(tx, {
          municipalityKey: 'kent',
          userId: rep.user.id,
          type: 'filing.received',
          data: {},
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf(t, id)).toEqual([]);
    await t.database.db
      .update(users)
      .set({ representative: false })
      .where(eq(users.id, rep.user.id));
    expect(await emit(t, rep)).toBeNull();
    await makeRepresentative(t, rep);
    await removeWebhook(t.database.db, 'kent', id, clock);
    expect(await emit(t, rep)).toBeNull();
    expect(await deliveriesOf(t, id)).toEqual([]);
  });

  it('retries after a 500 with backoff, then delivers', async () => {
    const rep = await representative(t);
    const { id } = (await create(t, rep, receiver.url)).json<{ id: number }>();
    receiver.answers.push(500);
    const eventId = await emit(t, rep);
    const failed = await eventually(async () => {
      const [d] = await deliveriesOf(t, id);
      return d?.attempts === 1 && d.lockedUntil === null && d;
    });
    expect(failed).toMatchObject({ status: 'pending', lastStatus: 500, lastError: 'HTTP 500' });
    expect(failed.nextAttemptAt.getTime() - clock.getTime()).toBe(retryDelaySeconds(1) * 1000);
    clock.setTime(clock.getTime() + retryDelaySeconds(1) * 1000);
    const delivered = await eventually(async () => {
      const [d] = await deliveriesOf(t, id);
      return d?.status === 'delivered' && d;
    });
    expect(delivered).toMatchObject({ attempts: 2, lastStatus: 200 });
    expect(receiver.received.filter((r) => r.headers['x-ir-delivery'] === eventId)).toHaveLength(2);
  });

  it('drops an event still failing 24 hours after it happened, and the log says so', async () => {
    const rep = await representative(t);
    const { id } = (await create(t, rep, receiver.url)).json<{ id: number }>();
    receiver.answers.push(503, 503);
    await emit(t, rep);
    await eventually(async () => {
      const [d] = await deliveriesOf(t, id);
      return d?.attempts === 1 && d.lockedUntil === null;
    });
    clock.setTime(clock.getTime() + 25 * 60 * 60 * 1000);
    const dropped = await eventually(async () => {
      const [d] = await deliveriesOf(t, id);
      return d?.status === 'dropped' && d;
    });
    expect(dropped).toMatchObject({ attempts: 2, lastStatus: 503, deliveredAt: null });
    // Back to the day the session was used, which a day's idleness would have ended.
    clock.setTime(clock.getTime() - 25 * 60 * 60 * 1000);
    const log = await t.app.inject({
      url: `/api/representatives/webhooks/${id}/deliveries`,
      headers: rep.headers,
    });
    expect(log.json().deliveries[0]).toMatchObject({ status: 'dropped', attempts: 2 });
  });

  it('delivers each event once when several workers race for it', async () => {
    const rep = await representative(t);
    const { id } = (await create(t, rep, receiver.url)).json<{ id: number }>();
    const eventIds: string[] = [];
    for (let i = 0; i < 12; i += 1) eventIds.push((await emit(t, rep, { n: i })) as string);
    const workers = [1, 2, 3].map(
      () =>
        new WebhookDispatcher({
          db: t.database.db,
          clock: t.app.clock,
          network: { strict: false, resolve: async () => [] },
          log: t.app.log,
        }),
    );
    // The app's own worker races them too.
    await Promise.all(workers.flatMap((w) => [w.round(), w.round()]));
    await eventually(async () => {
      const rows = await deliveriesOf(t, id);
      return rows.every((d) => d.status === 'delivered');
    });
    for (const eventId of eventIds) {
      expect(
        receiver.received.filter((r) => r.headers['x-ir-delivery'] === eventId),
        eventId,
      ).toHaveLength(1);
    }
    const counts = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, id), eq(webhookDeliveries.attempts, 1)));
    expect(counts[0]?.n).toBe(12);
  });
});

describe("production's address rules", () => {
  /** What the made-up DNS answers for each name; changed by a test to stand for rebinding. */
  const dns = new Map<string, ResolvedAddress[]>([
    ['hooks.example.com', [{ address: '93.184.216.34', family: 4 }]],
    ['inside.example.com', [{ address: '10.0.0.1', family: 4 }]],
    [
      'mixed.example.com',
      [
        { address: '93.184.216.34', family: 4 },
        { address: '192.168.1.5', family: 4 },
      ],
    ],
    ['mapped.example.com', [{ address: '::ffff:169.254.169.254', family: 6 }]],
  ]);
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      webhookNetwork: {
        strict: true,
        resolve: async (name) => {
          const found = dns.get(name);
          if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
          return found;
        },
      },
    });
  });
  afterAll(() => t.close());

  it('refuses http, private, loopback, link-local and unresolvable targets, writing nothing', async () => {
    const rep = await representative(t);
    const cases: Array<[string, Parameters<typeof refusalBody>[1]]> = [
      ['http://hooks.example.com/x', 'webhooks.urlNotHttps'],
      ['http://127.0.0.1:8080/x', 'webhooks.urlNotHttps'],
      ['https://inside.example.com/x', 'webhooks.urlNotPublic'],
      ['https://mixed.example.com/x', 'webhooks.urlNotPublic'],
      ['https://mapped.example.com/x', 'webhooks.urlNotPublic'],
      ['https://127.0.0.1/x', 'webhooks.urlNotPublic'],
      ['https://[::1]/x', 'webhooks.urlNotPublic'],
      ['https://[::ffff:10.1.2.3]/x', 'webhooks.urlNotPublic'],
      ['https://169.254.169.254/latest/meta-data', 'webhooks.urlNotPublic'],
      ['https://100.64.0.1/x', 'webhooks.urlNotPublic'],
      ['https://0.0.0.0/x', 'webhooks.urlNotPublic'],
      ['https://nowhere.example.com/x', 'webhooks.urlUnresolved'],
    ];
    for (const [url, key] of cases) {
      const res = await create(t, rep, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        ...refusalBody('bad_webhook_url', key),
        field: 'url',
      });
    }
    expect(await webhookRows(t)).toEqual([]);
    expect(await auditRows(t, 'webhook.create')).toEqual([]);
  });

  it('takes an https URL whose every address is public', async () => {
    const rep = await representative(t);
    const res = await create(t, rep, 'https://hooks.example.com/receive');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe('https://hooks.example.com/receive');
  });

  it('checks the address again at delivery: a name that now resolves inside is not posted to', async () => {
    const rep = await representative(t);
    dns.set('rebind.example.com', [{ address: '93.184.216.34', family: 4 }]);
    const { id } = (await create(t, rep, 'https://rebind.example.com/x')).json<{ id: number }>();
    dns.set('rebind.example.com', [{ address: '127.0.0.1', family: 4 }]);
    await emit(t, rep);
    const failed = await eventually(async () => {
      const [d] = await deliveriesOf(t, id);
      return d?.attempts === 1 && d.lockedUntil === null && d;
    });
    expect(failed).toMatchObject({
      status: 'pending',
      lastStatus: null,
      lastError: 'address refused (urlNotPublic)',
    });
  });
});

describe('NODE_ENV=production', () => {
  it('applies the production rules without being told', async () => {
    const t = await build({
      env: {
        NODE_ENV: 'production',
        CAPTCHA_HMAC_KEY: 'k'.repeat(32),
        EMAIL_LINK_KEY: 'e'.repeat(32),
        MFA_ENCRYPTION_KEY: 'a'.repeat(64),
        PUBLIC_URL: 'https://reviews.example.com',
        CLAMAV_URL: 'tcp://127.0.0.1:3310',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      const rep = await representative(t);
      const res = await create(t, rep, 'http://127.0.0.1:8080/hooks');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refusalBody('bad_webhook_url', 'webhooks.urlNotHttps'));
      const loopback = await create(t, rep, 'https://127.0.0.1:8443/hooks');
      expect(loopback.json()).toMatchObject(
        refusalBody('bad_webhook_url', 'webhooks.urlNotPublic'),
      );
    } finally {
      await t.close();
    }
  });
});
