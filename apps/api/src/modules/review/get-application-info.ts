import {
  AppError,
  DEFAULT_LANGUAGE,
  type ComparableSaleRecord,
  type ReviewRecord,
} from '@ir/domain';
import {
  findParcelBySbl,
  listParcelsWithLatestSale,
  type ParcelWithLatestSale,
} from '../properties/index.ts';
import {
  filingPeople,
  findOwnerResponse,
  findReview,
  type FilingPerson,
} from '../applications/index.ts';
import { listApplicationFiles } from '../uploads/index.ts';
import { accountEmails, findUserById, mailLanguageOf } from '../users/index.ts';
import { authorizationStatusOf, findAuthorizationsByIds } from '../representatives/index.ts';
import { listHistory } from './history-repository.ts';
import { staffOffersOf } from '../offers/index.ts';
import { fileNameOf } from './file-names.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

function comparableRecord(r: ParcelWithLatestSale): ComparableSaleRecord {
  return {
    sbl: r.sbl,
    loc_prefix_dir: r.locPrefixDir,
    loc_st_nbr: r.locStNbr,
    loc_st_name: r.locStName,
    loc_mail_st_suff: r.locMailStSuff,
    bldg_style: r.bldgStyle,
    yr_built: r.yrBuilt,
    overall_cond: r.overallCond,
    sfla: r.sfla,
    sale_date: r.saleDate,
    sale_price: r.salePrice,
  };
}

/** An applicant comp whose parcel left the roll still shows, by its SBL alone. */
function unknownComparable(sbl: string): ComparableSaleRecord {
  return {
    sbl,
    loc_prefix_dir: null,
    loc_st_nbr: null,
    loc_st_name: null,
    loc_mail_st_suff: null,
    bldg_style: null,
    yr_built: null,
    overall_cond: null,
    sfla: null,
    sale_date: null,
    sale_price: null,
  };
}

/** The review record's names for a person on the filing. */
function personRecord({ firstName, lastName, ...rest }: FilingPerson) {
  return { first_name: firstName, last_name: lastName, ...rest };
}

