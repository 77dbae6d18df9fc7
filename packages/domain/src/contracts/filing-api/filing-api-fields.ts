import { z } from 'zod';
import { BULK_CSV_COLUMNS, type BulkRow } from '../../bulk-filing.ts';
import { REVIEW_STATUSES } from '../../filing.ts';
import { DRAFT_FILES_MAX } from '../../limits.ts';
import { multilineTextField, textField } from '../../text.ts';

/** The OpenAPI security scheme of `/v1`: `Authorization: Bearer irk_…`. */
export const API_KEY_SECURITY = [{ apiKey: [] }] as const;

/** The largest body `POST /v1/filings` reads: a filing's fields many times over. */
export const API_FILING_BODY_MAX_BYTES = 64 * 1024;
/** An Idempotency-Key's length. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** Filings one page of `GET /v1/filings` holds at most, and by default. */
export const API_FILINGS_PAGE_MAX = 100;
export const API_FILINGS_PAGE_DEFAULT = 50;

/**
 * A cell of the bulk row, bounded here so a body cannot carry megabytes in one field, and
 * without the characters no field takes; the row's own rules (the wizard's schema, through
 * `checkBulkRow`) judge it after.
 */
const cell = textField.max(5000).optional().default('');

/**
 * `POST /v1/filings`: the bulk CSV's row as JSON, its columns as field names (decision 053),
 * the comparables as a list instead of comp1..comp5, and the ids of files uploaded with
 * `POST /v1/files` instead of names in a ZIP. `desired_value` may be a number or a string.
 */
export const apiFilingBodySchema = z.strictObject({
  sbl: textField.max(100),
  owner_first_name: cell,
  owner_last_name: cell,
  owner_address1: cell,
  owner_address2: cell,
  owner_city: cell,
  owner_state: cell,
  owner_zip: cell,
  owner_phone: cell,
  owner_email: cell,
  desired_value: z
    .union([textField.max(100), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
    .transform(String),
  reason: textField.max(100),
  comments: multilineTextField.max(5000).optional().default(''),
  comparables: z.array(textField.max(100)).max(5).optional().default([]),
  file_ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(DRAFT_FILES_MAX),
});
export type ApiFilingInput = z.infer<typeof apiFilingBodySchema>;

/**
 * The bulk row the body stands for, so both are checked by one rule (`checkBulkRow`): the files
 * column lists the file ids, whose files the server then looks up.
 */
export function bulkRowOfApiFiling(body: ApiFilingInput): BulkRow {
  const comps = [0, 1, 2, 3, 4].map((i) => body.comparables[i] ?? '');
  const row = {
    sbl: body.sbl,
    owner_first_name: body.owner_first_name,
    owner_last_name: body.owner_last_name,
    owner_address1: body.owner_address1,
    owner_address2: body.owner_address2,
    owner_city: body.owner_city,
    owner_state: body.owner_state,
    owner_zip: body.owner_zip,
    owner_phone: body.owner_phone,
    owner_email: body.owner_email,
    desired_value: body.desired_value,
    reason: body.reason,
    comments: body.comments,
    comp1: comps[0]!,
    comp2: comps[1]!,
    comp3: comps[2]!,
    comp4: comps[3]!,
    comp5: comps[4]!,
    files: body.file_ids.join(';'),
  } satisfies BulkRow;
  // Every column of the layout, and only those: the CSV and the API stay one row.
  if (Object.keys(row).length !== BULK_CSV_COLUMNS.length) throw new Error('bulk row drifted');
  return row;
}

/** `DEVELOPMENT-2026-000123`: the municipality, the roll year and the filing's id. */
export const filingNumberSchema = z
  .string()
  .max(80)
  .regex(/^[A-Z0-9_-]+-\d{4}-\d{6,16}$/);

export const apiFilingStatusSchema = z.enum(REVIEW_STATUSES);
