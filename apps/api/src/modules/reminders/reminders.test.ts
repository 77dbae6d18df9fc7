import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, withPhone, type FilingDraft } from '@ir/domain';
import {
  applicationResponses,
  auditLog,
  emailPreferences,
  filingDrafts,
  outbox,
  sentReminders,
} from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { injectOn } from '../../../test/accounts.ts';
import { createApplication, createTestParcel, createTestUser } from '../../../test/factories.ts';
import { upsertSavedDraft } from '../uploads/index.ts';
import { updateUser, type UserRow } from '../users/index.ts';
import { emailLinkToken } from './email-link-token.ts';
import { sendDueReminders, type ReminderDeps } from './send-due-reminders.ts';

// Development's catalog, built on this clock: deadline 2026-03-31 (the period ends at
// 2026-04-01T04:00Z, midnight in New York), Grievance Day 2026-05-26 (closes 2026-05-27T04:00Z).
const BUILT_AT = new Date('2026-02-10T15:00:00Z');
const PERIOD_END = new Date('2026-04-01T04:00:00Z');
const CLOSES = new Date('2026-05-27T04:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const before = (end: Date, ms: number) => new Date(end.getTime() - ms);

const DRAFT: FilingDraft = {
  step: 1,
  owner: {
    firstName: 'Olive',
    lastName: 'Owner',
    address1: '12 Maple Ave',
    address2: '',
    city: 'Albany',
    state: 'NY',
    zipCode: '12207',
    phone: '',
  },
  isOwner: true,
  applicant: {
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipCode: '',
    phone: '',
  },
  saveApplicant: false,
  desiredValue: '',
  reason: '',
  valueComments: '',
  comps: [],
};

let t: TestApp;
let deps: ReminderDeps;
const db = () => t.database.db;
let users = 0;

beforeAll(async () => {
  t = await build({ now: BUILT_AT });
  deps = { db: db(), config: t.app.config, municipalities: t.app.municipalities };
});
afterAll(() => t.close());

beforeEach(async () => {
  // Each case starts with no drafts, filings or mail: passes look at the whole database.
  await db().delete(sentReminders);
  await db().delete(filingDrafts);
  await db().delete(outbox);
  await db().delete(applicationResponses);
  await db().delete(emailPreferences);
  await db().execute(`update applications set review_status = 'withdrawn'`);
});

async function account(municipalityKey = 'development', status?: 'restricted'): Promise<UserRow> {
  users += 1;
  return createTestUser(db(), {
    email: `owner.${users}@example.com`,
    password: 'Owner-Passw0rd-1',
    municipalityKey,
    ...(status ? { status } : {}),
  });
}

async function draft(user: UserRow, periodEndsAt = PERIOD_END, address?: string) {
  const parcel = await createTestParcel(db(), {
    municipalityKey: user.municipalityKey,
    ...(address ? { fullAddress: address } : {}),
  });
  await upsertSavedDraft(
    db(),
    { municipalityKey: user.municipalityKey, userId: user.id, sbl: parcel.sbl },
    { data: DRAFT, periodEndsAt, now: BUILT_AT },
  );
  return parcel.sbl;
}

const mailOf = (user: UserRow) =>
  db().select().from(outbox).where(eq(outbox.recipient, user.email)).orderBy(outbox.id);

function tokenIn(text: string): string {
  const match = /\/email-preferences\?token=([0-9]+\.[A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no opt-out link in:\n${text}`);
  return match[1];
}

describe('draft reminders', () => {
  it('sends the 7-day reminder once, listing every draft of the account, with an opt-out link', async () => {
    const owner = await account();
    const first = await draft(owner, PERIOD_END, '12 Maple Ave');
    const second = await draft(owner, PERIOD_END, '14 Maple Ave');

    expect(await sendDueReminders(deps, before(PERIOD_END, 8 * DAY))).toEqual({
      drafts: 0,
      closing: 0,
    });
    expect(await sendDueReminders(deps, before(PERIOD_END, 6 * DAY))).toEqual({
      drafts: 1,
      closing: 0,
    });
    expect(await sendDueReminders(deps, before(PERIOD_END, 5 * DAY))).toEqual({
      drafts: 0,
      closing: 0,
    });

    const [mail, ...more] = await mailOf(owner);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      'Your Development informal review is not submitted yet: due March 31, 2026',
    );
    expect(mail?.textBody).toContain(`12 Maple Ave (SBL ${first})`);
    expect(mail?.textBody).toContain(`14 Maple Ave (SBL ${second})`);
    expect(mail?.textBody).toContain('http://localhost:3000/applications\n');
    const token = tokenIn(mail?.textBody ?? '');
    expect(token).toBe(emailLinkToken(t.app.config.emailLinkKey, 'development', owner.id));
    expect(mail?.textBody).toContain(`http://localhost:3000/email-preferences?token=${token}`);
    expect(mail?.htmlBody).toContain(`/email-preferences?token=${token}`);
    expect(mail?.htmlBody).toContain('Turn off reminder e-mails');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/email-preferences/one-click?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends the 1-day reminder once more, also to a draft saved after the 7-day point', async () => {
    const early = await account();
    await draft(early);
    await sendDueReminders(deps, before(PERIOD_END, 7 * DAY));
    const late = await account();
    await draft(late);

    expect((await sendDueReminders(deps, before(PERIOD_END, 2 * DAY))).drafts).toBe(1);
    expect((await sendDueReminders(deps, before(PERIOD_END, DAY))).drafts).toBe(2);
    expect((await sendDueReminders(deps, before(PERIOD_END, HOUR))).drafts).toBe(0);

    expect((await mailOf(early)).map((m) => m.subject)).toEqual([
      'Your Development informal review is not submitted yet: due March 31, 2026',
      'Last day to file your Development informal review: March 31, 2026',
    ]);
    expect((await mailOf(late)).map((m) => m.subject)).toEqual([
      'Your Development informal review is not submitted yet: due March 31, 2026',
      'Last day to file your Development informal review: March 31, 2026',
    ]);
  });

  it('sends only the 1-day reminder when no pass ran between the 7-day and the 1-day point', async () => {
    const owner = await account();
    await draft(owner);
    expect((await sendDueReminders(deps, before(PERIOD_END, 12 * HOUR))).drafts).toBe(1);
    expect((await sendDueReminders(deps, before(PERIOD_END, 11 * HOUR))).drafts).toBe(0);
    expect((await mailOf(owner)).map((m) => m.subject)).toEqual([
      'Last day to file your Development informal review: March 31, 2026',
    ]);
  });

  it('sends once when two passes run at the same time', async () => {
    const owner = await account();
    await draft(owner);
    const now = before(PERIOD_END, 3 * DAY);
    const results = await Promise.all([sendDueReminders(deps, now), sendDueReminders(deps, now)]);
    expect(results.map((r) => r.drafts).sort()).toEqual([0, 1]);
    expect(await mailOf(owner)).toHaveLength(1);
    expect((await db().select({ n: count() }).from(sentReminders))[0]?.n).toBe(1);
  });

  it('sends nothing once the period has ended', async () => {
    const owner = await account();
    await draft(owner);
    expect((await sendDueReminders(deps, PERIOD_END)).drafts).toBe(0);
    expect((await sendDueReminders(deps, new Date(PERIOD_END.getTime() + HOUR))).drafts).toBe(0);
    expect(await mailOf(owner)).toEqual([]);
  });

  it('sends one e-mail per municipality and period, each on its own host', async () => {
    const owner = await account();
    const kentOwner = await account('kent');
    await draft(owner);
    await draft(kentOwner, new Date(PERIOD_END.getTime() + 2 * DAY));
    expect((await sendDueReminders(deps, before(PERIOD_END, 3 * DAY))).drafts).toBe(2);
    const [kentMail] = await mailOf(kentOwner);
    expect(kentMail?.municipalityKey).toBe('kent');
    expect(kentMail?.subject).toContain('Kent');
    expect(kentMail?.textBody).toContain('https://kent.informalreview.example/applications');
    expect(tokenIn(kentMail?.textBody ?? '')).toBe(
      emailLinkToken(t.app.config.emailLinkKey, 'kent', kentOwner.id),
    );
  });

  it('sends nothing to an account that turned reminders off, or one that is restricted', async () => {
    const optedOut = await account();
    const restricted = await account('development', 'restricted');
    await draft(optedOut);
    await draft(restricted);
    await db().insert(emailPreferences).values({
      userId: optedOut.id,
      municipalityKey: 'development',
      reminders: false,
      updatedAt: BUILT_AT,
    });
    expect((await sendDueReminders(deps, before(PERIOD_END, 3 * DAY))).drafts).toBe(0);
    expect(await mailOf(optedOut)).toEqual([]);
    expect(await mailOf(restricted)).toEqual([]);
  });
});

