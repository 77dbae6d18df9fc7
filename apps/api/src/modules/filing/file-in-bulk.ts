import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  AppError,
  BULK_CSV_MAX_BYTES,
  BULK_ZIP_MAX_BYTES,
  checkBulkRow,
  fillMessage,
  MESSAGES,
  ownerOf,
  personSchema,
  UPLOAD_MAX_BYTES,
  withPhone,
  type BulkReport,
  type BulkReportRow,
  type Person,
  type Language,
  type SubmitReview,
} from '@ir/domain';
import { translateMessage } from '@ir/domain/catalogues.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import {
  UploadRefusal,
  ZipArchive,
  ZipRefusal,
  type AcceptedUpload,
  type FormSpec,
  type ReceivedForm,
} from '../../plugins/upload-pipeline/index.ts';
import { findParcelBySbl, type ParcelRecord } from '../properties/index.ts';
import { releaseIfUnreferenced } from '../uploads/index.ts';
import { parseBulkCsv, type CsvRow } from './bulk-csv.ts';
import { applicationExists, refuseClosedPeriod } from './check-one-review.ts';
import { findApplicationForParcel, findSavedApplicant } from './repository.ts';
import { fileApplication, refuseUnknownComps } from './submit-review.ts';

/** What the route gives the service: the upload pipeline's two steps, and the request's log. */
export interface BulkUploads {
  receiveForm: (spec: FormSpec) => Promise<ReceivedForm>;
  checkFile: (file: string, name: string, size: number) => Promise<AcceptedUpload>;
  /** For a row that failed for a reason of ours (the report tells the user only to retry). */
  logError: (detail: object, message: string) => void;
}

const FORM: FormSpec = {
  files: {
    csv: {
      maxBytes: BULK_CSV_MAX_BYTES,
      tooLarge: new AppError(413, 'too_large', MESSAGES.bulk.csvTooLarge, { field: 'csv' }),
    },
    zip: {
      maxBytes: BULK_ZIP_MAX_BYTES,
      tooLarge: new AppError(413, 'too_large', MESSAGES.bulk.zipTooLarge, { field: 'zip' }),
    },
  },
  fields: ['captcha'],
  fieldSize: 10_000,
};

/** A row that passed its own checks, waiting for its files and its filing. */
interface Candidate {
  line: number;
  submission: Omit<SubmitReview, 'captcha'>;
  owner: Person;
  ownerEmail: string | null;
  files: string[];
  parcel: ParcelRecord;
}

/**
 * POST /applications/bulk (decision 035). The form is read to a private temp folder first
 * (the ZIP streamed to disk, never held in memory); the CSV's shape, the captcha (once per
 * batch), the period and the ZIP's entries are checked before anything is stored, and a
 * problem with any of them files nothing. Each row then passes exactly the single filing's
 * rules: SPEC §5 through the wizard's schema, comparables and parcel of this municipality, one
 * review per parcel (also against earlier rows of the batch). The files the passing rows name
 * are checked, scanned and stored one by one like any upload, with no transaction open; each
 * row is then filed in its own transaction. Stored files no filing took are released.
 */
export async function fileInBulk(ctx: SignedInContext, uploads: BulkUploads): Promise<BulkReport> {
  const form = await uploads.receiveForm(FORM);
  try {
    const csv = form.files.csv;
    if (!csv) throw new AppError(400, 'no_file', MESSAGES.bulk.noCsv, { field: 'csv' });
    const rows = parseBulkCsv(await readFile(csv.file));
    if (!(await ctx.captcha.verify(form.fields.captcha ?? ''))) {
      throw new AppError(400, 'bad_captcha', MESSAGES.filing.badCaptcha, { field: 'captcha' });
    }
    const { rollYear } = await refuseClosedPeriod(ctx);
    const zip = form.files.zip ? await openZip(form.files.zip.file) : undefined;
    try {
      const report = new Report(ctx.language);
      const candidates = await checkRows(ctx, rows, zip, rollYear, report);
      const stored = zip ? await storeFiles(zip, candidates, form.dir, uploads) : new Map();
      try {
        await fileCandidates(ctx, candidates, stored, rollYear, report, uploads);
      } finally {
        // Bytes no filing took (a refused row's, a file of a row filed before) are not kept.
        for (const file of stored.values()) {
          if (typeof file !== 'string') {
            await releaseIfUnreferenced(ctx.db, ctx.storage, file.sha256);
          }
        }
      }
      return { rows: rows.map((row) => report.of(row.line)) };
    } finally {
      zip?.close();
    }
  } finally {
    await form.dispose();
  }
}

