import {
  AppError,
  filingNumber,
  formatInstant,
  MEETING_LIST_DAYS_MAX,
  msg,
  type CreateMeetingSlotsInput,
  type MeetingKind,
  type MeetingSlotKind,
  type SetMeetingOutcomeInput,
  type StaffMeetingSlot,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findFilingSummaries, type Tx } from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import { accountEmails, listActiveStaff } from '../users/index.ts';
import type { RecordMeetingHistory } from './history.ts';
import { newYorkDay, newYorkDayStart, newYorkLocalToUtc } from './local-time.ts';
import { videoUrlOf } from './meeting-mail.ts';
import {
  deleteSlot,
  findOverlappingSlot,
  findSlot,
  insertSlots,
  listSlotsWithBookings,
  lockBooking,
  lockLiveBookingOfSlot,
  lockSlotPublishing,
  updateBooking,
  type BookingRow,
  type SlotRow,
} from './repository.ts';
import { mailOwner } from './shared.ts';

const MINUTE_MS = 60_000;

/** A staff step on a filing's meeting: its timeline row and its audit row, one transaction. */
async function recordStaffStep(
  ctx: SignedInContext,
  tx: Tx,
  recordHistory: RecordMeetingHistory,
  step: {
    applicationId: number;
    action: 'meeting' | 'meeting_outcome';
    auditAction: `meeting.${string}`;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await recordHistory(tx, {
    municipalityKey: ctx.municipality.key,
    applicationId: step.applicationId,
    owner: { id: ctx.actor.id, email: ctx.actor.email },
    at: ctx.now,
    action: step.action,
    before: step.before,
    after: step.after,
  });
  await audit(tx, {
    municipalityKey: ctx.municipality.key,
    actorUserId: ctx.actor.id,
    action: step.auditAction,
    target: { type: 'application', id: step.applicationId },
    before: step.before,
    after: step.after,
    requestId: ctx.requestId,
  });
}
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Slots as staff read them: each with its reviewer and its booking's filing and owner. */
async function staffView(
  ctx: SignedInContext,
  db: Tx | SignedInContext['db'],
  rows: readonly { slot: SlotRow; booking: BookingRow | null }[],
): Promise<StaffMeetingSlot[]> {
  const muni = ctx.municipality.key;
  const reviewers = await accountEmails(db, muni, [
    ...new Set(rows.flatMap((r) => (r.slot.reviewerId === null ? [] : [r.slot.reviewerId]))),
  ]);
  const filingIds = [...new Set(rows.flatMap((r) => (r.booking ? [r.booking.applicationId] : [])))];
  const filings = new Map((await findFilingSummaries(db, muni, filingIds)).map((f) => [f.id, f]));
  return rows.map(({ slot, booking }) => {
    const filing = booking ? filings.get(booking.applicationId) : undefined;
    const number = filing ? filingNumber(filing.municipalityKey, filing.filingYear, filing.id) : '';
    return {
      id: slot.id,
      starts_at: slot.startsAt.toISOString(),
      minutes: slot.minutes,
      kind: slot.kind as MeetingSlotKind,
      reviewer_id: slot.reviewerId,
      reviewer_name: slot.reviewerId === null ? null : (reviewers.get(slot.reviewerId) ?? null),
      booking: booking
        ? {
            id: booking.id,
            application_id: booking.applicationId,
            filing_number: number,
            owner_name: filing ? `${filing.ownerFirstName} ${filing.ownerLastName}`.trim() : '',
            kind: booking.kind as MeetingKind,
            phone: booking.kind === 'phone' ? booking.phone : null,
            video_url: videoUrlOf(ctx.municipality, booking, number),
            status: booking.status as NonNullable<StaffMeetingSlot['booking']>['status'],
            outcome_notes: booking.outcomeNotes,
          }
        : null,
    };
  });
}

/**
 * POST /super/meeting_slots: `count` consecutive slots from `starts_at` (New York's clock),
 * all or none. The overlap check and the insert run under the municipality's advisory lock,
 * so two requests for one reviewer cannot both pass the check.
 */
export async function createMeetingSlots(
  ctx: SignedInContext,
  input: CreateMeetingSlotsInput,
): Promise<{ slots: StaffMeetingSlot[] }> {
  const muni = ctx.municipality.key;
  const first = newYorkLocalToUtc(input.starts_at);
  if (!first) {
    throw new AppError(400, 'validation_error', 'meetings.errors.badStartsAt', {
      field: 'starts_at',
    });
  }
  if (first.getTime() <= ctx.now.getTime()) {
    throw new AppError(400, 'slot_in_past', 'meetings.errors.startsInPast', { field: 'starts_at' });
  }
  const reviewerId = input.reviewer_id ?? ctx.actor.id;
  const starts = Array.from(
    { length: input.count },
    (_, i) => new Date(first.getTime() + i * input.minutes * MINUTE_MS),
  );
  const end = new Date(first.getTime() + input.count * input.minutes * MINUTE_MS);
  return ctx.db.transaction(async (tx) => {
    const [reviewer] = await listActiveStaff(tx, muni, [reviewerId]);
    if (!reviewer) {
      throw new AppError(400, 'not_staff', 'meetings.errors.notStaff', { field: 'reviewer_id' });
    }
    await lockSlotPublishing(tx, muni);
    const overlap = await findOverlappingSlot(tx, muni, reviewerId, first, end);
    if (overlap) {
      throw new AppError(
        409,
        'slot_overlap',
        msg('meetings.errors.overlap', { time: formatInstant(overlap.startsAt, 'long') }),
        { field: 'starts_at' },
      );
    }
    const slots = await insertSlots(
      tx,
      starts.map((startsAt) => ({
        municipalityKey: muni,
        reviewerId,
        startsAt,
        minutes: input.minutes,
        kind: input.kind,
        createdBy: ctx.actor.id,
        createdAt: ctx.now,
      })),
    );
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'meeting.slots-create',
      target: { type: 'meeting_slot', id: slots[0]?.id ?? 0 },
      after: {
        slot_ids: slots.map((s) => s.id),
        starts_at: first.toISOString(),
        minutes: input.minutes,
        count: input.count,
        kind: input.kind,
        reviewer_id: reviewerId,
      },
      requestId: ctx.requestId,
    });
    return {
      slots: await staffView(
        ctx,
        tx,
        slots.map((slot) => ({ slot, booking: null })),
      ),
    };
  });
}