describe('the reminder that answers close', () => {
  const inWindow = before(CLOSES, 3 * DAY);

  async function completed(user: UserRow, overrides = {}) {
    return createApplication(db(), user.municipalityKey, user.id, {
      filingYear: 2026,
      reviewStatus: 'complete',
      fullAddress: '9 Oak St',
      ...overrides,
    });
  }

  it('sends once per completed review without an answer, within 7 days of the close', async () => {
    const owner = await account();
    const id = await completed(owner);
    expect((await sendDueReminders(deps, before(CLOSES, 8 * DAY))).closing).toBe(0);
    expect((await sendDueReminders(deps, inWindow)).closing).toBe(1);
    expect((await sendDueReminders(deps, before(CLOSES, HOUR))).closing).toBe(0);
    const [mail, ...more] = await mailOf(owner);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      'Your answer to the Development review of 9 Oak St is due May 26, 2026',
    );
    expect(mail?.textBody).toContain('is waiting for your answer');
    expect(mail?.textBody).toContain('until the end of Grievance Day, May 26, 2026');
    expect(mail?.textBody).toContain(`http://localhost:3000/applications/${id}\n`);
    expect(mail?.textBody).toContain(
      `/email-preferences?token=${emailLinkToken(t.app.config.emailLinkKey, 'development', owner.id)}`,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends none for answered, withdrawn, incomplete or FAR filings, older rolls, or after the close', async () => {
    const owner = await account();
    const answered = await completed(owner);
    await db().insert(applicationResponses).values({
      applicationId: answered,
      municipalityKey: 'development',
      decision: 'accept',
      signatureName: 'Olive Owner',
      respondedBy: owner.id,
      respondedAt: BUILT_AT,
      ipAddress: '127.0.0.1',
      values: {},
      valuesHash: 'x',
    });
    await completed(owner, { reviewStatus: 'withdrawn', withdrawnAt: BUILT_AT });
    await completed(owner, { reviewStatus: 'incomplete' });
    await completed(owner, { reviewStatus: 'far' });
    await completed(owner, { filingYear: 2025 });
    expect((await sendDueReminders(deps, inWindow)).closing).toBe(0);

    const late = await account();
    await completed(late);
    expect((await sendDueReminders(deps, CLOSES)).closing).toBe(0);
    expect(await mailOf(owner)).toEqual([]);
    expect(await mailOf(late)).toEqual([]);
  });

  it("sends none for another municipality's filings, nor to an account that opted out", async () => {
    // Only development has a Grievance Day in the catalog: kent's filing is never reminded.
    const kentOwner = await account('kent');
    await completed(kentOwner);
    const optedOut = await account();
    await completed(optedOut);
    await db().insert(emailPreferences).values({
      userId: optedOut.id,
      municipalityKey: 'development',
      reminders: false,
      updatedAt: BUILT_AT,
    });
    expect((await sendDueReminders(deps, inWindow)).closing).toBe(0);
    expect(await mailOf(kentOwner)).toEqual([]);
    expect(await mailOf(optedOut)).toEqual([]);
  });
});

