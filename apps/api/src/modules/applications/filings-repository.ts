/** The owner's side of a filing: its application row, its review's outcome, the owner's answer. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationResponses, applications, reviews } from '../../db/schema/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

/** The application already filed for a parcel in a filing year, if any. */
export async function findApplicationForParcel(
  db: Db,
  municipalityKey: string,
  sbl: string,
  filingYear: number,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        eq(applications.sbl, sbl),
        eq(applications.filingYear, filingYear),
        // A withdrawn filing leaves the parcel free (decision 019).
        ne(applications.reviewStatus, 'withdrawn'),
      ),
    );
  return row;
}

/**
 * A plain insert, on purpose: a second application for the parcel and year fails with the
 * unique violation of `applications_one_review_key`, which the service turns into 409.
 */
export async function insertApplication(tx: Db, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await tx.insert(applications).values(values).returning();
  if (!row) throw new Error('the application insert returned no row');
  return row;
}

/**
 * The account's applications in this municipality, newest first (My Applications), each with
 * its review's outcome value and the owner's answer to the decision (null before one).
 */
export async function listApplicationsOf(db: Db, municipalityKey: string, userId: number) {
  return db
    .select({
      id: applications.id,
      sbl: applications.sbl,
      filingYear: applications.filingYear,
      submittedAt: applications.submittedAt,
      desiredValue: applications.desiredValue,
      locStNbr: applications.locStNbr,
      locPrefixDir: applications.locPrefixDir,
      locStName: applications.locStName,
      locMailStSuff: applications.locMailStSuff,
      locUnit: applications.locUnit,
      reviewStatus: applications.reviewStatus,
      receivedTotalValue: applications.receivedTotalValue,
      assessedTotalValue: reviews.assessedTotalValue,
      voidedAt: applications.voidedAt,
      voidReason: applications.voidReason,
      answer: applicationResponses.decision,
    })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .leftJoin(applicationResponses, eq(applicationResponses.applicationId, applications.id))
    .where(
      and(eq(applications.municipalityKey, municipalityKey), eq(applications.submittedBy, userId)),
    )
    .orderBy(desc(applications.submittedAt), desc(applications.id));
}

/**
 * One application the account filed in this municipality, with its review's outcome values
 * and the owner's answer to the decision (null before one);
 * undefined for another account's, another municipality's, or an id that does not exist.
 */
export async function findApplicationOfAccount(
  db: Db,
  municipalityKey: string,
  userId: number,
  applicationId: number,
  /** Locks the application's row until the transaction ends (`db` a transaction). */
  lock: 'for update' | 'no lock' = 'no lock',
) {
  const mine = and(
    eq(applications.municipalityKey, municipalityKey),
    eq(applications.submittedBy, userId),
    eq(applications.id, applicationId),
  );
  if (lock === 'for update') {
    // The lock is taken on its own, before the read: a statement that waits for a row lock
    // still reads the joined rows (the review, the answer) as they were when it began, so a
    // second answer sent at once would not see the first one's row once the lock is granted.
    // The read below is a new statement, which sees everything committed before it.
    const [locked] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(mine)
      .for('update');
    if (!locked) return undefined;
  }
  const [row] = await db
    .select({
      application: applications,
      assessedTotalValue: reviews.assessedTotalValue,
      assessedLandValue: reviews.assessedLandValue,
      decisionReason: reviews.decisionReason,
      decisionExplanation: reviews.decisionExplanation,
      response: {
        decision: applicationResponses.decision,
        name: applicationResponses.signatureName,
        respondedAt: applicationResponses.respondedAt,
      },
    })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .leftJoin(applicationResponses, eq(applicationResponses.applicationId, applications.id))
    .where(mine);
  return row;
}

/**
 * The account's filing here, locked until the transaction ends when `tx` is one, so a file
 * is added only while its review is still open; undefined for anyone else's.
 */
export async function lockFilingOfAccount(
  db: Db,
  municipalityKey: string,
  userId: number,
  applicationId: number,
) {
  const [row] = await db
    .select({ id: applications.id, sbl: applications.sbl, reviewStatus: applications.reviewStatus })
    .from(applications)
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        eq(applications.submittedBy, userId),
        eq(applications.id, applicationId),
      ),
    )
    .for('update');
  return row;
}

/** Marks the filing withdrawn (its row is locked by the caller). */
export async function markWithdrawn(tx: Db, applicationId: number, at: Date): Promise<void> {
  await tx
    .update(applications)
    .set({ reviewStatus: 'withdrawn', withdrawnAt: at, updatedAt: at })
    .where(eq(applications.id, applicationId));
}

/** One application of the municipality with its review's decision, whoever filed it. */
export async function findDecidedApplication(db: Db, municipalityKey: string, id: number) {
  const [row] = await db
    .select({
      application: applications,
      assessedTotalValue: reviews.assessedTotalValue,
      assessedLandValue: reviews.assessedLandValue,
      reviewedAt: reviews.reviewedAt,
      decisionReason: reviews.decisionReason,
      decisionExplanation: reviews.decisionExplanation,
      response: applicationResponses,
    })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .leftJoin(applicationResponses, eq(applicationResponses.applicationId, applications.id))
    .where(and(eq(applications.municipalityKey, municipalityKey), eq(applications.id, id)));
  return row;
}

export type NewResponse = typeof applicationResponses.$inferInsert;

/** Records the owner's answer; the primary key refuses a second one for the application. */
export async function insertResponse(tx: Db, values: NewResponse): Promise<void> {
  await tx.insert(applicationResponses).values(values);
}
