import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, withPhone } from '@ir/domain';
import { oidcFlows, sessions, userMfa, users } from '../../../db/schema/index.ts';
import { build, type TestApp } from '../../../../test/helpers.ts';
import {
  appRedirectUris,
  completeAuthorization,
  start,
  type TestOidcProvider,
} from '../../../../test/oidc-provider.ts';
import { insertUser } from '../../users/repository.ts';
import { createSession, findActiveSession, SESSION_COOKIE } from '../../sessions/index.ts';
import { FLOW_COOKIE } from './routes.ts';
import { insertOidcFlow } from './repository.ts';
import { OIDC_FLOW_TTL_MS } from './service.ts';
import { DEPLOYMENT_KEYS } from '../../../../test/deployment-keys.ts';

const HOST = 'localhost:3000';
const AMHERST = 'amherst.localhost:3000';
const FORBIDDEN = {
  success: false,
  statusCode: 403,
  error_message: 'google_failed',
  message: 'Could not log user in.',
  message_key: 'login.googleForbidden',
};

const people = {
  newcomer: { sub: 'g-newcomer', email: ' New.Comer@Example.com ', email_verified: true },
  existing: { sub: 'g-existing', email: 'Existing@example.com', email_verified: true },
  pending: { sub: 'g-pending', email: 'pending@example.com', email_verified: true },
  unverified: { sub: 'g-unverified', email: 'unverified@example.com', email_verified: false },
  restricted: { sub: 'g-restricted', email: 'restricted@example.com', email_verified: true },
  twoFactor: { sub: 'g-two-factor', email: 'two.factor@example.com', email_verified: true },
  recycled: { sub: 'g-recycled-new-owner', email: 'recycled@example.com', email_verified: true },
  town: { sub: 'g-town', email: 'town.person@example.com', email_verified: true },
  visitor: { sub: 'g-visitor', email: 'visitor@example.com', email_verified: true },
  spanish: { sub: 'g-spanish', email: 'spanish.reader@example.com', email_verified: true },
};

let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await start({
    users: Object.values(people),
    redirectUris: appRedirectUris([`http://${HOST}`, `http://${AMHERST}`]),
  });
  t = await build({ env: provider.env });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

// Each simulated browser comes from its own address, so this file's many sign-ins stay under
// the per-address limit that the rate-limit test exercises on its own.
let nextAddress = 1;
const newAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

interface Browser {
  host: string;
  address: string;
  /** The flow cookie this browser holds. */
  flowCookie?: string;
}

function browser(host = HOST): Browser {
  return { host, address: newAddress() };
}

