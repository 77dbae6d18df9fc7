import {
  AppError,
  applicantOf,
  BULK_OWNER_COPIES,
  compsOf,
  type Confirmation,
  filingNumber,
  ownerOf,
  type Person,
  personSchema,
  type SubmitReview,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import type { AcceptedUpload } from '../../plugins/upload-pipeline/index.ts';
import { insertApplication, type ApplicationRow } from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import { consumeRateLimit } from '../auth/index.ts';
import {
  enqueueMail,
  mailBranding,
  reviewReceiptEmail,
  type ReviewReceipt,
} from '../mail/index.ts';
import { findUserById, mailLanguageOf } from '../users/index.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import {
  checkFilingAuthorization,
  type FilingAuthorizationFacts,
} from '../representatives/index.ts';
import { findParcelBySbl, findParcelSbls, type ParcelRecord } from '../properties/index.ts';
import {
  attachDraftFiles,
  deleteSavedDraft,
  insertApplicationFile,
  lockDraft,
  lockStoredBytes,
} from '../uploads/index.ts';
import { applicationExists, parcelNotFound, refuseClosedPeriod } from './check-one-review.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { upsertSavedApplicant } from './repository.ts';

export interface SubmitReviewResult {
  ir_id: number;
  confirmation: Confirmation;
}

/** The unique index that holds one application per parcel, municipality and filing year. */
const ONE_REVIEW_INDEX = 'applications_one_review_key';

/**
 * POST /ir/submit_review (SPEC §7, one transaction: decision 019). The body was validated by the contract's
 * schema (the form's own rules). Refusals come before anything is written: comparables that
 * are not parcels of this municipality (before the captcha, which they leave unspent), the
 * captcha (single use), the period for a role that may not file late, the parcel in this
 * municipality. Then one transaction writes the application with the parcel's values as the
 * database has them (never the payload's), attaches the draft's files, removes the saved
 * draft, saves the applicant when asked, queues the receipt and, for staff filing for
 * someone, the audit row. The unique index decides between two submissions for the parcel:
 * the loser's transaction rolls back whole and it answers 409 app_exists.
 */
export async function submitReview(
  ctx: SignedInContext,
  body: SubmitReview,
): Promise<SubmitReviewResult> {
  const muni = ctx.municipality.key;
  await refuseUnknownComps(ctx, body);
  if (!(await ctx.captcha.verify(body.captcha))) {
    throw new AppError(400, 'bad_captcha', 'filing.badCaptcha', { field: 'captcha' });
  }
  const period = await refuseClosedPeriod(ctx);
  const parcel = await findParcelBySbl(ctx.db, muni, body.sbl);
  if (!parcel) throw parcelNotFound(ctx, 'sbl');

  const owner = personSchema.parse(ownerOf(body));
  const applicant = body.isOwner ? null : personSchema.parse(applicantOf(body));
  // An approved representative filing for an owner meets the municipality's authorization rule.
  const account = body.isOwner ? undefined : await findUserById(ctx.db, muni, ctx.actor.id);
  return fileApplication(ctx, {
    submission: body,
    parcel,
    filingYear: period.rollYear,
    owner,
    applicant,
    files: { from: 'draft' },
    ...(account?.representative ? { representative: { ownerEmail: null } } : {}),
  });
}

/** What one filing is made of, once its rules have passed (the wizard's or a batch row's). */
export interface FilingInput {
  submission: Omit<SubmitReview, 'captcha'>;
  parcel: ParcelRecord;
  filingYear: number;
  owner: Person;
  /** Null when the applicant is the owner. */
  applicant: Person | null;
  /**
   * The wizard's files are its draft's for the parcel; a batch's are stored already (scanned
   * by the upload pipeline) and are attached here.
   */
  files: { from: 'draft' } | { from: 'batch'; stored: readonly AcceptedUpload[] };
  /**
   * A batch row: marks the filing, copies the receipt to the owner when given (at most
   * BULK_OWNER_COPIES per account), and records the row's outcome in the filing's transaction.
   */
  representative?: {
    ownerEmail: string | null;
    /** A batch row records its outcome in the filing's transaction. */
    recordRow?: (tx: Db, filed: FiledRow) => Promise<void>;
  };
}