/** GET /super/applicationinfo?id= (SPEC §3 review record and what the review screen shows). */
export async function getApplicationInfo(
  ctx: Pick<RequestContext, 'db' | 'municipality' | 'now'>,
  id: number,
): Promise<ReviewRecord> {
  const muni = ctx.municipality.key;
  const row = await findReview(ctx.db, muni, id);
  if (!row) throw new AppError(404, 'unknown_review', 'review.notFound');
  const { application: a, review: r } = row;
  const people = filingPeople(a);
  const [
    parcel,
    comps,
    files,
    history,
    response,
    accounts,
    filerLanguage,
    filer,
    authorizations,
    offers,
  ] = await Promise.all([
      findParcelBySbl(ctx.db, muni, a.sbl),
      listParcelsWithLatestSale(ctx.db, muni, a.comps),
      listApplicationFiles(ctx.db, muni, a.id),
      listHistory(ctx.db, muni, a.id),
      findOwnerResponse(ctx.db, muni, a.id),
      accountEmails(
        ctx.db,
        muni,
        [a.submittedBy, a.voidedBy].filter((id): id is number => id !== null),
      ),
      // An account that is gone gets no more e-mails; its filing's documents are in English.
      a.submittedBy === null
        ? DEFAULT_LANGUAGE
        : mailLanguageOf(ctx.db, muni, { id: a.submittedBy }, DEFAULT_LANGUAGE),
      a.filedByRepresentative && a.submittedBy !== null
        ? findUserById(ctx.db, muni, a.submittedBy)
        : undefined,
      findAuthorizationsByIds(ctx.db, muni, a.authorizationId === null ? [] : [a.authorizationId]),
      staffOffersOf(ctx.db, muni, a.id),
    ]);
  const [authorization] = authorizations;
  const compBySbl = new Map(comps.map((c) => [c.sbl, comparableRecord(c)]));
  const comp = (i: number) => a.comps[i] ?? '';
  return {
    ir_id: a.id,
    version: r.version,
    sbl: a.sbl,
    address: a.fullAddress,
    prop_class: a.propClass,
    review_status: a.reviewStatus as ReviewRecord['review_status'],
    reason_why: a.reason,
    why_reeval: a.comments,
    desired_value: a.desiredValue,
    received_total_value: a.receivedTotalValue,
    received_land_value: a.receivedLandValue,
    assessed_total_value: r.assessedTotalValue,
    assessed_land_value: r.assessedLandValue,
    land_value_change: r.landValueChange,
    total_value_change: r.totalValueChange,
    data_change_needed: r.dataChangeNeeded,
    sketch_change_needed: r.sketchChangeNeeded,
    data_change_complete: r.dataChangeComplete,
    sketch_change_complete: r.sketchChangeComplete,
    partial_assessment: r.partialAssessment,
    ir_notes: r.irNotes,
    far_why: r.farWhy,
    decision_reason: (r.decisionReason as ReviewRecord['decision_reason']) ?? null,
    decision_explanation: r.decisionExplanation,
    prop_owner_name: `${a.ownerFirstName} ${a.ownerLastName}`,
    prop_owner_phone: a.ownerPhone,
    comp_1: comp(0),
    comp_2: comp(1),
    comp_3: comp(2),
    comp_4: comp(3),
    comp_5: comp(4),
    parcel_id: a.parcelId,
    swis_co: a.swisCo,
    swis_town: a.swisTown,
    swis_vg: a.swisVg,
    sfla: a.sfla,
    assigned_to: r.assignedTo,
    who_reviewed: r.whoReviewed,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    application_submitted: a.submittedAt.toISOString(),
    current_property: {
      bldg_style: parcel?.bldgStyle ?? null,
      sfla: parcel?.sfla ?? null,
      yr_built: parcel?.yrBuilt ?? null,
      overall_cond: parcel?.overallCond ?? null,
    },
    owner: personRecord(people.owner),
    applicant: people.applicant && personRecord(people.applicant),
    filed_by_representative: a.filedByRepresentative,
    submitted_by_email: a.submittedBy === null ? null : (accounts.get(a.submittedBy) ?? null),
    filer_language: filerLanguage,
    filer_firm: filer?.firmName ?? null,
    authorization: authorization
      ? {
          id: authorization.id,
          status: authorizationStatusOf(authorization, ctx.now),
          scope: authorization.scope as 'informal_review' | 'all_stages',
          tax_year: authorization.taxYear,
          owner_name: authorization.ownerName,
          owner_email: authorization.ownerEmail,
          signed_name: authorization.signedName,
          signed_at: authorization.signedAt?.toISOString() ?? null,
          signed_text_sha256: authorization.signedTextSha256,
          revoked_at: authorization.revokedAt?.toISOString() ?? null,
        }
      : null,
    applicant_comps: a.comps.map((sbl) => compBySbl.get(sbl) ?? unknownComparable(sbl)),
    voided: a.voidedAt
      ? {
          at: a.voidedAt.toISOString(),
          reason: a.voidReason ?? '',
          by: a.voidedBy === null ? null : (accounts.get(a.voidedBy) ?? null),
        }
      : null,
    files: files.map((f) => ({
      name: fileNameOf(f),
      original_name: f.originalName,
      mime: f.mime,
      size: f.size,
      staff: f.staff,
      uploaded_by: f.uploadedBy,
      uploaded_at: f.uploadedAt.toISOString(),
      added_after_filing: f.addedAfterFiling,
    })),
    history: await namedAssignees(ctx, history).then((named) =>
      history.map((h) => ({
        at: h.occurredAt.toISOString(),
        who: h.actorEmail,
        action: h.action as ReviewRecord['history'][number]['action'],
        before: named(h.before),
        after: named(h.after),
      })),
    ),
    owner_response: response
      ? {
          decision: response.decision as NonNullable<ReviewRecord['owner_response']>['decision'],
          name: response.name,
          responded_at: response.respondedAt.toISOString(),
        }
      : null,
    ...offers,
  };
}

const assignedId = (value: unknown): number | null => {
  const id = (value as { assigned_to?: unknown } | null)?.assigned_to;
  return typeof id === 'number' ? id : null;
};

/**
 * An assignment's history keeps the account id (it outlives an e-mail change); a person reads
 * the e-mail, so each side that names an assignee gets `assignee` beside `assigned_to`.
 */
async function namedAssignees(
  ctx: Pick<RequestContext, 'db' | 'municipality'>,
  history: Awaited<ReturnType<typeof listHistory>>,
) {
  const ids = history.flatMap((h) => [assignedId(h.before), assignedId(h.after)]);
  const emails = await accountEmails(
    ctx.db,
    ctx.municipality.key,
    [...new Set(ids)].filter((id): id is number => id !== null),
  );
  return (side: unknown) => {
    const id = assignedId(side);
    return id === null
      ? side
      : { ...(side as object), assignee: emails.get(id) ?? `account ${id}` };
  };
}
