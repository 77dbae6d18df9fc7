import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_MAX, type ApiError, MESSAGES } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { hostOf, injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { representativeWithKey } from '../../../test/api-keys.ts';
import { approveRepresentative } from '../../../test/bulk-forms.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import { apiKeys, auditLog, userMfa } from '../../db/schema/index.ts';
import { updateUser } from '../users/index.ts';
import { apiKeyHash } from './api-key-token.ts';
import { findLiveApiKeyByHash, revokeApiKey } from './repository.ts';

let now = new Date('2026-02-10T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await build({ env: { API_KEY_RATE_LIMIT: '25' } });
  // A clock the tests move: the rate limit's window and the key's last use follow it.
  t.app.clock = () => now;
});
afterAll(() => t.close());

const db = () => t.database.db;
const tables = () => countEveryTable(db(), ['rate_limits']);

/** An approved representative with two-factor sign-in on. */
async function representative(municipalityKey = 'development'): Promise<SignedInAccount> {
  const account = await signedInAs(t.app, 'user', municipalityKey);
  await approveRepresentative(db(), account.user.id);
  await db().insert(userMfa).values({
    userId: account.user.id,
    municipalityKey,
    secretCiphertext: 'v1.test',
    enabledAt: now,
  });
  return account;
}

function createKey(account: SignedInAccount, name = 'Office server', host?: string) {
  return injectOn(
    t.app,
    host ?? account.municipalityKey,
    { method: 'POST', url: '/api/representatives/api_keys', payload: { name } },
    account,
  );
}

const listKeys = (account: SignedInAccount) =>
  injectOn(t.app, account.municipalityKey, { url: '/api/representatives/api_keys' }, account);

/** Any /api/v1 call that reads nothing of the body: the list of filings. */
function callApi(headers: Record<string, string>, municipalityKey = 'development') {
  return t.app.inject({
    url: '/api/v1/filings',
    headers: { ...headers, host: hostOf(municipalityKey) },
  });
}

