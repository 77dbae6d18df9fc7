/** The writes of assignment, FAR and COMPLETE, and the lock they take first. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { applications, reviews } from '../../db/schema/index.ts';
import { batches, reviewColumns, type Tx } from './query-parts.ts';

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
      filingYear: applications.filingYear,
      reviewStatus: applications.reviewStatus,
      voidedAt: applications.voidedAt,
      sbl: applications.sbl,
      fullAddress: applications.fullAddress,
      submittedBy: applications.submittedBy,
      ownerEmail: applications.ownerEmail,
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
  /** Null when the offer an owner accepted was sent by an account since deleted. */
  whoReviewed: string | null;
  reviewedBy: number | null;
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
  /** COMPLETE's reason and explanation; a FAR leaves the last decision's as they were. */
  decisionReason?: string | null;
  decisionExplanation?: string;
  /** COMPLETE's integrity check (decision 057): the guard crossed, and the reviewer's note. */
  integrityFlag?: boolean;
  integrityNote?: string | null;
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

/**
 * Moves a review to `status` outside FAR and COMPLETE (a preliminary offer sent, countered or
 * lapsed) with the next version, so a screen opened before it gets a 409. With `version` (staff
 * acting on their screen) only where it is still that one: false when someone got there first.
 */
export async function moveReviewStatus(
  tx: Tx,
  municipalityKey: string,
  applicationId: number,
  status: 'incomplete' | 'far' | 'offer',
  at: Date,
  version?: number,
): Promise<boolean> {
  const written = await tx
    .insert(reviews)
    .values({ applicationId, municipalityKey, version: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: reviews.applicationId,
      set: { version: sql`${reviews.version} + 1`, updatedAt: at },
      setWhere: and(
        eq(reviews.municipalityKey, municipalityKey),
        version === undefined ? undefined : eq(reviews.version, version),
      ),
    })
    .returning({ version: reviews.version });
  if (written.length !== 1) return false;
  const moved = await tx
    .update(applications)
    .set({ reviewStatus: status, updatedAt: at })
    .where(
      and(eq(applications.municipalityKey, municipalityKey), eq(applications.id, applicationId)),
    )
    .returning({ id: applications.id });
  return moved.length === 1;
}

/**
 * Voids a filing (decision 043), whose row the caller locked: withdrawn like an owner's
 * withdrawal, so the parcel is free and every list counts it so, with when, why and by whom.
 */
export async function markVoided(
  tx: Tx,
  municipalityKey: string,
  applicationId: number,
  voided: { at: Date; reason: string; by: number },
): Promise<void> {
  await tx
    .update(applications)
    .set({
      reviewStatus: 'withdrawn',
      withdrawnAt: voided.at,
      voidedAt: voided.at,
      voidReason: voided.reason,
      voidedBy: voided.by,
      updatedAt: voided.at,
    })
    .where(
      and(eq(applications.municipalityKey, municipalityKey), eq(applications.id, applicationId)),
    );
}
