import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationFiles,
  applicationResponses,
  applications,
  reviews,
  savedApplicants,
} from '../../db/schema/index.ts';
import { accountIdsIn } from '../users/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type SavedApplicantRow = typeof savedApplicants.$inferSelect;

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

/** Moves the uploader's draft files for the parcel onto the application; returns how many. */
export async function attachDraftFiles(
  tx: Db,
  municipalityKey: string,
  uploadedBy: number,
  sbl: string,
  applicationId: number,
): Promise<number> {
  const attached = await tx
    .update(applicationFiles)
    .set({ applicationId })
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.uploadedBy, uploadedBy),
        eq(applicationFiles.sbl, sbl),
        isNull(applicationFiles.applicationId),
      ),
    )
    .returning({ id: applicationFiles.id });
  return attached.length;
}

/**
 * The account's saved applicant. The table is keyed by user alone, so the account's
 * municipality is checked through the users module: another municipality's id finds nothing.
 */
export async function findSavedApplicant(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<SavedApplicantRow | undefined> {
  const [row] = await db
    .select({
      userId: savedApplicants.userId,
      firstName: savedApplicants.firstName,
      lastName: savedApplicants.lastName,
      address1: savedApplicants.address1,
      address2: savedApplicants.address2,
      city: savedApplicants.city,
      state: savedApplicants.state,
      zip: savedApplicants.zip,
      phone: savedApplicants.phone,
      updatedAt: savedApplicants.updatedAt,
    })
    .from(savedApplicants)
    .where(
      and(
        eq(savedApplicants.userId, userId),
        inArray(savedApplicants.userId, accountIdsIn(db, municipalityKey)),
      ),
    );
  return row;
}

export interface SavedApplicantInput {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/**
 * Saves (or replaces) the account's applicant details. Written only when the account belongs
 * to `municipalityKey`; returns whether a row was written.
 */
export async function upsertSavedApplicant(
  tx: Db,
  municipalityKey: string,
  userId: number,
  applicant: SavedApplicantInput,
  now: Date,
): Promise<boolean> {
  const written = await tx.execute(sql`
    insert into saved_applicants
      (user_id, first_name, last_name, address1, address2, city, state, zip, phone, updated_at)
    select account.id, ${applicant.firstName}, ${applicant.lastName}, ${applicant.address1},
           ${applicant.address2}, ${applicant.city}, ${applicant.state}, ${applicant.zip},
           ${applicant.phone}, ${now.toISOString()}::timestamptz
    from ${accountIdsIn(tx, municipalityKey)} as account
    where account.id = ${userId}
    on conflict (user_id) do update set
      first_name = excluded.first_name, last_name = excluded.last_name,
      address1 = excluded.address1, address2 = excluded.address2, city = excluded.city,
      state = excluded.state, zip = excluded.zip, phone = excluded.phone,
      updated_at = excluded.updated_at
    returning user_id`);
  return rowsOf(written).length === 1;
}

/** node-postgres answers `{ rows }`, PGlite too; both drivers' shapes in one place. */
function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows : [];
}

/** The account's applications in this municipality, newest first (My Applications). */
export async function listApplicationsOf(db: Db, municipalityKey: string, userId: number) {
  return db
    .select({
      id: applications.id,
      sbl: applications.sbl,
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
    })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
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

/** The files the applicant filed with an application (never staff files), oldest first. */
export async function listFiledFiles(db: Db, municipalityKey: string, applicationId: number) {
  return db
    .select({
      name: applicationFiles.originalName,
      size: applicationFiles.size,
      uploadedAt: applicationFiles.uploadedAt,
    })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.applicationId, applicationId),
        eq(applicationFiles.staff, false),
      ),
    )
    .orderBy(asc(applicationFiles.uploadedAt), asc(applicationFiles.id));
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

/** How many files an application holds (the applicant's and staff's). */
export async function countFilingFiles(db: Db, municipalityKey: string, applicationId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.applicationId, applicationId),
      ),
    );
  return row?.n ?? 0;
}

/** Attaches an owner's file to a filing; undefined when the filing has the same content. */
export async function insertFilingFile(
  tx: Db,
  values: {
    municipalityKey: string;
    applicationId: number;
    uploadedBy: number;
    sbl: string;
    sha256: string;
    size: number;
    mime: string;
    originalName: string;
    uploadedAt: Date;
    /** False for a file filed with the application (a batch's), true for evidence added after. */
    addedAfterFiling?: boolean;
  },
) {
  const [row] = await tx
    .insert(applicationFiles)
    .values({ addedAfterFiling: true, ...values, staff: false })
    .onConflictDoNothing()
    .returning({ id: applicationFiles.id, originalName: applicationFiles.originalName });
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
