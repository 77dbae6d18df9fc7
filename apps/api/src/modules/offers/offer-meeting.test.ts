import { and, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, meetingBookings, reviewOffers, reviews } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { mailTo } from '../../../test/factories.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { historyOf, reviewState } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

// Tuesday, 10:00 in New York.
const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0142';

let t: TestApp;
let reviewer: SignedInAccount;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  reviewer = await signedInAs(t.app, 'super', 'kent');
});
afterAll(() => t.close());

function call(account: SignedInAccount, method: 'GET' | 'POST', url: string, payload?: object) {
  return injectOn(t.app, 'kent', { method, url, ...(payload ? { payload } : {}) }, account);
}

async function bookingOf(id: number) {
  const [row] = await db()
    .select()
    .from(meetingBookings)
    .where(eq(meetingBookings.applicationId, id));
  return row;
}

describe('an accepted offer and the meeting the owner booked', () => {
  it('accepting completes the review and cancels the booking, with the METHOD:CANCEL e-mail', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const parcel = await createParcel(db(), 'kent', { totalAv: 250000, landAv: 50000 });
    const filed = await submitAs(t.app, owner, parcel.sbl);
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().ir_id as number;

    const [review] = await db().select().from(reviews).where(eq(reviews.applicationId, id));
    const version = review?.version ?? 0;
    const sent = await call(reviewer, 'POST', '/api/super/offer', {
      id,
      version,
      offered_total_value: 200000,
      decision_reason: 'comparable_sales_support',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const talk = await call(owner, 'POST', '/api/applications/respond_offer', {
      id,
      decision: 'meeting',
    });
    expect(talk.statusCode, talk.body).toBe(200);
    const published = await call(reviewer, 'POST', '/api/super/meeting_slots', {
      starts_at: '2026-02-12T09:00',
      minutes: 30,
      count: 1,
      kind: 'phone',
    });
    expect(published.statusCode, published.body).toBe(200);
    const [slot] = published.json().slots as { id: number }[];
    const booked = await call(owner, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: slot?.id,
      kind: 'phone',
      phone: PHONE,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = await bookingOf(id);
    expect(booking).toMatchObject({ status: 'booked', sequence: 0 });

    const accepted = await call(owner, 'POST', '/api/applications/respond_offer', {
      id,
      decision: 'accept',
      name: 'Olive Owner',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect((await reviewState(db())).statuses.find((s) => s.id === id)?.status).toBe('complete');
    const [offer] = await db()
      .select()
      .from(reviewOffers)
      .where(eq(reviewOffers.applicationId, id));
    expect(offer?.status).toBe('accepted');
    expect(await bookingOf(id)).toMatchObject({
      id: booking?.id,
      uid: booking?.uid,
      status: 'cancelled',
      cancelledAt: NOW,
      sequence: 1,
    });

    // The owner gets the cancellation (same UID, SEQUENCE 1) beside the accepted decision's.
    const mails = await mailTo(db(), owner.user.email);
    const cancel = mails.find((m) =>
      m.attachments?.some((a) => /^METHOD:CANCEL\r?$/m.test(a.content)),
    );
    expect(cancel, mails.map((m) => m.subject).join('\n')).toBeDefined();
    const ics = cancel?.attachments?.[0];
    expect(ics).toMatchObject({ filename: 'meeting.ics' });
    expect(ics?.contentType).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(ics?.content ?? '')).filter(
      (c) => c?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ uid: booking?.uid });
    expect(String((events[0] as { sequence?: unknown }).sequence)).toBe('1');

    // The timeline and the audit say so, the owner as who did it.
    const history = await historyOf(db(), id);
    expect(history.at(-1)).toMatchObject({
      action: 'meeting',
      actorUserId: owner.user.id,
      after: { event: 'cancelled', booking_id: booking?.id, by: 'filing' },
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'meeting.cancel'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: owner.user.id });

    // The owner's page shows no meeting left.
    const meeting = await call(owner, 'GET', `/api/applications/${id}/meeting`);
    expect(meeting.statusCode).toBe(200);
    expect(meeting.json()).toEqual({ meeting: null });
  });
});
