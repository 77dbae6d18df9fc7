import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { applications, reviews } from '../src/db/schema/index.ts';
import { createApplication } from './factories.ts';

/**
 * A filing of `municipalityKey` with the outcome the published outcomes count: open, withdrawn,
 * or decided at `newValue` on `decidedAt` (its review row written as COMPLETE writes it).
 */
export async function createOutcomeFiling(
  db: Db,
  municipalityKey: string,
  options: {
    submittedBy?: number | null;
    filingYear?: number;
    propClass?: string | null;
    nbhdCode?: string | null;
    representative?: boolean;
    receivedTotalValue?: number | null;
    submittedAt?: Date;
    outcome?: { status: 'withdrawn' } | { status: 'complete'; newValue: number; decidedAt: Date };
  } = {},
): Promise<number> {
  const id = await createApplication(db, municipalityKey, options.submittedBy ?? null, {
    filingYear: options.filingYear ?? 2025,
    propClass: options.propClass === undefined ? '210' : options.propClass,
    nbhdCode: options.nbhdCode === undefined ? 'N1' : options.nbhdCode,
    filedByRepresentative: options.representative ?? false,
    receivedTotalValue:
      options.receivedTotalValue === undefined ? 200_000 : options.receivedTotalValue,
    submittedAt: options.submittedAt ?? new Date('2025-03-02T15:00:00Z'),
  });
  const outcome = options.outcome;
  if (outcome?.status === 'withdrawn') {
    await db
      .update(applications)
      .set({ reviewStatus: 'withdrawn', withdrawnAt: new Date('2025-03-10T15:00:00Z') })
      .where(eq(applications.id, id));
  } else if (outcome?.status === 'complete') {
    await db.insert(reviews).values({
      applicationId: id,
      municipalityKey,
      reviewedAt: outcome.decidedAt,
      assessedTotalValue: outcome.newValue,
      totalValueChange: outcome.newValue === options.receivedTotalValue ? 'N' : 'Y',
    });
    await db.update(applications).set({ reviewStatus: 'complete' }).where(eq(applications.id, id));
  }
  return id;
}
