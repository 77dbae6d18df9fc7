import { z } from 'zod';
import { REVIEW_STATUSES } from '../../filing.ts';
import { LANGUAGES } from '../../languages.ts';
import {
  DECISION_REASON_CODES,
  OFFER_STATUSES,
  OWNER_RESPONSE_CODES,
  yesNoSchema,
} from '../../review.ts';
import { staffOfferSchema } from '../offers/offer-fields.ts';
import {
  AUTHORIZATION_SCOPES,
  AUTHORIZATION_STATUSES,
} from '../representatives/authorization-fields.ts';

/** SPEC §3 list review row: each item of GET /super/list is the JSON text of one of these. */
export const reviewListRowSchema = z.object({
  ir_id: z.number().int(),
  /** The assignee's user id, or null when unassigned. */
  assigned_to: z.number().int().nullable(),
  review_status: z.enum(REVIEW_STATUSES),
  print_key: z.string(),
  prop_class: z.string().nullable(),
  loc_st_nbr: z.string().nullable(),
  loc_st_name: z.string().nullable(),
  /** ISO 8601. */
  application_submitted: z.string(),
  /** The e-mail of the staff member who last acted FAR or COMPLETE, or null. */
  who_reviewed: z.string().nullable(),
  received_total_value: z.number().int().nullable(),
  total_value_change: yesNoSchema,
  data_change_needed: yesNoSchema,
  sketch_change_needed: yesNoSchema,
  data_change_complete: yesNoSchema,
  sketch_change_complete: yesNoSchema,
  /** The owner's answer to the decision, or null before one (always null until COMPLETE). */
  owner_response: z.enum(OWNER_RESPONSE_CODES).nullable(),
  /** Filed by a representative in a batch (decision 035), not through the wizard. */
  by_representative: z.boolean(),
  /** The e-mail of the account that filed it (a batch's filings share one), or null if gone. */
  filed_by: z.string().nullable(),
  /** The latest preliminary offer's status, or null when none was sent. */
  offer_status: z.enum(OFFER_STATUSES).nullable(),
  /** Its respond-by date (YYYY-MM-DD, America/New_York), or null. */
  offer_respond_by: z.string().nullable(),
  /** The decision, or the latest offer, crossed the municipality's integrity guard. */
  integrity_flag: z.boolean(),
  /** The filing account's firm, for a representative's filing when one is set, else null. */
  firm_name: z.string().nullable(),
  /**
   * The status of the owner's e-signed authorization the filing was made under (decision 052),
   * or null when none was: active when filed, revoked once the owner took it back.
   */
  authorization_status: z.enum(AUTHORIZATION_STATUSES).nullable(),
});
export type ReviewListRow = z.infer<typeof reviewListRowSchema>;

const LIST_ROW_KEYS = Object.keys(reviewListRowSchema.shape);
const isInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
const isIntOrNull = (v: unknown) => v === null || isInt(v);
const isTextOrNull = (v: unknown) => v === null || typeof v === 'string';
const isYesNo = (v: unknown) => v === 'Y' || v === 'N';

/**
 * `reviewListRowSchema`'s rules written out by hand, for the review list's 20,000 rows: in the
 * browser the Content-Security-Policy forbids the code generation zod compiles its checks
 * with, and its interpreted checks made a third of the list's first render. True only for an
 * object the schema accepts as it is (no other keys); review-fields.test.ts holds the two
 * together.
 */
