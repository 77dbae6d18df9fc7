import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { FILING_TIME_ZONE } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { applicationResponses, applications, reviews } from '../../db/schema/index.ts';

/** A review row of the same municipality only, so a join can never cross over. */
const ownReview = and(
  eq(reviews.applicationId, applications.id),
  eq(reviews.municipalityKey, applications.municipalityKey),
);

/** The owner's answer of the same municipality only (at most one per application). */
const ownResponse = and(
  eq(applicationResponses.applicationId, applications.id),
  eq(applicationResponses.municipalityKey, applications.municipalityKey),
);

const status = (value: 'incomplete' | 'far' | 'offer' | 'complete' | 'withdrawn') =>
  sql`${applications.reviewStatus} = ${value}`;
/** PostgreSQL sums bigint to numeric; the figures are whole dollars well inside a double. */
const whole = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

/** The dashboard's counts and sums, in one pass over the municipality's filings. */
export async function summaryFigures(db: Db, municipalityKey: string) {
  const [row] = await db
    .select({
      incomplete: sql<number>`count(*) filter (where ${status('incomplete')})`.mapWith(Number),
      far: sql<number>`count(*) filter (where ${status('far')})`.mapWith(Number),
      offer: sql<number>`count(*) filter (where ${status('offer')})`.mapWith(Number),
      complete: sql<number>`count(*) filter (where ${status('complete')})`.mapWith(Number),
      withdrawn: sql<number>`count(*) filter (where ${status('withdrawn')})`.mapWith(Number),
      // A voided filing is withdrawn by the assessor's office (decision 043).
      voided:
        sql<number>`count(*) filter (where ${status('withdrawn')} and ${applications.voidedAt} is not null)`.mapWith(
          Number,
        ),
      // Every filing, as filingsPerDay counts them.
      total: sql<number>`count(*)`.mapWith(Number),
      underReviewValue: whole(
        sql`sum(${applications.receivedTotalValue}) filter (where not ${status('complete')} and not ${status('withdrawn')})`,
      ),
      // A completed review always has its row; 'no change' stored the received value again.
      completedChange: whole(
        sql`sum(coalesce(${reviews.assessedTotalValue}, ${applications.receivedTotalValue}) - ${applications.receivedTotalValue}) filter (where ${status('complete')})`,
      ),
      completedChanged:
        sql<number>`count(*) filter (where ${status('complete')} and ${reviews.totalValueChange} = 'Y')`.mapWith(
          Number,
        ),
      completedAccepted:
        sql<number>`count(*) filter (where ${status('complete')} and ${applicationResponses.decision} = 'accept')`.mapWith(
          Number,
        ),
      completedDisagreed:
        sql<number>`count(*) filter (where ${status('complete')} and ${applicationResponses.decision} = 'disagree')`.mapWith(
          Number,
        ),
    })
    .from(applications)
    .leftJoin(reviews, ownReview)
    .leftJoin(applicationResponses, ownResponse)
    .where(eq(applications.municipalityKey, municipalityKey));
  if (!row) throw new Error('an aggregate query returned no row');
  return row;
}

/**
 * Filings per calendar day in the municipality's time zone, oldest first; days without one
 * are left out. The zone is a constant written into the SQL, so GROUP BY sees the same
 * expression as the select list (a bound parameter would be a second, different one).
 */
export async function filingsPerDay(db: Db, municipalityKey: string) {
  const day = sql<string>`to_char(${applications.submittedAt} at time zone ${sql.raw(`'${FILING_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return db
    .select({ date: day, count: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(eq(applications.municipalityKey, municipalityKey))
    .groupBy(day)
    .orderBy(asc(day));
}

/** The calendar day of an instant in the municipality's time zone (a constant in the SQL). */
const localDay = (column: unknown) =>
  sql`(${column} at time zone ${sql.raw(`'${FILING_TIME_ZONE}'`)})::date`;

/**
 * The median of the calendar days (ET) from filing to the decision, over the completed
 * reviews; null before the first. A reopened and completed again review counts its last
 * decision, the one the owner has.
 */
export async function medianDaysToDecision(
  db: Db,
  municipalityKey: string,
): Promise<number | null> {
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${localDay(reviews.reviewedAt)} - ${localDay(applications.submittedAt)})`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(applications)
    .innerJoin(reviews, ownReview)
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        sql`${applications.reviewStatus} = 'complete'`,
        sql`${reviews.reviewedAt} is not null`,
      ),
    );
  return row?.median ?? null;
}

/** A filing as the town's export reads it: the review list's columns, no staff identities. */
export interface TownExportRow {
  id: number;
  filingYear: number;
  sbl: string;
  propClass: string | null;
  locStNbr: string | null;
  locStName: string | null;
  submittedAt: Date;
  reviewStatus: string;
  receivedTotalValue: number | null;
  assessedTotalValue: number | null;
  dataChangeNeeded: 'Y' | 'N';
  dataChangeComplete: 'Y' | 'N';
  sketchChangeNeeded: 'Y' | 'N';
  sketchChangeComplete: 'Y' | 'N';
  /** The owner's answer to the decision, or null before one. */
  ownerResponse: 'accept' | 'disagree' | null;
  /** Calendar days (ET) from filing to the last review action; the export shows it once complete. */
  daysToReview: number | null;
}

const flag = (column: unknown) => sql<'Y' | 'N'>`coalesce(${column}, 'N')`;

/** Up to `limit` filings after id `afterId` (0: from the first), in filing order. */
export async function exportRowsAfter(
  db: Db,
  municipalityKey: string,
  afterId: number,
  limit: number,
): Promise<TownExportRow[]> {
  return db
    .select({
      id: applications.id,
      filingYear: applications.filingYear,
      sbl: applications.sbl,
      propClass: applications.propClass,
      locStNbr: applications.locStNbr,
      locStName: applications.locStName,
      submittedAt: applications.submittedAt,
      reviewStatus: applications.reviewStatus,
      receivedTotalValue: applications.receivedTotalValue,
      assessedTotalValue: reviews.assessedTotalValue,
      dataChangeNeeded: flag(reviews.dataChangeNeeded),
      dataChangeComplete: flag(reviews.dataChangeComplete),
      sketchChangeNeeded: flag(reviews.sketchChangeNeeded),
      sketchChangeComplete: flag(reviews.sketchChangeComplete),
      ownerResponse: sql<'accept' | 'disagree' | null>`${applicationResponses.decision}`,
      daysToReview: sql<
        number | null
      >`${localDay(reviews.reviewedAt)} - ${localDay(applications.submittedAt)}`,
    })
    .from(applications)
    .leftJoin(reviews, ownReview)
    .leftJoin(applicationResponses, ownResponse)
    .where(and(eq(applications.municipalityKey, municipalityKey), gt(applications.id, afterId)))
    .orderBy(asc(applications.id))
    .limit(limit);
}