/** GET googleuri as this browser; keeps the flow cookie it sets. */
async function startSignIn(app: FastifyInstance, b: Browser, from?: 'login' | 'signup') {
  const res = await app.inject({
    url: `/api/auth/googleuri${from ? `?from=${from}` : ''}`,
    headers: {
      host: b.host,
      ...(b.flowCookie ? { cookie: `${FLOW_COOKIE}=${b.flowCookie}` } : {}),
    },
    remoteAddress: b.address,
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
  expect(cookie).toBeDefined();
  b.flowCookie = cookie?.value;
  return { res, url: new URL((res.json() as { authorization_url: string }).authorization_url) };
}

/**
 * The whole trip through the provider as `sub` (else the provider's selected user): the code
 * and state the page would post.
 */
async function authorize(app: FastifyInstance, b: Browser, sub?: string) {
  const { url } = await startSignIn(app, b);
  const back = await completeAuthorization(url.href, sub ? { as: sub } : {});
  const code = back.searchParams.get('code');
  const state = back.searchParams.get('state');
  if (!code || !state) throw new Error('the provider returned without a code');
  return { code, state, back, body: { code, state } };
}

function googleLogin(
  app: FastifyInstance,
  b: Browser,
  body: Record<string, unknown>,
  extraCookies: string[] = [],
  extraHeaders: Record<string, string> = {},
) {
  const cookies = [...(b.flowCookie ? [`${FLOW_COOKIE}=${b.flowCookie}`] : []), ...extraCookies];
  return app.inject({
    method: 'POST',
    url: '/api/auth/google_login',
    headers: {
      host: b.host,
      ...extraHeaders,
      ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    },
    remoteAddress: b.address,
    payload: body,
  });
}

async function userByEmail(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function countRows() {
  const [u, s] = await Promise.all([t.database.db.$count(users), t.database.db.$count(sessions)]);
  return { users: u, sessions: s };
}

/** A 403 that wrote nothing: no account, no session, no cookie. */
async function expectRefused(
  send: () => ReturnType<typeof googleLogin>,
  body: Record<string, unknown> = FORBIDDEN,
) {
  const before = await countRows();
  const res = await send();
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual(body);
  expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  expect(await countRows()).toEqual(before);
  return res;
}

describe('GET /api/auth/providers', () => {
  it('offers Google when a client id and secret are configured', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true });
  });

  it('hides Google without a client secret, and googleuri answers 404', async () => {
    const bare = await build({
      database: t.database,
      env: { GOOGLE_CLIENT_ID: 'only-an-id' },
    });
    try {
      expect((await bare.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
        google: false,
      });
      const res = await bare.app.inject({ url: '/api/auth/googleuri' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error_message: 'not_found',
        message: 'Google sign-in is not configured.',
        message_key: 'login.googleNotConfigured',
      });
      expect(res.cookies).toEqual([]);
      const login = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/google_login',
        payload: { code: 'c', state: 's' },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual(FORBIDDEN);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /api/auth/googleuri', () => {
  it("answers the provider's authorization URL with PKCE, state and nonce", async () => {
    const b = browser();
    const { url } = await startSignIn(t.app, b);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(provider.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email');
    expect(q.get('redirect_uri')).toBe(`http://${HOST}/login`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the flow under a hash, never the state itself, expiring in 10 minutes', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const pinned = await build({ database: t.database, env: provider.env, now });
    try {
      const b = browser(AMHERST);
      const { url } = await startSignIn(pinned.app, b);
      const state = url.searchParams.get('state') ?? '';
      const [flow] = await t.database.db
        .select()
        .from(oidcFlows)
        .where(eq(oidcFlows.nonce, url.searchParams.get('nonce') ?? ''));
      expect(flow).toMatchObject({
        municipalityKey: 'amherst',
        redirectUri: `http://${AMHERST}/login`,
        expiresAt: new Date(now.getTime() + OIDC_FLOW_TTL_MS),
      });
      expect(flow?.state).toMatch(/^[0-9a-f]{64}$/);
      expect(flow?.state).not.toContain(state);
      expect(flow?.codeVerifier).not.toBe(url.searchParams.get('code_challenge'));
    } finally {
      await pinned.close();
    }
  });

  it('sweeps flows that have expired when a new one starts', async () => {
    const stale = {
      municipalityKey: 'development',
      nonce: 'n',
      codeVerifier: 'v',
      redirectUri: `http://${HOST}/login`,
    };
    await insertOidcFlow(t.database.db, {
      ...stale,
      state: 'expired-flow',
      expiresAt: new Date(Date.now() - 1000),
    });
    await insertOidcFlow(t.database.db, {
      ...stale,
      state: 'live-flow',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await startSignIn(t.app, browser());
    const left = await t.database.db.select({ state: oidcFlows.state }).from(oidcFlows);
    expect(left.map((r) => r.state)).not.toContain('expired-flow');
    expect(left.map((r) => r.state)).toContain('live-flow');
  });

  it('sets an HttpOnly, SameSite=Lax flow cookie for the auth calls only, for 10 minutes', async () => {
    const { res } = await startSignIn(t.app, browser());
    const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks the flow cookie Secure and returns over https behind a trusted proxy', async () => {
    const behindTls = await build({
      database: t.database,
      env: { ...provider.env, TRUST_PROXY: 'true' },
    });
    try {
      const secure = await behindTls.app.inject({
        url: '/api/auth/googleuri',
        headers: { host: HOST, 'x-forwarded-proto': 'https' },
        remoteAddress: newAddress(),
      });
      const cookie = secure.cookies.find((c) => c.name === FLOW_COOKIE);
      expect(cookie?.secure).toBe(true);
      const url = new URL((secure.json() as { authorization_url: string }).authorization_url);
      expect(url.searchParams.get('redirect_uri')).toBe(`https://${HOST}/login`);
    } finally {
      await behindTls.close();
    }
  });

  it('keeps the browser secret it already holds, so two tabs can both sign in', async () => {
    const b = browser();
    await startSignIn(t.app, b);
    const first = b.flowCookie;
    await startSignIn(t.app, b);
    expect(b.flowCookie).toBe(first);
  });

  it('replaces a flow cookie that is not one of ours', async () => {
    const b: Browser = { ...browser(), flowCookie: 'not-a-binding' };
    await startSignIn(t.app, b);
    expect(b.flowCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('returns to the signup page when the sign-in starts there', async () => {
    const { url } = await startSignIn(t.app, browser(), 'signup');
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${HOST}/signup`);
  });

  it('returns to PUBLIC_URL when it is set', async () => {
    const app = await build({
      database: t.database,
      env: { ...provider.env, PUBLIC_URL: 'https://review.example.com/', ...DEPLOYMENT_KEYS },
    });
    try {
      const { url } = await startSignIn(app.app, browser());
      expect(url.searchParams.get('redirect_uri')).toBe('https://review.example.com/login');
    } finally {
      await app.close();
    }
  });

  it('refuses an unknown page with a 400', async () => {
    const res = await t.app.inject({ url: '/api/auth/googleuri?from=admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
  });

  it('answers 503 while the provider cannot be reached, and starts without it', async () => {
    const offline = await build({
      database: t.database,
      env: { ...provider.env, GOOGLE_ISSUER: 'http://127.0.0.1:9/' },
    });
    try {
      expect((await offline.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
        google: true,
      });
      const before = await t.database.db.$count(oidcFlows);
      const res = await offline.app.inject({ url: '/api/auth/googleuri' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, error_message: 'unavailable' });
      expect(res.cookies).toEqual([]);
      expect(await t.database.db.$count(oidcFlows)).toBe(before);
    } finally {
      await offline.close();
    }
  });
});

describe('POST /api/auth/google_login', () => {
  it('creates an active, verified user for a new verified e-mail and signs it in', async () => {
    const b = browser();
    provider.signInAs(people.newcomer.sub);
    const { code, state, back } = await authorize(t.app, b);
    expect(back.origin + back.pathname).toBe(`http://${HOST}/login`);
    const res = await googleLogin(t.app, b, { code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const user = await userByEmail('new.comer@example.com');
    expect(user).toMatchObject({
      municipalityKey: 'development',
      role: 'user',
      status: 'active',
      passwordHash: null,
      googleSubject: people.newcomer.sub,
    });
    expect(user?.verifiedAt).toBeInstanceOf(Date);

    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = await findActiveSession(
      t.database.db,
      cookie?.value ?? '',
      'development',
      new Date(),
    );
    expect(session?.user).toMatchObject({ id: user?.id, email: 'new.comer@example.com' });
    const status = await t.app.inject({
      url: '/api/auth/authstatus',
      headers: { host: HOST, cookie: `${SESSION_COOKIE}=${cookie?.value}` },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ success: true });
    const cleared = res.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
  });

  it('signs into the existing account with that e-mail and remembers the Google subject', async () => {
    const existing = await insertUser(t.database.db, {
      municipalityKey: 'development',
      email: 'existing@example.com',
      passwordHash: 'argon2-hash-kept',
      role: 'super',
      status: 'active',
      verifiedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.existing.sub);
    const before = await countRows();
    const res = await googleLogin(t.app, b, { code, state });
    expect(res.statusCode).toBe(200);
    expect((await countRows()).users).toBe(before.users);
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const session = await findActiveSession(t.database.db, token, 'development', new Date());
    expect(session?.user).toMatchObject({ id: existing?.id, role: 'super' });
    expect(await userByEmail('existing@example.com')).toMatchObject({
      passwordHash: 'argon2-hash-kept',
      googleSubject: people.existing.sub,
      status: 'active',
    });

    // The next sign-in finds the same account by e-mail and subject.
    const again = browser();
    const second = await authorize(t.app, again, people.existing.sub);
    expect((await googleLogin(t.app, again, second.body)).statusCode).toBe(200);
  });

  it("keeps the page's language on the account: made in it, taken at a later sign-in, left alone by a request stating none (decision 037)", async () => {
    const signInWith = async (headers: Record<string, string>) => {
      const b = browser();
      const { body } = await authorize(t.app, b, people.spanish.sub);
      expect((await googleLogin(t.app, b, body, [], headers)).statusCode).toBe(200);
      return (await userByEmail('spanish.reader@example.com'))?.language;
    };
    expect(await signInWith({ 'accept-language': 'es-US,es;q=0.9' })).toBe('es');
    expect(await signInWith({})).toBe('es');
    expect(await signInWith({ 'accept-language': 'en' })).toBe('en');
  });

  it('verifies an account awaiting verification and drops the password nobody proved', async () => {
    await insertUser(t.database.db, {
      municipalityKey: 'development',
      email: 'pending@example.com',
      passwordHash: 'chosen-by-whoever-signed-up',
      role: 'user',
      status: 'awaiting verification',
    });
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.pending.sub);
    const res = await googleLogin(t.app, b, { code, state });
    expect(res.statusCode).toBe(200);
    const user = await userByEmail('pending@example.com');
    expect(user).toMatchObject({
      status: 'active',
      passwordHash: null,
      googleSubject: people.pending.sub,
    });
    expect(user?.verifiedAt).toBeInstanceOf(Date);
  });

  it('ends the session the request came with and starts a new one', async () => {
    const visitor = await insertUser(t.database.db, {
      municipalityKey: 'development',
      email: 'visitor@example.com',
      passwordHash: null,
      role: 'user',
      status: 'active',
    });
    const old = await createSession(
      t.database.db,
      { userId: visitor?.id ?? 0, municipalityKey: 'development' },
      new Date(),
    );
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.visitor.sub);
    const res = await googleLogin(t.app, b, { code, state }, [`${SESSION_COOKIE}=${old}`]);
    expect(res.statusCode).toBe(200);
    const fresh = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    expect(fresh).not.toBe(old);
    expect(await findActiveSession(t.database.db, old, 'development', new Date())).toBeNull();
    expect(await findActiveSession(t.database.db, fresh, 'development', new Date())).not.toBeNull();
  });

  it('refuses an e-mail the provider has not verified, creating nothing', async () => {
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.unverified.sub);
    await expectRefused(() => googleLogin(t.app, b, { code, state }));
    expect(await userByEmail('unverified@example.com')).toBeUndefined();
  });

  it('refuses a restricted account with its own message and starts no session', async () => {
    await insertUser(t.database.db, {
      municipalityKey: 'development',
      email: 'restricted@example.com',
      passwordHash: null,
      role: 'user',
      status: 'restricted',
    });
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.restricted.sub);
    await expectRefused(() => googleLogin(t.app, b, { code, state }), {
      success: false,
      statusCode: 403,
      error_message: 'restricted',
      message: withPhone(MESSAGES.login.restricted, t.app.config.firm.phone),
      message_key: 'login.restricted',
      message_values: { phone: t.app.config.firm.phone },
    });
    expect(await userByEmail('restricted@example.com')).toMatchObject({
      status: 'restricted',
      googleSubject: null,
    });
  });

  it('refuses an account with two-factor sign-in on: Google proves the address, not the code', async () => {
    const user = await insertUser(t.database.db, {
      municipalityKey: 'development',
      email: 'two.factor@example.com',
      passwordHash: null,
      role: 'super',
      status: 'active',
    });
    await t.database.db.insert(userMfa).values({
      userId: user!.id,
      municipalityKey: 'development',
      secretCiphertext: 'v1.sealed.elsewhere.x',
      enabledAt: new Date(),
    });
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.twoFactor.sub);
    await expectRefused(() => googleLogin(t.app, b, { code, state }));
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id)),
    ).toEqual([]);
    expect((await userByEmail('two.factor@example.com'))?.googleSubject).toBeNull();
  });

  it('refuses an account already tied to another Google account with the same address', async () => {
    await insertUser(t.database.db, {
      municipalityKey: 'development',
      email: 'recycled@example.com',
      passwordHash: null,
      role: 'user',
      status: 'active',
      googleSubject: 'g-recycled-first-owner',
    });
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.recycled.sub);
    await expectRefused(() => googleLogin(t.app, b, { code, state }));
    expect((await userByEmail('recycled@example.com'))?.googleSubject).toBe(
      'g-recycled-first-owner',
    );
  });

  it('refuses a replayed state: the flow is single use', async () => {
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.town.sub);
    expect((await googleLogin(t.app, b, { code, state })).statusCode).toBe(200);
    await expectRefused(() => googleLogin(t.app, b, { code, state }));
    // Nor with a fresh code from the provider.
    const again = await authorize(t.app, b, people.town.sub);
    await expectRefused(() => googleLogin(t.app, b, { code: again.code, state }));
  });

  it('refuses a replayed code under a new flow of the same browser', async () => {
    const b = browser();
    const first = await authorize(t.app, b, people.town.sub);
    expect((await googleLogin(t.app, b, first.body)).statusCode).toBe(200);
    const { url } = await startSignIn(t.app, b);
    const state = url.searchParams.get('state') ?? '';
    await expectRefused(() => googleLogin(t.app, b, { code: first.code, state }));
  });

  it('refuses a code the provider never issued, and that uses up the flow', async () => {
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.town.sub);
    await expectRefused(() => googleLogin(t.app, b, { code: `${code}x`, state }));
    await expectRefused(() => googleLogin(t.app, b, { code, state }));
  });

  it('refuses without the flow cookie, and the flow survives for its own browser', async () => {
    const b = browser();
    const { code, state } = await authorize(t.app, b, people.town.sub);
    await expectRefused(() => googleLogin(t.app, { ...b, flowCookie: undefined }, { code, state }));
    expect((await googleLogin(t.app, b, { code, state })).statusCode).toBe(200);
  });

  it('refuses a state stolen from another browser, which keeps its own flow', async () => {
    const victim = browser();
    const stolen = await authorize(t.app, victim, people.town.sub);
    const attacker = browser();
    await startSignIn(t.app, attacker);
    expect(attacker.flowCookie).not.toBe(victim.flowCookie);
    await expectRefused(() => googleLogin(t.app, attacker, stolen.body));
    await expectRefused(() =>
      googleLogin(t.app, { ...attacker, flowCookie: 'x'.repeat(43) }, stolen.body),
    );
    expect((await googleLogin(t.app, victim, stolen.body)).statusCode).toBe(200);
  });

  it("refuses another municipality's flow", async () => {
    const b = browser(AMHERST);
    const { code, state } = await authorize(t.app, b, people.town.sub);
    await expectRefused(() => googleLogin(t.app, { ...b, host: HOST }, { code, state }));
    // The flow was used up by the attempt.
    await expectRefused(() => googleLogin(t.app, b, { code, state }));
  });

  it('accepts a flow 9 minutes old and refuses one past its 10 minutes', async () => {
    const within = browser();
    const a = await authorize(t.app, within, people.town.sub);
    const nineLater = await build({
      database: t.database,
      env: provider.env,
      now: new Date(Date.now() + 9 * 60 * 1000),
    });
    const elevenLater = await build({
      database: t.database,
      env: provider.env,
      now: new Date(Date.now() + OIDC_FLOW_TTL_MS + 60 * 1000),
    });
    try {
      expect((await googleLogin(nineLater.app, within, a.body)).statusCode).toBe(200);
      const late = browser();
      const b = await authorize(t.app, late, people.town.sub);
      await expectRefused(() => googleLogin(elevenLater.app, late, b.body));
    } finally {
      await nineLater.close();
      await elevenLater.close();
    }
  });

  it('signs in on the municipality the flow started on', async () => {
    const b = browser(AMHERST);
    const { code, state, back } = await authorize(t.app, b, people.town.sub);
    expect(back.host).toBe(AMHERST);
    const res = await googleLogin(t.app, b, { code, state });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.municipalityKey, 'amherst'));
    expect(row).toMatchObject({ email: 'town.person@example.com', role: 'user' });
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    expect(await findActiveSession(t.database.db, token, 'amherst', new Date())).not.toBeNull();
    // A separate account from the development one with the same address.
    expect(await findActiveSession(t.database.db, token, 'development', new Date())).toBeNull();
  });

  it('refuses a malformed body with a 400', async () => {
    const b = browser();
    for (const payload of [
      { code: 'c' },
      { code: 'c', state: 's', extra: 1 },
      { code: '', state: 's' },
      { code: 'c', state: 5 },
      { code: 'c'.repeat(2049), state: 's' },
    ]) {
      const res = await googleLogin(t.app, b, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
    }
  });

  it('limits attempts per address, whatever X-Forwarded-For says', async () => {
    const b = browser();
    const post = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/google_login',
        headers: { host: HOST, 'x-forwarded-for': forwardedFor },
        remoteAddress: b.address,
        payload: { code: 'c', state: 's' },
      });
    for (let i = 0; i < 30; i += 1) {
      expect((await post(`192.0.2.${i}`)).statusCode).toBe(403);
    }
    const res = await post('192.0.2.200');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, error_message: 'too_many_requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    const other = await googleLogin(t.app, browser(), { code: 'c', state: 's' });
    expect(other.statusCode).toBe(403);
  });
});
