import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { FILING_TIME_ZONE } from '@ir/domain';
import { onNewYorkClock } from './local-time.ts';

export interface MeetingInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** The booking's uid: the same for its whole life, so a calendar updates one event. */
  uid: string;
  /** One more with each change, so a calendar takes the newest. */
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  /** The video link, or nothing for a phone meeting. */
  url: string | null;
  organizer: { name: string; email: string };
  attendee: string;
}

/**
 * The .ics of a meeting's invitation (decision 055): built by ical-generator, with the
 * America/New_York VTIMEZONE from @touch4it/ical-timezones and the times written on that
 * clock (TZID), as the e-mail says them.
 */
export function meetingCalendar(m: MeetingInvitation): string {
  const calendar = ical({
    prodId: { company: 'informal-review', product: 'meetings', language: 'EN' },
    method: m.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: FILING_TIME_ZONE, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: m.uid,
    sequence: m.sequence,
    stamp: new Date(),
    start: onNewYorkClock(m.start),
    end: onNewYorkClock(new Date(m.start.getTime() + m.minutes * 60_000)),
    timezone: FILING_TIME_ZONE,
    summary: m.summary,
    description: m.description,
    ...(m.url ? { url: m.url, location: m.url } : {}),
    organizer: m.organizer,
    attendees: [{ email: m.attendee, rsvp: false }],
    status: m.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
