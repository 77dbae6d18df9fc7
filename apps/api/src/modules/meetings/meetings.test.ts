import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLog,
  meetingBookings,
  meetingSlots,
  outbox,
  users,
} from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createSession, SESSION_COOKIE } from '../sessions/index.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { historyOf } from '../../../test/review-state.ts';
import { freshIp } from '../../../test/factories.ts';
import { writeFilingOverride } from '../municipalities/index.ts';
import { countMeetings, sendMeetingReminders } from './index.ts';

// Tuesday, 10:00 in New York. The clock is one Date the tests move.
const START = new Date('2026-02-10T15:00:00Z');
const now = new Date(START);
const PHONE = '(518) 555-0142';
const TEMPLATE = 'https://meet.example.com/{municipality}/{filingNumber}?t={token}';

let t: TestApp;
let owner: SignedInAccount;
let reviewer: SignedInAccount;
let admin: SignedInAccount;
let megaAdmin: SignedInAccount;
const db = () => t.database.db;

beforeAll(async () => {
  // Fifty bookings at once: the race is the test, not the load shedding in front of it.
  t = await build({ now, env: AUTH_TEST_ENV, overloadLimits: { maxInFlightToStart: 256 } });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  await writeFilingOverride(db(), 'lyons', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  reviewer = await signedInAs(t.app, 'super', 'kent');
  admin = await signedInAs(t.app, 'admin', 'kent');
  megaAdmin = await signedInAs(t.app, 'mega-admin', 'kent');
}, 120_000);
afterAll(() => t.close());

function at(iso: string) {
  now.setTime(new Date(iso).getTime());
}

/** The same account signed in again at the moved clock (its old session has expired). */
async function again(account: SignedInAccount): Promise<SignedInAccount> {
  const token = await createSession(
    db(),
    { userId: account.user.id, municipalityKey: account.municipalityKey },
    now,
  );
  return { ...account, headers: { ...account.headers, cookie: `${SESSION_COOKIE}=${token}` } };
}

async function fileFor(account: SignedInAccount) {
  const parcel = (await createParcel(db(), account.municipalityKey)).sbl;
  const res = await submitAs(t.app, account, parcel);
  expect(res.statusCode).toBe(200);
  return res.json().ir_id as number;
}

function call(
  account: SignedInAccount | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  muni = 'kent',
) {
  return injectOn(t.app, muni, { method, url, ...(payload ? { payload } : {}) }, account);
}

async function publish(account: SignedInAccount, body: object, muni = 'kent') {
  return call(account, 'POST', '/api/super/meeting_slots', body, muni);
}

/** Publishes slots and answers their ids. */
async function slotsAt(startsAt: string, count = 1, kind = 'either', minutes = 30) {
  const res = await publish(admin, { starts_at: startsAt, minutes, count, kind });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().slots as { id: number }[]).map((s) => s.id);
}

async function slotCount() {
  return (await db().select().from(meetingSlots)).length;
}

async function bookingCount() {
  return (await db().select().from(meetingBookings)).length;
}

async function mailsTo(email: string) {
  return db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
}

async function setTemplate(template: string | null) {
  const current = await call(megaAdmin, 'GET', '/api/admin/municipality_settings');
  const { key: _key, hosts: _hosts, ...settings } = current.json();
  const res = await call(megaAdmin, 'POST', '/api/admin/municipality_settings', {
    ...settings,
    meetingUrlTemplate: template,
  });
  await t.app.municipalities.refresh(db());
  return res;
}

function parsed(ics: string) {
  const events = Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0] as VEvent & { sequence?: string };
}

