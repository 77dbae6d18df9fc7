import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  type BulkProblem,
  type BulkRefusal,
  checkBulkRow,
  isMessageKey,
  type Language,
  type MessageRef,
  msg,
  type Person,
  UPLOAD_MAX_BYTES,
} from '@ir/domain';
import { messageText } from '@ir/domain/catalogues.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { Db } from '../../db/client.ts';
import {
  createContext,
  type ContextServices,
  type SignedInContext,
} from '../../plugins/request-context.ts';
import type { FileStorage } from '../../plugins/storage-interface.ts';
import {
  UploadRefusal,
  ZipArchive,
  ZipRefusal,
  type AcceptedUpload,
} from '../../plugins/upload-pipeline/index.ts';
import type { MunicipalityRegistry } from '../municipalities/index.ts';
import type { ParcelRecord } from '../properties/index.ts';
import { isOverDailyQuota, releaseIfUnreferenced } from '../uploads/index.ts';
import { findUserById } from '../users/index.ts';
import type { CsvRow } from './bulk-csv.ts';
import {
  finishBatch,
  listDoneLines,
  recordBatchOutcome,
  renewLease,
  type BatchRow,
} from './bulk-repository.ts';
import {
  alreadyFiled,
  checkRowParcel,
  fileRepresentativeRow,
  representativeOf,
  type RowSubmission,
} from './file-representative-row.ts';

/** A batch is tried this many times (an instance stopped under it) before it is marked failed. */
export const BATCH_MAX_ATTEMPTS = 3;

export interface BatchDeps {
  services: ContextServices;
  municipalities: Pick<MunicipalityRegistry, 'get'>;
  /** The upload pipeline's check of a file on disk: sniffed, scanned and stored. */
  checkFile: (file: string, name: string, size: number) => Promise<AcceptedUpload>;
  log: FastifyBaseLogger;
  /** How long a claim holds; it is renewed as rows are done. */
  leaseMs: number;
  /** True once the instance is stopping: the batch is left for another to take over. */
  stopping: () => boolean;
}

/** A row that passed its own checks, waiting for its files and its filing. */
interface Candidate {
  line: number;
  submission: RowSubmission;
  ownerEmail: string | null;
  files: string[];
  parcel: ParcelRecord;
}

/**
 * Files a claimed batch (decisions 035, 043), row by row in the CSV's order, skipping the rows
 * an earlier attempt did. Each row passes exactly the single filing's rules: SPEC §5 through
 * the wizard's schema, comparables and parcel of this municipality, one review per parcel
 * (also against earlier rows of the batch), and the account's daily upload quota. Its files are
 * checked, scanned and stored one by one with no transaction open; it is then filed in its own
 * transaction, which records its outcome too, so a restart never loses nor repeats a filed
 * row. Stored files no filing took, and the ZIP once the batch has ended, are released.
 */
