import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import {
  applicationFiles,
  applications,
  parcels,
  reviewHistory,
  reviewListRevisions,
  reviewListRows,
  reviews,
  sales,
  users,
} from '../../db/schema/index.ts';

/** A drizzle transaction, for the writes that must commit with their history row. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const STAFF_ROLES = ['super', 'admin', 'mega-admin'] as const;

/** The review's own columns as a row reads them, 'N' and empty until the first staff action. */
const reviewColumns = {
  assignedTo: reviews.assignedTo,
  whoReviewed: reviews.whoReviewed,
  reviewedAt: reviews.reviewedAt,
  assessedTotalValue: reviews.assessedTotalValue,
  assessedLandValue: reviews.assessedLandValue,
  landValueChange: sql<'Y' | 'N'>`coalesce(${reviews.landValueChange}, 'N')`,
  totalValueChange: sql<'Y' | 'N'>`coalesce(${reviews.totalValueChange}, 'N')`,
  dataChangeNeeded: sql<'Y' | 'N'>`coalesce(${reviews.dataChangeNeeded}, 'N')`,
  sketchChangeNeeded: sql<'Y' | 'N'>`coalesce(${reviews.sketchChangeNeeded}, 'N')`,
  dataChangeComplete: sql<'Y' | 'N'>`coalesce(${reviews.dataChangeComplete}, 'N')`,
  sketchChangeComplete: sql<'Y' | 'N'>`coalesce(${reviews.sketchChangeComplete}, 'N')`,
  partialAssessment: sql<boolean>`coalesce(${reviews.partialAssessment}, false)`,
  irNotes: sql<string>`coalesce(${reviews.irNotes}, '')`,
  farWhy: sql<string>`coalesce(${reviews.farWhy}, '')`,
  version: sql<number>`coalesce(${reviews.version}, 0)::int`,
  hasReviewRow: sql<boolean>`${reviews.applicationId} is not null`,
};

/**
 * SPEC §3 list review rows of a municipality, newest first, as the JSON text of an array of
 * strings, each the JSON text of one row (SPEC §7). Each element's text is kept ready in
 * `review_list_rows` by the triggers of migration 0010 (decision 024), so this only joins
 * them, in the order of the table's index. Two ways to read the same text, each the quicker
 * on its driver (docs/benchmarks.md, "Staff review"): PostgreSQL sends 20,000 short rows in
 * a third of the time it takes to build one 9 MB value, and PGlite, where every row costs
 * JavaScript in this process, builds the value in a third of the time its rows take.
 */
export async function listReviewRowsJson(
  db: Db,
  municipalityKey: string,
  driver: Database['driver'],
): Promise<string> {
  const order = sql`${reviewListRows.submittedAt} desc, ${reviewListRows.applicationId} desc`;
  const mine = eq(reviewListRows.municipalityKey, municipalityKey);
  if (driver === 'postgres') {
    const rows = await db
      .select({ text: reviewListRows.rowJson })
      .from(reviewListRows)
      .where(mine)
      .orderBy(order);
    return `[${rows.map((row) => row.text).join(',')}]`;
  }
  const [joined] = await db
    .select({
      text: sql<string | null>`string_agg(${reviewListRows.rowJson}, ',' order by ${order})`,
    })
    .from(reviewListRows)
    .where(mine);
  return `[${joined?.text ?? ''}]`;
}

export interface ReviewListRevision {
  revision: number;
  changedAt: Date | null;
}

/** One primary-key read; revision 0 when the municipality's list never changed. */
export async function readReviewListRevision(
  db: Db,
  municipalityKey: string,
): Promise<ReviewListRevision> {
  const [row] = await db
    .select({ revision: reviewListRevisions.revision, changedAt: reviewListRevisions.changedAt })
    .from(reviewListRevisions)
    .where(eq(reviewListRevisions.municipalityKey, municipalityKey));
  return row ?? { revision: 0, changedAt: null };
}

/** The municipality's active staff accounts, the people a review may be assigned to. */
export async function listStaff(db: Db, municipalityKey: string, ids?: readonly number[]) {
  return db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.municipalityKey, municipalityKey),
        inArray(users.role, [...STAFF_ROLES]),
        eq(users.status, 'active'),
        ids ? inArray(users.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(users.email));
}