describe('POST /api/representatives/api_keys', () => {
  it('answers the key once, stores only its SHA-256, audits it, and the key opens /api/v1', async () => {
    const rep = await representative();
    const res = await createKey(rep);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<{ id: number; name: string; prefix: string; key: string }>();
    expect(created.key).toMatch(/^irk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.name).toBe('Office server');
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(apiKeyHash(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api-key.create'), eq(auditLog.targetId, String(created.id))));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain(created.key);
    const call = await callApi({ authorization: `Bearer ${created.key}` });
    expect(call.statusCode, call.body).toBe(200);
  });

  it('refuses an account that is not a representative with 403 not_representative, writing nothing', async () => {
    const owner = await signedInAs(t.app, 'user');
    const before = await tables();
    const res = await createKey(owner);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().error_message).toBe('not_representative');
    expect(await tables()).toEqual(before);
  });

  it('refuses a representative without two-factor sign-in with 403 mfa_required, writing nothing', async () => {
    const rep = await signedInAs(t.app, 'user');
    await approveRepresentative(db(), rep.user.id);
    const before = await tables();
    const res = await createKey(rep);
    expect(res.statusCode).toBe(403);
    const body = res.json<ApiError>();
    expect(body.error_message).toBe('mfa_required');
    expect(body.message).toBe(MESSAGES.apiKeys.mfaRequired);
    expect(await tables()).toEqual(before);
  });

  it('refuses a visitor with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/representatives/api_keys',
      headers: { host: hostOf('development') },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty name, a name over 100 characters and a control character', async () => {
    const rep = await representative();
    for (const name of ['', '   ', 'x'.repeat(101), 'a\u0000b']) {
      const res = await createKey(rep, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json<ApiError>().error_message).toBe('validation_error');
    }
    expect(await db().select().from(apiKeys).where(eq(apiKeys.userId, rep.user.id))).toEqual([]);
  });

  it(`holds at most ${API_KEYS_MAX} live keys; a revoked one frees its place`, async () => {
    const rep = await representative();
    for (let i = 0; i < API_KEYS_MAX; i++)
      expect((await createKey(rep, `k${i}`)).statusCode).toBe(200);
    const refused = await createKey(rep, 'one too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error_message).toBe('too_many_api_keys');
    const [first] = listed(await listKeys(rep));
    const revoke = await injectOn(
      t.app,
      'development',
      { method: 'DELETE', url: `/api/representatives/api_keys/${first!.id}` },
      rep,
    );
    expect(revoke.statusCode).toBe(200);
    expect((await createKey(rep, 'in its place')).statusCode).toBe(200);
  });

  it("a kent representative's key is made on kent's host only: its session does not reach lyons", async () => {
    const rep = await representative('kent');
    const res = await createKey(rep, 'kent key', 'lyons');
    expect(res.statusCode).toBe(401);
    expect(await db().select().from(apiKeys).where(eq(apiKeys.userId, rep.user.id))).toEqual([]);
  });
});

function listed(res: { json<T>(): T }) {
  return res.json<{
    keys: Array<{ id: number; name: string; prefix: string; last_used_at: string | null }>;
  }>().keys;
}

describe('GET and DELETE /api/representatives/api_keys', () => {
  it('lists name, prefix, creation and last use, never the key or its hash', async () => {
    const rep = await representative();
    const { key } = (await createKey(rep, 'Listed')).json<{ key: string }>();
    const res = await listKeys(rep);
    expect(res.statusCode).toBe(200);
    const [one] = listed(res);
    expect(Object.keys(one!).sort()).toEqual([
      'created_at',
      'id',
      'last_used_at',
      'name',
      'prefix',
    ]);
    expect(one!.name).toBe('Listed');
    expect(one!.last_used_at).toBeNull();
    expect(res.body).not.toContain(key);
    expect(res.body).not.toContain(apiKeyHash(key));
    expect((await callApi({ authorization: `Bearer ${key}` })).statusCode).toBe(200);
    expect(listed(await listKeys(rep))[0]!.last_used_at).toBe(now.toISOString());
  });

  it('records a use at most once a minute per key', async () => {
    const holder = await representativeWithKey(t.app);
    const first = now;
    await callApi(holder.headers);
    now = new Date(first.getTime() + 30_000);
    await callApi(holder.headers);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, holder.keyId));
    expect(row?.lastUsedAt?.toISOString()).toBe(first.toISOString());
    now = new Date(first.getTime() + 61_000);
    await callApi(holder.headers);
    const [later] = await db().select().from(apiKeys).where(eq(apiKeys.id, holder.keyId));
    expect(later?.lastUsedAt?.toISOString()).toBe(now.toISOString());
  });

  it('revokes at once, audited: the next call with the key is 401', async () => {
    const rep = await representative();
    const created = (await createKey(rep)).json<{ id: number; key: string }>();
    const res = await injectOn(
      t.app,
      'development',
      { method: 'DELETE', url: `/api/representatives/api_keys/${created.id}` },
      rep,
    );
    expect(res.statusCode).toBe(200);
    expect(listed(await listKeys(rep))).toEqual([]);
    const call = await callApi({ authorization: `Bearer ${created.key}` });
    expect(call.statusCode).toBe(401);
    expect(call.json<ApiError>().error_message).toBe('invalid_api_key');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api-key.revoke'), eq(auditLog.targetId, String(created.id))));
    expect(audits).toHaveLength(1);
  });

  it("answers 404 for another account's key, another municipality's and one revoked already", async () => {
    const owner = await representativeWithKey(t.app);
    const other = await representative();
    const foreigner = await representative('kent');
    const kentKey = await representativeWithKey(t.app, 'kent');
    const before = await tables();
    for (const [account, id] of [
      [other, owner.keyId],
      [foreigner, owner.keyId],
      [other, kentKey.keyId],
    ] as const) {
      const res = await injectOn(
        t.app,
        account.municipalityKey,
        { method: 'DELETE', url: `/api/representatives/api_keys/${id}` },
        account,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiError>().error_message).toBe('not_found');
    }
    expect(await tables()).toEqual(before);
    expect((await callApi(owner.headers)).statusCode).toBe(200);
    // The repository holds the municipality too: kent's key is not revoked from development.
    expect(
      await revokeApiKey(db(), 'development', kentKey.account.user.id, kentKey.keyId, now),
    ).toBeUndefined();
    expect(
      await findLiveApiKeyByHash(db(), 'development', apiKeyHash(kentKey.key)),
    ).toBeUndefined();
  });
});