/** What a batch row records of its filing. */
export interface FiledRow {
  id: number;
  filingNumber: string;
  ownerCopy: 'sent' | 'rate_limited' | null;
}

/**
 * Writes one filing in its own transaction: the application with the parcel's values as the
 * database has them, its files, the receipt (and the owner's copy for a representative's
 * filing), and for staff filing for someone the audit row. The unique index decides between
 * two filings for the parcel: the loser's transaction rolls back whole and it is 409 app_exists.
 */
export async function fileApplication(
  ctx: SignedInContext,
  input: FilingInput,
): Promise<SubmitReviewResult> {
  const muni = ctx.municipality.key;
  const { submission: body, parcel, owner, applicant } = input;
  const authorization: FilingAuthorizationFacts | undefined = input.representative && {
    municipalityKey: muni,
    rule: ctx.municipality.representativeAuthorization ?? 'file',
    representativeUserId: ctx.actor.id,
    sbl: parcel.sbl,
    taxYear: input.filingYear,
    fileCount: undefined,
    now: ctx.now,
  };
  // The owner's signed authorization (or its revocation) decides before anything is written.
  const authorizationId = authorization
    ? await checkFilingAuthorization(ctx.db, authorization)
    : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertApplication(tx, {
        municipalityKey: muni,
        filingYear: input.filingYear,
        submittedBy: ctx.actor.id,
        sbl: parcel.sbl,
        parcelId: parcel.parcelId,
        swisCo: parcel.swisCo,
        swisTown: parcel.swisTown,
        swisVg: parcel.swisVg,
        propClass: parcel.propClass,
        nbhdCode: parcel.nbhdCode,
        ownCode: parcel.ownCode,
        receivedTotalValue: parcel.totalAv,
        receivedLandValue: parcel.landAv,
        sfla: parcel.sfla,
        locPrefixDir: parcel.locPrefixDir,
        locStNbr: parcel.locStNbr,
        locStName: parcel.locStName,
        locMailStSuff: parcel.locMailStSuff,
        locUnit: parcel.locUnit,
        fullAddress: parcel.fullAddress,
        ownerFirstName: owner.firstName,
        ownerLastName: owner.lastName,
        ownerAddress1: owner.address1,
        ownerAddress2: owner.address2,
        ownerCity: owner.city,
        ownerState: owner.state,
        ownerZip: owner.zipCode,
        ownerPhone: owner.phone,
        applicantIsOwner: applicant === null && !input.representative,
        applicantFirstName: applicant?.firstName ?? null,
        applicantLastName: applicant?.lastName ?? null,
        applicantAddress1: applicant?.address1 ?? null,
        applicantAddress2: applicant?.address2 ?? null,
        applicantCity: applicant?.city ?? null,
        applicantState: applicant?.state ?? null,
        applicantZip: applicant?.zipCode ?? null,
        applicantPhone: applicant?.phone ?? null,
        filedByRepresentative: input.representative !== undefined,
        ownerEmail: input.representative?.ownerEmail ?? null,
        authorizationId,
        desiredValue: Number(body.desiredValue),
        reason: body.reason,
        comments: body.valueComments,
        comps: compsOf(body),
        appStatus: 'C',
        reviewStatus: 'incomplete',
        submittedAt: ctx.now,
        updatedAt: ctx.now,
      });
      const fileCount =
        input.files.from === 'draft'
          ? await attachDraft(ctx, tx, row, input)
          : await attachStored(ctx, tx, row, input.files.stored);
      // Without a signed authorization, the rule may want a file: refused whole if none came.
      if (authorization && authorizationId === null) {
        await checkFilingAuthorization(tx, { ...authorization, fileCount });
      }
      const confirmation = confirmationOf(row, fileCount);
      await enqueueWebhookEvent(tx, {
        municipalityKey: muni,
        userId: ctx.actor.id,
        type: 'filing.received',
        at: ctx.now,
        data: {
          id: row.id,
          filing_number: confirmation.filingNumber,
          sbl: row.sbl,
          filing_year: row.filingYear,
          status: row.reviewStatus,
          authorization_id: row.authorizationId,
          files: fileCount,
        },
      });
      const receipt = {
        ...confirmation,
        reason: body.reason,
        secondNoticeMonth: ctx.municipality.secondNoticeMonth,
        applicationsLink: ctx.link('/applications'),
      };
      const language = await mailLanguageOf(tx, muni, { id: ctx.actor.id }, ctx.language);
      await enqueueMail(tx, {
        municipalityKey: muni,
        to: ctx.actor.email,
        ...reviewReceiptEmail(mailBranding(ctx, language), receipt),
      });
      if (input.representative) {
        const ownerCopy = await sendOwnerCopy(ctx, tx, input.representative.ownerEmail, {
          ...receipt,
          filedFor: { email: ctx.actor.email, name: applicant && personName(applicant) },
        });
        await input.representative.recordRow?.(tx, {
          id: row.id,
          filingNumber: confirmation.filingNumber,
          ownerCopy,
        });
      }
      // Staff filing for someone act on another person's behalf: that is recorded.
      if (ctx.actor.role !== 'user') {
        await audit(tx, {
          municipalityKey: muni,
          actorUserId: ctx.actor.id,
          action: 'application.file',
          target: { type: 'application', id: row.id },
          after: {
            filingNumber: confirmation.filingNumber,
            sbl: row.sbl,
            filingYear: row.filingYear,
            owner: `${row.ownerFirstName} ${row.ownerLastName}`,
          },
          requestId: ctx.requestId,
        });
      }
      return { ir_id: row.id, confirmation };
    });
  } catch (error) {
    if (violates(error, ONE_REVIEW_INDEX)) throw applicationExists(ctx);
    throw error;
  }
}