/**
 * Applications of the municipality with their review, locked until the transaction ends, so
 * two staff actions on one review take turns (the first review row is inserted under it too).
 */
export async function lockReviews(tx: Tx, municipalityKey: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: applications.id,
      municipalityKey: applications.municipalityKey,
      reviewStatus: applications.reviewStatus,
      sbl: applications.sbl,
      fullAddress: applications.fullAddress,
      submittedBy: applications.submittedBy,
      receivedTotalValue: applications.receivedTotalValue,
      receivedLandValue: applications.receivedLandValue,
      ...reviewColumns,
    })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .where(
      and(eq(applications.municipalityKey, municipalityKey), inArray(applications.id, [...ids])),
    )
    .orderBy(asc(applications.id))
    .for('update', { of: applications });
}
export type LockedReview = Awaited<ReturnType<typeof lockReviews>>[number];

/** Rows per INSERT: at most eight parameters each keeps a statement under PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 4000;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) yield rows.slice(i, i + ROWS_PER_INSERT);
}

/**
 * Sets (or clears) the assignees of many reviews in a few statements, creating each review row
 * at its first staff action.
 */
export async function setAssignees(
  tx: Tx,
  municipalityKey: string,
  assignments: readonly { applicationId: number; userId: number | null }[],
  now: Date,
): Promise<void> {
  for (const batch of batches(assignments)) {
    await tx
      .insert(reviews)
      .values(
        batch.map((a) => ({
          applicationId: a.applicationId,
          municipalityKey,
          assignedTo: a.userId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: reviews.applicationId,
        set: { assignedTo: sql`excluded.assigned_to`, updatedAt: now },
        setWhere: eq(reviews.municipalityKey, municipalityKey),
      });
  }
}

export interface ReviewValues {
  whoReviewed: string;
  reviewedBy: number;
  reviewedAt: Date;
  assessedTotalValue: number | null;
  assessedLandValue: number | null;
  landValueChange: 'Y' | 'N';
  totalValueChange: 'Y' | 'N';
  dataChangeNeeded: 'Y' | 'N';
  sketchChangeNeeded: 'Y' | 'N';
  dataChangeComplete: 'Y' | 'N';
  sketchChangeComplete: 'Y' | 'N';
  partialAssessment: boolean;
  irNotes: string;
  farWhy: string;
}

/**
 * Writes a FAR or COMPLETE: the review's values with the next version, and the status on the
 * application, only where the version is still `version`. False when someone else got there first.
 */
export async function saveReviewAction(
  tx: Tx,
  municipalityKey: string,
  applicationId: number,
  version: number,
  status: 'far' | 'complete',
  values: ReviewValues,
): Promise<boolean> {
  const written = await tx
    .insert(reviews)
    .values({
      applicationId,
      municipalityKey,
      ...values,
      version: version + 1,
      updatedAt: values.reviewedAt,
    })
    .onConflictDoUpdate({
      target: reviews.applicationId,
      set: { ...values, version: version + 1, updatedAt: values.reviewedAt },
      setWhere: and(eq(reviews.municipalityKey, municipalityKey), eq(reviews.version, version)),
    })
    .returning({ version: reviews.version });
  if (written.length !== 1) return false;
  const moved = await tx
    .update(applications)
    .set({ reviewStatus: status, updatedAt: values.reviewedAt })
    .where(
      and(eq(applications.municipalityKey, municipalityKey), eq(applications.id, applicationId)),
    )
    .returning({ id: applications.id });
  return moved.length === 1;
}

export interface HistoryEntry {
  municipalityKey: string;
  applicationId: number;
  actorUserId: number;
  actorEmail: string;
  occurredAt: Date;
  action: 'assign' | 'far' | 'complete' | 'reopen' | 'upload' | 'download' | 'evidence';
  before?: unknown;
  after?: unknown;
}

export async function insertHistory(tx: Tx, entries: readonly HistoryEntry[]): Promise<void> {
  for (const batch of batches(entries)) {
    await tx.insert(reviewHistory).values(
      batch.map((e) => ({
        municipalityKey: e.municipalityKey,
        applicationId: e.applicationId,
        actorUserId: e.actorUserId,
        actorEmail: e.actorEmail,
        occurredAt: e.occurredAt,
        action: e.action,
        before: e.before ?? null,
        after: e.after ?? null,
      })),
    );
  }
}

/** One application with its review, or undefined when it is not this municipality's. */
export async function findReview(db: Db, municipalityKey: string, id: number) {
  const [row] = await db
    .select({ application: applications, ...reviewColumns })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .where(and(eq(applications.municipalityKey, municipalityKey), eq(applications.id, id)));
  if (!row) return undefined;
  const { application, ...review } = row;
  return { application, review };
}

export async function findParcel(db: Db, municipalityKey: string, sbl: string) {
  const [row] = await db
    .select({
      bldgStyle: parcels.bldgStyle,
      sfla: parcels.sfla,
      yrBuilt: parcels.yrBuilt,
      overallCond: parcels.overallCond,
    })
    .from(parcels)
    .where(and(eq(parcels.municipalityKey, municipalityKey), eq(parcels.sbl, sbl)));
  return row;
}

/**
 * The parcels of the given SBLs with their latest arms-length sale (none: sale fields null),
 * as SPEC §3 comparable sale records.
 */
export async function comparableRecords(db: Db, municipalityKey: string, sbls: readonly string[]) {
  if (sbls.length === 0) return [];
  const latest = db
    .selectDistinctOn([sales.sbl], {
      sbl: sales.sbl,
      saleDate: sales.saleDate,
      salePrice: sales.salePrice,
    })
    .from(sales)
    .where(
      and(
        eq(sales.municipalityKey, municipalityKey),
        inArray(sales.sbl, [...sbls]),
        eq(sales.armsLength, true),
      ),
    )
    .orderBy(sales.sbl, desc(sales.saleDate))
    .as('latest');
  return db
    .select({
      sbl: parcels.sbl,
      locPrefixDir: parcels.locPrefixDir,
      locStNbr: parcels.locStNbr,
      locStName: parcels.locStName,
      locMailStSuff: parcels.locMailStSuff,
      bldgStyle: parcels.bldgStyle,
      yrBuilt: parcels.yrBuilt,
      overallCond: parcels.overallCond,
      sfla: parcels.sfla,
      saleDate: latest.saleDate,
      salePrice: latest.salePrice,
    })
    .from(parcels)
    .leftJoin(latest, eq(latest.sbl, parcels.sbl))
    .where(and(eq(parcels.municipalityKey, municipalityKey), inArray(parcels.sbl, [...sbls])));
}

/** The files attached to an application, oldest first, with the uploader's e-mail. */
export async function listApplicationFiles(db: Db, municipalityKey: string, applicationId: number) {
  return db
    .select({
      id: applicationFiles.id,
      originalName: applicationFiles.originalName,
      mime: applicationFiles.mime,
      size: applicationFiles.size,
      staff: applicationFiles.staff,
      addedAfterFiling: applicationFiles.addedAfterFiling,
      uploadedBy: users.email,
      uploadedAt: applicationFiles.uploadedAt,
    })
    .from(applicationFiles)
    .leftJoin(users, eq(users.id, applicationFiles.uploadedBy))
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationFiles.id));
}

