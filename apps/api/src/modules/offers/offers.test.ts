import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import {
  applicationResponses,
  auditLog,
  reviewOffers,
  reviews,
  users,
} from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { build, TEST_OVERLOAD_LIMITS, testConfig, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectOn,
  otherMunicipalityAccount,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { mailTo } from '../../../test/factories.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody, historyOf, reviewState } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';
import { recordOwnerEvent } from '../review/index.ts';
import { countOffers, lapseDueOffers } from './index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let reviewer: SignedInAccount;
const db = () => t.database.db;

/** A review `owner` filed in Kent for a new parcel assessed at 250,000 (land 50,000). */
async function file(owner: SignedInAccount) {
  const comp = await createParcel(db(), 'kent', { fullAddress: '3 Comparable Ln' });
  const parcel = await createParcel(db(), 'kent', {
    fullAddress: `${owner.user.id} Offer Rd`,
    totalAv: 250000,
    landAv: 50000,
  });
  const res = await submitAs(t.app, owner, parcel.sbl, { comp1: comp.sbl });
  expect(res.statusCode).toBe(200);
  return res.json().ir_id as number;
}

async function versionOf(id: number): Promise<number> {
  const [row] = await db().select().from(reviews).where(eq(reviews.applicationId, id));
  return row?.version ?? 0;
}

function offerBody(id: number, version: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    version,
    offered_total_value: '200000',
    decision_reason: 'comparable_sales_support',
    decision_explanation: 'Three nearby sales support a lower value.',
    ...overrides,
  };
}

/** As `staff` (the Kent reviewer by default; null: no session). */
function sendOffer(body: Record<string, unknown>, staff: SignedInAccount | null = reviewer) {
  return injectOn(
    t.app,
    'kent',
    { method: 'POST', url: '/api/super/offer', payload: body },
    staff ?? undefined,
  );
}

/** Sends an offer on `id` at its current version; expects it to go. */
async function offer(id: number, overrides: Record<string, unknown> = {}) {
  const res = await sendOffer(offerBody(id, await versionOf(id), overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: true; number: number; respond_by: string };
}

function respond(account: SignedInAccount | undefined, payload: Record<string, unknown>) {
  return injectOn(
    t.app,
    'kent',
    {
      method: 'POST',
      url: '/api/applications/respond_offer',
      payload,
      remoteAddress: '198.51.100.9',
    },
    account,
  );
}

async function statusOf(id: number) {
  const state = await reviewState(db());
  return state.statuses.find((s) => s.id === id)?.status;
}

async function offersOf(id: number) {
  return db()
    .select()
    .from(reviewOffers)
    .where(eq(reviewOffers.applicationId, id))
    .orderBy(reviewOffers.number);
}

const sweepDeps = () => ({
  db: db(),
  config: t.app.config,
  municipalities: t.app.municipalities,
  recordHistory: recordOwnerEvent,
});

/** Expects `call` to be refused with `status` and `code`, having written nothing. */
async function refused(
  call: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
  status: number,
  code: string,
) {
  const before = await reviewState(db());
  const offersBefore = await db().select().from(reviewOffers);
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error_message: code });
  expect(await reviewState(db())).toEqual(before);
  expect(await db().select().from(reviewOffers)).toEqual(offersBefore);
  return res;
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  await writeFilingOverride(db(), 'lyons', { deadline: '2026-03-31', rollYear: 2026 });
  reviewer = await signedInAs(t.app, 'super', 'kent');
});
afterAll(() => t.close());

