import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { messageKey } from '../../message-ref.ts';
import { userIdSchema } from '../../review.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';
import {
  localDateTimeSchema,
  MEETING_MINUTES_MAX,
  MEETING_MINUTES_MIN,
  MEETING_NOTES_MAX_LENGTH,
  MEETING_OUTCOMES,
  MEETING_SLOT_KINDS,
  MEETING_SLOTS_MAX,
  meetingDateSchema,
  meetingNotesSchema,
  staffMeetingSlotSchema,
} from './meeting-fields.ts';

export const createMeetingSlotsBodySchema = z.strictObject({
  /** The first slot's start, a wall-clock time in America/New_York ("2026-12-03T09:00"). */
  starts_at: localDateTimeSchema,
  minutes: z
    .number({ message: messageKey('meetings.errors.badMinutes') })
    .int({ message: messageKey('meetings.errors.badMinutes') })
    .min(MEETING_MINUTES_MIN, { message: messageKey('meetings.errors.badMinutes') })
    .max(MEETING_MINUTES_MAX, { message: messageKey('meetings.errors.badMinutes') }),
  /** How many consecutive slots, each `minutes` long. */
  count: z
    .number({ message: messageKey('meetings.errors.badCount') })
    .int({ message: messageKey('meetings.errors.badCount') })
    .min(1, { message: messageKey('meetings.errors.badCount') })
    .max(MEETING_SLOTS_MAX, { message: messageKey('meetings.errors.badCount') }),
  kind: z.enum(MEETING_SLOT_KINDS, { message: messageKey('meetings.errors.badKind') }),
  /** A staff member of this municipality; left out: the caller. */
  reviewer_id: userIdSchema.optional(),
});
export type CreateMeetingSlotsInput = z.infer<typeof createMeetingSlotsBodySchema>;

/**
 * Staff publish `count` consecutive meeting times (decision 055). Refusals: validation_error
 * 400 (also more than 48, or minutes outside 10–60), slot_in_past 400, not_staff 400 (the
 * reviewer is not staff of this municipality), slot_overlap 409 (a time of the same reviewer
 * overlaps). Audited.
 */
export const createMeetingSlotsContract = defineContract({
  method: 'POST',
  path: '/super/meeting_slots',
  access: 'review:act',
  schema: {
    tags: ['meetings'],
    summary: 'Publish consecutive informal meeting times (America/New_York), all or none',
    body: createMeetingSlotsBodySchema,
    response: {
      200: z.object({ slots: z.array(staffMeetingSlotSchema) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});

export const listMeetingSlotsQuerySchema = z.strictObject({
  /** The first day (America/New_York), YYYY-MM-DD; default today. */
  from: meetingDateSchema.optional(),
  /** The last day, included; default 14 days after `from`; at most 92 days after it. */
  to: meetingDateSchema.optional(),
});

/**
 * The municipality's meeting times of the days from `from` to `to` (America/New_York), by
 * start, each with its live booking (booked, held or no_show) or null. Refusals: bad_range 400.
 */
export const listMeetingSlotsContract = defineContract({
  method: 'GET',
  path: '/super/meeting_slots',
  access: 'review:act',
  schema: {
    tags: ['meetings'],
    summary: "This municipality's meeting times of some days, each with its booking",
    querystring: listMeetingSlotsQuerySchema,
    response: {
      200: z.object({
        from: meetingDateSchema,
        to: meetingDateSchema,
        slots: z.array(staffMeetingSlotSchema),
      }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});

/**
 * Removes a meeting time of this municipality. A booked one's booking is cancelled and its
 * owner e-mailed (METHOD:CANCEL). A time whose meeting was held or missed stays (409
 * meeting_closed). Refusals: unknown_slot 404. Audited.
 */
export const deleteMeetingSlotContract = defineContract({
  method: 'DELETE',
  path: '/super/meeting_slots/:id',
  access: 'review:act',
  schema: {
    tags: ['meetings'],
    summary: 'Remove a meeting time; a booked one is cancelled and its owner e-mailed',
    params: idParamsSchema,
    response: {
      200: z.object({
        success: z.literal(true),
        /** Whether a booking was cancelled with it. */
        cancelled_booking: z.boolean(),
      }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});

export const setMeetingOutcomeBodySchema = z.strictObject({
  booking_id: userIdSchema,
  outcome: z.enum(MEETING_OUTCOMES),
  notes: meetingNotesSchema.optional(),
});
export type SetMeetingOutcomeInput = z.infer<typeof setMeetingOutcomeBodySchema>;
export { MEETING_NOTES_MAX_LENGTH };

/**
 * Staff record whether a booked meeting was held or the owner did not come (no_show), from
 * its start. Refusals: unknown_booking 404 (also another municipality's), meeting_not_started
 * 409, meeting_closed 409 (cancelled, or recorded already). Review history
 * 'meeting_outcome' and an audit row.
 */
export const setMeetingOutcomeContract = defineContract({
  method: 'POST',
  path: '/super/meeting_outcome',
  access: 'review:act',
  schema: {
    tags: ['meetings'],
    summary: 'Record a meeting as held or missed (no_show), from its start',
    body: setMeetingOutcomeBodySchema,
    response: {
      200: z.object({ success: z.literal(true), booking: staffMeetingSlotSchema.shape.booking }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