/** What became of each row, by its line. */
class Report {
  private readonly rows = new Map<number, BulkReportRow>();

  /** Refusals are written in the language of the page that sent the batch (decision 040). */
  constructor(private readonly language: Language) {}

  /** `reasons` are catalogue texts, each perhaps after its column's name (`owner_zip: …`). */
  refuse(line: number, sbl: string, reasons: string | readonly string[]): void {
    const error = (typeof reasons === 'string' ? [reasons] : reasons)
      .map((reason) => this.inLanguage(reason))
      .join(' ');
    this.rows.set(line, { line, sbl, status: 'refused', error });
  }

  private inLanguage(reason: string): string {
    const whole = translateMessage(reason, this.language);
    if (whole !== reason) return whole;
    const named = /^(\w+): ([\s\S]+)$/.exec(reason);
    return named ? `${named[1]}: ${translateMessage(named[2] as string, this.language)}` : reason;
  }

  filed(line: number, sbl: string, filingNumber: string, irId: number): void {
    this.rows.set(line, { line, sbl, status: 'filed', filingNumber, ir_id: irId });
  }

  of(line: number): BulkReportRow {
    const row = this.rows.get(line);
    if (!row) throw new Error(`line ${line} of the batch has no outcome`);
    return row;
  }
}

/**
 * Each row's own rules, in the order a person fixes them: its cells (the wizard's schema), the
 * same parcel earlier in the batch, its files in the ZIP, then its comparables and parcel in
 * this municipality and the parcel's filings this roll year. The rows that pass, in order.
 */
async function checkRows(
  ctx: SignedInContext,
  rows: readonly CsvRow[],
  zip: ZipArchive | undefined,
  rollYear: number,
  report: Report,
): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const sbl = row.cells.sbl.trim();
    if (row.error) {
      report.refuse(row.line, sbl, row.error);
      continue;
    }
    const checked = checkBulkRow(row.cells);
    if (!checked.ok) {
      report.refuse(row.line, sbl, checked.errors);
      continue;
    }
    const { submission, files, ownerEmail } = checked;
    const earlier = firstLineOf.get(submission.sbl);
    if (earlier !== undefined) {
      report.refuse(row.line, sbl, fillMessage(MESSAGES.bulk.duplicateRow, { line: earlier }));
      continue;
    }
    firstLineOf.set(submission.sbl, row.line);
    if (!zip) {
      report.refuse(row.line, sbl, MESSAGES.bulk.noZip);
      continue;
    }
    const missing = files.filter((name) => !zip.has(name));
    if (missing.length > 0) {
      const text = missing.map((name) => fillMessage(MESSAGES.bulk.fileNotInZip, { name }));
      report.refuse(row.line, sbl, text);
      continue;
    }
    const parcel = await checkParcel(ctx, submission, rollYear);
    if (Array.isArray(parcel)) {
      report.refuse(row.line, sbl, parcel);
      continue;
    }
    const owner = personSchema.parse(ownerOf(submission));
    candidates.push({ line: row.line, submission, owner, ownerEmail, files, parcel });
  }
  return candidates;
}

/**
 * Files each candidate whose files were all accepted, each in its own transaction (the single
 * filing's); a refusal there (another filing won the parcel meanwhile) refuses the row, and a
 * failure of ours is logged and the row reported as not filed.
 */
