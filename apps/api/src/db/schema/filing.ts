import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  bigint,
  text,
  integer,
  boolean,
  timestamp,
  index,
  jsonb,
  uniqueIndex,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { municipalities } from './municipalities.ts';
import { representativeAuthorizations } from './representatives.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * One submitted informal review (SPEC §3 review record). The parcel's values are a snapshot
 * taken from `parcels` when it was filed, never from the payload. One per parcel, municipality
 * and filing year: the unique index decides a race between two submissions.
 */
export const applications = pgTable(
  'applications',
  {
    /** SPEC's ir_id. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    /** The roll year of the municipality's filing period when it was submitted. */
    filingYear: integer('filing_year').notNull(),
    /** The account that submitted it (staff filing for someone are recorded here). */
    submittedBy: bigint('submitted_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** print_key */
    sbl: text('sbl').notNull(),
    parcelId: text('parcel_id'),
    swisCo: text('swis_co'),
    swisTown: text('swis_town'),
    swisVg: text('swis_vg'),
    propClass: text('prop_class'),
    nbhdCode: text('nbhd_code'),
    ownCode: text('own_code'),
    receivedTotalValue: money('received_total_value'),
    receivedLandValue: money('received_land_value'),
    sfla: integer('sfla'),
    locPrefixDir: text('loc_prefix_dir'),
    locStNbr: text('loc_st_nbr'),
    locStName: text('loc_st_name'),
    locMailStSuff: text('loc_mail_st_suff'),
    locUnit: text('loc_unit'),
    fullAddress: text('full_address').notNull(),
    ownerFirstName: text('owner_first_name').notNull(),
    ownerLastName: text('owner_last_name').notNull(),
    ownerAddress1: text('owner_address1').notNull(),
    ownerAddress2: text('owner_address2').notNull().default(''),
    ownerCity: text('owner_city').notNull(),
    ownerState: text('owner_state').notNull(),
    ownerZip: text('owner_zip').notNull(),
    ownerPhone: text('owner_phone').notNull(),
    /** SPEC §2 step 1 'I am the property owner'; when true the applicant columns are null. */
    applicantIsOwner: boolean('applicant_is_owner').notNull(),
    applicantFirstName: text('applicant_first_name'),
    applicantLastName: text('applicant_last_name'),
    applicantAddress1: text('applicant_address1'),
    applicantAddress2: text('applicant_address2'),
    applicantCity: text('applicant_city'),
    applicantState: text('applicant_state'),
    applicantZip: text('applicant_zip'),
    applicantPhone: text('applicant_phone'),
    /** Filed by a representative in a batch (decision 035), not through the wizard. */
    filedByRepresentative: boolean('filed_by_representative').notNull().default(false),
    /** The owner's e-mail a representative's batch gave, for the owner's copies of its e-mails. */
    ownerEmail: text('owner_email'),
    /** The owner's e-signed authorization a representative filed under (decision 052), if any. */
    authorizationId: bigint('authorization_id', { mode: 'number' }).references(
      () => representativeAuthorizations.id,
    ),
    desiredValue: money('desired_value').notNull(),
    /** SPEC's reason_why: a reason code. */
    reason: text('reason').notNull(),
    /** SPEC's why_reeval: the applicant's comments. */
    comments: text('comments').notNull().default(''),
    /** Up to five comparable SBLs, in the order the applicant added them. */
    comps: text('comps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    appStatus: text('app_status').notNull().default('C'),
    reviewStatus: text('review_status').notNull().default('incomplete'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    /** When the owner withdrew it (review_status 'withdrawn'); it no longer holds the parcel. */
    withdrawnAt: at('withdrawn_at'),
    /**
     * Set when an administrator voided the filing (a batch filed without the owner's say, a
     * parcel held by mistake): it is then withdrawn, with the reason and who voided it.
     */
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    voidedBy: bigint('voided_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A withdrawn filing leaves the parcel free to be filed again in the same year (decision 019).
    uniqueIndex('applications_one_review_key')
      .on(t.municipalityKey, t.sbl, t.filingYear)
      .where(sql`${t.reviewStatus} <> 'withdrawn'`),
    index('applications_submitted_by_idx').on(t.submittedBy),
    // A representative's API lists its filings by their latest change.
    index('applications_filer_updated_idx').on(t.municipalityKey, t.submittedBy, t.updatedAt),
    index('applications_muni_status_idx').on(t.municipalityKey, t.reviewStatus, t.submittedAt),
    // An authorization's signing or revocation refreshes the list rows of the filings made under it.
    index('applications_authorization_idx').on(t.authorizationId),
    check(
      'applications_reason_check',
      sql`${t.reason} in ('recent_appraisal', 'building_condition_issue', 'incorrect_property_inventory', 'comparable_sales', 'other')`,
    ),
    check(
      'applications_review_status_check',
      sql`${t.reviewStatus} in ('incomplete', 'far', 'offer', 'complete', 'withdrawn')`,
    ),
    check('applications_comps_check', sql`cardinality(${t.comps}) <= 5`),
    check('applications_desired_value_check', sql`${t.desiredValue} >= 0`),
  ],
);

/**
 * A supporting file. Before submission it belongs to the uploader's draft for a parcel
 * (`application_id` null) and is purged after 24 hours; at submission it is attached to the
 * application. Staff files (review uploads) are attached directly. The bytes are in storage,
 * addressed by `sha256`; the name is for display only.
 */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => applications.id, {
      onDelete: 'cascade',
    }),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The parcel the draft is for (print_key). */
    sbl: text('sbl').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    originalName: text('original_name').notNull(),
    /** Whether a staff member added it during review (SPEC §6: such files cannot be deleted). */
    staff: boolean('staff').notNull().default(false),
    /** The owner added it to the filing after submitting (evidence until the review is complete). */
    addedAfterFiling: boolean('added_after_filing').notNull().default(false),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    // The same content for the same parcel and account is kept once ('already exists').
    uniqueIndex('application_files_draft_key')
      .on(t.municipalityKey, t.uploadedBy, t.sbl, t.sha256)
      .where(sql`${t.applicationId} is null`),
    uniqueIndex('application_files_attached_key')
      .on(t.applicationId, t.sha256)
      .where(sql`${t.applicationId} is not null`),
    index('application_files_sha256_idx').on(t.sha256),
    index('application_files_draft_age_idx')
      .on(t.uploadedAt)
      .where(sql`${t.applicationId} is null`),
    // An account's uploads of the last 24 hours, summed for its daily quota on every upload.
    index('application_files_uploader_day_idx').on(t.uploadedBy, t.uploadedAt),
    check('application_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** SPEC §3 saved applicant info: kept on the account when the applicant asks (save_applicant). */
export const savedApplicants = pgTable('saved_applicants', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Moves on whenever an import or the demo seed changes a municipality's parcels, so the
 * property search data built from them is rebuilt once, and browsers' ETags go stale.
 */
export const parcelRevisions = pgTable('parcel_revisions', {
  municipalityKey: text('municipality_key')
    .primaryKey()
    .references(() => municipalities.key),
  revision: integer('revision').notNull().default(1),
  changedAt: at('changed_at').notNull().defaultNow(),
});

/**
 * The wizard's unsubmitted draft of a review, per account and parcel, so it follows the owner
 * to another device (the tab's sessionStorage copy is only a fast path). `data` is the draft's
 * fields as the save contract validated them. Removed on submit, on discard, and 30 days after
 * `period_ends_at`, the end of the filing period it was saved in; while it exists the draft's
 * files are kept past the 24 hours an abandoned upload lives.
 */
export const filingDrafts = pgTable(
  'filing_drafts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The parcel (print_key). */
    sbl: text('sbl').notNull(),
    data: jsonb('data').notNull(),
    periodEndsAt: at('period_ends_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('filing_drafts_owner_parcel_key').on(t.municipalityKey, t.userId, t.sbl),
    index('filing_drafts_period_end_idx').on(t.periodEndsAt),
  ],
);

/**
 * The owner's answer to a completed review's decision (one per application): accept, signed
 * with their typed name, or disagree, which leads to a grievance. `values` are the facts the
 * owner answered to, as the canonical JSON `values_hash` (SHA-256, hex) was taken of, so a
 * later change to the review shows as a mismatch instead of rewriting what was signed.
 */
export const applicationResponses = pgTable(
  'application_responses',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    decision: text('decision').notNull(),
    /** The full name the owner typed as their signature. */
    signatureName: text('signature_name').notNull(),
    respondedBy: bigint('responded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    respondedAt: at('responded_at').notNull(),
    /** The client's address as the server saw it (behind the trusted proxy). */
    ipAddress: text('ip_address').notNull(),
    values: jsonb('values').notNull(),
    valuesHash: text('values_hash').notNull(),
  },
  (t) => [
    index('application_responses_muni_idx').on(t.municipalityKey, t.decision),
    check('application_responses_decision_check', sql`${t.decision} in ('accept', 'disagree')`),
  ],
);

/**
 * A representative's batch (decision 035, 043): accepted at once and filed in the background,
 * so a long batch never loses its report to a closed connection. `rows` are the CSV's rows as
 * read (line, cells, or why the row does not fit); the ZIP waits in file storage under
 * `zip_sha256` until the batch is done. Whichever instance holds the lease (`lease_until`)
 * works on it; a lease left to run out by a stopped instance is taken over, and a batch that
 * failed too often is marked failed with its unfiled rows reported, never left half-known.
 */
export const bulkBatches = pgTable(
  'bulk_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The language of the page that sent it: the report's refusals are written in it. */
    language: text('language').notNull(),
    status: text('status').notNull().default('queued'),
    rowCount: integer('row_count').notNull(),
    rows: jsonb('rows').notNull(),
    zipSha256: text('zip_sha256'),
    rollYear: integer('roll_year').notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: at('lease_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('bulk_batches_user_day_idx').on(t.userId, t.createdAt),
    index('bulk_batches_open_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('bulk_batches_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('bulk_batches_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/**
 * What became of one row of a batch, written in the same transaction as its filing, so a
 * filed row is never reported as not filed (nor filed twice) after a restart.
 */
export const bulkBatchRows = pgTable(
  'bulk_batch_rows',
  {
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => bulkBatches.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sbl: text('sbl').notNull(),
    status: text('status').notNull(),
    /** A refused row's problems as one text in the batch's language (before `problems`, the only record). */
    error: text('error'),
    /**
     * Every problem of a refused row, as catalogue references `{ key, values, column? }`
     * (decisions 035, 045): each page says them in its own language. Null for a row recorded
     * before they were kept, whose `error` text is shown instead.
     */
    problems: jsonb('problems'),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => applications.id, {
      onDelete: 'set null',
    }),
    filingNumber: text('filing_number'),
    /** Whether the owner's copy of the receipt went out (null: the row named no owner e-mail). */
    ownerCopy: text('owner_copy'),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.line] }),
    check('bulk_batch_rows_status_check', sql`${t.status} in ('filed', 'refused')`),
    check('bulk_batch_rows_owner_copy_check', sql`${t.ownerCopy} in ('sent', 'rate_limited')`),
  ],
);