describe('POST /api/super/offer', () => {
  it('sends the offer: status offer, a new version, history and audit, the e-mail and the owner view', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    const version = await versionOf(id);

    const sent = await offer(id, { offered_land_value: '45000' });
    expect(sent).toEqual({ success: true, number: 1, respond_by: '2026-02-20' });
    expect(await statusOf(id)).toBe('offer');
    expect(await versionOf(id)).toBe(version + 1);

    const [row] = await offersOf(id);
    expect(row).toMatchObject({
      municipalityKey: 'kent',
      number: 1,
      status: 'open',
      offeredTotalValue: 200000,
      offeredLandValue: 45000,
      statusBefore: 'incomplete',
      sentBy: reviewer.user.id,
      sentAt: NOW,
      respondBy: '2026-02-20',
    });
    const history = await historyOf(db(), id);
    expect(history.at(-1)).toMatchObject({
      action: 'offer',
      actorUserId: reviewer.user.id,
      actorEmail: reviewer.user.email,
      after: expect.objectContaining({ number: 1, offered_total_value: 200000 }),
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.offer'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({ actorUserId: reviewer.user.id });

    const mail = (await mailTo(db(), owner.user.email)).at(-1);
    expect(mail?.subject).toContain('preliminary offer');
    expect(mail?.textBody).toContain(MESSAGES.offers.preliminary);
    expect(mail?.textBody).toContain('$250,000');
    expect(mail?.textBody).toContain('$200,000');
    expect(mail?.textBody).toContain('February 20, 2026');
    expect(mail?.textBody).toContain(MESSAGES.applications.notice.reasons.comparable_sales_support);
    expect(mail?.textBody).toContain(`/applications/${id}`);

    const info = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/super/applicationinfo?id=${id}` },
      reviewer,
    );
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      review_status: 'offer',
      offers_left: 1,
      offers: [
        { number: 1, status: 'open', sent_by: reviewer.user.email, respond_by: '2026-02-20' },
      ],
    });

    const page = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}` },
      owner,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'offer',
      offer: {
        number: 1,
        status: 'open',
        offered_total_value: 200000,
        offered_land_value: 45000,
        decision_reason: 'comparable_sales_support',
        respond_by: '2026-02-20',
        meeting_requested: false,
        can_respond: true,
      },
    });
    expect(Date.parse(page.json().offer.sent_at)).not.toBeNaN();
    // The owner never reads who sent it.
    expect(page.body).not.toContain(reviewer.user.email);
  });

  it("writes the owner's e-mail in Spanish for a Spanish account", async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    await db().update(users).set({ language: 'es' }).where(eq(users.id, owner.user.id));
    const id = await file(owner);
    await offer(id);
    const mail = (await mailTo(db(), owner.user.email)).at(-1);
    expect(mail?.subject).toContain('oferta preliminar');
    expect(mail?.textBody).toContain(MESSAGES_ES.offers.preliminary);
    expect(mail?.textBody).toContain('20 de febrero de 2026');
  });

  it('takes respond_days from 3 to 30 and never answers after Grievance Day', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    const version = await versionOf(id);
    await refused(
      () => sendOffer(offerBody(id, version, { respond_days: 2 })),
      400,
      'validation_error',
    );
    await refused(
      () => sendOffer(offerBody(id, version, { respond_days: 31 })),
      400,
      'validation_error',
    );

    const kent = t.app.municipalities.get('kent');
    if (!kent) throw new Error('no kent');
    const grievanceDay = kent.grievanceDay;
    try {
      // Grievance Day passed: no day is left to answer.
      kent.grievanceDay = '2026-02-09';
      await refused(() => sendOffer(offerBody(id, version)), 409, 'no_respond_day');
      // Grievance Day in 5 days: the owner has until then, not 30 days.
      kent.grievanceDay = '2026-02-15';
      expect(await offer(id, { respond_days: 30 })).toMatchObject({ respond_by: '2026-02-15' });
    } finally {
      kent.grievanceDay = grievanceDay;
    }
    const other = await file(owner);
    expect(await offer(other, { respond_days: 3 })).toMatchObject({ respond_by: '2026-02-13' });
  });

  it("refuses COMPLETE's reason rules, a bad value and land above total, writing nothing", async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    const v = await versionOf(id);
    const noReason = await refused(
      () => sendOffer(offerBody(id, v, { decision_reason: undefined })),
      400,
      'review_refused',
    );
    expect(noReason.json()).toMatchObject({ field: 'decision_reason' });
    const noWords = await refused(
      () => sendOffer(offerBody(id, v, { decision_reason: 'other', decision_explanation: ' ' })),
      400,
      'review_refused',
    );
    expect(noWords.json()).toMatchObject({ field: 'decision_explanation' });
    const land = await refused(
      () => sendOffer(offerBody(id, v, { offered_land_value: '300000' })),
      400,
      'review_refused',
    );
    expect(land.json()).toMatchObject({ field: 'offered_land_value' });
    await refused(
      () => sendOffer(offerBody(id, v, { offered_total_value: '12a' })),
      400,
      'validation_error',
    );
    await refused(
      () => sendOffer(offerBody(id, v, { offered_total_value: undefined })),
      400,
      'validation_error',
    );
  });

  it('refuses a stale version, an open offer, a completed or withdrawn review and a third offer', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    const v = await versionOf(id);
    await offer(id);
    await refused(() => sendOffer(offerBody(id, v)), 409, 'version_conflict');
    await refused(() => sendOffer(offerBody(id, v + 1)), 409, 'offer_open');

    // Countered, then a second offer; countered again: no third.
    expect(
      (
        await respond(owner, {
          id,
          decision: 'counter',
          counter_value: 190000,
          counter_reason: 'Sales on my street are lower.',
        })
      ).statusCode,
    ).toBe(200);
    expect(await offer(id)).toMatchObject({ number: 2 });
    expect(
      (
        await respond(owner, {
          id,
          decision: 'counter',
          counter_value: 195000,
          counter_reason: 'Still too high.',
        })
      ).statusCode,
    ).toBe(200);
    const w = await versionOf(id);
    await refused(() => sendOffer(offerBody(id, w)), 409, 'offer_limit');

    const done = await file(owner);
    const complete = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/complete',
        payload: actionBody(done, 'complete', { decision_reason: 'condition_considered' }),
      },
      reviewer,
    );
    expect(complete.statusCode).toBe(200);
    await refused(() => sendOffer(offerBody(done, 1)), 409, 'review_complete');

    const gone = await file(owner);
    const withdraw = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/applications/withdraw', payload: { id: gone } },
      owner,
    );
    expect(withdraw.statusCode).toBe(200);
    const goneVersion = await versionOf(gone);
    await refused(() => sendOffer(offerBody(gone, goneVersion)), 409, 'review_withdrawn');
  });

  it('refuses an applicant, no session, and another municipality staff (404)', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    const v = await versionOf(id);
    await refused(() => sendOffer(offerBody(id, v), owner), 403, 'forbidden');
    await refused(() => sendOffer(offerBody(id, v), null), 401, 'unauthorized');
    const stranger = await otherMunicipalityAccount(t.app, 'super', 'kent');
    await refused(
      () =>
        injectOn(
          t.app,
          stranger.municipalityKey,
          { method: 'POST', url: '/api/super/offer', payload: offerBody(id, v) },
          stranger,
        ),
      404,
      'unknown_review',
    );
  });
});

