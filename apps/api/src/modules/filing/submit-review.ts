import {
  AppError,
  applicantOf,
  can,
  compsOf,
  filingNumber,
  MESSAGES,
  ownerOf,
  personSchema,
  REASONS,
  type Confirmation,
  withPhone,
  type SubmitReview,
} from '@ir/domain';
import { audit } from '../audit/index.ts';
import { enqueueMail, mailBranding, reviewReceiptEmail } from '../mail/index.ts';
import { effectiveFilingPeriod } from '../municipalities/index.ts';
import { findParcelBySbl, findParcelSbls } from '../properties/index.ts';
import { deleteSavedDraft, lockDraft } from '../uploads/index.ts';
import { applicationExists, parcelNotFound } from './check-one-review.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import {
  attachDraftFiles,
  insertApplication,
  upsertSavedApplicant,
  type ApplicationRow,
} from './repository.ts';

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
    throw new AppError(400, 'bad_captcha', MESSAGES.filing.badCaptcha, { field: 'captcha' });
  }
  const period = await effectiveFilingPeriod(ctx.db, ctx.municipality, ctx.now);
  if (period.expired && !can(ctx.actor.role, 'application:file-late')) {
    throw new AppError(
      403,
      'period_expired',
      withPhone(MESSAGES.filing.periodExpired, ctx.firm.phone),
    );
  }
  const parcel = await findParcelBySbl(ctx.db, muni, body.sbl);
  if (!parcel) throw parcelNotFound(ctx, 'sbl');

  const owner = personSchema.parse(ownerOf(body));
  const applicant = body.isOwner ? null : personSchema.parse(applicantOf(body));
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertApplication(tx, {
        municipalityKey: muni,
        filingYear: period.rollYear,
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
        applicantIsOwner: body.isOwner,
        applicantFirstName: applicant?.firstName ?? null,
        applicantLastName: applicant?.lastName ?? null,
        applicantAddress1: applicant?.address1 ?? null,
        applicantAddress2: applicant?.address2 ?? null,
        applicantCity: applicant?.city ?? null,
        applicantState: applicant?.state ?? null,
        applicantZip: applicant?.zipCode ?? null,
        applicantPhone: applicant?.phone ?? null,
        desiredValue: Number(body.desiredValue),
        reason: body.reason,
        comments: body.valueComments,
        comps: compsOf(body),
        appStatus: 'C',
        reviewStatus: 'incomplete',
        submittedAt: ctx.now,
        updatedAt: ctx.now,
      });
      const fileCount = await attachDraftFiles(tx, muni, ctx.actor.id, parcel.sbl, row.id);
      const draft = { municipalityKey: muni, userId: ctx.actor.id, sbl: parcel.sbl };
      await lockDraft(tx, draft);
      await deleteSavedDraft(tx, draft);
      if (applicant && body.save_applicant) {
        await upsertSavedApplicant(
          tx,
          muni,
          ctx.actor.id,
          { ...applicant, zip: applicant.zipCode },
          ctx.now,
        );
      }
      const confirmation = confirmationOf(row, fileCount);
      await enqueueMail(tx, {
        municipalityKey: muni,
        to: ctx.actor.email,
        ...reviewReceiptEmail(mailBranding(ctx), {
          ...confirmation,
          reasonLabel: REASONS[body.reason],
          secondNoticeMonth: ctx.municipality.secondNoticeMonth,
          applicationsLink: ctx.link('/applications'),
        }),
      });
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

const COMP_FIELDS = ['comp1', 'comp2', 'comp3', 'comp4', 'comp5'] as const;

/**
 * SPEC §5's 'Invalid sbl' for each comparable that is not a parcel of this municipality, named
 * by its field: the wizard's lookup refuses them, and a request that skips it is refused here.
 */
async function refuseUnknownComps(ctx: SignedInContext, body: SubmitReview): Promise<void> {
  const known = await findParcelSbls(ctx.db, ctx.municipality.key, compsOf(body));
  const unknown = COMP_FIELDS.filter((field) => body[field] !== '' && !known.has(body[field]));
  if (unknown.length === 0) return;
  // `field` names the first; `issues` names each.
  throw new AppError(400, 'invalid_comp', MESSAGES.filing.compInvalid, {
    field: unknown[0],
    issues: unknown.map((field) => ({
      path: `body.${field}`,
      message: MESSAGES.filing.compInvalid,
    })),
  });
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
