import { z } from 'zod';
import { emailAddressSchema } from './auth.ts';
import { csvRecord, FORMULA_START, toCsv } from './csv.ts';
import { REASON_CODES, shapeZipCode, submitReviewBodySchema, type SubmitReview } from './filing.ts';
import { DRAFT_FILES_MAX } from './limits.ts';
import { msg, type MessageRef } from './message-ref.ts';

/**
 * A representative's batch of filings (docs/bulk-filing.md, decision 035): one CSV row per
 * property, its files in one ZIP. Each row becomes exactly the submission the wizard sends, and
 * is checked by the same schema.
 */

/** The CSV's header, exactly these columns (any order). */
export const BULK_CSV_COLUMNS = [
  'sbl',
  'owner_first_name',
  'owner_last_name',
  'owner_address1',
  'owner_address2',
  'owner_city',
  'owner_state',
  'owner_zip',
  'owner_phone',
  'owner_email',
  'desired_value',
  'reason',
  'comments',
  'comp1',
  'comp2',
  'comp3',
  'comp4',
  'comp5',
  'files',
] as const;
export type BulkColumn = (typeof BULK_CSV_COLUMNS)[number];
export type BulkRow = Record<BulkColumn, string>;

/** Rows one batch takes. */
export const BULK_MAX_ROWS = 1000;
/** The CSV's size: 1,000 rows of long comments fit many times over. */
export const BULK_CSV_MAX_BYTES = 10 * 1024 * 1024;
/** The ZIP of supporting files. Each file in it keeps the single upload's limit. */
export const BULK_ZIP_MAX_BYTES = 500 * 1024 * 1024;
/** Between the file names of the `files` column. */
export const BULK_FILES_SEPARATOR = ';';
/**
 * Owner copies of receipts one account may send, over 12 hours (a sliding window): a full
 * batch's worth. They carry only the filing's facts, never the filer's words.
 */
export const BULK_OWNER_COPIES = { perAccount: 1000, windowMs: 12 * 60 * 60 * 1000 };

/** Which CSV column each submission field comes from, to name it in a row's refusal. */
const COLUMN_OF: Partial<Record<keyof SubmitReview, BulkColumn>> = {
  sbl: 'sbl',
  pOFirstName: 'owner_first_name',
  pOLastName: 'owner_last_name',
  pOAddress1: 'owner_address1',
  pOAddress2: 'owner_address2',
  pOCity: 'owner_city',
  pOState: 'owner_state',
  pOZipCode: 'owner_zip',
  pOPhone: 'owner_phone',
  desiredValue: 'desired_value',
  reason: 'reason',
  valueComments: 'comments',
  comp1: 'comp1',
  comp2: 'comp2',
  comp3: 'comp3',
  comp4: 'comp4',
  comp5: 'comp5',
};

/**
 * Shapes a typed phone as the wizard's field does (SPEC §5: checked as a formatted US number):
 * ten digits, or eleven starting with 1, become (555) 123-4567; anything else is left as typed
 * for the rule to judge.
 */
export function shapeUsPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return typed;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

export type BulkRowCheck =
  | {
      ok: true;
      /** The submission the wizard would send, less the captcha (one per batch). */
      submission: Omit<SubmitReview, 'captcha'>;
      ownerEmail: string | null;
      files: string[];
    }
  | {
      ok: false;
      /** Every problem the row's cells have, not only the first: the report lists them all. */
      errors: BulkRefusal[];
      /** The files the row names, for the server to look for in the ZIP all the same. */
      files: string[];
    };

/**
 * One reason a row is not filed: a catalogue text (or, for a rule without one, the rule's own
 * words), after the name of the column it is about when it is about one. Said in the batch's
 * language when the report is written.
 */
export interface BulkRefusal {
  column?: string;
  message: MessageRef | string;
}

/**
 * A problem of a refused row as stored and sent (decisions 035, 045): a catalogue reference,
 * said in the reader's language where it is shown, and the CSV column it is about when it is
 * about one (a column's name is the same in every language). The key is a string on the wire:
 * a page shows a key it does not know as it is, never fails on it.
 */
export const bulkProblemSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  column: z.string().optional(),
});
export type BulkProblem = z.infer<typeof bulkProblemSchema>;

/**
 * One CSV row as a submission, by the wizard's rules (the same schema `submit_review` parses
 * with), or every reason it is refused, each named by its column: a person fixes a row once,
 * not once per problem. The parcel, the comparables, the files' presence in the ZIP and the
 * one review per parcel are the server's to check.
 */
