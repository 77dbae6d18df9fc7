import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MFA, withPhone } from '@ir/domain';
import { auditLog, mfaRecoveryCodes, userMfa, users } from '../../../db/schema/index.ts';
import { signedInAs } from '../../../../test/accounts.ts';
import {
  createTestUser,
  freshIp,
  sessionCookieOf,
  sessionsOf,
} from '../../../../test/factories.ts';
import { build, type TestApp } from '../../../../test/helpers.ts';
import { stepsLater, totpAt } from '../../../../test/totp.ts';

const START = new Date('2026-03-02T14:00:10Z');
const PHONE = '(518) 555-0199';
const PASSWORD = 'Two-Factor-Secret-9';

/**
 * One Date the app reads on every request (build's `now`), moved by the tests: TOTP codes
 * depend on the clock, and each test says which 30-second step it is in.
 */
const clock = new Date(START);
function setClock(at: Date) {
  clock.setTime(at.getTime());
}

let t: TestApp;
let accounts = 0;

beforeAll(async () => {
  t = await build({ now: clock, env: { FIRM_PHONE: PHONE } });
});
afterAll(() => t.close());

function signin(body: Record<string, unknown>, app = t.app): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: body,
    remoteAddress: freshIp(),
  });
}

function call(
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  payload?: unknown,
  app = t.app,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A new staff account with its password, signed in with that password alone. */
async function newAccount(role: 'super' | 'admin' | 'mega-admin' | 'user' = 'super') {
  accounts += 1;
  const email = `mfa.${accounts}@example.com`;
  const user = await createTestUser(t.database.db, { email, password: PASSWORD, role });
  const res = await signin({ email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  const cookie = `${sessionCookieOf(res)!.name}=${sessionCookieOf(res)!.value}`;
  return { user, email, cookie };
}

/** Enrols and confirms at the clock's current step; the secret and the recovery codes. */
async function enrolled(role: 'super' | 'admin' | 'mega-admin' | 'user' = 'super') {
  const account = await newAccount(role);
  const enroll = await call('POST', '/api/auth/mfa/enroll', account.cookie);
  expect(enroll.statusCode).toBe(200);
  const { secret } = enroll.json<{ secret: string }>();
  const confirm = await call('POST', '/api/auth/mfa/confirm', account.cookie, {
    otp: totpAt(secret, clock),
  });
  expect(confirm.statusCode).toBe(200);
  return {
    ...account,
    secret,
    recoveryCodes: confirm.json<{ recovery_codes: string[] }>().recovery_codes,
  };
}

async function mfaRow(userId: number) {
  const [row] = await t.database.db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row;
}

async function auditOf(userId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))))
    .orderBy(auditLog.id);
}

function loginRefusal(code: 'mfa_required' | 'bad_otp' | 'bad_password', statusCode: number) {
  return {
    success: false,
    statusCode,
    error_message: code,
    message: withPhone(MESSAGES.login[code], PHONE),
    message_key: `login.${code}`,
    message_values: { phone: PHONE },
    // The code field is where a code is asked for, and where a wrong one is refused.
    field: code === 'bad_password' ? 'password' : 'otp',
  };
}