describe('bearer keys on /api/v1', () => {
  it('refuses a missing, malformed, unknown and revoked key with 401 in the one error shape', async () => {
    const holder = await representativeWithKey(t.app);
    await revokeApiKey(db(), 'development', holder.account.user.id, holder.keyId, now);
    for (const authorization of [
      undefined,
      'Basic dXNlcjpwYXNz',
      'Bearer not-a-key',
      `Bearer irk_${'A'.repeat(43)}`,
      holder.headers.authorization,
    ]) {
      const res = await callApi(authorization === undefined ? {} : { authorization });
      expect(res.statusCode, authorization).toBe(401);
      const body = res.json<ApiError>();
      expect(body.error_message).toBe('invalid_api_key');
      expect(body.message).toBe(MESSAGES.apiKeys.invalidKey);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it("refuses a key on another municipality's host with 401, as an unknown key", async () => {
    const kent = await representativeWithKey(t.app, 'kent');
    expect((await callApi(kent.headers, 'kent')).statusCode).toBe(200);
    const res = await callApi({ authorization: kent.headers.authorization }, 'lyons');
    expect(res.statusCode).toBe(401);
    expect(res.json<ApiError>().error_message).toBe('invalid_api_key');
  });

  it('ignores cookies: a signed-in representative without a key is 401, and a cookie beside a key changes nothing', async () => {
    const rep = await representative();
    const cookieOnly = await injectOn(t.app, 'development', { url: '/api/v1/filings' }, rep);
    expect(cookieOnly.statusCode).toBe(401);
    const holder = await representativeWithKey(t.app);
    const both = await t.app.inject({
      url: '/api/v1/filings',
      headers: { ...holder.headers, cookie: rep.headers.cookie },
    });
    expect(both.statusCode).toBe(200);
  });

  it('is not refused by the Origin check: a bearer call carries no ambient credential', async () => {
    const holder = await representativeWithKey(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/filings',
      headers: { ...holder.headers, origin: 'https://elsewhere.example.com' },
      payload: {},
    });
    // Past the Origin check and the key: the body is what is refused.
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().error_message).not.toBe('bad_origin');
  });

  it('stops a key whose account is no longer a representative (403) or is restricted (401)', async () => {
    const holder = await representativeWithKey(t.app);
    await updateUser(db(), 'development', holder.account.user.id, { representative: false }, now);
    const res = await callApi(holder.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().error_message).toBe('not_representative');
    const other = await representativeWithKey(t.app);
    await updateUser(db(), 'development', other.account.user.id, { status: 'restricted' }, now);
    expect((await callApi(other.headers)).statusCode).toBe(401);
  });

  it('limits each key per minute: past it 429 with Retry-After; another key is unaffected; the next minute it opens again', async () => {
    now = new Date('2026-02-10T16:00:00Z');
    const holder = await representativeWithKey(t.app);
    const other = await representativeWithKey(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) answers.push((await callApi(holder.headers)).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(25);
    expect(answers.slice(25).every((s) => s === 429)).toBe(true);
    const refused = await callApi(holder.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiError>().error_message).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await callApi(other.headers)).statusCode).toBe(200);
    now = new Date('2026-02-10T16:02:00Z');
    expect((await callApi(holder.headers)).statusCode).toBe(200);
  });
});