describe("reminders in the account's language", () => {
  it('writes both reminders to a Spanish account in Spanish, with es-US dates', async () => {
    const owner = await account();
    await updateUser(db(), 'development', owner.id, { language: 'es' }, BUILT_AT);
    await draft(owner, PERIOD_END, '3 Calle Mayor');
    expect((await sendDueReminders(deps, before(PERIOD_END, 12 * HOUR))).drafts).toBe(1);
    await createApplication(db(), 'development', owner.id, {
      filingYear: 2026,
      reviewStatus: 'complete',
      fullAddress: '5 Calle Mayor',
    });
    expect((await sendDueReminders(deps, before(CLOSES, 3 * DAY))).closing).toBe(1);
    const [drafts, closing] = await mailOf(owner);
    expect(drafts?.subject).toBe(
      'Último día para presentar su Revisión Informal de Development: 31 de marzo de 2026',
    );
    expect(drafts?.textBody).toContain('Usted comenzó una Revisión Informal en');
    expect(drafts?.htmlBody).toContain('Desactivar los recordatorios por correo electrónico');
    expect(closing?.subject).toBe(
      'Su respuesta a la revisión de 5 Calle Mayor en Development vence el 26 de mayo de 2026',
    );
    expect(closing?.textBody).toContain('Día de Quejas (Grievance Day), 26 de mayo de 2026');
  });
});