export async function runBatch(deps: BatchDeps, batch: BatchRow): Promise<void> {
  const db = deps.services.database.db;
  const { storage } = deps.services;
  const rows = batch.rows as CsvRow[];
  const language = batch.language as Language;
  const report = new Report(db, batch.id, language);
  const municipality = deps.municipalities.get(batch.municipalityKey);
  const user = municipality
    ? await findUserById(db, batch.municipalityKey, batch.userId)
    : undefined;
  if (!municipality || !user || batch.attempts > BATCH_MAX_ATTEMPTS) {
    await failBatch(deps, batch, report, rows);
    return;
  }
  const ctx = signedInAs(deps.services, municipality, user, batch.id, language);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ir-batch-'));
  const stored = new Map<string, AcceptedUpload | MessageRef>();
  let zip: ZipArchive | undefined;
  try {
    zip = batch.zipSha256 ? await fetchZip(storage, batch.zipSha256, dir) : undefined;
    const done = await listDoneLines(db, batch.id);
    const firstLineOf = firstLines(rows);
    const applicant = await representativeOf(ctx);
    let lease = batch.leaseUntil ?? new Date(0);
    for (const row of rows) {
      if (done.has(row.line)) continue;
      if (deps.stopping()) return;
      const renewed = await keepLease(deps, batch.id, lease);
      if (!renewed) return;
      lease = renewed;
      const checked = await checkRow(ctx, row, zip, batch.rollYear, firstLineOf);
      if ('refused' in checked) {
        await report.refuse(row.line, row.cells.sbl.trim(), checked.refused);
        continue;
      }
      const candidate = checked.candidate;
      const files = await storeRowFiles(ctx, zip, candidate, stored, dir, deps);
      if ('refused' in files) {
        await report.refuse(candidate.line, candidate.submission.sbl, files.refused);
        continue;
      }
      await fileRow(ctx, candidate, files.accepted, applicant, batch.rollYear, report, deps);
    }
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    // The ZIP checked at acceptance no longer reads back as it was: nothing more is filed.
    deps.log.error({ err: error, batch: batch.id }, 'a batch ZIP could not be read back');
    await failBatch(deps, batch, report, rows);
    return;
  } finally {
    zip?.close();
    await rm(dir, { recursive: true, force: true });
    // Bytes no filing took (a refused row's, a file of a row filed before) are not kept.
    for (const file of stored.values()) {
      if ('sha256' in file) await releaseIfUnreferenced(db, storage, file.sha256);
    }
  }
  await finishBatch(db, batch.id, 'done', deps.services.clock());
  if (batch.zipSha256) await releaseIfUnreferenced(db, storage, batch.zipSha256);
}

/**
 * Ends a batch that cannot go on (tried too often, its account or ZIP gone): each row without
 * an outcome is reported as not filed, to be sent again; the rows filed stay filed.
 */
async function failBatch(
  deps: BatchDeps,
  batch: BatchRow,
  report: Report,
  rows: readonly CsvRow[],
): Promise<void> {
  const db = deps.services.database.db;
  const done = await listDoneLines(db, batch.id);
  const phone = deps.services.config.firm.phone;
  for (const row of rows) {
    if (!done.has(row.line)) {
      await report.refuse(row.line, row.cells.sbl.trim(), [
        { message: msg('bulk.failed', { phone }) },
      ]);
    }
  }
  await finishBatch(db, batch.id, 'failed', deps.services.clock());
  if (batch.zipSha256) await releaseIfUnreferenced(db, deps.services.storage, batch.zipSha256);
  deps.log.warn({ batch: batch.id, attempts: batch.attempts }, 'a batch was marked failed');
}

function signedInAs(
  services: ContextServices,
  municipality: NonNullable<ReturnType<MunicipalityRegistry['get']>>,
  user: { id: number; email: string; role: string },
  batchId: number,
  language: Language,
): SignedInContext {
  const actor = {
    id: user.id,
    email: user.email,
    role: user.role as SignedInContext['actor']['role'],
  };
  return {
    ...createContext(services, { municipality, actor, requestId: `batch-${batchId}`, language }),
    actor,
  };
}

/** Renews the claim once a third of it has passed; undefined when another instance took it. */
async function keepLease(deps: BatchDeps, batchId: number, lease: Date): Promise<Date | undefined> {
  const now = deps.services.clock();
  if (lease.getTime() - now.getTime() > (deps.leaseMs * 2) / 3) return lease;
  const next = new Date(now.getTime() + deps.leaseMs);
  return (await renewLease(deps.services.database.db, batchId, next, lease)) ? next : undefined;
}