/** A person as the owner's copy names them: first and last name. */
const personName = (person: Person) => `${person.firstName} ${person.lastName}`;

/**
 * The owner's copy of a representative's receipt, to the address the batch gave: the filing's
 * facts and who filed it (the representative's name, from the account's saved applicant
 * details, and e-mail), never the filer's comments, and at most BULK_OWNER_COPIES per
 * account, so an approved account cannot turn the copies into a mail relay.
 */
async function sendOwnerCopy(
  ctx: SignedInContext,
  tx: Db,
  ownerEmail: string | null,
  receipt: ReviewReceipt & { filedFor: NonNullable<ReviewReceipt['filedFor']> },
): Promise<FiledRow['ownerCopy']> {
  if (!ownerEmail) return null;
  const muni = ctx.municipality.key;
  const verdict = await consumeRateLimit(
    tx,
    `bulk_owner_copy:user:${muni}:${ctx.actor.id}`,
    { limit: BULK_OWNER_COPIES.perAccount, windowMs: BULK_OWNER_COPIES.windowMs },
    ctx.now,
  );
  if (!verdict.allowed) return 'rate_limited';
  // An owner without an account here reads it in the language the batch was filed in.
  const language = await mailLanguageOf(tx, muni, { email: ownerEmail }, ctx.language);
  await enqueueMail(tx, {
    municipalityKey: muni,
    to: ownerEmail,
    ...reviewReceiptEmail(mailBranding(ctx, language), receipt),
  });
  return 'sent';
}