/** GET /super/meeting_slots?from=&to=: the days from `from` to `to` on New York's clock. */
export async function listMeetingSlots(
  ctx: SignedInContext,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ from: string; to: string; slots: StaffMeetingSlot[] }> {
  const from = query.from ?? newYorkDay(ctx.now);
  const to =
    query.to ?? newYorkDay(new Date(newYorkDayStart(from).getTime() + 14 * DAY_MS + 12 * 3600_000));
  const start = newYorkDayStart(from);
  const stop = newYorkDayStart(to, 1);
  if (
    stop <= start ||
    stop.getTime() - start.getTime() > (MEETING_LIST_DAYS_MAX + 1) * DAY_MS + 3600_000
  ) {
    throw new AppError(400, 'bad_range', 'meetings.errors.badRange', { field: 'to' });
  }
  const rows = await listSlotsWithBookings(ctx.db, ctx.municipality.key, start, stop);
  return { from, to, slots: await staffView(ctx, ctx.db, rows) };
}

/**
 * DELETE /super/meeting_slots/{id}: removes the slot; a booked one's booking is cancelled
 * (kept, without its slot) and its owner e-mailed with METHOD:CANCEL. A slot whose meeting was
 * held or missed keeps its record.
 */
export async function deleteMeetingSlot(
  ctx: SignedInContext,
  id: number,
  recordHistory: RecordMeetingHistory,
): Promise<{ success: true; cancelled_booking: boolean }> {
  const muni = ctx.municipality.key;
  return ctx.db.transaction(async (tx) => {
    const slot = await findSlot(tx, muni, id, 'for update');
    if (!slot) throw new AppError(404, 'unknown_slot', 'meetings.errors.unknownSlot');
    const booking = await lockLiveBookingOfSlot(tx, slot.id);
    if (booking && booking.status !== 'booked') {
      throw new AppError(409, 'meeting_closed', 'meetings.errors.closed');
    }
    let cancelled: BookingRow | undefined;
    if (booking) {
      cancelled = await updateBooking(tx, booking.id, {
        status: 'cancelled',
        cancelledAt: ctx.now,
        sequence: booking.sequence + 1,
      });
      await recordStaffStep(ctx, tx, recordHistory, {
        applicationId: booking.applicationId,
        action: 'meeting',
        auditAction: 'meeting.cancel',
        before: { starts_at: booking.startsAt.toISOString(), status: 'booked' },
        after: { event: 'cancelled', booking_id: booking.id, by: 'office' },
      });
    }
    await deleteSlot(tx, slot.id);
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'meeting.slot-delete',
      target: { type: 'meeting_slot', id: slot.id },
      before: {
        starts_at: slot.startsAt.toISOString(),
        minutes: slot.minutes,
        kind: slot.kind,
        reviewer_id: slot.reviewerId,
        booking_id: booking?.id ?? null,
      },
      requestId: ctx.requestId,
    });
    if (cancelled) await mailOwner(tx, ctx, 'cancelled', cancelled, 'office');
    return { success: true as const, cancelled_booking: cancelled !== undefined };
  });
}

/** POST /super/meeting_outcome: held or no_show, from the meeting's start. */
export async function setMeetingOutcome(
  ctx: SignedInContext,
  input: SetMeetingOutcomeInput,
  recordHistory: RecordMeetingHistory,
): Promise<{ success: true; booking: StaffMeetingSlot['booking'] }> {
  const muni = ctx.municipality.key;
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, muni, input.booking_id);
    if (!booking) {
      throw new AppError(404, 'unknown_booking', 'meetings.errors.unknownBooking', {
        field: 'booking_id',
      });
    }
    if (booking.status !== 'booked') {
      throw new AppError(409, 'meeting_closed', 'meetings.errors.closed');
    }
    if (ctx.now.getTime() < booking.startsAt.getTime()) {
      throw new AppError(
        409,
        'meeting_not_started',
        msg('meetings.errors.notStarted', { time: formatInstant(booking.startsAt, 'long') }),
      );
    }
    const updated = await updateBooking(tx, booking.id, {
      status: input.outcome,
      outcomeBy: ctx.actor.id,
      outcomeAt: ctx.now,
      outcomeNotes: input.notes ?? null,
    });
    await recordStaffStep(ctx, tx, recordHistory, {
      applicationId: booking.applicationId,
      action: 'meeting_outcome',
      auditAction: 'meeting.outcome',
      before: { status: 'booked' },
      after: {
        booking_id: booking.id,
        outcome: input.outcome,
        starts_at: booking.startsAt.toISOString(),
        notes: input.notes ?? null,
      },
    });
    const slot = booking.slotId === null ? undefined : await findSlot(tx, muni, booking.slotId);
    const [view] = slot
      ? await staffView(ctx, tx, [{ slot, booking: updated }])
      : [{ booking: null }];
    return { success: true as const, booking: view?.booking ?? null };
  });
}
