import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OfferStatus } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { reviewOffers } from '../../db/schema/index.ts';

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The town dashboard's offer figures: offers sent, and how many the owners accepted or
 * countered and how many lapsed unanswered (an open or closed offer is in `sent` only).
 */
export async function countOffers(
  db: Db,
  municipalityKey: string,
): Promise<{ sent: number; accepted: number; countered: number; lapsed: number }> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)`.mapWith(Number),
      accepted: counted(sql`${reviewOffers.status} = 'accepted'`),
      countered: counted(sql`${reviewOffers.status} = 'countered'`),
      lapsed: counted(sql`${reviewOffers.status} = 'lapsed'`),
    })
    .from(reviewOffers)
    .where(eq(reviewOffers.municipalityKey, municipalityKey));
  if (!row) throw new Error('an aggregate query returned no row');
  return row;
}

/** A filing's offers as the town's export shows them: how many, and the latest one's status. */
export interface FilingOfferSummary {
  sent: number;
  latest: OfferStatus;
}

/** The offers of these filings (one export batch), by application id; none: not in the map. */
export async function offerSummaries(
  db: Db,
  municipalityKey: string,
  applicationIds: readonly number[],
): Promise<Map<number, FilingOfferSummary>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: reviewOffers.applicationId,
      sent: sql<number>`count(*)`.mapWith(Number),
      // At most two offers: the status of the highest number is the latest one's.
      latest: sql<OfferStatus>`(array_agg(${reviewOffers.status} order by ${reviewOffers.number} desc))[1]`,
    })
    .from(reviewOffers)
    .where(
      and(
        eq(reviewOffers.municipalityKey, municipalityKey),
        inArray(reviewOffers.applicationId, [...applicationIds]),
      ),
    )
    .groupBy(reviewOffers.applicationId);
  return new Map(rows.map((r) => [r.applicationId, { sent: r.sent, latest: r.latest }]));
}
