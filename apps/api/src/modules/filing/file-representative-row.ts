import {
  type BulkRefusal,
  type MessageRef,
  msg,
  ownerOf,
  type Person,
  personSchema,
  type SubmitReview,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import type { AcceptedUpload } from '../../plugins/upload-pipeline/index.ts';
import { findApplicationForParcel } from '../applications/index.ts';
import { findParcelBySbl, type ParcelRecord } from '../properties/index.ts';
import { findSavedApplicant } from './repository.ts';
import {
  fileApplication,
  type FiledRow,
  type SubmitReviewResult,
  unknownComps,
} from './submit-review.ts';

/**
 * One representative's filing, as a batch row and the filing API (decision 053) both make it:
 * the same checks, the same refusals and the same filing function, so the CSV page and the API
 * cannot drift apart. The row's cells are checked first by the domain's `checkBulkRow` (the
 * wizard's schema); this module checks what needs the database and files.
 */

/** The row's submission, less the captcha, once its cells passed `checkBulkRow`. */
export type RowSubmission = Omit<SubmitReview, 'captcha'>;

/** Why a row's parcel cannot be filed for, or the parcel. */
export type ParcelCheck =
  | { ok: true; parcel: ParcelRecord }
  | {
      ok: false;
      refused: BulkRefusal[];
      /** The SBL is no parcel of this municipality. */
      unknownParcel: boolean;
      /** The parcel has a live filing this roll year. */
      filedAlready: boolean;
    };

/**
 * The parcel of a row, or why it cannot be filed: its comparables and the parcel itself must be
 * of this municipality (as the wizard's submit checks), and the parcel not filed for yet this
 * year (the unique index decides at filing; this spares scanning its files).
 */
export async function checkRowParcel(
  ctx: SignedInContext,
  submission: RowSubmission,
  rollYear: number,
): Promise<ParcelCheck> {
  const unknown = await unknownComps(ctx, submission);
  const refused: BulkRefusal[] = unknown.map((column) => ({
    column,
    message: msg('filing.compInvalid'),
  }));
  const parcel = await findParcelBySbl(ctx.db, ctx.municipality.key, submission.sbl);
  if (!parcel) {
    // Not the wizard's "search for it again": a representative's SBL comes from the roll.
    refused.push({ column: 'sbl', message: msg('bulk.parcelNotFound') });
    return { ok: false, refused, unknownParcel: true, filedAlready: false };
  }
  const filedAlready =
    (await findApplicationForParcel(ctx.db, ctx.municipality.key, parcel.sbl, rollYear)) !==
    undefined;
  if (filedAlready) refused.push({ message: alreadyFiled(ctx, parcel.sbl) });
  return refused.length > 0
    ? { ok: false, refused, unknownParcel: false, filedAlready }
    : { ok: true, parcel };
}

/**
 * The parcel has a filing this roll year: its own text with the SBL as a value, never the
 * single filing's text behind a column's name (which read garbled once said in Spanish).
 */
export function alreadyFiled(ctx: SignedInContext, sbl: string): MessageRef {
  return msg('bulk.alreadyFiled', { sbl, phone: ctx.firm.phone });
}

/** The representative as the applicant: the account's saved applicant details, when it has them. */
export async function representativeOf(ctx: SignedInContext): Promise<Person | null> {
  const saved = await findSavedApplicant(ctx.db, ctx.municipality.key, ctx.actor.id);
  if (!saved) return null;
  const parsed = personSchema.safeParse({ ...saved, zipCode: saved.zip });
  return parsed.success ? parsed.data : null;
}

/**
 * Files a checked row in the single filing's transaction (fileApplication: the owner's copy of
 * the receipt, the municipality's authorization rule, the one-per-parcel index), its files
 * already scanned and stored; `record` writes the caller's own bookkeeping in that transaction.
 */
export async function fileRepresentativeRow(
  ctx: SignedInContext,
  row: {
    submission: RowSubmission;
    ownerEmail: string | null;
    parcel: ParcelRecord;
    files: readonly AcceptedUpload[];
    applicant: Person | null;
    rollYear: number;
    record: (tx: Db, filed: FiledRow) => Promise<void>;
  },
): Promise<SubmitReviewResult> {
  return fileApplication(ctx, {
    submission: row.submission,
    parcel: row.parcel,
    filingYear: row.rollYear,
    owner: personSchema.parse(ownerOf(row.submission)),
    applicant: row.applicant,
    files: { from: 'batch', stored: row.files },
    representative: { ownerEmail: row.ownerEmail, recordRow: row.record },
  });
}