describe('POST /api/super/meeting_slots', () => {
  it('publishes consecutive slots on New York time, stored in UTC, with an audit row', async () => {
    const res = await publish(reviewer, {
      starts_at: '2026-02-12T09:00',
      minutes: 20,
      count: 3,
      kind: 'phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().slots;
    expect(slots.map((s: { starts_at: string }) => s.starts_at)).toEqual([
      '2026-02-12T14:00:00.000Z',
      '2026-02-12T14:20:00.000Z',
      '2026-02-12T14:40:00.000Z',
    ]);
    expect(slots[0]).toMatchObject({
      minutes: 20,
      kind: 'phone',
      reviewer_id: reviewer.user.id,
      reviewer_name: reviewer.user.email,
      booking: null,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'meeting.slots-create'));
    expect(audits.length).toBeGreaterThan(0);
    // Summer time: 09:00 is 13:00 UTC.
    const summer = await publish(reviewer, {
      starts_at: '2026-07-01T09:00',
      minutes: 10,
      count: 1,
      kind: 'video',
    });
    expect(summer.json().slots[0].starts_at).toBe('2026-07-01T13:00:00.000Z');
  });

  it('refuses visitors (401), owners and the town (403)', async () => {
    const body = { starts_at: '2026-02-13T09:00', minutes: 30, count: 1, kind: 'phone' };
    const before = await slotCount();
    expect((await publish(undefined as unknown as SignedInAccount, body)).statusCode).toBe(401);
    for (const role of ['user', 'town'] as const) {
      const res = await publish(await signedInAs(t.app, role, 'kent'), body);
      expect(res.statusCode, role).toBe(403);
    }
    expect(await slotCount()).toBe(before);
  });

  it('refuses bad input with the one error shape and writes nothing', async () => {
    const before = await slotCount();
    const base = { starts_at: '2026-02-13T09:00', minutes: 30, count: 1, kind: 'phone' };
    const cases: [object, number, string][] = [
      [{ ...base, minutes: 9 }, 400, 'validation_error'],
      [{ ...base, minutes: 61 }, 400, 'validation_error'],
      [{ ...base, count: 0 }, 400, 'validation_error'],
      [{ ...base, count: 49 }, 400, 'validation_error'],
      [{ ...base, kind: 'zoom' }, 400, 'validation_error'],
      [{ ...base, starts_at: '2026-02-13 09:00' }, 400, 'validation_error'],
      [{ ...base, starts_at: '2026-02-13T09:00Z' }, 400, 'validation_error'],
      // The hour skipped when the clocks go forward does not exist in New York.
      [{ ...base, starts_at: '2026-03-08T02:30' }, 400, 'validation_error'],
      [{ ...base, starts_at: '2026-02-10T09:00' }, 400, 'slot_in_past'],
      [{ ...base, extra: 1 }, 400, 'validation_error'],
    ];
    for (const [body, status, code] of cases) {
      const res = await publish(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, error_message: code });
    }
    // Another municipality's staff, or an owner, is no reviewer here.
    const foreign = await signedInAs(t.app, 'super', 'lyons');
    for (const id of [foreign.user.id, owner.user.id, 999_999]) {
      const res = await publish(admin, { ...base, reviewer_id: id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_message: 'not_staff', field: 'reviewer_id' });
    }
    expect(await slotCount()).toBe(before);
  });

  it('refuses a slot overlapping another of the same reviewer (409), not of another reviewer', async () => {
    const body = { starts_at: '2026-02-16T10:00', minutes: 30, count: 4, kind: 'either' };
    expect((await publish(admin, body)).statusCode).toBe(200);
    const before = await slotCount();
    const overlap = await publish(admin, { ...body, starts_at: '2026-02-16T11:50', count: 2 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ error_message: 'slot_overlap', field: 'starts_at' });
    expect(await slotCount()).toBe(before);
    // Touching is not overlapping; another reviewer's times may overlap.
    expect(
      (await publish(admin, { ...body, starts_at: '2026-02-16T12:00', count: 1 })).statusCode,
    ).toBe(200);
    expect((await publish(admin, { ...body, reviewer_id: reviewer.user.id })).statusCode).toBe(200);
  });

  it('checks overlaps under a lock: two equal requests at once give one set', async () => {
    const body = { starts_at: '2026-02-17T10:00', minutes: 15, count: 4, kind: 'phone' };
    const answers = await Promise.all([publish(admin, body), publish(admin, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('GET and DELETE /api/super/meeting_slots', () => {
  it('lists the days asked for, each slot with its booking; refuses a bad range', async () => {
    const [slotId] = await slotsAt('2026-02-18T09:00', 1, 'phone');
    const id = await fileFor(owner);
    const booked = await call(owner, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: slotId,
      kind: 'phone',
      phone: PHONE,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const res = await call(admin, 'GET', '/api/super/meeting_slots?from=2026-02-18&to=2026-02-18');
    expect(res.statusCode).toBe(200);
    expect(res.json().slots).toHaveLength(1);
    expect(res.json().slots[0].booking).toMatchObject({
      application_id: id,
      filing_number: expect.stringMatching(/^KENT-2026-/),
      owner_name: expect.any(String),
      kind: 'phone',
      phone: PHONE,
      video_url: null,
      status: 'booked',
    });
    for (const query of [
      'from=2026-02-20&to=2026-02-19',
      'from=2026-01-01&to=2026-06-01',
      'from=x',
    ]) {
      const bad = await call(admin, 'GET', `/api/super/meeting_slots?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    // Another municipality's staff see none of this one's slots.
    const foreign = await signedInAs(t.app, 'admin', 'lyons');
    const theirs = await call(
      foreign,
      'GET',
      '/api/super/meeting_slots?from=2026-02-18&to=2026-02-18',
      undefined,
      'lyons',
    );
    expect(theirs.json().slots).toEqual([]);
  });

  it('removes an open slot; a booked one cancels its booking and e-mails the owner METHOD:CANCEL', async () => {
    const [open, taken] = await slotsAt('2026-02-19T09:00', 2, 'phone');
    const account = await signedInAs(t.app, 'user', 'kent');
    await db().update(users).set({ language: 'es' }).where(eq(users.id, account.user.id));
    const id = await fileFor(account);
    const booked = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: taken,
      kind: 'phone',
      phone: PHONE,
    });
    expect(booked.statusCode).toBe(200);
    const foreign = await signedInAs(t.app, 'admin', 'lyons');
    const elsewhere = await call(
      foreign,
      'DELETE',
      `/api/super/meeting_slots/${open}`,
      undefined,
      'lyons',
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error_message: 'unknown_slot' });
    expect((await call(owner, 'DELETE', `/api/super/meeting_slots/${open}`)).statusCode).toBe(403);

    const removed = await call(admin, 'DELETE', `/api/super/meeting_slots/${open}`);
    expect(removed.json()).toEqual({ success: true, cancelled_booking: false });
    const cancelled = await call(admin, 'DELETE', `/api/super/meeting_slots/${taken}`);
    expect(cancelled.json()).toEqual({ success: true, cancelled_booking: true });
    expect((await call(admin, 'DELETE', `/api/super/meeting_slots/${taken}`)).statusCode).toBe(404);

    const [booking] = await db()
      .select()
      .from(meetingBookings)
      .where(eq(meetingBookings.applicationId, id));
    expect(booking).toMatchObject({ status: 'cancelled', slotId: null, sequence: 1 });
    const mails = await mailsTo(account.user.email);
    const last = mails.at(-1);
    expect(last?.subject).toMatch(/Se canceló su reunión informal/);
    expect(last?.textBody).toMatch(/La oficina del tasador canceló/);
    const ics = last?.attachments?.[0];
    expect(ics?.contentType).toMatch(/^text\/calendar.*method=CANCEL/);
    expect(ics?.content).toMatch(/^METHOD:CANCEL\r?$/m);
    const event = parsed(ics?.content ?? '');
    expect(event.uid).toBe(booking?.uid);
    expect(String(event.sequence)).toBe('1');
    const history = await historyOf(db(), id);
    expect(history.at(-1)).toMatchObject({
      action: 'meeting',
      after: { event: 'cancelled', by: 'office' },
    });
    // The owner reads it as cancelled: no meeting.
    const mine = await call(account, 'GET', `/api/applications/${id}/meeting`);
    expect(mine.json()).toEqual({ meeting: null });
  });
});

describe('the owner books, moves and cancels', () => {
  it('lists the open slots from tomorrow to 30 days ahead, not taken ones', async () => {
    const id = await fileFor(owner);
    const [today] = await slotsAt('2026-02-10T16:00', 1, 'phone');
    const [day30] = await slotsAt('2026-03-12T16:00', 1, 'phone');
    const [day31] = await slotsAt('2026-03-13T09:00', 1, 'phone');
    const res = await call(owner, 'GET', `/api/applications/${id}/meeting_slots`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().slots.map((s: { id: number }) => s.id);
    expect(ids).toContain(day30);
    expect(ids).not.toContain(today);
    expect(ids).not.toContain(day31);
    // Not another owner's filing, nor a guessed id, nor another municipality's host.
    const other = await signedInAs(t.app, 'user', 'kent');
    for (const [account, url, muni] of [
      [other, `/api/applications/${id}/meeting_slots`, 'kent'],
      [owner, '/api/applications/99999999/meeting_slots', 'kent'],
    ] as const) {
      const refused = await call(account, 'GET', url, undefined, muni);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error_message: 'not_found' });
    }
    expect((await call(owner, 'GET', `/api/applications/${id}/meeting`)).json()).toEqual({
      meeting: null,
    });
    expect((await call(other, 'GET', `/api/applications/${id}/meeting`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/api/applications/${id}/meeting`)).statusCode).toBe(401);
  });

  it('books a phone meeting with an invitation, moves it (same UID, SEQUENCE + 1), and cancels it', async () => {
    const account = await signedInAs(t.app, 'user', 'kent');
    const id = await fileFor(account);
    const [first, second] = await slotsAt('2026-02-20T09:00', 2, 'either');
    const auditBefore = (await db().select().from(auditLog)).length;

    const noPhone = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: first,
      kind: 'phone',
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({ error_message: 'phone_required', field: 'phone' });
    const badPhone = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: first,
      kind: 'phone',
      phone: '12',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(await bookingCount()).toBeGreaterThanOrEqual(0);

    const booked = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: first,
      kind: 'phone',
      phone: PHONE,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toEqual({
      moved: false,
      meeting: {
        id: expect.any(Number),
        starts_at: '2026-02-20T14:00:00.000Z',
        minutes: 30,
        kind: 'phone',
        phone: PHONE,
        video_url: null,
        status: 'booked',
        can_change: true,
      },
    });
    const [row] = await db()
      .select()
      .from(meetingBookings)
      .where(eq(meetingBookings.applicationId, id));
    const mails = await mailsTo(account.user.email);
    const confirmation = mails.at(-1);
    expect(confirmation?.subject).toMatch(
      /^Your .+ informal meeting: February 20, 2026, 9:00 AM ET$/,
    );
    expect(confirmation?.textBody).toContain(`A reviewer will call you at ${PHONE}.`);
    const ics = confirmation?.attachments?.[0]?.content ?? '';
    expect(confirmation?.attachments?.[0]).toMatchObject({ filename: 'meeting.ics' });
    expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(ics).toMatch(/^BEGIN:VTIMEZONE\r?$/m);
    expect(ics).toMatch(/^TZID:America\/New_York\r?$/m);
    expect(ics).toMatch(/^DTSTART;TZID=America\/New_York:20260220T090000\r?$/m);
    const event = parsed(ics);
    expect(event.uid).toBe(row?.uid);
    expect(String(event.sequence)).toBe('0');
    expect(event.start.toISOString()).toBe('2026-02-20T14:00:00.000Z');

    const moved = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: second,
      kind: 'phone',
      phone: PHONE,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      moved: true,
      meeting: { id: row?.id, starts_at: '2026-02-20T14:30:00.000Z' },
    });
    const rows = await db()
      .select()
      .from(meetingBookings)
      .where(eq(meetingBookings.applicationId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ uid: row?.uid, sequence: 1, slotId: second });
    const change = (await mailsTo(account.user.email)).at(-1);
    expect(change?.subject).toMatch(/moved to/);
    const changed = parsed(change?.attachments?.[0]?.content ?? '');
    expect(changed.uid).toBe(row?.uid);
    expect(String(changed.sequence)).toBe('1');
    // The first slot is open again.
    const open = await call(account, 'GET', `/api/applications/${id}/meeting_slots`);
    expect(open.json().slots.map((s: { id: number }) => s.id)).toContain(first);

    const cancelled = await call(account, 'DELETE', `/api/applications/${id}/meeting`);
    expect(cancelled.json()).toEqual({ success: true });
    const cancel = (await mailsTo(account.user.email)).at(-1);
    expect(cancel?.attachments?.[0]?.content).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(String(parsed(cancel?.attachments?.[0]?.content ?? '').sequence)).toBe('2');
    const again = await call(account, 'DELETE', `/api/applications/${id}/meeting`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error_message: 'no_meeting' });

    const history = (await historyOf(db(), id)).filter((h) => h.action === 'meeting');
    expect(history.map((h) => (h.after as { event: string }).event)).toEqual([
      'booked',
      'moved',
      'cancelled',
    ]);
    const audits = (await db().select().from(auditLog)).slice(auditBefore).map((a) => a.action);
    expect(audits).toEqual(
      expect.arrayContaining(['meeting.book', 'meeting.move', 'meeting.cancel']),
    );
  });

  it('refuses a kind the slot does not offer, a video meeting without the link template, and another town’s slot', async () => {
    const id = await fileFor(owner);
    const [phoneOnly] = await slotsAt('2026-02-23T09:00', 1, 'phone');
    const [videoOnly] = await slotsAt('2026-02-23T10:00', 1, 'video');
    const before = await bookingCount();
    const mismatch = await call(owner, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: phoneOnly,
      kind: 'video',
    });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ error_message: 'meeting_kind_mismatch' });
    const noLink = await call(owner, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: videoOnly,
      kind: 'video',
    });
    expect(noLink.statusCode).toBe(409);
    expect(noLink.json()).toMatchObject({ error_message: 'video_unavailable' });

    const lyonsAdmin = await signedInAs(t.app, 'admin', 'lyons');
    const foreignSlot = await publish(
      lyonsAdmin,
      { starts_at: '2026-02-23T11:00', minutes: 30, count: 1, kind: 'phone' },
      'lyons',
    );
    const foreignId = foreignSlot.json().slots[0].id;
    const elsewhere = await call(owner, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: foreignId,
      kind: 'phone',
      phone: PHONE,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error_message: 'unknown_slot' });
    const guessed = await call(owner, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: 987654321,
      kind: 'phone',
      phone: PHONE,
    });
    expect(guessed.statusCode).toBe(404);
    // Another owner's filing, or a guessed one.
    const other = await signedInAs(t.app, 'user', 'kent');
    for (const url of [`/api/applications/${id}/meeting`, '/api/applications/99999999/meeting']) {
      const refused = await call(other, 'POST', url, {
        slot_id: phoneOnly,
        kind: 'phone',
        phone: PHONE,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error_message: 'not_found' });
    }
    // A past slot and one today are not bookable.
    const [today] = await slotsAt('2026-02-10T17:00', 1, 'phone');
    const soon = await call(owner, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: today,
      kind: 'phone',
      phone: PHONE,
    });
    expect(soon.statusCode).toBe(409);
    expect(soon.json()).toMatchObject({ error_message: 'slot_unavailable' });
    expect(await bookingCount()).toBe(before);
  });

  it('takes the link template (https, three placeholders) and books video meetings with their link', async () => {
    const before = await call(megaAdmin, 'GET', '/api/admin/municipality_settings');
    for (const bad of [
      'http://meet.example.com/{token}',
      'https://meet.example.com/{parcelId}',
      'https://meet.example.com/{token',
    ]) {
      const res = await setTemplate(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error_message: 'validation_error' });
    }
    expect((await call(megaAdmin, 'GET', '/api/admin/municipality_settings')).json()).toEqual(
      before.json(),
    );
    const saved = await setTemplate(TEMPLATE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().meetingUrlTemplate).toBe(TEMPLATE);

    const id = await fileFor(owner);
    const [videoOnly] = await slotsAt('2026-02-24T10:00', 1, 'video');
    const booked = await call(owner, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: videoOnly,
      kind: 'video',
      phone: PHONE,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [row] = await db()
      .select()
      .from(meetingBookings)
      .where(eq(meetingBookings.applicationId, id));
    const url = booked.json().meeting.video_url as string;
    expect(url).toBe(
      `https://meet.example.com/kent/KENT-2026-${String(id).padStart(6, '0')}?t=${encodeURIComponent(row?.token ?? '')}`.replace(
        /KENT-2026-\d+/,
        (m) => m,
      ),
    );
    expect(booked.json().meeting.phone).toBeNull();
    const mail = (await mailsTo(owner.user.email)).at(-1);
    expect(mail?.textBody).toContain(url);
    expect(mail?.attachments?.[0]?.content).toContain('meet.example.com');
  });

  it('refuses a completed or withdrawn filing (409), and cancels the meeting when the owner withdraws', async () => {
    const account = await signedInAs(t.app, 'user', 'kent');
    const id = await fileFor(account);
    const [slot, later] = await slotsAt('2026-02-25T09:00', 2, 'phone');
    const booked = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: slot,
      kind: 'phone',
      phone: PHONE,
    });
    expect(booked.statusCode).toBe(200);
    const withdrawn = await call(account, 'POST', '/api/applications/withdraw', { id });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [row] = await db()
      .select()
      .from(meetingBookings)
      .where(eq(meetingBookings.applicationId, id));
    expect(row?.status).toBe('cancelled');
    expect(
      (await mailsTo(account.user.email)).some((m) =>
        m.attachments?.[0]?.content.includes('METHOD:CANCEL'),
      ),
    ).toBe(true);
    const refused = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: later,
      kind: 'phone',
      phone: PHONE,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_message: 'review_withdrawn' });

    const other = await fileFor(account);
    await db()
      .update(applications)
      .set({ reviewStatus: 'complete' })
      .where(eq(applications.id, other));
    const complete = await call(account, 'POST', `/api/applications/${other}/meeting`, {
      slot_id: later,
      kind: 'phone',
      phone: PHONE,
    });
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toMatchObject({ error_message: 'review_complete' });
  });

  it('fifty owners racing for one slot give one booking and 49 × 409 slot_taken', async () => {
    const [slot = 0] = await slotsAt('2026-02-26T09:00', 1, 'phone');
    const owners = await Promise.all(
      Array.from({ length: 50 }, () => signedInAs(t.app, 'user', 'kent')),
    );
    const ids: number[] = [];
    for (const o of owners) ids.push(await fileFor(o));
    // Fifty owners, each from an address of their own.
    const answers = await Promise.all(
      owners.map((o, i) =>
        injectOn(
          t.app,
          'kent',
          {
            method: 'POST',
            url: `/api/applications/${ids[i]}/meeting`,
            payload: { slot_id: slot, kind: 'phone', phone: PHONE },
            remoteAddress: freshIp(),
          },
          o,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(
      answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409).map((a) => a.body),
    ).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({ statusCode: 409, error_message: 'slot_taken' });
    }
    const rows = await db().select().from(meetingBookings).where(eq(meetingBookings.slotId, slot));
    expect(rows).toHaveLength(1);
  }, 120_000);
});

