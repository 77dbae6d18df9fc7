import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.ts';
import { writeFilingOverride } from '../municipalities/index.ts';
import { meetingCalendar } from './calendar.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0142';

let t: TestApp;
let catcher: SmtpCatcher;
let admin: SignedInAccount;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await build({ now: NOW, env: { ...AUTH_TEST_ENV, SMTP_URL: catcher.url } });
  await writeFilingOverride(t.database.db, 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  admin = await signedInAs(t.app, 'admin', 'kent');
}, 60_000);
afterAll(async () => {
  await t.close();
  await catcher.close();
});

function event(ics: string) {
  const [first] = Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT');
  return first as VEvent & { sequence?: string };
}

describe('the calendar file', () => {
  it('is an iCalendar invitation on New York time with its VTIMEZONE, UID and SEQUENCE', () => {
    const ics = meetingCalendar({
      method: 'REQUEST',
      uid: 'abc@kent.localhost',
      sequence: 3,
      start: new Date('2026-07-01T13:00:00Z'),
      minutes: 45,
      summary: 'Kent informal meeting',
      description: 'Phone meeting',
      url: null,
      organizer: { name: 'Town of Kent', email: 'no-reply@kent.localhost' },
      attendee: 'owner@example.com',
    });
    expect(ics).toMatch(/^METHOD:REQUEST\r$/m);
    expect(ics).toMatch(/^BEGIN:VTIMEZONE\r$/m);
    expect(ics).toMatch(/^TZID:America\/New_York\r$/m);
    expect(ics).toMatch(/^DTSTART;TZID=America\/New_York:20260701T090000\r$/m);
    expect(ics).toMatch(/^DTEND;TZID=America\/New_York:20260701T094500\r$/m);
    const parsed = event(ics);
    expect(parsed.uid).toBe('abc@kent.localhost');
    expect(String(parsed.sequence)).toBe('3');
    expect(parsed.start.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    const cancel = meetingCalendar({
      method: 'CANCEL',
      uid: 'abc@kent.localhost',
      sequence: 4,
      start: new Date('2026-07-01T13:00:00Z'),
      minutes: 45,
      summary: 'x',
      description: 'y',
      url: null,
      organizer: { name: 'Town of Kent', email: 'no-reply@kent.localhost' },
      attendee: 'owner@example.com',
    });
    expect(cancel).toMatch(/^METHOD:CANCEL\r$/m);
    expect(cancel).toMatch(/^STATUS:CANCELLED\r$/m);
  });
});

describe('the e-mails reach the SMTP server with their invitation', () => {
  it('sends the confirmation with text/calendar, and the cancellation when the filing is voided', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const parcel = (await createParcel(t.database.db, 'kent')).sbl;
    const filed = await submitAs(t.app, owner, parcel);
    const id = filed.json().ir_id as number;
    const slots = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/meeting_slots',
        payload: { starts_at: '2026-02-12T09:00', minutes: 30, count: 1, kind: 'phone' },
      },
      admin,
    );
    const slotId = slots.json().slots[0].id as number;
    const booked = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: `/api/applications/${id}/meeting`,
        payload: { slot_id: slotId, kind: 'phone', phone: PHONE },
      },
      owner,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const mail = await catcher.waitForMessage(
      (m) => m.recipients.includes(owner.user.email) && /informal meeting: /.test(m.subject),
      20_000,
    );
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe('meeting.ics');
    expect(attachment?.contentType).toBe('text/calendar');
    expect(attachment?.content).toMatch(/^METHOD:REQUEST\r?$/m);
    const invitation = event(attachment?.content ?? '');
    expect(String(invitation.sequence)).toBe('0');
    expect(mail.text).toContain(PHONE);

    const voided = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/void',
        payload: { id, reason: 'Filed twice for the same parcel by mistake.' },
      },
      admin,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    const cancellation = await catcher.waitForMessage(
      (m) => m.recipients.includes(owner.user.email) && /was cancelled/.test(m.subject),
      20_000,
    );
    const cancelled = cancellation.attachments[0]?.content ?? '';
    expect(cancelled).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(event(cancelled).uid).toBe(invitation.uid);
    expect(String(event(cancelled).sequence)).toBe('1');
  }, 60_000);
});
