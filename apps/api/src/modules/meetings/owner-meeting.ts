import {
  AppError,
  filingNumber,
  MEETING_BOOKING_DAYS,
  msg,
  slotFits,
  type BookMeetingInput,
  type MeetingSlotKind,
  type OpenMeetingSlot,
  type OwnerMeeting,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findApplicationOfAccount, type Tx } from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import type { RecordMeetingHistory } from './history.ts';
import { newYorkDay, newYorkDayStart } from './local-time.ts';
import {
  findMeetingOfFiling,
  findSlot,
  insertBooking,
  listOpenSlots,
  lockBookedOfFiling,
  updateBooking,
  type BookingRow,
} from './repository.ts';
import {
  changeableAt,
  mailOwner,
  newBookingToken,
  newBookingUid,
  ownerMeetingOf,
  violates,
} from './shared.ts';

const notFound = () => new AppError(404, 'not_found', 'applications.notFound');
const taken = () => new AppError(409, 'slot_taken', 'meetings.errors.slotTaken');

/** Owners book from the start of tomorrow to the end of the 30th day ahead, in New York. */
function bookingWindow(now: Date): { from: Date; to: Date } {
  const today = newYorkDay(now);
  return { from: newYorkDayStart(today, 1), to: newYorkDayStart(today, MEETING_BOOKING_DAYS + 1) };
}

/** The account's own filing here, or the same 404 for another's, another town's or none. */
async function ownFiling(
  ctx: SignedInContext,
  db: Tx | SignedInContext['db'],
  id: number,
  lock: 'for update' | 'no lock',
) {
  const found = await findApplicationOfAccount(db, ctx.municipality.key, ctx.actor.id, id, lock);
  if (!found) throw notFound();
  const a = found.application;
  return {
    application: a,
    number: filingNumber(a.municipalityKey, a.filingYear, a.id),
    open: a.reviewStatus !== 'complete' && a.reviewStatus !== 'withdrawn',
  };
}

/** GET /applications/{id}/meeting_slots. */
export async function listFilingMeetingSlots(
  ctx: SignedInContext,
  id: number,
): Promise<{ slots: OpenMeetingSlot[] }> {
  await ownFiling(ctx, ctx.db, id, 'no lock');
  const { from, to } = bookingWindow(ctx.now);
  const slots = await listOpenSlots(ctx.db, ctx.municipality.key, from, to);
  return {
    slots: slots.map((s) => ({
      id: s.id,
      starts_at: s.startsAt.toISOString(),
      minutes: s.minutes,
      kind: s.kind as MeetingSlotKind,
    })),
  };
}

/** GET /applications/{id}/meeting. */
export async function getFilingMeeting(
  ctx: SignedInContext,
  id: number,
): Promise<{ meeting: OwnerMeeting | null }> {
  const filing = await ownFiling(ctx, ctx.db, id, 'no lock');
  const booking = await findMeetingOfFiling(ctx.db, ctx.municipality.key, id);
  return {
    meeting: booking
      ? ownerMeetingOf(ctx, booking, { filingNumber: filing.number, open: filing.open }, ctx.now)
      : null,
  };
}

/**
 * POST /applications/{id}/meeting: books the slot for the filing, or moves the filing's
 * booking to it (the same row: its uid stays, its sequence rises), in one transaction under
 * the filing's row lock. The partial unique index on the slot decides a race between owners:
 * the first to commit wins, every other gets 409 slot_taken.
 */
