import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { OfferStatus } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { reviewOffers } from '../../db/schema/index.ts';

export type OfferRow = typeof reviewOffers.$inferSelect;
type NewOffer = typeof reviewOffers.$inferInsert;

/** The filing's offers, oldest first (at most two). */
export async function listOffers(db: Db, municipalityKey: string, applicationId: number) {
  return db
    .select()
    .from(reviewOffers)
    .where(
      and(
        eq(reviewOffers.municipalityKey, municipalityKey),
        eq(reviewOffers.applicationId, applicationId),
      ),
    )
    .orderBy(asc(reviewOffers.number));
}

/** The filing's latest offer, or undefined. */
export async function latestOffer(
  db: Db,
  municipalityKey: string,
  applicationId: number,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewOffers)
    .where(
      and(
        eq(reviewOffers.municipalityKey, municipalityKey),
        eq(reviewOffers.applicationId, applicationId),
      ),
    )
    .orderBy(desc(reviewOffers.number))
    .limit(1);
  return row;
}

/** The filing's open offer, locked until the transaction ends. */
export async function lockOpenOffer(
  tx: Db,
  municipalityKey: string,
  applicationId: number,
): Promise<OfferRow | undefined> {
  const [row] = await tx
    .select()
    .from(reviewOffers)
    .where(
      and(
        eq(reviewOffers.municipalityKey, municipalityKey),
        eq(reviewOffers.applicationId, applicationId),
        eq(reviewOffers.status, 'open'),
      ),
    )
    .for('update');
  return row;
}

export async function insertOffer(tx: Db, offer: NewOffer): Promise<OfferRow> {
  const [row] = await tx.insert(reviewOffers).values(offer).returning();
  if (!row) throw new Error('offer not inserted');
  return row;
}

/** Writes the owner's answer, the lapse or the close onto an offer still open. */
export async function updateOpenOffer(
  tx: Db,
  id: number,
  set: Partial<Omit<NewOffer, 'id' | 'municipalityKey' | 'applicationId' | 'number'>>,
): Promise<boolean> {
  const rows = await tx
    .update(reviewOffers)
    .set(set)
    .where(and(eq(reviewOffers.id, id), eq(reviewOffers.status, 'open')))
    .returning({ id: reviewOffers.id });
  return rows.length === 1;
}

/**
 * Open offers with no meeting asked for whose last day to answer is before `today` (New
 * York). Read without a lock: the sweep locks each filing, then its offer, and checks again.
 */
export async function listDueOffers(db: Db, today: string, limit: number) {
  return db
    .select({
      id: reviewOffers.id,
      municipalityKey: reviewOffers.municipalityKey,
      applicationId: reviewOffers.applicationId,
    })
    .from(reviewOffers)
    .where(
      and(
        eq(reviewOffers.status, 'open'),
        isNull(reviewOffers.meetingRequestedAt),
        lt(reviewOffers.respondBy, today),
      ),
    )
    .orderBy(asc(reviewOffers.id))
    .limit(limit);
}

/** Offers of a municipality: sent (all), and by what came of them. */
export async function countOffers(
  db: Db,
  municipalityKey: string,
): Promise<{ sent: number; accepted: number; countered: number; lapsed: number }> {
  const rows = await db
    .select({ status: reviewOffers.status, n: count() })
    .from(reviewOffers)
    .where(eq(reviewOffers.municipalityKey, municipalityKey))
    .groupBy(reviewOffers.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    sent: rows.reduce((sum, r) => sum + r.n, 0),
    accepted: of('accepted'),
    countered: of('countered'),
    lapsed: of('lapsed'),
  };
}

/** How many offers each of `ids` has had (for the review screen's offers left). */
export async function offerNumbers(db: Db, municipalityKey: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: reviewOffers.applicationId, n: sql<number>`max(${reviewOffers.number})::int` })
    .from(reviewOffers)
    .where(
      and(
        eq(reviewOffers.municipalityKey, municipalityKey),
        inArray(reviewOffers.applicationId, [...ids]),
      ),
    )
    .groupBy(reviewOffers.applicationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A filing's offers for the town export: how many were sent, and the latest one's status. */
export interface FilingOfferSummary {
  sent: number;
  latest: OfferStatus;
}

/** FilingOfferSummary of each of `ids` that had an offer. */
export async function offerSummaries(
  db: Db,
  municipalityKey: string,
  ids: readonly number[],
): Promise<Map<number, FilingOfferSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: reviewOffers.applicationId,
      number: reviewOffers.number,
      status: reviewOffers.status,
    })
    .from(reviewOffers)
    .where(
      and(
        eq(reviewOffers.municipalityKey, municipalityKey),
        inArray(reviewOffers.applicationId, [...ids]),
      ),
    )
    .orderBy(asc(reviewOffers.applicationId), asc(reviewOffers.number));
  const summaries = new Map<number, FilingOfferSummary>();
  for (const row of rows) {
    // Oldest first: the last row of a filing is its latest offer.
    summaries.set(row.id, { sent: row.number, latest: row.status as OfferStatus });
  }
  return summaries;
}