export function isReviewListRow(value: unknown): value is ReviewListRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>;
  let keys = 0;
  for (const key in row) {
    if (!Object.hasOwn(row, key)) return false;
    keys += 1;
  }
  return (
    keys === LIST_ROW_KEYS.length &&
    isInt(row.ir_id) &&
    isIntOrNull(row.assigned_to) &&
    (REVIEW_STATUSES as readonly unknown[]).includes(row.review_status) &&
    typeof row.print_key === 'string' &&
    isTextOrNull(row.prop_class) &&
    isTextOrNull(row.loc_st_nbr) &&
    isTextOrNull(row.loc_st_name) &&
    typeof row.application_submitted === 'string' &&
    isTextOrNull(row.who_reviewed) &&
    isIntOrNull(row.received_total_value) &&
    isYesNo(row.total_value_change) &&
    isYesNo(row.data_change_needed) &&
    isYesNo(row.sketch_change_needed) &&
    isYesNo(row.data_change_complete) &&
    isYesNo(row.sketch_change_complete) &&
    (row.owner_response === null ||
      (OWNER_RESPONSE_CODES as readonly unknown[]).includes(row.owner_response)) &&
    typeof row.by_representative === 'boolean' &&
    isTextOrNull(row.filed_by) &&
    (row.offer_status === null ||
      (OFFER_STATUSES as readonly unknown[]).includes(row.offer_status)) &&
    isTextOrNull(row.offer_respond_by) &&
    typeof row.integrity_flag === 'boolean' &&
    isTextOrNull(row.firm_name) &&
    (row.authorization_status === null ||
      (AUTHORIZATION_STATUSES as readonly unknown[]).includes(row.authorization_status))
  );
}

/**
 * One item of the list call (SPEC §7: the JSON text of a row), parsed and checked: by hand,
 * and by the schema only when that fails, so the error (or the stripped extra key) is the
 * schema's.
 */
export function parseReviewListRow(text: string): ReviewListRow {
  const value: unknown = JSON.parse(text);
  return isReviewListRow(value) ? value : reviewListRowSchema.parse(value);
}

/** SPEC §3 comparable sale record (the comparables table), as rpscomps and applicationinfo give it. */
export const comparableSaleRecordSchema = z.object({
  sbl: z.string(),
  loc_prefix_dir: z.string().nullable(),
  loc_st_nbr: z.string().nullable(),
  loc_st_name: z.string().nullable(),
  loc_mail_st_suff: z.string().nullable(),
  bldg_style: z.string().nullable(),
  yr_built: z.number().int().nullable(),
  overall_cond: z.string().nullable(),
  sfla: z.number().int().nullable(),
  sale_date: z.string().nullable(),
  sale_price: z.number().int().nullable(),
});
export type ComparableSaleRecord = z.infer<typeof comparableSaleRecordSchema>;

/** A reviewer-selected comparable: the sale record with how alike it is and why. */
export const rankedComparableSaleSchema = comparableSaleRecordSchema.extend({
  /** 0 to 1, higher is more similar (docs/comparable-sales.md). */
  score: z.number().min(0).max(1),
  /** Why it was picked, in words a person reads. */
  reasons: z.array(z.string()),
});

export const personBlockSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
});