describe('the opt-out link', () => {
  const auditRows = async () => db().select({ n: count() }).from(auditLog);
  const prefsOf = (user: UserRow) =>
    db().select().from(emailPreferences).where(eq(emailPreferences.userId, user.id));

  it('shows the choice, turns reminders off and back on (audited), and no reminder goes out while off', async () => {
    const owner = await account();
    await draft(owner);
    await sendDueReminders(deps, before(PERIOD_END, 6 * DAY));
    const [mail] = await mailOf(owner);
    const token = tokenIn(mail?.textBody ?? '');

    const read = await injectOn(t.app, 'development', {
      url: `/api/email-preferences?token=${token}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ email: 'o***@example.com', reminders: true });

    const off = await injectOn(t.app, 'development', {
      method: 'POST',
      url: '/api/email-preferences',
      payload: { token, reminders: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ email: 'o***@example.com', reminders: false });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(owner.id)));
    expect(audit).toMatchObject({
      municipalityKey: 'development',
      actorUserId: owner.id,
      action: 'reminders.opt-out',
      targetType: 'user',
      before: { reminders: true },
      after: { reminders: false },
    });

    // The 1-day reminder is not sent while reminders are off.
    expect((await sendDueReminders(deps, before(PERIOD_END, HOUR * 12))).drafts).toBe(0);
    expect(await mailOf(owner)).toHaveLength(1);

    const on = await injectOn(t.app, 'development', {
      method: 'POST',
      url: '/api/email-preferences',
      payload: { token, reminders: true },
    });
    expect(on.json()).toEqual({ email: 'o***@example.com', reminders: true });
    expect((await prefsOf(owner))[0]?.reminders).toBe(true);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(owner.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['reminders.opt-in', 'reminders.opt-out']);
    expect((await sendDueReminders(deps, before(PERIOD_END, HOUR * 11))).drafts).toBe(1);
  });

  it("takes a mail client's one-click POST (RFC 8058) and turns reminders off", async () => {
    const owner = await account();
    const token = emailLinkToken(t.app.config.emailLinkKey, 'development', owner.id);
    const res = await injectOn(t.app, 'development', {
      method: 'POST',
      url: `/api/email-preferences/one-click?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminders: false });
    expect((await prefsOf(owner))[0]?.reminders).toBe(false);
  });

  it('refuses a forged, tampered or foreign token with bad_link, writing nothing', async () => {
    const owner = await account();
    const kentOwner = await account('kent');
    const good = emailLinkToken(t.app.config.emailLinkKey, 'development', owner.id);
    const sig = good.split('.')[1] as string;
    const tampered = `${owner.id}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const otherAccount = `${kentOwner.id}.${sig}`;
    const otherKey = emailLinkToken(
      'another-key-of-at-least-32-characters',
      'development',
      owner.id,
    );
    const kentToken = emailLinkToken(t.app.config.emailLinkKey, 'kent', kentOwner.id);
    const noSuchAccount = emailLinkToken(t.app.config.emailLinkKey, 'development', 999_999);
    const rowsBefore = await auditRows();
    const refusal = {
      statusCode: 400,
      error_message: 'bad_link',
      message: withPhone(MESSAGES.emailPreferences.badLink, t.app.config.firm.phone),
      field: 'token',
    };
    for (const token of [tampered, otherAccount, otherKey, kentToken, noSuchAccount]) {
      const post = await injectOn(t.app, 'development', {
        method: 'POST',
        url: '/api/email-preferences',
        payload: { token, reminders: false },
      });
      expect(post.statusCode, token).toBe(400);
      expect(post.json()).toMatchObject(refusal);
      const get = await injectOn(t.app, 'development', {
        url: `/api/email-preferences?token=${token}`,
      });
      expect(get.json()).toMatchObject(refusal);
      const oneClick = await injectOn(t.app, 'development', {
        method: 'POST',
        url: `/api/email-preferences/one-click?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(400);
    }
    const malformed = await injectOn(t.app, 'development', {
      method: 'POST',
      url: '/api/email-preferences',
      payload: { token: 'not-a-token', reminders: false },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error_message: 'validation_error' });
    expect(await db().select().from(emailPreferences)).toEqual([]);
    expect(await auditRows()).toEqual(rowsBefore);
    // The kent token works on kent's host only.
    const onKent = await injectOn(t.app, 'kent', {
      url: `/api/email-preferences?token=${kentToken}`,
    });
    expect(onKent.statusCode).toBe(200);
  });
});