/** A parcel's files that belong to an application (drafts are their uploader's alone). */
export async function listParcelFiles(db: Db, municipalityKey: string, sbl: string) {
  return db
    .select({ id: applicationFiles.id, originalName: applicationFiles.originalName })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.sbl, sbl),
        isNotNull(applicationFiles.applicationId),
      ),
    )
    .orderBy(asc(applicationFiles.id));
}

/** One attached file of the municipality by id. */
export async function findAttachedFile(db: Db, municipalityKey: string, id: number) {
  const [row] = await db
    .select({
      id: applicationFiles.id,
      applicationId: applicationFiles.applicationId,
      sha256: applicationFiles.sha256,
      mime: applicationFiles.mime,
      size: applicationFiles.size,
      originalName: applicationFiles.originalName,
    })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.id, id),
        isNotNull(applicationFiles.applicationId),
      ),
    );
  return row;
}

/** Attaches a staff file; the same bytes already on the application are kept once. */
export async function insertStaffFile(
  tx: Tx,
  input: {
    municipalityKey: string;
    applicationId: number;
    uploadedBy: number;
    sbl: string;
    sha256: string;
    size: number;
    mime: string;
    originalName: string;
    uploadedAt: Date;
  },
) {
  const [inserted] = await tx
    .insert(applicationFiles)
    .values({ ...input, staff: true })
    .onConflictDoNothing({
      target: [applicationFiles.applicationId, applicationFiles.sha256],
      where: sql`${applicationFiles.applicationId} is not null`,
    })
    .returning({ id: applicationFiles.id, originalName: applicationFiles.originalName });
  if (inserted) return { ...inserted, created: true };
  const [existing] = await tx
    .select({ id: applicationFiles.id, originalName: applicationFiles.originalName })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, input.municipalityKey),
        eq(applicationFiles.applicationId, input.applicationId),
        eq(applicationFiles.sha256, input.sha256),
      ),
    );
  if (!existing) throw new Error('staff file neither inserted nor found');
  return { ...existing, created: false };
}