describe('POST /api/applications/respond_offer', () => {
  it('accept completes the review at the offered values and records the signed agreement', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await offer(id, { offered_land_value: 45000 });

    await refused(() => respond(owner, { id, decision: 'accept' }), 400, 'validation_error');
    const res = await respond(owner, { id, decision: 'accept', name: ' Olive Owner ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe('complete');

    const [review] = await db().select().from(reviews).where(eq(reviews.applicationId, id));
    expect(review).toMatchObject({
      assessedTotalValue: 200000,
      assessedLandValue: 45000,
      decisionReason: 'comparable_sales_support',
      decisionExplanation: 'Three nearby sales support a lower value.',
      whoReviewed: reviewer.user.email,
    });
    const [answer] = await db()
      .select()
      .from(applicationResponses)
      .where(eq(applicationResponses.applicationId, id));
    expect(answer).toMatchObject({
      decision: 'accept',
      signatureName: 'Olive Owner',
      respondedBy: owner.user.id,
      ipAddress: '198.51.100.9',
    });
    expect((await offersOf(id))[0]).toMatchObject({
      status: 'accepted',
      signatureName: 'Olive Owner',
      respondedBy: owner.user.id,
      respondedAt: NOW,
      respondedIp: '198.51.100.9',
    });
    expect((await historyOf(db(), id)).at(-1)).toMatchObject({
      action: 'offer_response',
      actorUserId: owner.user.id,
      after: expect.objectContaining({ decision: 'accept', review_status: 'complete' }),
    });
    const mail = (await mailTo(db(), owner.user.email)).at(-1);
    expect(mail?.textBody).toContain(`/api/applications/${id}/agreement.pdf`);
    expect(mail?.textBody).toContain('$200,000');

    const pdf = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}/agreement.pdf` },
      owner,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // Answered: no open offer is left.
    await refused(
      () => respond(owner, { id, decision: 'accept', name: 'Olive Owner' }),
      409,
      'no_open_offer',
    );
  });

  it('counter: digits below the assessed value, not the offer, with a reason; back to the reviewer', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await offer(id);
    const base = { id, decision: 'counter', counter_reason: 'My neighbour sold for less.' };
    await refused(
      () => respond(owner, { ...base, counter_value: '19O000' }),
      400,
      'validation_error',
    );
    await refused(
      () => respond(owner, { ...base, counter_value: 190000.5 }),
      400,
      'validation_error',
    );
    const high = await refused(
      () => respond(owner, { ...base, counter_value: 250000 }),
      400,
      'bad_counter',
    );
    expect(high.json()).toMatchObject({ field: 'counter_value' });
    await refused(() => respond(owner, { ...base, counter_value: '200000' }), 400, 'bad_counter');
    await refused(
      () => respond(owner, { id, decision: 'counter', counter_value: 190000 }),
      400,
      'validation_error',
    );
    await refused(
      () => respond(owner, { ...base, counter_value: 190000, counter_reason: 'x'.repeat(2001) }),
      400,
      'validation_error',
    );

    const res = await respond(owner, { ...base, counter_value: '190000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe('incomplete');
    expect((await offersOf(id))[0]).toMatchObject({
      status: 'countered',
      counterValue: 190000,
      counterReason: 'My neighbour sold for less.',
      respondedIp: '198.51.100.9',
    });
    expect((await historyOf(db(), id)).at(-1)).toMatchObject({
      action: 'offer_response',
      after: expect.objectContaining({ decision: 'counter', counter_value: 190000 }),
    });
    const info = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/super/applicationinfo?id=${id}` },
      reviewer,
    );
    expect(info.json()).toMatchObject({
      review_status: 'incomplete',
      offers: [{ status: 'countered', counter_value: 190000 }],
      offers_left: 1,
    });
    await refused(() => respond(owner, { ...base, counter_value: 180000 }), 409, 'no_open_offer');
  });

  it('meeting keeps the offer open and waiting; asked twice is 409', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await offer(id);
    const res = await respond(owner, { id, decision: 'meeting' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe('offer');
    const [row] = await offersOf(id);
    expect(row?.status).toBe('open');
    expect(row?.meetingRequestedAt).toEqual(NOW);
    await refused(() => respond(owner, { id, decision: 'meeting' }), 409, 'offer_answered');
    const page = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}` },
      owner,
    );
    expect(page.json()).toMatchObject({ offer: { meeting_requested: true, can_respond: true } });
  });

  it('after the owner asked to talk, the second offer closes the first and keeps its status before', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await offer(id);
    expect((await respond(owner, { id, decision: 'meeting' })).statusCode).toBe(200);
    const second = await offer(id, { offered_total_value: '210000' });
    expect(second.number).toBe(2);
    const [first, next] = await offersOf(id);
    expect(first).toMatchObject({ status: 'closed', closedAt: NOW });
    expect(next).toMatchObject({
      status: 'open',
      statusBefore: 'incomplete',
      offeredTotalValue: 210000,
    });
    expect(await statusOf(id)).toBe('offer');
    // None over the second while the owner has not answered it.
    const version = await versionOf(id);
    await refused(() => sendOffer(offerBody(id, version)), 409, 'offer_open');
  });

  it("answers another owner's, a guessed and another municipality's id with 404, no offer with 409, no session with 401", async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const stranger = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await refused(() => respond(owner, { id, decision: 'meeting' }), 409, 'no_open_offer');
    await offer(id);
    await refused(() => respond(stranger, { id, decision: 'meeting' }), 404, 'not_found');
    await refused(() => respond(owner, { id: 99_999_999, decision: 'meeting' }), 404, 'not_found');
    await refused(() => respond(undefined, { id, decision: 'meeting' }), 401, 'unauthorized');
    const foreigner = await otherMunicipalityAccount(t.app, 'user', 'kent');
    await refused(
      () =>
        injectOn(
          t.app,
          foreigner.municipalityKey,
          {
            method: 'POST',
            url: '/api/applications/respond_offer',
            payload: { id, decision: 'meeting' },
          },
          foreigner,
        ),
      404,
      'not_found',
    );
  });
});

describe('an open offer ends when the reviewer decides or the filing is voided', () => {
  it('FAR closes the open offer', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await offer(id);
    const res = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/far',
        payload: actionBody(id, 'far', { far_why: 'Needs a visit.', version: await versionOf(id) }),
      },
      reviewer,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await offersOf(id))[0]).toMatchObject({ status: 'closed', closedAt: NOW });
    // Another offer may go from FAR.
    expect(await offer(id)).toMatchObject({ number: 2 });
  });

  it('a void closes the open offer', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const id = await file(owner);
    await offer(id);
    const res = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/void',
        payload: { id, reason: 'Filed for the wrong parcel by mistake.' },
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await offersOf(id))[0]).toMatchObject({ status: 'closed' });
  });
});

describe('lapseDueOffers', () => {
  it('lapses an unanswered offer the day after its last day: back to the reviewer, history, audit and e-mail', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    const waiting = await file(owner);
    await offer(id, { respond_days: 3 });
    await offer(waiting, { respond_days: 3 });
    expect((await respond(owner, { id: waiting, decision: 'meeting' })).statusCode).toBe(200);

    // The last day itself (late evening in New York): still open.
    const lastDay = new Date('2026-02-14T04:30:00Z');
    await lapseDueOffers(sweepDeps(), lastDay);
    expect((await offersOf(id))[0]?.status).toBe('open');

    const nextDay = new Date('2026-02-14T05:30:00Z'); // 00:30 on Feb 14 in New York
    await lapseDueOffers(sweepDeps(), nextDay);
    expect((await offersOf(id))[0]).toMatchObject({ status: 'lapsed', lapsedAt: nextDay });
    expect(await statusOf(id)).toBe('incomplete');
    // Waiting for a meeting: it does not lapse.
    expect((await offersOf(waiting))[0]?.status).toBe('open');

    expect((await historyOf(db(), id)).at(-1)).toMatchObject({
      action: 'offer_lapse',
      actorUserId: null,
      actorEmail: null,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.offer-lapse'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({ actorUserId: null });
    const mail = (await mailTo(db(), owner.user.email)).at(-1);
    expect(mail?.subject).toContain('has lapsed');
    expect(mail?.textBody).toContain('February 13, 2026');
    expect(mail?.textBody).toContain(`/applications/${id}`);
  });

  it('two sweeps at once lapse each offer once', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await offer(id, { respond_days: 3 });
    const later = new Date('2026-03-01T15:00:00Z');
    const [a, b] = await Promise.all([
      lapseDueOffers(sweepDeps(), later),
      lapseDueOffers(sweepDeps(), later),
    ]);
    expect((a?.lapsed ?? 0) + (b?.lapsed ?? 0)).toBeGreaterThanOrEqual(1);
    const lapses = (await historyOf(db(), id)).filter((h) => h.action === 'offer_lapse');
    expect(lapses).toHaveLength(1);
    expect(
      (await mailTo(db(), owner.user.email)).filter((m) => m.subject.includes('lapsed')),
    ).toHaveLength(1);
  });

  it("the app's sweep lapses due offers on its sweep clock", async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await offer(id, { respond_days: 3 });
    // A second instance on the same database whose sweep clock was moved forward.
    const later = new Date('2026-03-05T15:00:00Z');
    const app = await buildApp({
      config: testConfig({ ...AUTH_TEST_ENV, OFFER_SWEEP_INTERVAL_SECONDS: '1' }),
      database: t.database,
      logger: false,
      clock: () => NOW,
      sweepClock: () => later,
      overloadLimits: TEST_OVERLOAD_LIMITS,
    });
    await app.ready();
    try {
      const deadline = Date.now() + 10_000;
      while ((await offersOf(id))[0]?.status === 'open' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await app.close();
    }
    expect((await offersOf(id))[0]).toMatchObject({ status: 'lapsed', lapsedAt: later });
  });

  it('countOffers counts sent, accepted, countered and lapsed', async () => {
    const figures = await countOffers(db(), 'kent');
    expect(figures.sent).toBeGreaterThanOrEqual(
      figures.accepted + figures.countered + figures.lapsed,
    );
    expect(figures.accepted).toBeGreaterThanOrEqual(1);
    expect(figures.countered).toBeGreaterThanOrEqual(1);
    expect(figures.lapsed).toBeGreaterThanOrEqual(1);
    expect(await countOffers(db(), 'lyons')).toEqual({
      sent: 0,
      accepted: 0,
      countered: 0,
      lapsed: 0,
    });
  });
});