describe('enrolment', () => {
  it('answers a secret and an otpauth URI, and keeps the secret only encrypted', async () => {
    setClock(START);
    const { user, cookie } = await newAccount();
    const res = await call('POST', '/api/auth/mfa/enroll', cookie);
    expect(res.statusCode).toBe(200);
    const { secret, otpauth_url } = res.json<{ secret: string; otpauth_url: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_url);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);

    const row = await mfaRow(user.id);
    expect(row?.enabledAt).toBeNull();
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    expect(row?.secretCiphertext).not.toContain(secret);
    const status = await call('GET', '/api/auth/mfa', cookie);
    expect(status.json()).toEqual({
      enabled: false,
      enrollment_required: false,
      recovery_codes_left: 0,
    });
    // Not yet confirmed: the password alone still signs in.
    expect((await signin({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
    const rows = await auditOf(user.id);
    expect(rows.map((r) => r.action)).toEqual(['mfa.enroll']);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('a wrong code turns nothing on; the right one answers ten single-use recovery codes once', async () => {
    setClock(START);
    const { user, cookie } = await newAccount('admin');
    const { secret } = (await call('POST', '/api/auth/mfa/enroll', cookie)).json<{
      secret: string;
    }>();
    const good = totpAt(secret, clock);
    const wrong = good === '000000' ? '111111' : '000000';

    const refused = await call('POST', '/api/auth/mfa/confirm', cookie, { otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_message: 'bad_otp',
      message: MESSAGES.mfa.bad_otp,
      field: 'otp',
    });
    expect((await mfaRow(user.id))?.enabledAt).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(mfaRecoveryCodes)
        .where(eq(mfaRecoveryCodes.userId, user.id)),
    ).toEqual([]);

    const res = await call('POST', '/api/auth/mfa/confirm', cookie, { otp: good });
    expect(res.statusCode).toBe(200);
    const codes = res.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(MFA.recoveryCodeCount);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const stored = await t.database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((c) => c.replaceAll('-', ''))).not.toContain(row.codeHash);
    }
    expect((await mfaRow(user.id))?.enabledAt).toEqual(START);
    expect((await call('GET', '/api/auth/mfa', cookie)).json()).toEqual({
      enabled: true,
      enrollment_required: false,
      recovery_codes_left: 10,
    });
    // Confirmed once: a second confirmation or a new enrolment is refused.
    expect((await call('POST', '/api/auth/mfa/confirm', cookie, { otp: good })).statusCode).toBe(
      409,
    );
    const again = await call('POST', '/api/auth/mfa/enroll', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_message: 'mfa_enabled' });

    const actions = (await auditOf(user.id)).map((r) => r.action);
    expect(actions).toEqual(['mfa.enroll', 'mfa.enable']);
  });

  it('confirming without an enrolment, or signed out, is refused', async () => {
    const { cookie } = await newAccount();
    const res = await call('POST', '/api/auth/mfa/confirm', cookie, { otp: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error_message: 'not_enrolling' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enroll' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/mfa/confirm', payload: { otp: '1' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/mfa' })).statusCode).toBe(401);
  });

  it('refuses a body with unknown fields or an over-long code', async () => {
    const { cookie } = await newAccount();
    expect(
      (await call('POST', '/api/auth/mfa/confirm', cookie, { otp: '1', extra: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/auth/mfa/confirm', cookie, { otp: '1'.repeat(65) })).statusCode,
    ).toBe(400);
  });

  it('restarting an enrolment replaces the unconfirmed secret', async () => {
    setClock(START);
    const { cookie } = await newAccount();
    const first = (await call('POST', '/api/auth/mfa/enroll', cookie)).json<{ secret: string }>();
    const second = (await call('POST', '/api/auth/mfa/enroll', cookie)).json<{ secret: string }>();
    expect(second.secret).not.toBe(first.secret);
    const stale = await call('POST', '/api/auth/mfa/confirm', cookie, {
      otp: totpAt(first.secret, clock),
    });
    expect(stale.statusCode).toBe(400);
    const fresh = await call('POST', '/api/auth/mfa/confirm', cookie, {
      otp: totpAt(second.secret, clock),
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('sign-in with two-factor on', () => {
  it('asks for a code only after a correct password, and makes no session until it gets one', async () => {
    setClock(START);
    const { user, email, secret } = await enrolled();
    const before = (await sessionsOf(t.database.db, user.id)).length;

    const noCode = await signin({ email, password: PASSWORD });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual(loginRefusal('mfa_required', 401));
    expect(sessionCookieOf(noCode)).toBeUndefined();

    // A wrong password with a right code says bad_password, exactly as without two-factor.
    setClock(stepsLater(START, 1));
    const wrongPassword = await signin({
      email,
      password: 'Not-The-Password-1',
      otp: totpAt(secret, clock),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(loginRefusal('bad_password', 400));

    const good = totpAt(secret, clock);
    const wrongCode = await signin({
      email,
      password: PASSWORD,
      otp: good === '123456' ? '654321' : '123456',
    });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual(loginRefusal('bad_otp', 401));
    expect(await sessionsOf(t.database.db, user.id)).toHaveLength(before);

    const ok = await signin({
      email,
      password: PASSWORD,
      otp: ` ${good.slice(0, 3)} ${good.slice(3)} `,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect(sessionCookieOf(ok)).toBeDefined();
    expect(await sessionsOf(t.database.db, user.id)).toHaveLength(before + 1);
  });

  it("takes the page's language when the code completes the sign-in, not before (decision 037)", async () => {
    setClock(START);
    const { user, email, secret } = await enrolled();
    const spanish = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: body,
        headers: { 'accept-language': 'es' },
        remoteAddress: freshIp(),
      });
    const languageOf = async () =>
      (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.language;
    expect((await spanish({ email, password: PASSWORD })).statusCode).toBe(401);
    setClock(stepsLater(START, 1));
    const good = totpAt(secret, clock);
    const wrong = await spanish({
      email,
      password: PASSWORD,
      otp: good === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await languageOf()).toBe('en');
    expect((await spanish({ email, password: PASSWORD, otp: good })).statusCode).toBe(200);
    expect(await languageOf()).toBe('es');
  });

  it('accepts a code once: the same step again, or an older one, is refused', async () => {
    setClock(START);
    const { email, secret } = await enrolled();
    // The confirmation took START's step.
    const replayConfirm = await signin({ email, password: PASSWORD, otp: totpAt(secret, clock) });
    expect(replayConfirm.json()).toEqual(loginRefusal('bad_otp', 401));

    setClock(stepsLater(START, 2));
    const code = totpAt(secret, clock);
    expect((await signin({ email, password: PASSWORD, otp: code })).statusCode).toBe(200);
    const replay = await signin({ email, password: PASSWORD, otp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(loginRefusal('bad_otp', 401));
    // One step back is within the window, but older than the step just taken.
    const older = await signin({
      email,
      password: PASSWORD,
      otp: totpAt(secret, stepsLater(clock, -1)),
    });
    expect(older.json()).toEqual(loginRefusal('bad_otp', 401));
  });

  it('tolerates one step of clock drift either way, not two', async () => {
    setClock(START);
    const { email, secret } = await enrolled();
    setClock(stepsLater(START, 10));
    const twoBehind = totpAt(secret, stepsLater(clock, -2));
    const twoAhead = totpAt(secret, stepsLater(clock, 2));
    const candidates = [
      totpAt(secret, stepsLater(clock, -1)),
      totpAt(secret, clock),
      totpAt(secret, stepsLater(clock, 1)),
    ];
    // A 6-digit collision with an accepted step would make this test meaningless.
    if (!candidates.includes(twoBehind)) {
      expect((await signin({ email, password: PASSWORD, otp: twoBehind })).statusCode).toBe(401);
    }
    if (!candidates.includes(twoAhead)) {
      expect((await signin({ email, password: PASSWORD, otp: twoAhead })).statusCode).toBe(401);
    }
    expect(
      (await signin({ email, password: PASSWORD, otp: totpAt(secret, stepsLater(clock, -1)) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await signin({ email, password: PASSWORD, otp: totpAt(secret, stepsLater(clock, 1)) }))
        .statusCode,
    ).toBe(200);
  });

  it('takes a recovery code in place of a code, once, and audits it', async () => {
    setClock(START);
    const { user, email, recoveryCodes, cookie } = await enrolled();
    const [code] = recoveryCodes;
    const ok = await signin({ email, password: PASSWORD, otp: code!.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    const again = await signin({ email, password: PASSWORD, otp: code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(loginRefusal('bad_otp', 401));
    expect((await call('GET', '/api/auth/mfa', cookie)).json()).toMatchObject({
      recovery_codes_left: 9,
    });
    const used = (await auditOf(user.id)).filter((r) => r.action === 'mfa.use-recovery-code');
    expect(used).toHaveLength(1);
    expect(used[0]?.actorUserId).toBe(user.id);
    expect(used[0]?.after).toEqual({ email, recoveryCodesLeft: 9 });
    expect(JSON.stringify(used)).not.toContain(code!.replaceAll('-', ''));
    // Someone else's recovery code is nothing here.
    const other = await enrolled();
    const foreign = await signin({ email, password: PASSWORD, otp: other.recoveryCodes[0] });
    expect(foreign.json()).toEqual(loginRefusal('bad_otp', 401));
  });

  it('limits code attempts per account: the eleventh in a quarter hour is refused, even a right one', async () => {
    setClock(START);
    const { user, email, secret } = await enrolled();
    setClock(stepsLater(START, 1));
    const good = totpAt(secret, clock);
    const wrong = good === '000000' ? '111111' : '000000';
    // The confirmation's code was the first attempt of the window; nine wrong ones make ten.
    for (let i = 0; i < 9; i += 1) {
      expect((await signin({ email, password: PASSWORD, otp: wrong })).statusCode).toBe(401);
    }
    const limited = await signin({ email, password: PASSWORD, otp: good });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error_message: 'too_many_requests' });
    expect(sessionCookieOf(limited)).toBeUndefined();
    // The step was not taken: after the window the same account signs in.
    setClock(stepsLater(START, 2 * 30 + 1));
    expect(
      (await signin({ email, password: PASSWORD, otp: totpAt(secret, clock) })).statusCode,
    ).toBe(200);
    expect((await mfaRow(user.id))?.lastUsedStep).toBeGreaterThan(0);
  });

  it('an account without two-factor signs in as before, whatever otp says', async () => {
    const { email } = await newAccount('user');
    expect((await signin({ email, password: PASSWORD, otp: '123456' })).statusCode).toBe(200);
  });
});

describe('STAFF_MFA=required', () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await build({
      now: clock,
      database: t.database,
      env: { STAFF_MFA: 'required', FIRM_PHONE: PHONE },
    });
  });
  afterAll(() => required.close());

  it('lets an unenrolled mega-admin in only to enrol, then everywhere', async () => {
    setClock(START);
    accounts += 1;
    const email = `required.${accounts}@example.com`;
    await createTestUser(t.database.db, { email, password: PASSWORD, role: 'mega-admin' });
    const res = await signin({ email, password: PASSWORD }, required.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, mfa_enrollment_required: true });
    const cookie = `${sessionCookieOf(res)!.name}=${sessionCookieOf(res)!.value}`;

    const blocked = await call('GET', '/api/admin/userlist', cookie, undefined, required.app);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      statusCode: 403,
      error_message: 'mfa_enrollment_required',
      message: MESSAGES.mfa.enrollmentRequired,
      message_key: 'mfa.enrollmentRequired',
    });
    expect(
      (await call('GET', '/api/admin/audit_log', cookie, undefined, required.app)).statusCode,
    ).toBe(403);
    // The session is alive and says what it is: the client sends it to enrolment.
    const privilege = await required.app.inject({
      url: '/api/auth/authstatus?privledge=true',
      headers: { cookie },
    });
    expect(privilege.body).toBe('mega-admin');
    expect((await call('GET', '/api/auth/mfa', cookie, undefined, required.app)).json()).toEqual({
      enabled: false,
      enrollment_required: true,
      recovery_codes_left: 0,
    });

    const { secret } = (
      await call('POST', '/api/auth/mfa/enroll', cookie, undefined, required.app)
    ).json<{
      secret: string;
    }>();
    const confirm = await call(
      'POST',
      '/api/auth/mfa/confirm',
      cookie,
      { otp: totpAt(secret, clock) },
      required.app,
    );
    expect(confirm.statusCode).toBe(200);
    // The same session now reaches the admin screens.
    expect(
      (await call('GET', '/api/admin/userlist', cookie, undefined, required.app)).statusCode,
    ).toBe(200);
    // And the next sign-in asks for a code.
    expect((await signin({ email, password: PASSWORD }, required.app)).json()).toEqual(
      loginRefusal('mfa_required', 401),
    );
  });

  it('does not hold back an applicant, nor tell it to enrol', async () => {
    const { email } = await newAccount('user');
    const res = await signin({ email, password: PASSWORD }, required.app);
    expect(res.json()).toEqual({ success: true });
    const cookie = `${sessionCookieOf(res)!.name}=${sessionCookieOf(res)!.value}`;
    expect(
      (await call('GET', '/api/auth/mfa', cookie, undefined, required.app)).json(),
    ).toMatchObject({
      enrollment_required: false,
    });
  });
});

describe('POST /api/admin/mfa_reset', () => {
  const reset = (headers: { host: string; cookie: string } | { host: string }, user: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/mfa_reset', headers, payload: { user } });

  it("removes another account's authenticator and sessions, audited with the change", async () => {
    setClock(START);
    const admin = await signedInAs(t.app, 'mega-admin');
    const target = await enrolled('super');
    const res = await reset(admin.headers, target.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await mfaRow(target.user.id)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(mfaRecoveryCodes)
        .where(eq(mfaRecoveryCodes.userId, target.user.id)),
    ).toEqual([]);
    expect(await sessionsOf(t.database.db, target.user.id)).toEqual([]);
    const row = (await auditOf(target.user.id)).find((r) => r.action === 'user.reset-mfa');
    expect(row).toMatchObject({
      actorUserId: admin.user.id,
      before: { email: target.email, mfa: 'on' },
      after: { email: target.email, mfa: 'off', sessionsEnded: true },
    });
    // The password alone signs in again.
    expect((await signin({ email: target.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses every other role and a visitor, and changes nothing', async () => {
    const target = await enrolled('super');
    for (const role of ['user', 'town', 'super', 'admin'] as const) {
      const other = await signedInAs(t.app, role);
      const res = await reset(other.headers, target.email);
      expect(res.statusCode).toBe(403);
    }
    expect((await reset({ host: 'development.localhost' }, target.email)).statusCode).toBe(401);
    expect((await mfaRow(target.user.id))?.enabledAt).not.toBeNull();
    expect((await auditOf(target.user.id)).map((r) => r.action)).toEqual([
      'mfa.enroll',
      'mfa.enable',
    ]);
  });

  it("refuses one's own, an account without it and an unknown address, writing nothing", async () => {
    setClock(START);
    const admin = await signedInAs(t.app, 'mega-admin');
    // The admin's own authenticator, enrolled through its own session.
    const { secret } = (await call('POST', '/api/auth/mfa/enroll', admin.headers.cookie)).json<{
      secret: string;
    }>();
    await call('POST', '/api/auth/mfa/confirm', admin.headers.cookie, {
      otp: totpAt(secret, clock),
    });
    const own = await reset(admin.headers, admin.user.email);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ error_message: 'own_mfa', message: MESSAGES.mfa.ownReset });
    expect((await mfaRow(admin.user.id))?.enabledAt).not.toBeNull();

    const plain = await newAccount();
    const none = await reset(admin.headers, plain.email);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error_message: 'mfa_not_enrolled' });
    expect(await sessionsOf(t.database.db, plain.user.id)).toHaveLength(1);

    const unknown = await reset(admin.headers, 'nobody@example.com');
    expect(unknown.statusCode).toBe(404);
    expect((await auditOf(plain.user.id)).filter((r) => r.action === 'user.reset-mfa')).toEqual([]);
    expect((await reset(admin.headers, '')).statusCode).toBe(404);
  });

  it("reaches no other municipality's account", async () => {
    setClock(START);
    const kentAdmin = await signedInAs(t.app, 'mega-admin', 'kent');
    const lyonsAdmin = await signedInAs(t.app, 'mega-admin', 'lyons');
    // A lyons account with an authenticator, enrolled on its own host.
    const lyonsStaff = await signedInAs(t.app, 'super', 'lyons');
    const { secret } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/mfa/enroll',
        headers: lyonsStaff.headers,
      })
    ).json<{ secret: string }>();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/confirm',
      headers: lyonsStaff.headers,
      payload: { otp: totpAt(secret, clock) },
    });
    expect(confirmed.statusCode).toBe(200);

    // Kent's mega-admin names the lyons address on kent's host: no such account there.
    expect((await reset(kentAdmin.headers, lyonsStaff.user.email)).statusCode).toBe(404);
    // Kent's mega-admin's cookie on lyons' host is no session there.
    expect(
      (
        await reset(
          { host: 'lyons.localhost', cookie: kentAdmin.headers.cookie },
          lyonsStaff.user.email,
        )
      ).statusCode,
    ).toBe(401);
    expect((await mfaRow(lyonsStaff.user.id))?.enabledAt).not.toBeNull();
    // Lyons' own mega-admin can.
    expect((await reset(lyonsAdmin.headers, lyonsStaff.user.email)).statusCode).toBe(200);
  });
});

describe('tenancy of the MFA calls', () => {
  it("a session cookie of one municipality enrols nothing on another's host", async () => {
    const kent = await signedInAs(t.app, 'super', 'kent');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enroll',
      headers: { host: 'lyons.localhost', cookie: kent.headers.cookie },
    });
    expect(res.statusCode).toBe(401);
    expect(await mfaRow(kent.user.id)).toBeUndefined();
  });

  it('a sign-in on another host does not reach the account or its codes', async () => {
    setClock(START);
    const { email, recoveryCodes } = await enrolled();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { host: 'kent.localhost' },
      payload: { email, password: PASSWORD, otp: recoveryCodes[0] },
      remoteAddress: freshIp(),
    });
    expect(res.json()).toMatchObject({ error_message: 'no_user' });
  });
});