export async function bookMeeting(
  ctx: SignedInContext,
  id: number,
  input: BookMeetingInput,
  recordHistory: RecordMeetingHistory,
): Promise<{ meeting: OwnerMeeting; moved: boolean }> {
  const muni = ctx.municipality.key;
  if (input.kind === 'phone' && !input.phone) {
    throw new AppError(400, 'phone_required', 'meetings.errors.phoneRequired', { field: 'phone' });
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const filing = await ownFiling(ctx, tx, id, 'for update');
      if (filing.application.reviewStatus === 'complete') {
        throw new AppError(409, 'review_complete', 'meetings.errors.filingComplete');
      }
      if (filing.application.reviewStatus === 'withdrawn') {
        throw new AppError(409, 'review_withdrawn', 'meetings.errors.filingWithdrawn');
      }
      const slot = await findSlot(tx, muni, input.slot_id);
      if (!slot) {
        throw new AppError(404, 'unknown_slot', 'meetings.errors.unknownSlot', {
          field: 'slot_id',
        });
      }
      const window = bookingWindow(ctx.now);
      if (slot.startsAt < window.from || slot.startsAt >= window.to) {
        throw new AppError(409, 'slot_unavailable', 'meetings.errors.slotUnavailable', {
          field: 'slot_id',
        });
      }
      if (!slotFits(slot.kind as MeetingSlotKind, input.kind)) {
        throw new AppError(409, 'meeting_kind_mismatch', 'meetings.errors.kindMismatch', {
          field: 'kind',
        });
      }
      if (input.kind === 'video' && !ctx.municipality.meetingUrlTemplate) {
        throw new AppError(409, 'video_unavailable', 'meetings.errors.videoUnavailable', {
          field: 'kind',
        });
      }
      const current = await lockBookedOfFiling(tx, muni, id);
      if (current && !changeableAt(current.startsAt, ctx.now)) {
        throw new AppError(
          409,
          'meeting_too_late',
          msg('meetings.errors.tooLate', { phone: ctx.firm.phone }),
        );
      }
      const fields = {
        slotId: slot.id,
        startsAt: slot.startsAt,
        minutes: slot.minutes,
        kind: input.kind,
        phone: input.kind === 'phone' ? (input.phone ?? null) : null,
      };
      let booking: BookingRow;
      if (current) {
        booking = await updateBooking(tx, current.id, {
          ...fields,
          sequence: current.sequence + 1,
          reminderSentAt: null,
        });
      } else {
        booking = await insertBooking(tx, {
          ...fields,
          municipalityKey: muni,
          applicationId: id,
          uid: newBookingUid(new URL(ctx.link('/')).hostname),
          token: newBookingToken(),
          bookedBy: ctx.actor.id,
          bookedAt: ctx.now,
        });
      }
      const event = current ? 'moved' : 'booked';
      const after = {
        event,
        booking_id: booking.id,
        starts_at: booking.startsAt.toISOString(),
        minutes: booking.minutes,
        kind: booking.kind,
        sequence: booking.sequence,
      };
      const before = current
        ? { starts_at: current.startsAt.toISOString(), kind: current.kind }
        : undefined;
      await recordHistory(tx, {
        municipalityKey: muni,
        applicationId: id,
        owner: { id: ctx.actor.id, email: ctx.actor.email },
        at: ctx.now,
        action: 'meeting',
        before,
        after,
      });
      await audit(tx, {
        municipalityKey: muni,
        actorUserId: ctx.actor.id,
        action: current ? 'meeting.move' : 'meeting.book',
        target: { type: 'application', id },
        before,
        after,
        requestId: ctx.requestId,
      });
      await mailOwner(tx, ctx, current ? 'moved' : 'booked', booking);
      return {
        meeting: ownerMeetingOf(ctx, booking, { filingNumber: filing.number, open: true }, ctx.now),
        moved: current !== undefined,
      };
    });
  } catch (error) {
    if (violates(error, 'meeting_bookings_one_per_slot_key')) throw taken();
    // The same filing booked twice at once: the filing's row lock makes this rare; same answer.
    if (violates(error, 'meeting_bookings_one_per_filing_key')) throw taken();
    throw error;
  }
}

/** DELETE /applications/{id}/meeting: until 2 hours before the start. */
export async function cancelMeeting(
  ctx: SignedInContext,
  id: number,
  recordHistory: RecordMeetingHistory,
): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    await ownFiling(ctx, tx, id, 'for update');
    const current = await lockBookedOfFiling(tx, muni, id);
    if (!current) throw new AppError(404, 'no_meeting', 'meetings.errors.noMeeting');
    if (!changeableAt(current.startsAt, ctx.now)) {
      throw new AppError(
        409,
        'meeting_too_late',
        msg('meetings.errors.tooLate', { phone: ctx.firm.phone }),
      );
    }
    const booking = await updateBooking(tx, current.id, {
      status: 'cancelled',
      cancelledAt: ctx.now,
      sequence: current.sequence + 1,
    });
    const after = { event: 'cancelled', booking_id: booking.id, by: 'owner' };
    const before = { starts_at: current.startsAt.toISOString(), status: 'booked' };
    await recordHistory(tx, {
      municipalityKey: muni,
      applicationId: id,
      owner: { id: ctx.actor.id, email: ctx.actor.email },
      at: ctx.now,
      action: 'meeting',
      before,
      after,
    });
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'meeting.cancel',
      target: { type: 'application', id },
      before,
      after,
      requestId: ctx.requestId,
    });
    await mailOwner(tx, ctx, 'cancelled', booking, 'owner');
  });
}
