import { randomBytes, randomUUID } from 'node:crypto';
import { filingNumber, MEETING_CHANGE_HOURS, type OwnerMeeting } from '@ir/domain';
import type { Tx } from '../applications/index.ts';
import { findFilingSummaries } from '../applications/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { findUserById } from '../users/index.ts';
import {
  meetingEmail,
  videoUrlOf,
  type CancelledBy,
  type MeetingMailKind,
  type MeetingMailSite,
} from './meeting-mail.ts';
import type { BookingRow } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A new booking's calendar UID: random, on the municipality's host. */
export function newBookingUid(host: string): string {
  return `${randomUUID()}@${host}`;
}

/** The video link's {token}: random, so a link cannot be guessed from a filing number. */
export function newBookingToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether the owner may still change or cancel a meeting starting at `startsAt`. */
export function changeableAt(startsAt: Date, now: Date): boolean {
  return now.getTime() < startsAt.getTime() - MEETING_CHANGE_HOURS * HOUR_MS;
}

/** The booking as the owner sees it. */
export function ownerMeetingOf(
  site: Pick<MeetingMailSite, 'municipality'>,
  booking: BookingRow,
  filing: { filingNumber: string; open: boolean },
  now: Date,
): OwnerMeeting {
  return {
    id: booking.id,
    starts_at: booking.startsAt.toISOString(),
    minutes: booking.minutes,
    kind: booking.kind as OwnerMeeting['kind'],
    phone: booking.kind === 'phone' ? booking.phone : null,
    video_url: videoUrlOf(site.municipality, booking, filing.filingNumber),
    status: booking.status as OwnerMeeting['status'],
    can_change: booking.status === 'booked' && filing.open && changeableAt(booking.startsAt, now),
  };
}

/**
 * Enqueues one of the meeting's e-mails to the account that booked it (the filing's filer
 * when that account is gone), in its language, in the caller's transaction.
 */
export async function mailOwner(
  tx: Tx,
  site: MeetingMailSite,
  kind: MeetingMailKind,
  booking: BookingRow,
  cancelledBy?: CancelledBy,
): Promise<void> {
  const muni = site.municipality.key;
  const [filing] = await findFilingSummaries(tx, muni, [booking.applicationId]);
  if (!filing) return;
  const accountId = booking.bookedBy ?? filing.submittedBy;
  const account = accountId === null ? undefined : await findUserById(tx, muni, accountId);
  if (!account) return;
  await enqueueMail(
    tx,
    meetingEmail(
      site,
      account.language,
      account.email,
      kind,
      booking,
      {
        id: filing.id,
        filingNumber: filingNumber(filing.municipalityKey, filing.filingYear, filing.id),
        address: filing.fullAddress,
      },
      cancelledBy,
    ),
  );
}

/**
 * Whether `error` is a unique violation (SQLSTATE 23505) of `index`; drizzle wraps the
 * driver's error, so the chain of causes is searched.
 */
export function violates(error: unknown, index: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return constraint === index;
    current = cause;
  }
  return false;
}