/** The batch's ZIP, from file storage back to a private temp file. */
async function fetchZip(storage: FileStorage, sha256: string, dir: string): Promise<ZipArchive> {
  const content = await storage.get(sha256);
  if (!content) throw new ZipRefusal('broken', `the batch ZIP ${sha256} is not in storage`);
  const file = path.join(dir, 'batch.zip');
  await pipeline(content.stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return ZipArchive.open(file);
}

/** The first line of each parcel among the rows whose cells pass, for the duplicate rule. */
function firstLines(rows: readonly CsvRow[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const row of rows) {
    if (row.error) continue;
    const checked = checkBulkRow(row.cells);
    if (checked.ok && !first.has(checked.submission.sbl)) {
      first.set(checked.submission.sbl, row.line);
    }
  }
  return first;
}

/**
 * A row's own rules, in the order a person fixes them: its cells (the wizard's schema), the
 * same parcel earlier in the batch, its files in the ZIP, then its comparables and parcel in
 * this municipality and the parcel's filings this roll year. Every problem found is reported,
 * not only the first, so the row is corrected once.
 */
async function checkRow(
  ctx: SignedInContext,
  row: CsvRow,
  zip: ZipArchive | undefined,
  rollYear: number,
  firstLineOf: ReadonlyMap<string, number>,
): Promise<{ refused: BulkRefusal[] } | { candidate: Candidate }> {
  if (row.error) return { refused: [{ message: row.error }] };
  const checked = checkBulkRow(row.cells);
  const refused: BulkRefusal[] = checked.ok ? [] : [...checked.errors];
  const { files } = checked;
  const first = checked.ok ? firstLineOf.get(checked.submission.sbl) : undefined;
  // A later row of a parcel: its parcel is the earlier row's to check (and file).
  const duplicate = first !== undefined && first !== row.line;
  if (duplicate) refused.push({ message: msg('bulk.duplicateRow', { line: first }) });
  if (!zip) {
    if (files.length > 0) refused.push({ message: msg('bulk.noZip') });
  } else {
    for (const name of files) {
      if (!zip.has(name)) refused.push({ message: msg('bulk.fileNotInZip', { name }) });
    }
  }
  if (!checked.ok || duplicate) return { refused };
  const { submission, ownerEmail } = checked;
  const parcel = await checkRowParcel(ctx, submission, rollYear);
  if (!parcel.ok) refused.push(...parcel.refused);
  if (refused.length > 0 || !parcel.ok) return { refused };
  return { candidate: { line: row.line, submission, ownerEmail, files, parcel: parcel.parcel } };
}

/**
 * A row's files: each counted against the account's daily upload quota (as a single upload
 * is) before a byte of it is inflated, then extracted, checked, scanned and stored once per
 * name for the whole batch. A refusal names the entry.
 */
async function storeRowFiles(
  ctx: SignedInContext,
  zip: ZipArchive | undefined,
  candidate: Candidate,
  stored: Map<string, AcceptedUpload | MessageRef>,
  dir: string,
  deps: BatchDeps,
): Promise<{ accepted: AcceptedUpload[] } | { refused: BulkRefusal[] }> {
  if (!zip) return { refused: [{ message: msg('bulk.noZip') }] };
  const refused: BulkRefusal[] = [];
  const accepted: AcceptedUpload[] = [];
  const quota = { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, now: ctx.now };
  let adding = 0;
  for (const name of candidate.files) {
    adding += zip.sizeOf(name);
    const file = (await isOverDailyQuota(ctx.db, quota, adding))
      ? msg('uploadAnswer.dailyQuota')
      : await storeOnce(zip, name, stored, dir, deps);
    if ('sha256' in file) {
      accepted.push(file);
    } else {
      // The file's reason inside the row's: both said in the batch's language.
      const reason = messageText(ctx.language, file);
      refused.push({ message: msg('bulk.fileRefused', { name, reason }) });
    }
  }
  return refused.length > 0 ? { refused } : { accepted };
}

/** A ZIP entry stored, or why it was refused; the extracted copy is deleted once checked. */
async function storeOnce(
  zip: ZipArchive,
  name: string,
  stored: Map<string, AcceptedUpload | MessageRef>,
  dir: string,
  deps: BatchDeps,
): Promise<AcceptedUpload | MessageRef> {
  const known = stored.get(name);
  if (known !== undefined) return known;
  let outcome: AcceptedUpload | MessageRef;
  // Refused before a byte is inflated, as an upload's declared length is.
  if (zip.sizeOf(name) > UPLOAD_MAX_BYTES) {
    outcome = msg('upload.tooLarge');
  } else {
    const file = path.join(dir, `entry-${stored.size}`);
    try {
      const size = await zip.extract(name, file);
      outcome = await deps.checkFile(file, name, size);
    } catch (error) {
      if (error instanceof UploadRefusal) outcome = error.ref;
      else if (error instanceof ZipRefusal) outcome = msg('bulk.zipBroken');
      else throw error;
    } finally {
      await rm(file, { force: true });
    }
  }
  stored.set(name, outcome);
  return outcome;
}

/**
 * Files a candidate in its own transaction (the single filing's), which records the row as
 * filed; a refusal there (another filing won the parcel meanwhile) refuses the row, and a
 * failure of ours is logged and the row reported as not filed.
 */
async function fileRow(
  ctx: SignedInContext,
  candidate: Candidate,
  files: AcceptedUpload[],
  applicant: Person | null,
  rollYear: number,
  report: Report,
  deps: BatchDeps,
): Promise<void> {
  const { line, submission } = candidate;
  try {
    await fileRepresentativeRow(ctx, {
      submission,
      ownerEmail: candidate.ownerEmail,
      parcel: candidate.parcel,
      files,
      applicant,
      rollYear,
      record: (tx, filed) =>
        recordBatchOutcome(tx, {
          batchId: report.batchId,
          line,
          sbl: submission.sbl,
          status: 'filed',
          applicationId: filed.id,
          filingNumber: filed.filingNumber,
          ownerCopy: filed.ownerCopy,
        }),
    });
  } catch (error) {
    if (error instanceof AppError) {
      // Filed by someone else since the check above: said as above, the SBL as a value.
      const message =
        error.code === 'app_exists' ? alreadyFiled(ctx, candidate.parcel.sbl) : error.ref;
      await report.refuse(line, submission.sbl, [{ message }]);
    } else {
      deps.log.error({ err: error, batch: report.batchId, line }, 'a batch row could not be filed');
      await report.refuse(line, submission.sbl, [
        { message: msg('bulk.failed', { phone: ctx.firm.phone }) },
      ]);
    }
  }
}

/**
 * A refusal as it is stored and sent: a catalogue reference, with the column it is about. A
 * rule's message that is no key (zod's own words) travels as a value of `bulk.cellInvalid`.
 */
export function problemOf({ column, message }: BulkRefusal): BulkProblem {
  const ref: MessageRef =
    typeof message !== 'string'
      ? message
      : isMessageKey(MESSAGES, message)
        ? { key: message }
        : msg('bulk.cellInvalid', { rule: message });
  return column === undefined ? { ...ref } : { ...ref, column };
}

/**
 * Writes what became of each refused row: every problem as a reference, for each page to say
 * in its own language, and as one text in the batch's language for older clients (decision 040).
 */
class Report {
  constructor(
    private readonly db: Db,
    readonly batchId: number,
    private readonly language: Language,
  ) {}

  async refuse(line: number, sbl: string, reasons: readonly BulkRefusal[]): Promise<void> {
    const problems = reasons.map(problemOf);
    await recordBatchOutcome(this.db, {
      batchId: this.batchId,
      line,
      sbl,
      status: 'refused',
      error: problems.map((problem) => problemText(this.language, problem)).join(' '),
      problems,
    });
  }
}

/** A problem in `language`, after its column's name (`owner_zip: …`). */
export function problemText(language: Language, { column, ...ref }: BulkProblem): string {
  const text = isMessageKey(MESSAGES, ref.key)
    ? messageText(language, { key: ref.key, ...(ref.values ? { values: ref.values } : {}) })
    : ref.key;
  return column === undefined ? text : `${column}: ${text}`;
}