export function checkBulkRow(row: BulkRow): BulkRowCheck {
  const formula = BULK_CSV_COLUMNS.filter((column) => FORMULA_START.test(row[column]));
  const errors: BulkRefusal[] = formula.map((column) => ({
    message: msg('bulk.formulaCell', { column }),
  }));
  const isFormula = (column: string) => formula.some((cell) => cell === column);
  const parsed = submitReviewBodySchema.safeParse({
    // Verified once for the whole batch; the schema wants one.
    captcha: 'batch',
    sbl: row.sbl,
    isOwner: true,
    pOFirstName: row.owner_first_name,
    pOLastName: row.owner_last_name,
    pOAddress1: row.owner_address1,
    pOAddress2: row.owner_address2,
    pOCity: row.owner_city,
    pOState: row.owner_state,
    pOZipCode: shapeZipCode(row.owner_zip),
    pOPhone: shapeUsPhone(row.owner_phone),
    desiredValue: row.desired_value,
    reason: row.reason,
    valueComments: row.comments,
    comp1: row.comp1,
    comp2: row.comp2,
    comp3: row.comp3,
    comp4: row.comp4,
    comp5: row.comp5,
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof SubmitReview;
      const column = COLUMN_OF[field] ?? field;
      // A formula cell is refused as such, not once more by its column's rule.
      if (isFormula(column)) continue;
      const refusal: BulkRefusal =
        field === 'reason'
          ? { message: msg('bulk.reasonCodes', { codes: REASON_CODES.join(', ') }) }
          : { column, message: issue.message };
      const once = `${refusal.column ?? ''}\u0000${JSON.stringify(refusal.message)}`;
      if (!seen.has(once)) errors.push(refusal);
      seen.add(once);
    }
  }
  let ownerEmail: string | null = null;
  if (row.owner_email.trim() !== '' && !isFormula('owner_email')) {
    const email = emailAddressSchema.safeParse(row.owner_email.trim());
    if (email.success) ownerEmail = email.data;
    else errors.push({ message: msg('bulk.ownerEmail') });
  }
  const files = isFormula('files')
    ? []
    : row.files
        .split(BULK_FILES_SEPARATOR)
        .map((name) => name.trim())
        .filter((name) => name !== '');
  if (files.length === 0 && !isFormula('files')) errors.push({ message: msg('bulk.noFiles') });
  if (files.length > DRAFT_FILES_MAX) errors.push({ message: msg('bulk.tooManyFiles') });
  const twice = files.find((name, i) => files.indexOf(name) !== i);
  if (twice !== undefined) errors.push({ message: msg('bulk.fileTwice', { name: twice }) });
  if (errors.length > 0 || !parsed.success) return { ok: false, errors, files };
  const { captcha: _captcha, ...submission } = parsed.data;
  return { ok: true, submission, ownerEmail, files };
}

/** One row of the batch's report, as the import CLI reports: its line and what became of it. */
export const bulkReportRowSchema = z.object({
  /** The physical line of the CSV the row starts on; the header is line 1. */
  line: z.number().int(),
  sbl: z.string(),
  status: z.enum(['filed', 'refused']),
  filingNumber: z.string().optional(),
  ir_id: z.number().int().optional(),
  /** A refused row's problems as one text, in the batch's language (what older clients read). */
  error: z.string().optional(),
  /** A refused row's every problem, to be said in the reader's language (absent on older rows). */
  problems: z.array(bulkProblemSchema).optional(),
  /**
   * Whether the owner's copy of the receipt went out, for a filed row that gave owner_email:
   * copies are limited per account (BULK_OWNER_COPIES), so a batch cannot mail the world.
   */
  owner_copy: z.enum(['sent', 'rate_limited']).optional(),
});
export type BulkReportRow = z.infer<typeof bulkReportRowSchema>;
export const bulkReportSchema = z.object({ rows: z.array(bulkReportRowSchema) });
export type BulkReport = z.infer<typeof bulkReportSchema>;

/**
 * A batch as its page and API clients poll it: accepted at once (202), then filed in the
 * background; `rows` grows as they are done, in the CSV's order.
 */
export const BULK_BATCH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BulkBatchStatus = (typeof BULK_BATCH_STATUSES)[number];
export const bulkBatchSchema = z.object({
  batch_id: z.number().int(),
  status: z.enum(BULK_BATCH_STATUSES),
  /** The CSV's data rows. */
  total: z.number().int(),
  /** Rows filed or refused so far. */
  processed: z.number().int(),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  rows: z.array(bulkReportRowSchema),
});
export type BulkBatch = z.infer<typeof bulkBatchSchema>;

export const BULK_REPORT_COLUMNS = [
  'line',
  'sbl',
  'status',
  'filing_number',
  'ir_id',
  'error',
  'owner_copy',
];

/**
 * The report as a CSV file (the download beside the table, and the API's text/csv answer).
 * `say` words a row's problems (the page's language); without it, the batch's `error` text.
 */
export function bulkReportCsv(report: BulkReport, say?: (problem: BulkProblem) => string): string {
  return toCsv(
    BULK_REPORT_COLUMNS,
    report.rows.map((row) => [
      String(row.line),
      row.sbl,
      row.status,
      row.filingNumber ?? '',
      row.ir_id === undefined ? '' : String(row.ir_id),
      say && row.problems ? row.problems.map(say).join(' ') : (row.error ?? ''),
      row.owner_copy ?? '',
    ]),
  );
}

/** The template a representative starts from: the header and one example row. */
export function bulkTemplateCsv(): string {
  const example: BulkRow = {
    sbl: '123.45-67-89',
    owner_first_name: 'Jane',
    owner_last_name: 'Owner',
    owner_address1: '12 Main Street',
    owner_address2: '',
    owner_city: 'Springfield',
    owner_state: 'NY',
    owner_zip: '12345',
    owner_phone: '(555) 123-4567',
    owner_email: 'jane.owner@example.com',
    desired_value: '185000',
    reason: 'comparable_sales',
    comments: 'Three similar houses on the street sold for less.',
    comp1: '123.45-67-90',
    comp2: '',
    comp3: '',
    comp4: '',
    comp5: '',
    files: 'authorization-jane-owner.pdf;appraisal.pdf',
  };
  return `${csvRecord(BULK_CSV_COLUMNS)}${csvRecord(BULK_CSV_COLUMNS.map((c) => example[c]))}`;
}
