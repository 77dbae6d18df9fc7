/** A review's history: every staff event on an application, written and read in order. */
import { and, asc, eq } from 'drizzle-orm';
import type { ReviewHistoryAction } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { reviewHistory } from '../../db/schema/index.ts';
import { batches, type Tx } from '../applications/index.ts';

export interface HistoryEntry {
  municipalityKey: string;
  applicationId: number;
  /** Null when the system acted (an offer lapsed). */
  actorUserId: number | null;
  actorEmail: string | null;
  occurredAt: Date;
  action: ReviewHistoryAction;
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
