import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { MESSAGES, ROLES, type Role } from '@ir/domain';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { countAccountRows, createTestUser, mailTo, sessionsOf } from '../../../test/factories.ts';
import { build, signedInContext, type TestApp } from '../../../test/helpers.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../sessions/index.ts';
import { verifyPassword } from '../users/index.ts';
import { setUserRole } from './set-user-role.ts';
import { toggleUserRestriction } from './toggle-user-restriction.ts';

let t: TestApp;
let mega: SignedInAccount;

beforeAll(async () => {
  t = await build();
  mega = await signedInAs(t.app, 'mega-admin');
});
afterAll(() => t.close());

let n = 0;
/** A fresh account of `development` to act on. */
async function target(
  role: Role = 'user',
  status: 'active' | 'restricted' | 'awaiting verification' = 'active',
  municipalityKey = 'development',
) {
  n += 1;
  return createTestUser(t.app.database.db, {
    email: `target.${n}@example.com`,
    password: 'Target-password-1',
    role,
    status,
    municipalityKey,
  });
}

function call(options: InjectOptions, account: SignedInAccount | null = mega, key = 'development') {
  return injectOn(t.app, key, options, account ?? undefined);
}

async function auditCount() {
  const [row] = await t.app.database.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

async function auditRowsFor(userId: number) {
  return t.app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(userId)))
    .orderBy(auditLog.id);
}

async function userRow(id: number) {
  const [row] = await t.app.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Everything an admin call may write, to prove a refusal wrote nothing. */
async function snapshot() {
  return {
    rows: await countAccountRows(t.app.database.db),
    audit: await auditCount(),
    users: await t.app.database.db.select().from(users).orderBy(users.id),
  };
}

function sessionOf(user: { id: number }) {
  return createSession(
    t.app.database.db,
    { userId: user.id, municipalityKey: 'development' },
    t.app.clock(),
  );
}

async function authStatus(token: string) {
  return call(
    { url: '/api/auth/authstatus', headers: { cookie: `${SESSION_COOKIE}=${token}` } },
    null,
  );
}

const ENDPOINTS: { name: string; options: (email: string) => InjectOptions }[] = [
  { name: 'GET userlist', options: () => ({ method: 'GET', url: '/api/admin/userlist' }) },
  {
    name: 'POST pulluser',
    options: (email) => ({ method: 'POST', url: '/api/admin/pulluser', payload: { user: email } }),
  },
  {
    name: 'POST escalate',
    options: (email) => ({
      method: 'POST',
      url: '/api/admin/escalate',
      payload: { user: email, role: 'town' },
    }),
  },
  {
    name: 'POST restrict',
    options: (email) => ({ method: 'POST', url: '/api/admin/restrict', payload: { user: email } }),
  },
  {
    name: 'POST force_set_password',
    options: (email) => ({
      method: 'POST',
      url: '/api/admin/force_set_password',
      payload: { email, password: 'Brand-new-pass1' },
    }),
  },
  {
    name: 'POST set_representative',
    options: (email) => ({
      method: 'POST',
      url: '/api/admin/set_representative',
      payload: { email, representative: true },
    }),
  },
];

describe.each(ENDPOINTS)('$name', ({ options }) => {
  it('is refused to a visitor (401) and to every role but mega-admin (403), writing nothing', async () => {
    const victim = await target();
    const before = await snapshot();
    const visitor = await call(options(victim.email), null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ statusCode: 401, error_message: 'unauthorized' });
    for (const role of ROLES.filter((r) => r !== 'mega-admin')) {
      const account = await signedInAs(t.app, role);
      const res = await call(options(victim.email), account);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error_message: 'forbidden' });
    }
    const after = await snapshot();
    // The signed-in accounts made above are the only new rows.
    expect(after.audit).toBe(before.audit);
    expect(await userRow(victim.id)).toEqual(before.users.find((u) => u.id === victim.id));
    expect(await mailTo(t.app.database.db, victim.email)).toHaveLength(0);
  });

  it('answers a mega-admin with 200', async () => {
    const victim = await target();
    const res = await call(options(victim.email));
    expect(res.statusCode).toBe(200);
  });

  it("refuses another municipality's mega-admin, even for an e-mail that exists on both", async () => {
    const lyonsMega = await signedInAs(t.app, 'mega-admin', 'lyons');
    const shared = `shared.${n + 1}@example.com`;
    n += 1;
    const here = await createTestUser(t.app.database.db, {
      email: shared,
      password: 'Target-password-1',
    });
    const before = await snapshot();
    // The lyons session means nothing on development's host.
    const res = await call(options(here.email), lyonsMega);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error_message: 'unauthorized' });
    expect(await snapshot()).toEqual(before);
  });
});

