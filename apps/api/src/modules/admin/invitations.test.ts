import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { ROLES, type MessageLike } from '@ir/domain';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import {
  countAccountRows,
  createTestUser,
  freshIp,
  mailTo,
  refusalBody,
  tokenInMail,
} from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { auditLog, users, userTokens } from '../../db/schema/index.ts';
import { verifyPassword } from '../users/index.ts';
import { listPendingInvitations } from '../auth/index.ts';

const T0 = new Date('2026-03-02T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Invited-Password-1';

let t: TestApp;
let mega: SignedInAccount;

beforeAll(async () => {
  t = await build({ now: T0 });
  mega = await signedInAs(t.app, 'mega-admin');
});
afterAll(() => t.close());

let n = 0;
function freshEmail(tag = 'invitee') {
  n += 1;
  return `${tag}.${n}@example.com`;
}

function call(options: InjectOptions, account: SignedInAccount | null = mega, key = 'development') {
  return injectOn(t.app, key, options, account ?? undefined);
}

const invite = (email: string, role = 'super', as: SignedInAccount | null = mega, key?: string) =>
  call({ method: 'POST', url: '/api/admin/invite', payload: { email, role } }, as, key);
const revoke = (email: string, as: SignedInAccount | null = mega) =>
  call({ method: 'POST', url: '/api/admin/revoke_invitation', payload: { email } }, as);
const pending = (as: SignedInAccount | null = mega, key?: string) =>
  call({ url: '/api/admin/invitations' }, as, key);

function accept(body: Record<string, unknown>, app = t.app, key = 'development') {
  return injectOn(app, key, {
    method: 'POST',
    url: '/api/auth/accept_invite',
    payload: body,
    remoteAddress: freshIp(),
  });
}

function signin(email: string, password: string, key = 'development') {
  return injectOn(t.app, key, {
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

async function lastInviteToken(email: string) {
  const mail = await mailTo(t.app.database.db, email);
  const last = mail.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return tokenInMail(last.textBody, '/invite');
}

async function accountOf(email: string, key = 'development') {
  const [row] = await t.app.database.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.municipalityKey, key)));
  return row;
}

async function auditActions(userId: number) {
  const rows = await t.app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(userId)))
    .orderBy(auditLog.id);
  return rows;
}

/** Everything an invitation call may write, to prove a refusal wrote nothing. */
async function snapshot() {
  const db = t.app.database.db;
  const [audit] = await db.select({ n: count() }).from(auditLog);
  return {
    rows: await countAccountRows(db),
    audit: audit?.n ?? 0,
    users: await db.select().from(users).orderBy(users.id),
    tokens: await db.select().from(userTokens).orderBy(userTokens.id),
  };
}

const refused = (code: string, message: MessageLike) => {
  const { statusCode: _status, ...body } = refusalBody(code, message);
  return expect.objectContaining(body);
};

describe('every invitation endpoint × every role', () => {
  const endpoints = [
    { name: 'invite', run: (as: SignedInAccount | null) => invite(freshEmail(), 'super', as) },
    { name: 'list', run: (as: SignedInAccount | null) => pending(as) },
    { name: 'revoke', run: (as: SignedInAccount | null) => revoke('nobody@example.com', as) },
  ];

  it('refuses a visitor (401) and every role but mega-admin (403), writing nothing', async () => {
    const before = await snapshot();
    for (const endpoint of endpoints) {
      const visitor = await endpoint.run(null);
      expect(visitor.statusCode, endpoint.name).toBe(401);
      for (const role of ROLES.filter((r) => r !== 'mega-admin')) {
        const res = await endpoint.run(await signedInAs(t.app, role));
        expect(res.statusCode, `${endpoint.name} as ${role}`).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, error_message: 'forbidden' });
      }
    }
    const after = await snapshot();
    // signedInAs made accounts and sessions; no invitation, token, mail or audit row appeared.
    expect(after.audit).toBe(before.audit);
    expect(after.tokens).toEqual(before.tokens);
    expect(after.rows.outbox).toBe(before.rows.outbox);
  });

  it('lets a mega-admin invite, list and revoke', async () => {
    const email = freshEmail();
    expect((await invite(email)).json()).toEqual({ success: true });
    const list = await pending();
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      email,
      role: 'super',
      invitedAt: T0.toISOString(),
      expiresAt: new Date(T0.getTime() + 7 * DAY).toISOString(),
    });
    expect((await revoke(email)).json()).toEqual({ success: true });
    expect((await pending()).json()).not.toContainEqual(expect.objectContaining({ email }));
  });
});

