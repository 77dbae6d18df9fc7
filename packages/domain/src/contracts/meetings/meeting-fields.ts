import { z } from 'zod';
import { phoneSchema } from '../../filing.ts';
import { messageKey } from '../../message-ref.ts';
import { isoDateSchema } from '../../municipality.ts';
import { multilineTextField } from '../../text.ts';

/** Informal meetings (decision 055): the limits of slots and bookings, and their shapes. */
export const MEETING_MINUTES_MIN = 10;
export const MEETING_MINUTES_MAX = 60;
/** Consecutive slots one request publishes at most (a full day of 10-minute slots is 48). */
export const MEETING_SLOTS_MAX = 48;
/** Owners book from tomorrow (America/New_York) up to this many days ahead. */
export const MEETING_BOOKING_DAYS = 30;
/** A booking can be changed or cancelled until this many hours before it starts. */
export const MEETING_CHANGE_HOURS = 2;
/** The reminder goes this many hours before the start. */
export const MEETING_REMINDER_HOURS = 24;
/** The staff list's widest window. */
export const MEETING_LIST_DAYS_MAX = 92;
export const MEETING_NOTES_MAX_LENGTH = 2000;

/** What a slot offers. */
export const MEETING_SLOT_KINDS = ['phone', 'video', 'either'] as const;
export type MeetingSlotKind = (typeof MEETING_SLOT_KINDS)[number];
/** What an owner books. */
export const MEETING_KINDS = ['phone', 'video'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const MEETING_BOOKING_STATUSES = ['booked', 'cancelled', 'held', 'no_show'] as const;
export type MeetingBookingStatus = (typeof MEETING_BOOKING_STATUSES)[number];
export const MEETING_OUTCOMES = ['held', 'no_show'] as const;
export type MeetingOutcome = (typeof MEETING_OUTCOMES)[number];

/** Whether a slot of `slot` kind takes a booking of `kind` ('either' takes both). */
export function slotFits(slot: MeetingSlotKind, kind: MeetingKind): boolean {
  return slot === 'either' || slot === kind;
}

/** A wall-clock time in America/New_York, to the minute: "2026-12-03T09:00". */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, {
    message: messageKey('meetings.errors.badStartsAt'),
  });

/** A booking as the owner sees it: never a staff member's name. */
export const ownerMeetingSchema = z.object({
  id: z.number().int(),
  starts_at: z.iso.datetime(),
  minutes: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  /** The number the reviewer calls, for a phone meeting. */
  phone: z.string().nullable(),
  /** The link to join, for a video meeting. */
  video_url: z.string().nullable(),
  status: z.enum(MEETING_BOOKING_STATUSES),
  /** Booked, the filing open, and more than 2 hours before the start: Change and Cancel. */
  can_change: z.boolean(),
});
export type OwnerMeeting = z.infer<typeof ownerMeetingSchema>;

/** An open slot as the owner picks it. */
export const openMeetingSlotSchema = z.object({
  id: z.number().int(),
  starts_at: z.iso.datetime(),
  minutes: z.number().int(),
  kind: z.enum(MEETING_SLOT_KINDS),
});
export type OpenMeetingSlot = z.infer<typeof openMeetingSlotSchema>;

/** A slot as staff see it, with its booking. */
export const staffMeetingSlotSchema = z.object({
  id: z.number().int(),
  starts_at: z.iso.datetime(),
  minutes: z.number().int(),
  kind: z.enum(MEETING_SLOT_KINDS),
  reviewer_id: z.number().int().nullable(),
  /** The reviewer's name, or null when any reviewer takes it. */
  reviewer_name: z.string().nullable(),
  booking: z
    .object({
      id: z.number().int(),
      application_id: z.number().int(),
      filing_number: z.string(),
      owner_name: z.string(),
      kind: z.enum(MEETING_KINDS),
      phone: z.string().nullable(),
      video_url: z.string().nullable(),
      status: z.enum(MEETING_BOOKING_STATUSES),
      outcome_notes: z.string().nullable(),
    })
    .nullable(),
});
export type StaffMeetingSlot = z.infer<typeof staffMeetingSlotSchema>;

export const meetingPhoneSchema = phoneSchema;
export const meetingNotesSchema = multilineTextField
  .trim()
  .max(MEETING_NOTES_MAX_LENGTH, { message: messageKey('meetings.errors.notesTooLong') });
export const meetingDateSchema = isoDateSchema;