describe('time rules, the outcome and the reminder', () => {
  it('cancels until 2 hours before; records the outcome from the start; reminds once 24 hours before', async () => {
    let account = await signedInAs(t.app, 'user', 'kent');
    const id = await fileFor(account);
    const [slot, other] = await slotsAt('2026-03-02T09:00', 2, 'phone');
    const booked = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: slot,
      kind: 'phone',
      phone: PHONE,
    });
    expect(booked.statusCode).toBe(200);
    const bookingId = booked.json().meeting.id as number;

    const early = await call(admin, 'POST', '/api/super/meeting_outcome', {
      booking_id: bookingId,
      outcome: 'held',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error_message: 'meeting_not_started' });

    // The reminder: a day before, once, whichever pass runs.
    at('2026-03-01T14:30:00Z');
    const deps = { db: db(), config: t.app.config, municipalities: t.app.municipalities };
    const mailsBefore = (await mailsTo(account.user.email)).length;
    const passes = await Promise.all([
      sendMeetingReminders(deps, now),
      sendMeetingReminders(deps, now),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sendMeetingReminders(deps, now)).toBe(0);
    const reminders = (await mailsTo(account.user.email)).slice(mailsBefore);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(
      /^Reminder: your .* informal meeting is on March 2, 2026, 9:00 AM ET$/,
    );
    expect(reminders[0]?.attachments?.[0]?.content).toMatch(/^METHOD:REQUEST\r?$/m);

    // Within 2 hours of the start: no cancel, no move.
    at('2026-03-02T12:30:00Z');
    account = await again(account);
    const late = await call(account, 'DELETE', `/api/applications/${id}/meeting`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error_message: 'meeting_too_late' });
    const lateMove = await call(account, 'POST', `/api/applications/${id}/meeting`, {
      slot_id: other,
      kind: 'phone',
      phone: PHONE,
    });
    expect(lateMove.statusCode).toBe(409);
    expect(
      (await call(account, 'GET', `/api/applications/${id}/meeting`)).json().meeting.can_change,
    ).toBe(false);

    at('2026-03-02T14:05:00Z');
    account = await again(account);
    const staff = await again(admin);
    const heldBy = await again(reviewer);
    const foreign = await signedInAs(t.app, 'admin', 'lyons');
    const elsewhere = await call(
      foreign,
      'POST',
      '/api/super/meeting_outcome',
      { booking_id: bookingId, outcome: 'held' },
      'lyons',
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error_message: 'unknown_booking' });
    expect(
      (
        await call(account, 'POST', '/api/super/meeting_outcome', {
          booking_id: bookingId,
          outcome: 'held',
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call(staff, 'POST', '/api/super/meeting_outcome', {
      booking_id: bookingId,
      outcome: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    const held = await call(heldBy, 'POST', '/api/super/meeting_outcome', {
      booking_id: bookingId,
      outcome: 'held',
      notes: 'Agreed to look at the sketch.',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().booking).toMatchObject({
      status: 'held',
      outcome_notes: 'Agreed to look at the sketch.',
    });
    const twice = await call(staff, 'POST', '/api/super/meeting_outcome', {
      booking_id: bookingId,
      outcome: 'no_show',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error_message: 'meeting_closed' });
    const history = await historyOf(db(), id);
    expect(history.at(-1)).toMatchObject({
      action: 'meeting_outcome',
      actorUserId: reviewer.user.id,
      after: { outcome: 'held' },
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'meeting.outcome'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    // A held meeting's slot stays.
    expect((await call(staff, 'DELETE', `/api/super/meeting_slots/${slot}`)).statusCode).toBe(409);
    expect(
      (await call(account, 'GET', `/api/applications/${id}/meeting`)).json().meeting,
    ).toMatchObject({ status: 'held', can_change: false });

    const figures = await countMeetings(db(), 'kent');
    expect(figures.held).toBe(1);
    expect(figures.booked).toBeGreaterThanOrEqual(1);
    expect(await countMeetings(db(), 'lyons')).toEqual({ booked: 0, held: 0, missed: 0 });
    at(START.toISOString());
  });
});