describe.each(ENDPOINTS.slice(1))('$name', ({ options }) => {
  it('answers 404 to an unknown user, writing nothing', async () => {
    const before = await snapshot();
    const res = await call(options('nobody@example.com'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error_message: 'unknown_user',
      message: MESSAGES.admin.unknownUser,
      message_key: 'admin.unknownUser',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('tenancy', () => {
  it("a kent mega-admin on kent's host finds no lyons account: 404, and lyons is unchanged", async () => {
    const kentMega = await signedInAs(t.app, 'mega-admin', 'kent');
    const lyonsUser = await target('user', 'active', 'lyons');
    const lyonsToken = await createSession(
      t.app.database.db,
      { userId: lyonsUser.id, municipalityKey: 'lyons' },
      t.app.clock(),
    );
    const before = await snapshot();
    for (const endpoint of ENDPOINTS.slice(1)) {
      const res = await call(endpoint.options(lyonsUser.email), kentMega, 'kent');
      expect(res.statusCode, endpoint.name).toBe(404);
      expect(res.json()).toMatchObject({ error_message: 'unknown_user' });
    }
    expect(await snapshot()).toEqual(before);
    expect(await mailTo(t.app.database.db, lyonsUser.email)).toHaveLength(0);
    const lyonsStatus = await injectOn(t.app, 'lyons', {
      url: '/api/auth/authstatus',
      headers: { cookie: `${SESSION_COOKIE}=${lyonsToken}` },
    });
    expect(lyonsStatus.statusCode).toBe(200);
  });

  it("a kent mega-admin's session on lyons' host is a visitor there (401), writing nothing", async () => {
    const kentMega = await signedInAs(t.app, 'mega-admin', 'kent');
    const lyonsUser = await target('user', 'active', 'lyons');
    const before = await snapshot();
    for (const endpoint of ENDPOINTS) {
      const res = await injectAsForeigner(t.app, kentMega, endpoint.options(lyonsUser.email));
      expect(res.statusCode, endpoint.name).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lists only the accounts of the host municipality', async () => {
    const kentMega = await signedInAs(t.app, 'mega-admin', 'kent');
    const lyonsUser = await target('user', 'active', 'lyons');
    const res = await call({ url: '/api/admin/userlist' }, kentMega, 'kent');
    expect(res.statusCode).toBe(200);
    const emails = res.json<string[]>();
    expect(emails).toContain(kentMega.user.email);
    expect(emails).not.toContain(lyonsUser.email);
    expect(emails).not.toContain(mega.user.email);
  });
});

describe('GET /api/admin/userlist', () => {
  it('answers every e-mail of the municipality as plain strings, in byte order', async () => {
    await createTestUser(t.app.database.db, {
      email: 'zz-last@example.com',
      password: 'Target-password-1',
    });
    await createTestUser(t.app.database.db, {
      email: 'a.first@example.com',
      password: 'Target-password-1',
    });
    await createTestUser(t.app.database.db, {
      email: 'a-first@example.com',
      password: 'Target-password-1',
    });
    const res = await call({ url: '/api/admin/userlist' });
    expect(res.statusCode).toBe(200);
    const emails = res.json<string[]>();
    const all = await t.app.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.municipalityKey, 'development'));
    expect(emails).toHaveLength(all.length);
    expect(emails).toEqual(all.map((u) => u.email).sort());
    expect(emails.indexOf('a-first@example.com')).toBeLessThan(
      emails.indexOf('a.first@example.com'),
    );
  });
});

describe('POST /api/admin/pulluser', () => {
  it('answers [email, role, status] for any status, the e-mail matched case-insensitively', async () => {
    const waiting = await target('super', 'awaiting verification');
    const res = await call({
      method: 'POST',
      url: '/api/admin/pulluser',
      payload: { user: ` ${waiting.email.toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([waiting.email, 'super', 'awaiting verification', false]);
  });
});

describe('POST /api/admin/escalate', () => {
  it('changes the role with one audit row, and the account is that role on its next request', async () => {
    const victim = await target('user');
    const token = await sessionOf(victim);
    const audits = await auditCount();
    const res = await call({
      method: 'POST',
      url: '/api/admin/escalate',
      payload: { user: victim.email, role: 'super' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await userRow(victim.id))?.role).toBe('super');
    expect(await auditCount()).toBe(audits + 1);
    const [row] = await auditRowsFor(victim.id);
    expect(row).toMatchObject({
      municipalityKey: 'development',
      actorUserId: mega.user.id,
      action: 'user.set-role',
      targetType: 'user',
      before: { email: victim.email, role: 'user' },
      after: { email: victim.email, role: 'super' },
    });
    const status = await call(
      {
        url: '/api/auth/authstatus?privledge=true',
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      },
      null,
    );
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain('super');
  });

  it('writes nothing when the role is already the one asked for', async () => {
    const victim = await target('town');
    const audits = await auditCount();
    const res = await call({
      method: 'POST',
      url: '/api/admin/escalate',
      payload: { user: victim.email, role: 'town' },
    });
    expect(res.statusCode).toBe(200);
    expect(await auditCount()).toBe(audits);
  });

  it.each([['owner'], ['Admin'], [''], ['mega_admin']])(
    'refuses the role %j with the JSON error shape',
    async (role) => {
      const victim = await target();
      const before = await snapshot();
      const res = await call({
        method: 'POST',
        url: '/api/admin/escalate',
        payload: { user: victim.email, role },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        error_message: expect.any(String),
        message: expect.any(String),
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses a change of your own role, writing nothing', async () => {
    const before = await snapshot();
    const res = await call({
      method: 'POST',
      url: '/api/admin/escalate',
      payload: { user: mega.user.email, role: 'user' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error_message: 'own_role',
      message: MESSAGES.admin.ownRole,
      message_key: 'admin.ownRole',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('can demote another mega-admin while one active mega-admin is left', async () => {
    const other = await target('mega-admin');
    const res = await call({
      method: 'POST',
      url: '/api/admin/escalate',
      payload: { user: other.email, role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(other.id))?.role).toBe('admin');
  });
});

describe('POST /api/admin/restrict', () => {
  it('restricts with one audit row, ends every session of the account, and un-restricts', async () => {
    const victim = await target('super');
    const token = await sessionOf(victim);
    await sessionOf(victim);
    expect((await authStatus(token)).statusCode).toBe(200);
    const audits = await auditCount();

    const res = await call({
      method: 'POST',
      url: '/api/admin/restrict',
      payload: { user: victim.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: victim.email,
      role: 'super',
      status: 'restricted',
      representative: false,
    });
    expect(await sessionsOf(t.app.database.db, victim.id)).toHaveLength(0);
    expect((await authStatus(token)).statusCode).toBe(401);
    expect(await auditCount()).toBe(audits + 1);
    expect((await auditRowsFor(victim.id)).at(-1)).toMatchObject({
      action: 'user.restrict',
      actorUserId: mega.user.id,
      before: { email: victim.email, status: 'active' },
      after: { email: victim.email, status: 'restricted' },
    });

    const back = await call({
      method: 'POST',
      url: '/api/admin/restrict',
      payload: { user: victim.email },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({
      email: victim.email,
      role: 'super',
      status: 'active',
      representative: false,
    });
    expect(await auditCount()).toBe(audits + 2);
    expect((await auditRowsFor(victim.id)).at(-1)).toMatchObject({
      action: 'user.unrestrict',
      after: { status: 'active' },
    });
  });

  it('refuses an account awaiting verification (400), writing nothing', async () => {
    const waiting = await target('user', 'awaiting verification');
    const before = await snapshot();
    const res = await call({
      method: 'POST',
      url: '/api/admin/restrict',
      payload: { user: waiting.email },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error_message: 'awaiting_verification',
      message: MESSAGES.admin.awaitingVerification,
      message_key: 'admin.awaitingVerification',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses restricting yourself, writing nothing and keeping your session', async () => {
    const before = await snapshot();
    const res = await call({
      method: 'POST',
      url: '/api/admin/restrict',
      payload: { user: mega.user.email },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_message: 'own_restriction',
      message: MESSAGES.admin.ownRestriction,
    });
    expect(await snapshot()).toEqual(before);
    expect((await call({ url: '/api/auth/authstatus' })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/set_representative', () => {
  function setRepresentative(email: string, representative: unknown) {
    return call({
      method: 'POST',
      url: '/api/admin/set_representative',
      payload: { email, representative },
    });
  }

  it('approves an account with one audit row, answers it, and pulluser shows it; removal likewise', async () => {
    const victim = await target('user');
    const audits = await auditCount();
    const res = await setRepresentative(` ${victim.email.toUpperCase()} `, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: victim.email,
      role: 'user',
      status: 'active',
      representative: true,
    });
    expect((await userRow(victim.id))?.representative).toBe(true);
    expect(await auditCount()).toBe(audits + 1);
    expect((await auditRowsFor(victim.id)).at(-1)).toMatchObject({
      municipalityKey: 'development',
      actorUserId: mega.user.id,
      action: 'user.set-representative',
      targetType: 'user',
      before: { email: victim.email, representative: false },
      after: { email: victim.email, representative: true },
    });
    const pulled = await call({
      method: 'POST',
      url: '/api/admin/pulluser',
      payload: { user: victim.email },
    });
    expect(pulled.json()).toEqual([victim.email, 'user', 'active', true]);

    const removed = await setRepresentative(victim.email, false);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ representative: false });
    expect((await userRow(victim.id))?.representative).toBe(false);
    expect(await auditCount()).toBe(audits + 2);
    expect((await auditRowsFor(victim.id)).at(-1)).toMatchObject({
      action: 'user.set-representative',
      before: { representative: true },
      after: { representative: false },
    });
  });

  it('writes nothing when the account already is what was asked, and answers it as it is', async () => {
    const victim = await target('town');
    const before = await snapshot();
    const res = await setRepresentative(victim.email, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: victim.email,
      role: 'town',
      status: 'active',
      representative: false,
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([['true'], [1], [null], [undefined]])(
    'refuses representative %j with the JSON error shape, writing nothing',
    async (representative) => {
      const victim = await target();
      const before = await snapshot();
      const res = await setRepresentative(victim.email, representative);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
      expect(await snapshot()).toEqual(before);
    },
  );

  it("leaves another municipality's account with the same e-mail alone", async () => {
    const shared = `rep-shared.${n + 1}@example.com`;
    n += 1;
    const here = await createTestUser(t.app.database.db, {
      email: shared,
      password: 'Target-password-1',
    });
    const there = await createTestUser(t.app.database.db, {
      email: shared,
      password: 'Target-password-1',
      municipalityKey: 'lyons',
    });
    expect((await setRepresentative(shared, true)).statusCode).toBe(200);
    expect((await userRow(here.id))?.representative).toBe(true);
    expect((await userRow(there.id))?.representative).toBe(false);
  });
});

describe('POST /api/admin/force_set_password', () => {
  it('sets the password, ends the sessions, e-mails the owner and writes one audit row without the password', async () => {
    const victim = await target('town');
    const token = await sessionOf(victim);
    const audits = await auditCount();
    const res = await call({
      method: 'POST',
      url: '/api/admin/force_set_password',
      payload: { email: victim.email, password: 'Admin-chosen-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const row = await userRow(victim.id);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Admin-chosen-9')).toBe(true);
    expect((await authStatus(token)).statusCode).toBe(401);
    const mail = await mailTo(t.app.database.db, victim.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('An administrator changed your');
    expect(mail[0]?.textBody).not.toContain('Admin-chosen-9');
    expect(await auditCount()).toBe(audits + 1);
    const [entry] = await auditRowsFor(victim.id);
    expect(entry).toMatchObject({ action: 'user.set-password', actorUserId: mega.user.id });
    expect(JSON.stringify(entry)).not.toContain('Admin-chosen-9');
    expect(JSON.stringify(entry)).not.toContain(row?.passwordHash);

    const signin = await call(
      {
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: victim.email, password: 'Admin-chosen-9' },
      },
      null,
    );
    expect(signin.statusCode).toBe(200);
  });

  it.each([
    ['empty', ''],
    ['short', 'Ab1'],
    ['without a digit', 'Abcdefghij'],
    ['without an uppercase letter', 'abcdefgh1'],
  ])('refuses an %s password with the sign-up rule, writing nothing', async (_, password) => {
    const victim = await target();
    const before = await snapshot();
    const res = await call({
      method: 'POST',
      url: '/api/admin/force_set_password',
      payload: { email: victim.email, password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error_message: 'bad_password',
      message: MESSAGES.password.rules,
      message_key: 'password.rules',
      field: 'password',
    });
    expect(await snapshot()).toEqual(before);
    expect(await mailTo(t.app.database.db, victim.email)).toHaveLength(0);
  });

  it('refuses a password over the length limit with the JSON error shape', async () => {
    const victim = await target();
    const before = await snapshot();
    const res = await call({
      method: 'POST',
      url: '/api/admin/force_set_password',
      payload: { email: victim.email, password: `Aa1${'x'.repeat(200)}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error_message: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });
});

describe('bad bodies', () => {
  const posts = ENDPOINTS.slice(1);

  it.each(posts)(
    '$name: malformed JSON, unknown fields and a 1 MB body get the JSON error shape',
    async ({ options }) => {
      const victim = await target();
      const before = await snapshot();
      const url = options(victim.email).url as string;
      const malformed = await call({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"user": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        statusCode: 400,
        error_message: expect.any(String),
        message: expect.any(String),
      });

      const extra = await call({
        method: 'POST',
        url,
        payload: { ...(options(victim.email).payload as object), id: 1 },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toMatchObject({ statusCode: 400, error_message: expect.any(String) });

      const huge = await call({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          user: victim.email,
          email: victim.email,
          padding: 'x'.repeat(1024 * 1024),
        }),
      });
      expect([400, 413]).toContain(huge.statusCode);
      expect(huge.json()).toMatchObject({
        statusCode: huge.statusCode,
        error_message: expect.any(String),
      });
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('services: the last active mega-admin', () => {
  // Another mega-admin acting: the refusal is about the target, not the actor.
  const ctx = (actorId: number) =>
    signedInContext(t.app, 'kent', { id: actorId, email: 'other@example.com', role: 'mega-admin' });

  it('refuses to demote or restrict the only active mega-admin, writing nothing', async () => {
    const only = await signedInAs(t.app, 'mega-admin', 'kent');
    // Other kent mega-admins made by earlier tests are stood down first, directly.
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.municipalityKey, 'kent'));
    await t.app.database.db
      .update(users)
      .set({ role: 'mega-admin' })
      .where(eq(users.id, only.user.id));
    const before = await snapshot();
    await expect(
      setUserRole(ctx(-1), { user: only.user.email, role: 'admin' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'last_mega_admin',
    });
    await expect(toggleUserRestriction(ctx(-1), { user: only.user.email })).rejects.toMatchObject({
      statusCode: 400,
      code: 'last_mega_admin',
    });
    expect(await snapshot()).toEqual(before);
  });
});
