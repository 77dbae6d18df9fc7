import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  bigint,
  text,
  integer,
  boolean,
  date,
  timestamp,
  index,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { applications } from './filing.ts';
import { municipalities } from './municipalities.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A reviewer's preliminary offer on a filing, before any final decision (module `offers`). At
 * most two per filing (`number` 1 or 2). While one is open the filing's review status is
 * 'offer'; `status_before` is the status it returns to when the owner counters or the offer
 * lapses. The owner's answer is kept on the row: the typed name of an acceptance, or the
 * counter's value and reason, with who, when and from where.
 */
export const reviewOffers = pgTable(
  'review_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 1 for the first offer on the filing, 2 for the second (and last). */
    number: integer('number').notNull(),
    offeredTotalValue: money('offered_total_value').notNull(),
    offeredLandValue: money('offered_land_value'),
    /** DECISION_REASONS, as COMPLETE takes them, and the words for the owner. */
    decisionReason: text('decision_reason').notNull(),
    decisionExplanation: text('decision_explanation').notNull().default(''),
    /** The last day (America/New_York) the owner may answer; never after Grievance Day. */
    respondBy: date('respond_by', { mode: 'string' }).notNull(),
    /** The review status the filing had when the offer went out. */
    statusBefore: text('status_before').notNull(),
    /** open, accepted, countered, lapsed, or closed (the reviewer decided, or the owner withdrew). */
    status: text('status').notNull().default('open'),
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    sentAt: at('sent_at').notNull(),
    /** Set when the owner chose to talk to a reviewer: the offer then waits for the meeting. */
    meetingRequestedAt: at('meeting_requested_at'),
    respondedBy: bigint('responded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    respondedAt: at('responded_at'),
    /** The client's address as the server saw it (behind the trusted proxy). */
    respondedIp: text('responded_ip'),
    /** The full name the owner typed to accept. */
    signatureName: text('signature_name'),
    counterValue: money('counter_value'),
    counterReason: text('counter_reason'),
    /** The offer crossed the integrity guard, and the reviewer's note when one is asked for. */
    integrityFlag: boolean('integrity_flag').notNull().default(false),
    integrityNote: text('integrity_note'),
    lapsedAt: at('lapsed_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('review_offers_number_key').on(t.applicationId, t.number),
    // At most one open offer per filing, whatever the race.
    uniqueIndex('review_offers_one_open_key')
      .on(t.applicationId)
      .where(sql`${t.status} = 'open'`),
    // The lapse sweep reads the open offers by date.
    index('review_offers_open_idx')
      .on(t.respondBy)
      .where(sql`${t.status} = 'open'`),
    index('review_offers_muni_idx').on(t.municipalityKey, t.status),
    check('review_offers_number_check', sql`${t.number} in (1, 2)`),
    check(
      'review_offers_status_check',
      sql`${t.status} in ('open', 'accepted', 'countered', 'lapsed', 'closed')`,
    ),
    check(
      'review_offers_values_check',
      sql`${t.offeredTotalValue} >= 0 and coalesce(${t.offeredLandValue}, 0) >= 0 and coalesce(${t.counterValue}, 0) >= 0`,
    ),
  ],
);

/**
 * A time staff open for an informal meeting (module `meetings`), `minutes` long from
 * `starts_at` (stored in UTC). `reviewer_id` null: any reviewer takes it. Slots of one
 * reviewer never overlap; the service checks it under the municipality's advisory lock.
 */
export const meetingSlots = pgTable(
  'meeting_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    startsAt: at('starts_at').notNull(),
    minutes: integer('minutes').notNull(),
    /** phone, video or either. */
    kind: text('kind').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('meeting_slots_muni_start_idx').on(t.municipalityKey, t.startsAt),
    check('meeting_slots_minutes_check', sql`${t.minutes} between 10 and 60`),
    check('meeting_slots_kind_check', sql`${t.kind} in ('phone', 'video', 'either')`),
  ],
);

/**
 * An owner's booking of a slot for a filing (module `meetings`). One row for the life of a
 * booking: moving it changes `slot_id` and raises `sequence`, so the calendar invitation's UID
 * (`uid`) stays and its SEQUENCE rises. A slot holds one live booking and a filing one booked
 * meeting at a time (the partial unique indexes), so fifty owners racing for a slot give one
 * booking. A removed slot leaves its cancelled booking with `slot_id` null.
 */
export const meetingBookings = pgTable(
  'meeting_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    slotId: bigint('slot_id', { mode: 'number' }).references(() => meetingSlots.id, {
      onDelete: 'set null',
    }),
    /** The slot's start when booked or moved, so a cancelled booking still says when it was. */
    startsAt: at('starts_at').notNull(),
    minutes: integer('minutes').notNull(),
    /** phone or video: what the owner chose. */
    kind: text('kind').notNull(),
    /** The number to call, for a phone meeting. */
    phone: text('phone'),
    /** booked, cancelled, held or no_show. */
    status: text('status').notNull().default('booked'),
    /** The calendar invitation's UID, for the life of the booking. */
    uid: text('uid').notNull(),
    /** The invitation's SEQUENCE: 0 when booked, one more with each change. */
    sequence: integer('sequence').notNull().default(0),
    /** Random, for the video link's {token}. */
    token: text('token').notNull(),
    bookedBy: bigint('booked_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    bookedAt: at('booked_at').notNull(),
    cancelledAt: at('cancelled_at'),
    reminderSentAt: at('reminder_sent_at'),
    outcomeBy: bigint('outcome_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    outcomeAt: at('outcome_at'),
    outcomeNotes: text('outcome_notes'),
  },
  (t) => [
    uniqueIndex('meeting_bookings_uid_key').on(t.uid),
    uniqueIndex('meeting_bookings_one_per_slot_key')
      .on(t.slotId)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('meeting_bookings_one_per_filing_key')
      .on(t.applicationId)
      .where(sql`${t.status} = 'booked'`),
    index('meeting_bookings_muni_start_idx').on(t.municipalityKey, t.startsAt),
    // The reminder sweep reads booked meetings not yet reminded, by start.
    index('meeting_bookings_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.reminderSentAt} is null`),
    check('meeting_bookings_kind_check', sql`${t.kind} in ('phone', 'video')`),
    check(
      'meeting_bookings_status_check',
      sql`${t.status} in ('booked', 'cancelled', 'held', 'no_show')`,
    ),
  ],
);
