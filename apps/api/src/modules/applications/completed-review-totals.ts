import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, reviews } from '../../db/schema/index.ts';

/**
 * The new total assessed value of each parcel whose filing of `rollYear` is complete, by SBL
 * (decision 057's after-reviews stage). 'No change' stores the received value again; a review
 * row without a value keeps the received one. At most one live filing per parcel and year.
 */
export async function completedReviewTotals(
  db: Db,
  municipalityKey: string,
  rollYear: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      sbl: applications.sbl,
      // Drizzle maps a null as null; a bigint arrives as text.
      total: sql<
        number | null
      >`coalesce(${reviews.assessedTotalValue}, ${applications.receivedTotalValue})`.mapWith(
        Number,
      ),
    })
    .from(applications)
    .leftJoin(
      reviews,
      and(
        eq(reviews.applicationId, applications.id),
        eq(reviews.municipalityKey, applications.municipalityKey),
      ),
    )
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        eq(applications.filingYear, rollYear),
        eq(applications.reviewStatus, 'complete'),
      ),
    );
  const totals = new Map<string, number>();
  for (const row of rows) if (row.total !== null) totals.set(row.sbl, row.total);
  return totals;
}
