import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { applications, auditLog, outbox, users } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { refusalBody } from '../../../test/factories.ts';
import { actionBody, historyOf, reviewState } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0142';
const REASON = 'Filed in a batch without the owner asking for it.';

let t: TestApp;
let owner: SignedInAccount;
let admin: SignedInAccount;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  await writeFilingOverride(db(), 'lyons', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  admin = await signedInAs(t.app, 'admin', 'kent');
});
afterAll(() => t.close());

/** A filing of `account`'s municipality through the real submission; its id and parcel. */
async function fileFor(account: SignedInAccount, sbl?: string) {
  const parcel = sbl ?? (await createParcel(db(), account.municipalityKey)).sbl;
  const res = await submitAs(t.app, account, parcel);
  expect(res.statusCode).toBe(200);
  return { sbl: parcel, id: res.json().ir_id as number };
}

function voidAs(account: SignedInAccount | undefined, payload: object, muni = 'kent') {
  return injectOn(t.app, muni, { method: 'POST', url: '/api/super/void', payload }, account);
}

async function applicationRow(id: number) {
  const [row] = await db().select().from(applications).where(eq(applications.id, id));
  return row;
}

async function mailTo(recipient: string) {
  return db().select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/** A new account that files (the submission's rate limit counts per account), its e-mails in `language`. */
async function filer(language: 'en' | 'es' = 'en') {
  const account = await signedInAs(t.app, 'user', 'kent');
  await db().update(users).set({ language }).where(eq(users.id, account.user.id));
  return account;
}

describe('POST /api/super/void: who may', () => {
  it('is refused to a visitor (401) and to user, town and super (403), writing nothing', async () => {
    const { id } = await fileFor(owner);
    const before = await reviewState(db());
    const visitor = await voidAs(undefined, { id, reason: REASON });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error_message: 'unauthorized' });
    for (const role of ['user', 'town', 'super'] as const) {
      const res = await voidAs(await signedInAs(t.app, role, 'kent'), { id, reason: REASON });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error_message: 'forbidden' });
    }
    expect(await reviewState(db())).toEqual(before);
    expect((await applicationRow(id))?.voidedAt).toBeNull();
  });

  it.each(['admin', 'mega-admin'] as const)(
    'lets %s void a filing of its municipality',
    async (role) => {
      const { id } = await fileFor(owner);
      const res = await voidAs(await signedInAs(t.app, role, 'kent'), { id, reason: REASON });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await applicationRow(id))?.reviewStatus).toBe('withdrawn');
    },
  );

  it("reaches no other municipality's filing: its admin is a visitor here, and its id is unknown", async () => {
    const lyonsOwner = await signedInAs(t.app, 'user', 'lyons');
    const lyonsFiling = await fileFor(lyonsOwner);
    const lyonsAdmin = await signedInAs(t.app, 'admin', 'lyons');
    const kentFiling = await fileFor(owner);
    const before = await reviewState(db());

    // A lyons session means nothing on kent's host.
    const foreign = await injectAsForeigner(t.app, lyonsAdmin, {
      method: 'POST',
      url: '/api/super/void',
      payload: { id: kentFiling.id, reason: REASON },
    });
    expect(foreign.statusCode).toBe(401);
    // A kent admin on kent's host finds no lyons filing.
    const unknown = await voidAs(admin, { id: lyonsFiling.id, reason: REASON });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error_message: 'unknown_review',
      message: MESSAGES.review.notFound,
      message_key: 'review.notFound',
    });
    expect(await reviewState(db())).toEqual(before);
    expect((await applicationRow(lyonsFiling.id))?.reviewStatus).toBe('incomplete');
    expect((await applicationRow(kentFiling.id))?.reviewStatus).toBe('incomplete');
    // ...while lyons' own admin can.
    expect(
      (await voidAs(lyonsAdmin, { id: lyonsFiling.id, reason: REASON }, 'lyons')).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/super/void: what it does', () => {
  it('withdraws the filing with when, why and who, on the timeline and in the audit log, in one go', async () => {
    const { id } = await fileFor(owner);
    const res = await voidAs(admin, { id, reason: `  ${REASON}  ` });
    expect(res.statusCode).toBe(200);

    expect(await applicationRow(id)).toMatchObject({
      reviewStatus: 'withdrawn',
      withdrawnAt: NOW,
      voidedAt: NOW,
      voidReason: REASON,
      voidedBy: admin.user.id,
    });
    const history = await historyOf(db(), id);
    expect(history.at(-1)).toMatchObject({
      action: 'withdraw',
      actorUserId: admin.user.id,
      actorEmail: admin.user.email,
      before: { review_status: 'incomplete' },
      after: { review_status: 'withdrawn', voided: true, void_reason: REASON },
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.void'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({
      municipalityKey: 'kent',
      actorUserId: admin.user.id,
      targetType: 'application',
      after: { review_status: 'withdrawn', voided: true, void_reason: REASON },
    });

    // Staff read it on the review screen, with who voided it, and in the withdrawn list.
    const info = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/super/applicationinfo?id=${id}` },
      admin,
    );
    expect(info.json()).toMatchObject({
      review_status: 'withdrawn',
      voided: { at: NOW.toISOString(), reason: REASON, by: admin.user.email },
    });
    const list = await injectOn(t.app, 'kent', { method: 'GET', url: '/api/super/list' }, admin);
    const row = (list.json() as string[])
      .map((text) => JSON.parse(text) as { ir_id: number; review_status: string; filed_by: string })
      .find((r) => r.ir_id === id);
    expect(row).toMatchObject({ review_status: 'withdrawn', filed_by: owner.user.email });
  });

  it("shows the filer 'voided' and the reason, never who, on its filing and on My Applications", async () => {
    const { id } = await fileFor(owner);
    expect((await voidAs(admin, { id, reason: REASON })).statusCode).toBe(200);
    const page = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}` },
      owner,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'withdrawn',
      voided: { voided_at: NOW.toISOString(), reason: REASON },
      timeline: { withdrawn: NOW.toISOString() },
    });
    expect(page.body).not.toContain(admin.user.email);
    const view = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: '/api/applications/view' },
      owner,
    );
    const rows = view.json() as unknown[][];
    const mine = rows.find((r) => r[10] === id);
    expect(mine?.[8]).toBe('withdrawn');
    expect(mine?.[11]).toEqual({ voided_at: NOW.toISOString(), reason: REASON });
    // A filing nobody voided says so with null.
    const other = await fileFor(owner);
    const again = (
      await injectOn(t.app, 'kent', { method: 'GET', url: '/api/applications/view' }, owner)
    ).json() as unknown[][];
    expect(again.find((r) => r[10] === other.id)?.[11]).toBeNull();
  });

  it('frees the parcel: a new filing of the same SBL then succeeds, and holds it again', async () => {
    const { id, sbl } = await fileFor(owner);
    const blocked = await submitAs(t.app, owner, sbl);
    expect(blocked.statusCode).toBe(409);
    expect((await voidAs(admin, { id, reason: REASON })).statusCode).toBe(200);

    const someoneElse = await signedInAs(t.app, 'user', 'kent');
    const check = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/ir/onereview', payload: { printkey: sbl } },
      someoneElse,
    );
    expect(check.statusCode).toBe(200);
    const refiled = await submitAs(t.app, someoneElse, sbl);
    expect(refiled.statusCode).toBe(200);
    expect(refiled.json().ir_id).not.toBe(id);
    expect((await submitAs(t.app, owner, sbl)).statusCode).toBe(409);
  });

  it("e-mails the filer in its language: the filing, that the assessor's office voided it, why, filing again, the phone", async () => {
    const english = await filer('en');
    const spanish = await filer('es');
    const a = await fileFor(english);
    const b = await fileFor(spanish);
    expect((await voidAs(admin, { id: a.id, reason: REASON })).statusCode).toBe(200);
    expect((await voidAs(admin, { id: b.id, reason: REASON })).statusCode).toBe(200);

    const [en] = (await mailTo(english.user.email)).filter((m) => m.subject.includes('voided'));
    const row = await applicationRow(a.id);
    const number = `KENT-2026-${String(a.id).padStart(6, '0')}`;
    expect(en?.subject).toBe(`Your Kent informal review ${number} was voided`);
    for (const part of [
      number,
      a.sbl,
      row?.fullAddress ?? '?',
      "assessor's office voided",
      `Reason: ${REASON}`,
      'may be filed again',
      PHONE,
      `/applications/${a.id}`,
    ]) {
      expect(en?.textBody).toContain(part);
    }

    const [es] = (await mailTo(spanish.user.email)).filter((m) => m.subject.includes('anuló'));
    const numberB = `KENT-2026-${String(b.id).padStart(6, '0')}`;
    expect(es?.subject).toBe(`Se anuló su Revisión Informal ${numberB} de Kent`);
    expect(es?.textBody).toContain('La Oficina del Tasador de');
    expect(es?.textBody).toContain(`Motivo: ${REASON}`);
    expect(es?.textBody).toContain(b.sbl);
    expect(es?.textBody).toContain(MESSAGES_ES.mail.voided.again);
    expect(es?.textBody).toContain(PHONE);
  });

  it("e-mails the owner too when the filing has the owner's e-mail, in the owner's account's language or else the filer's", async () => {
    const spanishFiler = await filer('es');
    const withoutAccount = await fileFor(spanishFiler);
    const ownerAccount = await filer('en');
    const withAccount = await fileFor(spanishFiler);
    await db()
      .update(applications)
      .set({ ownerEmail: 'Owner.Without@Example.com' })
      .where(eq(applications.id, withoutAccount.id));
    await db()
      .update(applications)
      .set({ ownerEmail: ownerAccount.user.email })
      .where(eq(applications.id, withAccount.id));

    expect((await voidAs(admin, { id: withoutAccount.id, reason: REASON })).statusCode).toBe(200);
    expect((await voidAs(admin, { id: withAccount.id, reason: REASON })).statusCode).toBe(200);

    const [es] = await mailTo('owner.without@example.com');
    const numberEs = `KENT-2026-${String(withoutAccount.id).padStart(6, '0')}`;
    expect(es?.subject).toBe(
      `Se anuló una Revisión Informal de su propiedad en Kent (${numberEs})`,
    );
    expect(es?.textBody).toContain(`Motivo: ${REASON}`);
    expect(es?.textBody).toContain(PHONE);
    // The owner may have no account: no link to a filing page they cannot open.
    expect(es?.textBody).not.toContain('/applications/');

    const [en] = (await mailTo(ownerAccount.user.email)).filter((m) =>
      m.subject.includes('voided'),
    );
    const numberEn = `KENT-2026-${String(withAccount.id).padStart(6, '0')}`;
    expect(en?.subject).toBe(`An informal review of your Kent property was voided (${numberEn})`);
    expect(en?.textBody).toContain(`Reason: ${REASON}`);
    expect(en?.textBody).toContain(withAccount.sbl);
    expect(en?.textBody).toContain('may be filed again');
    // The filer got its own, once each.
    expect(
      (await mailTo(spanishFiler.user.email)).filter((m) => m.subject.startsWith('Se anuló su')),
    ).toHaveLength(2);
  });

  it('voids a filing under further review too, and then no reviewer may act on or assign it', async () => {
    const { id } = await fileFor(owner);
    const far = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/super/far', payload: actionBody(id, 'far') },
      admin,
    );
    expect(far.statusCode).toBe(200);
    expect((await voidAs(admin, { id, reason: REASON })).statusCode).toBe(200);
    expect((await historyOf(db(), id)).at(-1)?.before).toEqual({ review_status: 'far' });

    const before = await reviewState(db());
    const complete = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/complete',
        payload: actionBody(id, 'complete', { version: 1 }),
      },
      admin,
    );
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toMatchObject({
      error_message: 'review_withdrawn',
      message: MESSAGES.review.voided,
    });
    const assign = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/assign_review',
        payload: { reviews: [{ id, user: admin.user.id }] },
      },
      admin,
    );
    expect(assign.statusCode).toBe(409);
    expect(assign.json()).toMatchObject({
      error_message: 'review_withdrawn',
      message: MESSAGES.review.voided,
    });
    expect(await reviewState(db())).toEqual(before);
  });
});