describe('inviting', () => {
  it('makes an account awaiting verification with the role and no password, e-mails a link and audits', async () => {
    const email = freshEmail();
    const res = await invite(` ${email.toUpperCase()} `, 'town');
    expect(res.statusCode).toBe(200);
    const account = await accountOf(email);
    expect(account).toMatchObject({
      role: 'town',
      status: 'awaiting verification',
      passwordHash: null,
      verifiedAt: null,
    });
    const mail = await mailTo(t.app.database.db, email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain('valid for 7 days');
    const token = tokenInMail(mail[0]!.textBody, '/invite');
    const audit = await auditActions(account!.id);
    expect(audit.map((r) => r.action)).toEqual(['user.invite']);
    expect(audit[0]?.actorUserId).toBe(mega.user.id);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('refuses an address with an account (409), writing nothing', async () => {
    const existing = await createTestUser(t.app.database.db, {
      email: freshEmail('member'),
      password: 'Member-password-1',
      role: 'user',
    });
    const unverified = await createTestUser(t.app.database.db, {
      email: freshEmail('signup'),
      password: 'Member-password-1',
      status: 'awaiting verification',
    });
    const before = await snapshot();
    for (const email of [existing.email, unverified.email, mega.user.email]) {
      const res = await invite(email, 'mega-admin');
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual(refused('already_registered', 'invite.alreadyRegistered'));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a malformed address or an unknown role (400), writing nothing', async () => {
    const before = await snapshot();
    const bad = await invite('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refused('bad_email', 'invite.badEmail'));
    expect(bad.json()).toMatchObject({ field: 'email' });
    expect((await invite(freshEmail(), 'owner')).statusCode).toBe(400);
    expect((await invite('a\u0000b@example.com')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('re-inviting replaces the older link and the role', async () => {
    const email = freshEmail();
    await invite(email, 'town');
    const first = await lastInviteToken(email);
    expect((await invite(email, 'admin')).json()).toEqual({ success: true });
    const second = await lastInviteToken(email);
    expect(second).not.toBe(first);
    expect((await accountOf(email))?.role).toBe('admin');
    const listed = (await pending()).json<{ email: string }[]>().filter((i) => i.email === email);
    expect(listed).toEqual([expect.objectContaining({ email, role: 'admin' })]);
    const old = await accept({ token: first, password: PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(refused('expired_token', 'invite.expired'));
    expect((await accept({ token: second, password: PASSWORD })).json()).toEqual({
      success: true,
    });
  });
});

describe('revoking', () => {
  it('ends the link and removes the unused account, with an audit row', async () => {
    const email = freshEmail();
    await invite(email);
    const token = await lastInviteToken(email);
    const id = (await accountOf(email))!.id;
    expect((await revoke(email.toUpperCase())).json()).toEqual({ success: true });
    expect(await accountOf(email)).toBeUndefined();
    const res = await accept({ token, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('invalid_token', 'invite.invalid'));
    expect(await accountOf(email)).toBeUndefined();
    const audit = await auditActions(id);
    expect(audit.map((r) => r.action)).toEqual(['user.invite', 'user.revoke-invite']);
    expect(audit[1]?.after).toEqual({ linkEnded: true, accountRemoved: true });
  });

  it('refuses an address without a pending invitation (404), writing nothing', async () => {
    const member = await createTestUser(t.app.database.db, {
      email: freshEmail('member'),
      password: 'Member-password-1',
    });
    const accepted = freshEmail();
    await invite(accepted);
    await accept({ token: await lastInviteToken(accepted), password: PASSWORD });
    const before = await snapshot();
    for (const email of ['nobody@example.com', member.email, accepted]) {
      const res = await revoke(email);
      expect(res.statusCode, email).toBe(404);
      expect(res.json()).toEqual(refused('unknown_invitation', 'invite.unknownInvitation'));
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('accepting', () => {
  it('activates and verifies the account with the password; it signs in; the link is spent', async () => {
    const email = freshEmail();
    await invite(email, 'super');
    const token = await lastInviteToken(email);
    const res = await accept({ token, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const account = await accountOf(email);
    expect(account).toMatchObject({ role: 'super', status: 'active', verifiedAt: T0 });
    expect(await verifyPassword(account!.passwordHash!, PASSWORD)).toBe(true);
    expect((await signin(email, PASSWORD)).json()).toEqual({ success: true });
    expect((await pending()).json()).not.toContainEqual(expect.objectContaining({ email }));
    const audit = await auditActions(account!.id);
    expect(audit.map((r) => r.action)).toEqual(['user.invite', 'user.accept-invite']);
    expect(audit[1]?.actorUserId).toBe(account!.id);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(JSON.stringify(audit)).not.toContain(token);

    const before = await snapshot();
    const replay = await accept({ token, password: 'Another-Password-3' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(refused('used_token', 'invite.used'));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the link of an invitee who set a password another way, and no longer lists it', async () => {
    const email = freshEmail();
    await invite(email);
    const token = await lastInviteToken(email);
    const account = await accountOf(email);
    await t.app.database.db
      .update(users)
      .set({ passwordHash: 'set-by-a-reset-link' })
      .where(eq(users.id, account!.id));
    expect((await pending()).json()).not.toContainEqual(expect.objectContaining({ email }));
    const before = await snapshot();
    const res = await accept({ token, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('invalid_token', 'invite.invalid'));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a weak password (400 bad_password), changing nothing', async () => {
    const email = freshEmail();
    await invite(email);
    const token = await lastInviteToken(email);
    const before = await snapshot();
    const res = await accept({ token, password: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('bad_password', 'password.rules'));
    expect(await snapshot()).toEqual(before);
    expect((await accept({ token, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a made-up token (invalid_token), changing nothing', async () => {
    const before = await snapshot();
    for (const token of ['made-up-token-0000000000000000000000000']) {
      const res = await accept({ token, password: PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('invalid_token', 'invite.invalid'));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a link after its 7 days (expired_token) and accepts it just before', async () => {
    const early = freshEmail();
    const late = freshEmail();
    await invite(early);
    await invite(late);
    const earlyToken = await lastInviteToken(early);
    const lateToken = await lastInviteToken(late);
    const almost = await build({
      now: new Date(T0.getTime() + 7 * DAY - 1000),
      database: t.database,
    });
    const expired = await build({ now: new Date(T0.getTime() + 7 * DAY), database: t.database });
    try {
      expect((await accept({ token: earlyToken, password: PASSWORD }, almost.app)).json()).toEqual({
        success: true,
      });
      const before = await snapshot();
      const res = await accept({ token: lateToken, password: PASSWORD }, expired.app);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('expired_token', 'invite.expired'));
      expect(await snapshot()).toEqual(before);
      expect((await accountOf(late))?.status).toBe('awaiting verification');
      const list = await injectOn(
        expired.app,
        'development',
        { url: '/api/admin/invitations' },
        mega,
      );
      expect(list.json()).not.toContainEqual(expect.objectContaining({ email: late }));
    } finally {
      await almost.close();
      await expired.close();
    }
  });
});

describe('another municipality', () => {
  it("a kent invitation's token on lyons' host is invalid, and lyons' list and revoke do not see it", async () => {
    const kentMega = await signedInAs(t.app, 'mega-admin', 'kent');
    const lyonsMega = await signedInAs(t.app, 'mega-admin', 'lyons');
    const email = freshEmail('kent');
    expect((await invite(email, 'super', kentMega, 'kent')).json()).toEqual({ success: true });
    const token = await lastInviteToken(email);
    const before = await snapshot();
    const res = await accept({ token, password: PASSWORD }, t.app, 'lyons');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('invalid_token', 'invite.invalid'));
    expect((await pending(lyonsMega, 'lyons')).json()).toEqual([]);
    const revoked = await injectOn(
      t.app,
      'lyons',
      { method: 'POST', url: '/api/admin/revoke_invitation', payload: { email } },
      lyonsMega,
    );
    expect(revoked.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await accountOf(email, 'kent'))?.status).toBe('awaiting verification');
  });

  it("a kent mega-admin's session on lyons' host is a visitor there (401), writing nothing", async () => {
    const kentMega = await signedInAs(t.app, 'mega-admin', 'kent');
    const before = await snapshot();
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/api/admin/invite', payload: { email: freshEmail(), role: 'super' } },
      { url: '/api/admin/invitations' },
      { method: 'POST', url: '/api/admin/revoke_invitation', payload: { email: 'x@example.com' } },
    ];
    for (const options of calls) {
      expect((await injectAsForeigner(t.app, kentMega, options)).statusCode).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the repository lists only the given municipality's invitations", async () => {
    const kentMega = await signedInAs(t.app, 'mega-admin', 'kent');
    const lyonsMega = await signedInAs(t.app, 'mega-admin', 'lyons');
    const email = freshEmail('both');
    await invite(email, 'town', kentMega, 'kent');
    await invite(email, 'admin', lyonsMega, 'lyons');
    const db = t.app.database.db;
    const kent = await listPendingInvitations(db, 'kent', T0);
    const lyons = await listPendingInvitations(db, 'lyons', T0);
    expect(kent.filter((i) => i.email === email).map((i) => i.role)).toEqual(['town']);
    expect(lyons.filter((i) => i.email === email).map((i) => i.role)).toEqual(['admin']);
  });
});
