import { createHash } from 'node:crypto';
import {
  type ApiFilingInput,
  AppError,
  type BulkRefusal,
  bulkRowOfApiFiling,
  checkBulkRow,
  type CreatedFiling,
  filingNumber,
  hasForbiddenCharacters,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  type MessageRef,
  msg,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findParcelFiler } from '../applications/index.ts';
import {
  findIdempotentAnswer,
  IDEMPOTENCY_INDEX,
  insertIdempotentAnswer,
  type IdempotencyKey,
} from '../api-keys/index.ts';
import {
  checkRowParcel,
  fileRepresentativeRow,
  problemOf,
  problemText,
  refuseClosedPeriod,
  representativeOf,
  violates,
} from '../filing/index.ts';
import { findHeldFiles, takeHeldFiles } from '../uploads/index.ts';

/** A filing's answer, first made or replayed for its Idempotency-Key. */
export interface FilingAnswer {
  created: CreatedFiling;
  replayed: boolean;
}

/**
 * POST /v1/filings (decision 053): a representative's filing by the bulk row's rules, through
 * the batch's own checks and filing function. The Idempotency-Key's first answer is kept in
 * the filing's transaction, under a unique index: the same key and body again get it back and
 * file nothing; another body with the key is 422; two at once wait on the index (or on the
 * parcel's), and the loser rolls back whole and answers what the winner stored. A refusal
 * stores nothing, so the same key may be sent again once its cause is fixed.
 */
export async function createFiling(
  ctx: SignedInContext,
  body: ApiFilingInput,
  idempotencyKey: string | undefined,
): Promise<FilingAnswer> {
  const muni = ctx.municipality.key;
  const key = idempotencyKeyOf(ctx, idempotencyKey);
  const requestSha256 = sha256(canonicalJson(body));
  const stored = await replay(ctx, key, requestSha256);
  if (stored) return stored;

  const { rollYear } = await refuseClosedPeriod(ctx);
  const checked = checkBulkRow(bulkRowOfApiFiling(body));
  if (!checked.ok) throw rowRefused(ctx, checked.errors);
  const { submission, ownerEmail } = checked;
  const fileIds = [...new Set(body.file_ids)];
  const files = await findHeldFiles(ctx.db, muni, ctx.actor.id, fileIds);
  const missing = fileIds.filter((id) => !files.some((file) => file.id === id));
  if (missing.length > 0) throw unknownFiles(missing);
  const parcel = await checkRowParcel(ctx, submission, rollYear);
  if (!parcel.ok) {
    if (parcel.filedAlready) throw await filedBy(ctx, submission.sbl, rollYear);
    if (parcel.unknownParcel) {
      throw new AppError(404, 'unknown_parcel', msg('bulk.parcelNotFound'), { field: 'sbl' });
    }
    throw rowRefused(ctx, parcel.refused, 'invalid_comp');
  }
  const applicant = await representativeOf(ctx);
  try {
    const filed = await fileRepresentativeRow(ctx, {
      submission,
      ownerEmail,
      parcel: parcel.parcel,
      files,
      applicant,
      rollYear,
      record: async (tx, row) => {
        // Used by another filing, or purged, since they were looked up: this one rolls back.
        if (!(await takeHeldFiles(tx, muni, ctx.actor.id, fileIds))) {
          throw unknownFiles(fileIds);
        }
        await insertIdempotentAnswer(tx, {
          ...key,
          requestSha256,
          statusCode: 201,
          response: { filing_number: row.filingNumber, id: row.id },
          createdAt: ctx.now,
        });
      },
    });
    return {
      created: { filing_number: filed.confirmation.filingNumber, id: filed.ir_id },
      replayed: false,
    };
  } catch (error) {
    const raced =
      violates(error, IDEMPOTENCY_INDEX) ||
      (error instanceof AppError && error.code === 'app_exists');
    if (!raced) throw error;
    // Another request with this key may have won: its answer is this one's.
    const winner = await replay(ctx, key, requestSha256);
    if (winner) return winner;
    throw await filedBy(ctx, submission.sbl, rollYear);
  }
}

/** The header's key, required: 1 to 200 characters of plain text. */
function idempotencyKeyOf(ctx: SignedInContext, header: string | undefined): IdempotencyKey {
  const key = header?.trim() ?? '';
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || hasForbiddenCharacters(key)) {
    throw new AppError(400, 'idempotency_key_required', 'filingApi.idempotencyKeyRequired', {
      field: 'Idempotency-Key',
    });
  }
  return { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, key };
}

/** The answer stored for the key: the same again for the same body, 422 for another. */
async function replay(
  ctx: SignedInContext,
  key: IdempotencyKey,
  requestSha256: string,
): Promise<FilingAnswer | undefined> {
  const stored = await findIdempotentAnswer(ctx.db, key);
  if (!stored) return undefined;
  if (stored.requestSha256 !== requestSha256) {
    throw new AppError(422, 'idempotency_key_reused', 'filingApi.idempotencyKeyReused', {
      field: 'Idempotency-Key',
    });
  }
  return { created: stored.response as CreatedFiling, replayed: true };
}

/** 409 app_exists naming who filed: this account, the owner, another representative. */
async function filedBy(ctx: SignedInContext, sbl: string, rollYear: number): Promise<AppError> {
  const phone = ctx.firm.phone;
  const filer = await findParcelFiler(ctx.db, ctx.municipality.key, sbl, rollYear);
  let message: MessageRef;
  if (!filer) message = msg('filing.applicationExists', { phone });
  else if (filer.submittedBy === ctx.actor.id) {
    const number = filingNumber(ctx.municipality.key, filer.filingYear, filer.id);
    message = msg('filingApi.filedByYou', { sbl, filing_number: number });
  } else if (filer.filedByRepresentative) {
    message = msg('filingApi.filedByRepresentative', { sbl, phone });
  } else if (filer.applicantIsOwner) message = msg('filingApi.filedByOwner', { sbl, phone });
  else message = msg('filingApi.filedForOwner', { sbl, phone });
  return new AppError(409, 'app_exists', message, { field: 'sbl' });
}

/** Where in the JSON body a bulk column's problem is. */
function bodyPath(column: string | undefined): string {
  if (column === undefined) return 'body';
  const comp = /^comp([1-5])$/.exec(column);
  if (comp) return `body.comparables.${Number(comp[1]) - 1}`;
  return column === 'files' ? 'body.file_ids' : `body.${column}`;
}

/** A row's every problem at once, each where it is, said as the batch report says it. */
function rowRefused(
  ctx: SignedInContext,
  refusals: readonly BulkRefusal[],
  code: 'validation_error' | 'invalid_comp' = 'validation_error',
): AppError {
  const texts = refusals.map((refusal) => problemText(ctx.language, problemOf(refusal)));
  return new AppError(400, code, msg('filingApi.refused', { problems: texts.join(' ') }), {
    issues: refusals.map((refusal, i) => ({ path: bodyPath(refusal.column), message: texts[i]! })),
  });
}

function unknownFiles(ids: readonly number[]): AppError {
  return new AppError(400, 'unknown_file', msg('filingApi.unknownFile', { id: ids.join(', ') }), {
    field: 'file_ids',
  });
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with every object's keys sorted: the same body in any key order hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