export async function listHistory(db: Db, municipalityKey: string, applicationId: number) {
  return db
    .select({
      occurredAt: reviewHistory.occurredAt,
      actorEmail: reviewHistory.actorEmail,
      action: reviewHistory.action,
      before: reviewHistory.before,
      after: reviewHistory.after,
    })
    .from(reviewHistory)
    .where(
      and(
        eq(reviewHistory.municipalityKey, municipalityKey),
        eq(reviewHistory.applicationId, applicationId),
      ),
    )
    .orderBy(asc(reviewHistory.id));
}

/** E-mail addresses of the municipality's accounts by id, whatever their role or status now. */
export async function accountEmails(db: Db, municipalityKey: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.municipalityKey, municipalityKey), inArray(users.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** The e-mail of the account that filed an application, for its outcome e-mail. */
export async function findSubmitterEmail(db: Db, municipalityKey: string, userId: number) {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.municipalityKey, municipalityKey), eq(users.id, userId)));
  return row?.email;
}

/**
 * What the applicant's list shows of each application's review (issue #8 item 7): its status,
 * and once complete the assessed values and whether they changed. Another module's
 * `applications/view` reads it through the review module's entry.
 */
export async function reviewOutcomes(
  db: Db,
  municipalityKey: string,
  applicationIds: readonly number[],
) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applications.id,
      reviewStatus: applications.reviewStatus,
      receivedTotalValue: applications.receivedTotalValue,
      receivedLandValue: applications.receivedLandValue,
      assessedTotalValue: reviews.assessedTotalValue,
      assessedLandValue: reviews.assessedLandValue,
      totalValueChange: reviewColumns.totalValueChange,
      landValueChange: reviewColumns.landValueChange,
      reviewedAt: reviews.reviewedAt,
    })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        inArray(applications.id, [...applicationIds]),
      ),
    )
    .orderBy(asc(applications.id));
}
export type ReviewOutcomeRow = Awaited<ReturnType<typeof reviewOutcomes>>[number];

/** The subject of rpscomps: the municipality's parcel with that parcel id (and swis codes, when given). */
export async function findParcelByParcelId(
  db: Db,
  municipalityKey: string,
  input: {
    parcelId: string;
    swisCo?: string | null | undefined;
    swisTown?: string | null | undefined;
    swisVg?: string | null | undefined;
  },
) {
  const [row] = await db
    .select({
      sbl: parcels.sbl,
      propClass: parcels.propClass,
      nbhdCode: parcels.nbhdCode,
      bldgStyle: parcels.bldgStyle,
      overallCond: parcels.overallCond,
      sfla: parcels.sfla,
      yrBuilt: parcels.yrBuilt,
    })
    .from(parcels)
    .where(
      and(
        eq(parcels.municipalityKey, municipalityKey),
        eq(parcels.parcelId, input.parcelId),
        input.swisCo ? eq(parcels.swisCo, input.swisCo) : undefined,
        input.swisTown ? eq(parcels.swisTown, input.swisTown) : undefined,
        input.swisVg ? eq(parcels.swisVg, input.swisVg) : undefined,
      ),
    )
    .orderBy(asc(parcels.sbl))
    .limit(1);
  return row;
}
