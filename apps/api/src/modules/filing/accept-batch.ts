import { createReadStream } from 'node:fs';
import { AppError, BULK_CSV_MAX_BYTES, BULK_ZIP_MAX_BYTES, type MessageRef, msg } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import {
  ZipArchive,
  ZipRefusal,
  type FormSpec,
  type ReceivedForm,
} from '../../plugins/upload-pipeline/index.ts';
import { BATCH_ZIP_LIMITS } from '../../plugins/upload-pipeline/zip-archive.ts';
import { releaseIfUnreferenced } from '../uploads/index.ts';
import { findUserById } from '../users/index.ts';
import { readBulkCsv, type CsvRow } from './bulk-csv.ts';
import { countBatchRowsSince, insertBatch, lockAccountBatches } from './bulk-repository.ts';
import { refuseClosedPeriod } from './check-one-review.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AcceptBatchDeps {
  receiveForm: (spec: FormSpec) => Promise<ReceivedForm>;
  /** Rows one account may send over 24 hours (BULK_DAILY_PARCELS). */
  dailyRows: number;
  /** Tells the batch worker there is work (it also finds it on its own, later). */
  wake: () => void;
}

/**
 * POST /applications/bulk (decisions 035, 043): what can be known at once is checked at once,
 * in the order that costs least: the account's right to file in bulk, its rows left today and
 * the filing period before a byte of the body is read; the captcha as soon as it arrives,
 * before any file part; the CSV as it arrives, refused at its 1,001st row; the ZIP's central
 * directory. The ZIP is then kept in file storage and the batch recorded, to be filed in the
 * background (run-batch.ts); the answer is its id. The form's temp folder is removed on every
 * path.
 */
export async function acceptBatch(ctx: SignedInContext, deps: AcceptBatchDeps): Promise<number> {
  const muni = ctx.municipality.key;
  const account = await findUserById(ctx.db, muni, ctx.actor.id);
  if (!account?.representative) {
    throw new AppError(
      403,
      'not_representative',
      msg('bulk.notRepresentative', { phone: ctx.firm.phone }),
    );
  }
  const since = new Date(ctx.now.getTime() - DAY_MS);
  const used = await countBatchRowsSince(ctx.db, muni, ctx.actor.id, since);
  if (used >= deps.dailyRows) {
    throw new AppError(
      429,
      'bulk_daily_limit',
      msg('bulk.dailyLimitReached', { max: deps.dailyRows.toLocaleString('en-US') }),
    );
  }
  const { rollYear } = await refuseClosedPeriod(ctx);

  let rows: CsvRow[] | undefined;
  const form = await deps.receiveForm({
    files: {
      csv: {
        maxBytes: BULK_CSV_MAX_BYTES,
        tooLarge: new AppError(413, 'too_large', 'bulk.csvTooLarge', { field: 'csv' }),
        read: async (chunks) => {
          rows = await readBulkCsv(chunks);
        },
      },
      zip: {
        maxBytes: BULK_ZIP_MAX_BYTES,
        tooLarge: new AppError(413, 'too_large', 'bulk.zipTooLarge', { field: 'zip' }),
      },
    },
    fields: ['captcha'],
    fieldSize: 10_000,
    // Before any file is read: a batch without a solved captcha costs nothing to refuse.
    beforeFiles: async (fields) => {
      if (!(await ctx.captcha.verify(fields.captcha ?? ''))) {
        throw new AppError(400, 'bad_captcha', 'filing.badCaptcha', { field: 'captcha' });
      }
    },
  });
  let zipSha256: string | null = null;
  try {
    if (!rows) throw new AppError(400, 'no_file', 'bulk.noCsv', { field: 'csv' });
    const batchRows = rows;
    refuseOverDailyRows(deps.dailyRows, used, batchRows.length);
    const zip = form.files.zip;
    if (zip) {
      (await openBatchZip(zip.file)).close();
      zipSha256 = (await ctx.storage.put(createReadStream(zip.file))).sha256;
    }
    const id = await ctx.db.transaction(async (tx) => {
      // Again under the account's lock: another batch may have been accepted meanwhile.
      await lockAccountBatches(tx, muni, ctx.actor.id);
      refuseOverDailyRows(
        deps.dailyRows,
        await countBatchRowsSince(tx, muni, ctx.actor.id, since),
        batchRows.length,
      );
      return insertBatch(tx, {
        municipalityKey: muni,
        userId: ctx.actor.id,
        language: ctx.language,
        rows: batchRows,
        zipSha256,
        rollYear,
        createdAt: ctx.now,
      });
    });
    deps.wake();
    return id;
  } catch (error) {
    // The ZIP is kept only for a recorded batch.
    if (zipSha256) await releaseIfUnreferenced(ctx.db, ctx.storage, zipSha256);
    throw error;
  } finally {
    await form.dispose();
  }
}

/** 429 when `rows` more would take the account past its rows for 24 hours. */
function refuseOverDailyRows(max: number, used: number, rows: number): void {
  if (used + rows <= max) return;
  const count = (n: number) => n.toLocaleString('en-US');
  throw new AppError(
    429,
    'bulk_daily_limit',
    msg('bulk.dailyLimit', {
      max: count(max),
      used: count(used),
      rows: count(rows),
    }),
  );
}

/**
 * The batch's ZIP, its central directory checked (decision 035): a refusal names the entry
 * at fault, and files nothing.
 */
export async function openBatchZip(file: string): Promise<ZipArchive> {
  try {
    return await ZipArchive.open(file);
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    throw new AppError(400, 'bad_zip', zipRefusalText(error), { field: 'zip' });
  }
}

function zipRefusalText(error: ZipRefusal): MessageRef {
  const name = error.entry ?? error.message;
  switch (error.problem) {
    case 'path':
      return msg('bulk.zipEntryPath', { name: error.message });
    case 'duplicate':
      return msg('bulk.zipDuplicate', { name: error.message });
    case 'ratio':
      return error.entry === undefined ? msg('bulk.zipRatio') : msg('bulk.zipEntryRatio', { name });
    case 'encrypted':
      return msg('bulk.zipEncrypted', { name });
    case 'entries':
      return msg('bulk.zipEntries', {
        max: BATCH_ZIP_LIMITS.maxEntries.toLocaleString('en-US'),
      });
    case 'total':
      return msg('bulk.zipTotal');
    default:
      return msg('bulk.zipBroken');
  }
}