/** The wizard's draft files for the parcel join the filing; the saved draft goes, the applicant may stay. */
async function attachDraft(
  ctx: SignedInContext,
  tx: Db,
  row: ApplicationRow,
  input: FilingInput,
): Promise<number> {
  const muni = ctx.municipality.key;
  const fileCount = await attachDraftFiles(tx, muni, ctx.actor.id, row.sbl, row.id);
  const draft = { municipalityKey: muni, userId: ctx.actor.id, sbl: row.sbl };
  await lockDraft(tx, draft);
  await deleteSavedDraft(tx, draft);
  const { applicant } = input;
  if (applicant && input.submission.save_applicant) {
    await upsertSavedApplicant(
      tx,
      muni,
      ctx.actor.id,
      { ...applicant, zip: applicant.zipCode },
      ctx.now,
    );
  }
  return fileCount;
}

/**
 * A batch's files, scanned and stored before this transaction, are recorded on the filing.
 * Their bytes are locked and checked first: a purge between the store and this lock may have
 * deleted bytes nothing referred to then.
 */
async function attachStored(
  ctx: SignedInContext,
  tx: Db,
  row: ApplicationRow,
  stored: readonly AcceptedUpload[],
): Promise<number> {
  let count = 0;
  for (const file of stored) {
    await lockStoredBytes(tx, file.sha256);
    if (!(await ctx.storage.has(file.sha256, tx))) {
      throw new AppError(503, 'store_failed', 'uploadAnswer.storeFailed');
    }
    const inserted = await insertApplicationFile(tx, {
      municipalityKey: ctx.municipality.key,
      applicationId: row.id,
      uploadedBy: ctx.actor.id,
      sbl: row.sbl,
      sha256: file.sha256,
      size: file.size,
      mime: file.mime,
      originalName: file.originalName,
      uploadedAt: ctx.now,
      staff: false,
      // Filed with the application, as a draft's files are.
      addedAfterFiling: false,
    });
    if (inserted) count += 1;
  }
  return count;
}

const COMP_FIELDS = ['comp1', 'comp2', 'comp3', 'comp4', 'comp5'] as const;

/**
 * SPEC §5's 'Invalid sbl' for each comparable that is not a parcel of this municipality, named
 * by its field: the wizard's lookup refuses them, and a request that skips it is refused here.
 */
export async function refuseUnknownComps(
  ctx: SignedInContext,
  body: Pick<SubmitReview, 'comp1' | 'comp2' | 'comp3' | 'comp4' | 'comp5'>,
): Promise<void> {
  const unknown = await unknownComps(ctx, body);
  if (unknown.length === 0) return;
  // `field` names the first; `issues` names each.
  throw new AppError(400, 'invalid_comp', 'filing.compInvalid', {
    field: unknown[0],
    issues: unknown.map((field) => ({
      path: `body.${field}`,
      message: 'filing.compInvalid',
    })),
  });
}

/** The comparable fields whose SBL is no parcel of this municipality. */
export async function unknownComps(
  ctx: Pick<SignedInContext, 'db' | 'municipality'>,
  body: Pick<SubmitReview, 'comp1' | 'comp2' | 'comp3' | 'comp4' | 'comp5'>,
): Promise<(typeof COMP_FIELDS)[number][]> {
  const known = await findParcelSbls(ctx.db, ctx.municipality.key, compsOf(body));
  return COMP_FIELDS.filter((field) => body[field] !== '' && !known.has(body[field]));
}

/** What /confirm shows and the receipt says, from the row as stored. */
export function confirmationOf(row: ApplicationRow, fileCount: number): Confirmation {
  return {
    ir_id: row.id,
    filingNumber: filingNumber(row.municipalityKey, row.filingYear, row.id),
    sbl: row.sbl,
    address: row.fullAddress,
    assessedValue: row.receivedTotalValue,
    desiredValue: row.desiredValue,
    reason: row.reason,
    valueComments: row.comments,
    fileCount,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/**
 * Whether `error` is a unique violation (SQLSTATE 23505) of `index`. node-postgres and PGlite
 * both carry `code` and `constraint`; drizzle wraps them in a DrizzleQueryError whose `cause`
 * is the driver's error, so the chain of causes is searched.
 */
export function violates(error: unknown, index: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return constraint === index;
    current = cause;
  }
  return false;
}