async function fileCandidates(
  ctx: SignedInContext,
  candidates: readonly Candidate[],
  stored: ReadonlyMap<string, AcceptedUpload | string>,
  rollYear: number,
  report: Report,
  uploads: BulkUploads,
): Promise<void> {
  const applicant = await representativeOf(ctx);
  for (const candidate of candidates) {
    const { line, submission } = candidate;
    const files: AcceptedUpload[] = [];
    const refused: string[] = [];
    for (const name of candidate.files) {
      const file = stored.get(name);
      if (file === undefined) throw new Error(`${name} was neither stored nor refused`);
      // The reason inside is a catalogue text: put in the row in the page's language.
      if (typeof file === 'string')
        refused.push(
          fillMessage(MESSAGES.bulk.fileRefused, {
            name,
            reason: translateMessage(file, ctx.language),
          }),
        );
      else files.push(file);
    }
    if (refused.length > 0) {
      report.refuse(line, submission.sbl, refused);
      continue;
    }
    try {
      const filed = await fileApplication(ctx, {
        submission,
        parcel: candidate.parcel,
        filingYear: rollYear,
        owner: candidate.owner,
        applicant,
        files: { from: 'batch', stored: files },
        representative: { ownerEmail: candidate.ownerEmail },
      });
      report.filed(line, submission.sbl, filed.confirmation.filingNumber, filed.ir_id);
    } catch (error) {
      if (error instanceof AppError) {
        // Filed by someone else since the check above: named by its column, as above.
        const reason = error.code === 'app_exists' ? `sbl: ${error.message}` : error.message;
        report.refuse(line, submission.sbl, reason);
      } else {
        uploads.logError({ err: error, line }, 'a batch row could not be filed');
        report.refuse(line, submission.sbl, withPhone(MESSAGES.bulk.failed, ctx.firm.phone));
      }
    }
  }
}

async function openZip(file: string): Promise<ZipArchive> {
  try {
    return await ZipArchive.open(file);
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    const message =
      error.problem === 'path'
        ? fillMessage(MESSAGES.bulk.zipEntryPath, { name: error.message })
        : error.problem === 'duplicate'
          ? fillMessage(MESSAGES.bulk.zipDuplicate, { name: error.message })
          : MESSAGES.bulk.zipBroken;
    throw new AppError(400, 'bad_zip', message, { field: 'zip' });
  }
}

/**
 * The parcel of a row, or why it cannot be filed: its comparables and the parcel itself must be
 * of this municipality (as the wizard's submit checks), and the parcel not filed for yet this
 * year (the unique index decides at filing; this spares scanning its files).
 */
async function checkParcel(
  ctx: SignedInContext,
  submission: Candidate['submission'],
  rollYear: number,
): Promise<ParcelRecord | string[]> {
  try {
    await refuseUnknownComps(ctx, submission);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.issues?.map((issue) => issue.path.replace(/^body\./, '')) ?? [];
    return fields.map((field) => `${field}: ${error.message}`);
  }
  const parcel = await findParcelBySbl(ctx.db, ctx.municipality.key, submission.sbl);
  // Not the wizard's "search for it again": a batch's SBL comes from the roll, not a search.
  if (!parcel) return [`sbl: ${MESSAGES.bulk.parcelNotFound}`];
  if (await findApplicationForParcel(ctx.db, ctx.municipality.key, parcel.sbl, rollYear)) {
    return [`sbl: ${applicationExists(ctx).message}`];
  }
  return parcel;
}

/**
 * Extracts, checks, scans and stores each file the candidates name, once per name, one at a
 * time, with no transaction open: a file by name, or the reason it was refused. The extracted
 * copy is deleted as soon as it is checked.
 */
async function storeFiles(
  zip: ZipArchive,
  candidates: readonly Candidate[],
  dir: string,
  uploads: BulkUploads,
): Promise<Map<string, AcceptedUpload | string>> {
  const stored = new Map<string, AcceptedUpload | string>();
  const names = [...new Set(candidates.flatMap((c) => c.files))];
  for (const [i, name] of names.entries()) {
    // Refused before a byte is inflated, as an upload's declared length is.
    if (zip.sizeOf(name) > UPLOAD_MAX_BYTES) {
      stored.set(name, MESSAGES.upload.tooLarge);
      continue;
    }
    const file = path.join(dir, `entry-${i}`);
    try {
      const size = await zip.extract(name, file);
      stored.set(name, await uploads.checkFile(file, name, size));
    } catch (error) {
      if (error instanceof UploadRefusal) stored.set(name, error.message);
      else if (error instanceof ZipRefusal) stored.set(name, MESSAGES.bulk.zipBroken);
      else throw error;
    } finally {
      await rm(file, { force: true });
    }
  }
  return stored;
}

/** The representative as the applicant: the account's saved applicant details, when it has them. */
async function representativeOf(ctx: SignedInContext): Promise<Person | null> {
  const saved = await findSavedApplicant(ctx.db, ctx.municipality.key, ctx.actor.id);
  if (!saved) return null;
  const parsed = personSchema.safeParse({ ...saved, zipCode: saved.zip });
  return parsed.success ? parsed.data : null;
}
