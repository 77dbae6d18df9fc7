import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@ir/domain';
import {
  hostOf,
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import {
  countAccountRows,
  createTestUser,
  freshIp,
  mailTo,
  sessionsOf,
} from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import {
  appRedirectUris,
  completeAuthorization,
  start,
  type TestOidcProvider,
} from '../../../test/oidc-provider.ts';
import { oidcFlows, userTokens } from '../../db/schema/index.ts';
import { findUserById } from '../users/index.ts';
import { FLOW_COOKIE } from './google/routes.ts';
import { expireUnusedUserTokens, findUserToken, markUserTokenUsed } from './repository.ts';
import { issueUserToken } from './user-tokens.ts';
import { hashToken } from '../sessions/index.ts';

/**
 * Every account route that takes an e-mail, a token or a session, sent with kent's data to
 * lyons' host: each must reach nothing of kent's (tenancy of accounts).
 */

const NOW = new Date('2026-02-10T15:00:00Z');
const PASSWORD = 'Kent-Password-1';
const KENT = 'kent';
const LYONS = 'lyons';
const GOOGLE_PERSON = {
  sub: 'g-kent-person',
  email: 'kent.google@example.com',
  email_verified: true,
};

let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await start({
    users: [GOOGLE_PERSON],
    redirectUris: appRedirectUris([`http://${hostOf(KENT)}`, `http://${hostOf(LYONS)}`]),
  });
  t = await build({ now: NOW, env: { ...AUTH_TEST_ENV, ...provider.env } });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

let accounts = 0;
async function kentUser(status: 'active' | 'awaiting verification' = 'active') {
  accounts += 1;
  return createTestUser(t.database.db, {
    email: `kent-only-${accounts}@example.com`,
    password: PASSWORD,
    status,
    municipalityKey: KENT,
  });
}

function post(municipalityKey: string, url: string, payload: Record<string, unknown>) {
  return injectOn(t.app, municipalityKey, {
    method: 'POST',
    url,
    payload,
    remoteAddress: freshIp(),
  });
}

describe('an e-mail registered only in kent, sent to lyons', () => {
  it('signin answers no_user and opens no session', async () => {
    const kent = await kentUser();
    const before = await countAccountRows(t.database.db);
    const res = await post(LYONS, '/api/auth/signin', { email: kent.email, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'no_user', message: MESSAGES.login.no_user });
    expect(await countAccountRows(t.database.db)).toEqual(before);
    // The same request on kent's host signs in: the refusal was the host's doing.
    expect(
      (await post(KENT, '/api/auth/signin', { email: kent.email, password: PASSWORD })).json(),
    ).toEqual({ success: true });
  });

  it('signup makes a separate lyons account and leaves kent’s untouched', async () => {
    const kent = await kentUser();
    const res = await post(LYONS, '/api/auth/signup', {
      email: kent.email,
      password: 'Lyons-Password-2',
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.json()).toEqual({ success: true });
    expect(await findUserById(t.database.db, KENT, kent.id)).toEqual(kent);
    const [mail] = await mailTo(t.database.db, kent.email);
    expect(mail?.municipalityKey).toBe(LYONS);
    expect(
      (await post(LYONS, '/api/auth/signin', { email: kent.email, password: PASSWORD })).json(),
    ).toMatchObject({ error_message: 'bad_password' });
  });

  it('forgotpassword answers as usual and writes no token and no e-mail', async () => {
    const kent = await kentUser();
    const before = await countAccountRows(t.database.db);
    const res = await post(LYONS, '/api/auth/forgotpassword', {
      email: kent.email,
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.password.forgotSuccess });
    expect(await countAccountRows(t.database.db)).toEqual(before);
    expect(await mailTo(t.database.db, kent.email)).toEqual([]);
  });
});

describe('a token issued in kent, sent to lyons', () => {
  it('verifyuser answers invalid_token and confirms nothing', async () => {
    const kent = await kentUser('awaiting verification');
    const token = await issueUserToken(t.database.db, KENT, kent.id, 'verify', NOW);
    const before = await countAccountRows(t.database.db);
    const res = await injectOn(t.app, LYONS, {
      url: `/api/auth/verifyuser?token=${token}`,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'invalid_token' });
    expect(await countAccountRows(t.database.db)).toEqual(before);
    expect(await findUserById(t.database.db, KENT, kent.id)).toEqual(kent);
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(row?.usedAt).toBeNull();
  });

  it('updatepassword answers invalid_token and changes no password and no session', async () => {
    const kent = await kentUser();
    const session = await post(KENT, '/api/auth/signin', { email: kent.email, password: PASSWORD });
    expect(session.statusCode).toBe(200);
    const token = await issueUserToken(t.database.db, KENT, kent.id, 'reset', NOW);
    const before = await countAccountRows(t.database.db);
    const res = await post(LYONS, '/api/auth/updatepassword', {
      password: 'Taken-Over-3',
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'invalid_token' });
    expect(await countAccountRows(t.database.db)).toEqual(before);
    expect(await findUserById(t.database.db, KENT, kent.id)).toEqual(kent);
    expect(await sessionsOf(t.database.db, kent.id)).toHaveLength(1);
  });
});

describe('a kent session cookie on lyons’ host', () => {
  let kent: SignedInAccount;
  beforeAll(async () => {
    kent = await signedInAs(t.app, 'admin', KENT);
  });

  it('is signed in on its own host', async () => {
    const res = await injectOn(t.app, KENT, { url: '/api/auth/authstatus' }, kent);
    expect(res.statusCode).toBe(200);
  });

  it('authstatus answers 401 and the role check answers no role', async () => {
    expect((await injectAsForeigner(t.app, kent, { url: '/api/auth/authstatus' })).statusCode).toBe(
      401,
    );
    const role = await injectAsForeigner(t.app, kent, {
      url: '/api/auth/authstatus?privledge=true',
    });
    expect(role.body).toBe('');
  });

  it('poll_session answers 401 and moves nothing', async () => {
    const [before] = await sessionsOf(t.database.db, kent.user.id);
    const res = await injectAsForeigner(t.app, kent, {
      method: 'POST',
      url: '/api/auth/poll_session',
      payload: { active: true },
    });
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(t.database.db, kent.user.id)).toEqual([before]);
  });

  it('signout on lyons does not end the kent session', async () => {
    const res = await injectAsForeigner(t.app, kent, { method: 'POST', url: '/api/auth/signout' });
    expect(res.json()).toEqual({ success: true });
    expect(await sessionsOf(t.database.db, kent.user.id)).toHaveLength(1);
    expect((await injectOn(t.app, KENT, { url: '/api/auth/authstatus' }, kent)).statusCode).toBe(
      200,
    );
  });
});

describe('a Google sign-in started on kent’s host', () => {
  it('is refused when finished on lyons’ host, creating no account and no session', async () => {
    const address = freshIp();
    const started = await injectOn(t.app, KENT, {
      url: '/api/auth/googleuri',
      remoteAddress: address,
    });
    expect(started.statusCode).toBe(200);
    const flowCookie = started.cookies.find((c) => c.name === FLOW_COOKIE)?.value ?? '';
    const back = await completeAuthorization(
      (started.json() as { authorization_url: string }).authorization_url,
      { as: GOOGLE_PERSON.sub },
    );
    const before = await countAccountRows(t.database.db);
    const res = await injectOn(t.app, LYONS, {
      method: 'POST',
      url: '/api/auth/google_login',
      headers: { cookie: `${FLOW_COOKIE}=${flowCookie}` },
      payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_message: 'google_failed' });
    expect(await countAccountRows(t.database.db)).toEqual(before);
    expect(await t.database.db.select().from(oidcFlows)).toEqual([]);
  });
});

describe('the token repository, asked as lyons about a kent account', () => {
  it('finds no kent token, spends none and expires none', async () => {
    const kent = await kentUser();
    const token = await issueUserToken(t.database.db, KENT, kent.id, 'reset', NOW);
    const stored = await findUserToken(t.database.db, KENT, hashToken(token), 'reset');
    expect(stored).toBeDefined();
    expect(await findUserToken(t.database.db, LYONS, hashToken(token), 'reset')).toBeUndefined();
    expect(await markUserTokenUsed(t.database.db, LYONS, stored?.id ?? 0, NOW)).toBe(false);
    await expireUnusedUserTokens(t.database.db, LYONS, kent.id, 'reset', NOW);
    expect(await findUserToken(t.database.db, KENT, hashToken(token), 'reset')).toEqual(stored);
  });

  it('issues no token for a kent account in lyons’ name', async () => {
    const kent = await kentUser();
    const before = await countAccountRows(t.database.db);
    await expect(issueUserToken(t.database.db, LYONS, kent.id, 'verify', NOW)).rejects.toThrow(
      /not in municipality lyons/,
    );
    expect(await countAccountRows(t.database.db)).toEqual(before);
  });
});