describe('POST /api/super/void: refusals write nothing', () => {
  it('refuses a completed review (409), an owner-withdrawn filing and a voided one (409)', async () => {
    const completed = await fileFor(await filer());
    const done = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/complete',
        payload: actionBody(completed.id, 'complete'),
      },
      admin,
    );
    expect(done.statusCode).toBe(200);
    const withdrawer = await filer();
    const withdrawn = await fileFor(withdrawer);
    const took = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/applications/withdraw', payload: { id: withdrawn.id } },
      withdrawer,
    );
    expect(took.statusCode).toBe(200);
    const voided = await fileFor(await filer());
    expect((await voidAs(admin, { id: voided.id, reason: REASON })).statusCode).toBe(200);

    const before = await reviewState(db());
    const cases = [
      [completed.id, 'review_complete', 'review.voidComplete'],
      [withdrawn.id, 'review_withdrawn', 'review.voidWithdrawn'],
      [voided.id, 'review_withdrawn', 'review.voidAlready'],
    ] as const;
    for (const [id, code, key] of cases) {
      const res = await voidAs(admin, { id, reason: 'Another reason, given later.' });
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toEqual(refusalBody(code, key, 409));
    }
    expect(await reviewState(db())).toEqual(before);
    expect((await applicationRow(completed.id))?.reviewStatus).toBe('complete');
    expect((await applicationRow(withdrawn.id))?.voidedAt).toBeNull();
    expect((await applicationRow(voided.id))?.voidReason).toBe(REASON);
  });

  it('refuses an unknown id (404)', async () => {
    const before = await reviewState(db());
    const res = await voidAs(admin, { id: 999_999_999, reason: REASON });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_message: 'unknown_review' });
    expect(await reviewState(db())).toEqual(before);
  });

  it.each([
    ['missing', undefined, MESSAGES.input.invalidRequest],
    ['blank', '          ', MESSAGES.review.voidReasonShort],
    ['9 characters once trimmed', '   123456789   ', MESSAGES.review.voidReasonShort],
    ['501 characters', 'x'.repeat(501), MESSAGES.review.voidReasonLong],
    ['not text', 42, MESSAGES.input.invalidRequest],
    [
      'with a control character',
      'Filed without\u0007 asking anyone.',
      MESSAGES.input.forbiddenCharacters,
    ],
  ])('refuses a reason %s (400), writing nothing', async (_, reason, message) => {
    const { id } = await fileFor(await filer());
    const before = await reviewState(db());
    const res = await voidAs(admin, { id, reason });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
    expect(JSON.stringify(res.json())).toContain(JSON.stringify(message).slice(1, -1));
    expect(await reviewState(db())).toEqual(before);
    expect((await applicationRow(id))?.reviewStatus).toBe('incomplete');
  });

  it('takes a reason of exactly 10 and of 500 characters, kept as typed, line breaks included', async () => {
    const short = await fileFor(await filer());
    expect((await voidAs(admin, { id: short.id, reason: '1234567890' })).statusCode).toBe(200);
    const long = await fileFor(await filer());
    const reason = `Line one.\n${'y'.repeat(490)}`;
    expect((await voidAs(admin, { id: long.id, reason })).statusCode).toBe(200);
    expect((await applicationRow(long.id))?.voidReason).toBe(reason);
  });

  it('refuses unknown fields and a bad id with the JSON error shape', async () => {
    const { id } = await fileFor(await filer());
    const before = await reviewState(db());
    for (const payload of [
      { id, reason: REASON, extra: true },
      { id: -1, reason: REASON },
      { id: 'abc', reason: REASON },
      { reason: REASON },
    ]) {
      const res = await voidAs(admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error_message: expect.any(String) });
    }
    expect(await reviewState(db())).toEqual(before);
  });
});