/** One file of an application; `name` is what getfile takes. */
export const reviewFileSchema = z.object({
  name: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** Added by staff during review (SPEC §6: cannot be deleted). */
  staff: z.boolean(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
  /** The owner added it to the submitted filing (our addition), after the filing's date. */
  added_after_filing: z.boolean(),
});

/**
 * What a review's timeline records: staff's actions, and the owner's own (a file added after
 * filing, a withdrawal, the answer to the decision).
 */
export const REVIEW_HISTORY_ACTIONS = [
  'assign',
  'far',
  'complete',
  'reopen',
  'upload',
  'download',
  'evidence',
  'withdraw',
  'respond',
  // Preliminary offers: sent, the owner's answer, and a lapse (by the system: no actor).
  'offer',
  'offer_response',
  'offer_lapse',
  // Informal meetings: booked, moved or cancelled (`after.event`), and held or missed.
  'meeting',
  'meeting_outcome',
] as const;
export type ReviewHistoryAction = (typeof REVIEW_HISTORY_ACTIONS)[number];

/** One entry of a review's timeline (decision 021). */
export const reviewHistoryEntrySchema = z.object({
  at: z.string(),
  who: z.string().nullable(),
  action: z.enum(REVIEW_HISTORY_ACTIONS),
  before: z.unknown(),
  after: z.unknown(),
});

/** SPEC §3 review record (internal view) plus what the review screen shows beside it. */
export const reviewRecordSchema = z.object({
  ir_id: z.number().int(),
  /** Send it back with FAR or COMPLETE; a newer one on the server means someone else acted. */
  version: z.number().int(),
  sbl: z.string(),
  address: z.string(),
  prop_class: z.string().nullable(),
  review_status: z.enum(REVIEW_STATUSES),
  reason_why: z.string(),
  why_reeval: z.string(),
  desired_value: z.number().int(),
  received_total_value: z.number().int().nullable(),
  received_land_value: z.number().int().nullable(),
  assessed_total_value: z.number().int().nullable(),
  assessed_land_value: z.number().int().nullable(),
  land_value_change: yesNoSchema,
  total_value_change: yesNoSchema,
  data_change_needed: yesNoSchema,
  sketch_change_needed: yesNoSchema,
  data_change_complete: yesNoSchema,
  sketch_change_complete: yesNoSchema,
  partial_assessment: z.boolean(),
  ir_notes: z.string(),
  far_why: z.string(),
  /** COMPLETE's reason for the decision notice (our addition); null before. */
  decision_reason: z.enum(DECISION_REASON_CODES).nullable(),
  decision_explanation: z.string(),
  prop_owner_name: z.string(),
  prop_owner_phone: z.string(),
  comp_1: z.string(),
  comp_2: z.string(),
  comp_3: z.string(),
  comp_4: z.string(),
  comp_5: z.string(),
  parcel_id: z.string().nullable(),
  swis_co: z.string().nullable(),
  swis_town: z.string().nullable(),
  swis_vg: z.string().nullable(),
  sfla: z.number().int().nullable(),
  assigned_to: z.number().int().nullable(),
  who_reviewed: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  application_submitted: z.string(),
  /** The parcel as the roll has it now (SPEC §2 current property). */
  current_property: z.object({
    bldg_style: z.string().nullable(),
    sfla: z.number().int().nullable(),
    yr_built: z.number().int().nullable(),
    overall_cond: z.string().nullable(),
  }),
  owner: personBlockSchema,
  /** Null when the applicant is the owner. */
  applicant: personBlockSchema.nullable(),
  /** Filed by a representative in a batch (decision 035), not through the wizard. */
  filed_by_representative: z.boolean(),
  /**
   * The e-mail of the account that submitted it (a batch's representative, who may have saved
   * no applicant details); null once that account is gone.
   */
  submitted_by_email: z.string().nullable(),
  /** The representative's firm as a mega-admin named it (decision 052); null when none is set or the filer is no representative. */
  filer_firm: z.string().nullable(),
  /**
   * The owner's e-signed authorization the representative filed under (decision 052), with its
   * signed record; null when the filing names none (an owner's, or a file attached).
   */
  authorization: z
    .object({
      id: z.number().int(),
      status: z.enum(AUTHORIZATION_STATUSES),
      scope: z.enum(AUTHORIZATION_SCOPES),
      tax_year: z.number().int(),
      owner_name: z.string(),
      owner_email: z.string(),
      signed_name: z.string().nullable(),
      signed_at: z.string().nullable(),
      signed_text_sha256: z.string().nullable(),
      revoked_at: z.string().nullable(),
    })
    .nullable(),
  /**
   * The language the filer reads: their account's, which their e-mails, the decision notice and
   * the documents follow (decision 037). The reviewer writes the explanation in it.
   */
  filer_language: z.enum(LANGUAGES),
  /** The applicant's comps, in their order, with each parcel's latest arms-length sale. */
  applicant_comps: z.array(comparableSaleRecordSchema),
  /**
   * Set when an administrator voided the filing (decision 043; it is then `withdrawn`): when,
   * why, and the e-mail of who voided it (null once that account is gone).
   */
  voided: z
    .object({
      at: z.string(),
      reason: z.string(),
      by: z.string().nullable(),
    })
    .nullable(),
  files: z.array(reviewFileSchema),
  history: z.array(reviewHistoryEntrySchema),
  /**
   * The owner's answer to the decision (our addition): accepted, signed with the typed name,
   * or disagreed; null before one (always null until COMPLETE).
   */
  owner_response: z
    .object({
      decision: z.enum(OWNER_RESPONSE_CODES),
      /** The full name the owner typed as their signature. */
      name: z.string(),
      /** ISO 8601. */
      responded_at: z.string(),
    })
    .nullable(),
  /** The preliminary offers, oldest first, with who sent them and the owner's answers. */
  offers: z.array(staffOfferSchema),
  /** How many more offers may be sent (0 to 2). */
  offers_left: z.number().int().min(0),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;
