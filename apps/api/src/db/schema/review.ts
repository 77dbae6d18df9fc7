import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  bigint,
  text,
  integer,
  boolean,
  jsonb,
  timestamp,
  index,
  check,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { applications } from './filing.ts';
import { municipalities } from './municipalities.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });
/** SPEC §3 writes the review flags as 'Y' or 'N'. */
const yesNo = (name: string) => text(name).notNull().default('N');

/**
 * The staff side of one application (SPEC §3 review record), 1:1 with `applications`. It is
 * created at the first staff action (an assignment, FAR or COMPLETE); until then a LEFT JOIN
 * reads the defaults. The status itself stays on `applications.review_status`, which the
 * applicant's list reads too; this row and that column change in one transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Repeated from the application so every query can filter by it without a join. */
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    assignedTo: bigint('assigned_to', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The reviewer's e-mail at the time, so the name survives the account. */
    whoReviewed: text('who_reviewed'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: at('reviewed_at'),
    /** The new values, or the received ones when the reviewer checked 'no change'. */
    assessedTotalValue: money('assessed_total_value'),
    assessedLandValue: money('assessed_land_value'),
    landValueChange: yesNo('land_value_change'),
    totalValueChange: yesNo('total_value_change'),
    dataChangeNeeded: yesNo('data_change_needed'),
    sketchChangeNeeded: yesNo('sketch_change_needed'),
    dataChangeComplete: yesNo('data_change_complete'),
    sketchChangeComplete: yesNo('sketch_change_complete'),
    partialAssessment: boolean('partial_assessment').notNull().default(false),
    irNotes: text('ir_notes').notNull().default(''),
    farWhy: text('far_why').notNull().default(''),
    /** COMPLETE's reason for the owner's decision notice (DECISION_REASONS), and its words. */
    decisionReason: text('decision_reason'),
    decisionExplanation: text('decision_explanation').notNull().default(''),
    /**
     * The decision crossed the municipality's integrity guard (a proposed value below 90% of
     * the neighbourhood's median ratio), and the reviewer's note when the guard asks for one.
     */
    integrityFlag: boolean('integrity_flag').notNull().default(false),
    integrityNote: text('integrity_note'),
    /** Moves on every FAR or COMPLETE: a reviewer acting on an older version gets a 409. */
    version: integer('version').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('reviews_muni_assigned_idx').on(t.municipalityKey, t.assignedTo),
    check(
      'reviews_flags_check',
      sql`${t.landValueChange} in ('Y', 'N') and ${t.totalValueChange} in ('Y', 'N') and ${t.dataChangeNeeded} in ('Y', 'N') and ${t.sketchChangeNeeded} in ('Y', 'N') and ${t.dataChangeComplete} in ('Y', 'N') and ${t.sketchChangeComplete} in ('Y', 'N')`,
    ),
    check(
      'reviews_values_check',
      sql`coalesce(${t.assessedTotalValue}, 0) >= 0 and coalesce(${t.assessedLandValue}, 0) >= 0`,
    ),
  ],
);

/**
 * Everything that happened to a review, for its timeline on the review screen (decision 021): state changes,
 * value changes, assignments, staff uploads and file downloads. Append-only: the migration
 * adds a trigger that refuses UPDATE, DELETE and TRUNCATE. Like `audit_log`, no foreign key
 * to the application or the actor: a cascade or SET NULL would be an update the trigger
 * refuses, and the history must outlive both.
 */
export const reviewHistory = pgTable(
  'review_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    /** The actor's e-mail at the time. */
    actorEmail: text('actor_email'),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    /**
     * assign, far, complete, reopen, upload, download, offer (a preliminary offer sent),
     * offer_lapse, meeting_outcome; and the owner's own: evidence (a file added after filing),
     * withdraw, respond (the answer to the decision), offer_response (accept, counter or
     * meeting) and meeting (booked, moved or cancelled; `after` says which).
     */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('review_history_application_idx').on(t.municipalityKey, t.applicationId, t.id),
    check(
      'review_history_action_check',
      sql`${t.action} in ('assign', 'far', 'complete', 'reopen', 'upload', 'download', 'evidence', 'withdraw', 'respond', 'offer', 'offer_response', 'offer_lapse', 'meeting', 'meeting_outcome')`,
    ),
  ],
);

/**
 * The review list's read model (decision 024): each application's SPEC §3 list row as the
 * text it has in `GET /super/list`'s answer, kept by triggers on `applications` and `reviews`
 * (migration 0010), so building the answer reads short texts instead of rendering 20,000 rows.
 * The text is the row's JSON already written as a JSON string (SPEC §7: an array of strings).
 */
export const reviewListRows = pgTable(
  'review_list_rows',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    submittedAt: at('submitted_at').notNull(),
    rowJson: text('row_json').notNull(),
  },
  (t) => [
    // NULLS FIRST is what `order by ... desc` means: an index that says NULLS LAST is not used.
    index('review_list_rows_order_idx').on(
      t.municipalityKey,
      t.submittedAt.desc().nullsFirst(),
      t.applicationId.desc().nullsFirst(),
    ),
  ],
);

/**
 * Moves on, at commit, in every transaction that changed a row of the municipality's review
 * list (a trigger on `review_list_rows`), so the answer built for one revision is the answer
 * until the next, and the revision is the list's ETag.
 */
export const reviewListRevisions = pgTable('review_list_revisions', {
  municipalityKey: text('municipality_key')
    .primaryKey()
    .references(() => municipalities.key),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  changedAt: at('changed_at').notNull().defaultNow(),
});
