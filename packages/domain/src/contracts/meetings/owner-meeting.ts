import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { messageKey } from '../../message-ref.ts';
import { userIdSchema } from '../../review.ts';
import { defineContract } from '../contract.ts';
import { idParamsSchema } from '../path-id.ts';
import {
  MEETING_KINDS,
  meetingPhoneSchema,
  openMeetingSlotSchema,
  ownerMeetingSchema,
} from './meeting-fields.ts';

/**
 * The open meeting times of the filing's municipality from tomorrow to 30 days ahead
 * (America/New_York), by start; the filing's own booked slot is not among them. Only the
 * filing's own account; another's or a guessed id is not_found 404.
 */
export const listFilingMeetingSlotsContract = defineContract({
  method: 'GET',
  path: '/applications/:id/meeting_slots',
  access: 'application:file',
  schema: {
    tags: ['meetings'],
    summary: 'Open informal meeting times the owner of a filing may book',
    params: idParamsSchema,
    response: {
      200: z.object({ slots: z.array(openMeetingSlotSchema) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});

/**
 * The filing's meeting: the booked one, else the latest held or missed one; null when none
 * (a cancelled booking is not shown).
 */
export const getFilingMeetingContract = defineContract({
  method: 'GET',
  path: '/applications/:id/meeting',
  access: 'application:file',
  schema: {
    tags: ['meetings'],
    summary: "The filing's informal meeting, or null",
    params: idParamsSchema,
    response: {
      200: z.object({ meeting: ownerMeetingSchema.nullable() }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});

export const bookMeetingBodySchema = z.strictObject({
  slot_id: userIdSchema,
  kind: z.enum(MEETING_KINDS, { message: messageKey('meetings.errors.badOwnerKind') }),
  /** Required for a phone meeting: the number the reviewer calls. */
  phone: meetingPhoneSchema.optional(),
});
export type BookMeetingInput = z.infer<typeof bookMeetingBodySchema>;

/**
 * The owner books a time for the filing, or moves the filing's booking to it (one transaction:
 * the same booking, its SEQUENCE one more). E-mails the confirmation or the change with a
 * calendar invitation. Refusals: not_found 404 (another's or a guessed filing),
 * unknown_slot 404 (also another municipality's), review_complete 409, review_withdrawn 409,
 * slot_unavailable 409 (not from tomorrow to 30 days ahead), slot_taken 409,
 * meeting_kind_mismatch 409, phone_required 400, video_unavailable 409 (no link template),
 * meeting_too_late 409 (moving within 2 hours of the booked start).
 */
export const bookMeetingContract = defineContract({
  method: 'POST',
  path: '/applications/:id/meeting',
  access: 'application:file',
  schema: {
    tags: ['meetings'],
    summary: 'Book an informal meeting for a filing, or move its booking to another time',
    params: idParamsSchema,
    body: bookMeetingBodySchema,
    response: {
      200: z.object({ meeting: ownerMeetingSchema, moved: z.boolean() }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});

/**
 * The owner cancels the filing's booked meeting, until 2 hours before it starts; e-mails the
 * cancellation (METHOD:CANCEL). Refusals: not_found 404, no_meeting 404, meeting_too_late 409.
 */
export const cancelMeetingContract = defineContract({
  method: 'DELETE',
  path: '/applications/:id/meeting',
  access: 'application:file',
  schema: {
    tags: ['meetings'],
    summary: "Cancel the filing's booked informal meeting",
    params: idParamsSchema,
    response: {
      200: z.object({ success: z.literal(true) }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
});
