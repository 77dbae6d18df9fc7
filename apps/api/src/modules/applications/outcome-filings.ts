import { and, eq, sql } from 'drizzle-orm';
import { FILING_TIME_ZONE } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { applications, reviews } from '../../db/schema/index.ts';
import { accountLanguagesIn } from '../users/index.ts';

/** The calendar day of an instant in the municipality's time zone (a constant in the SQL). */
const localDay = (column: unknown) =>
  sql`(${column} at time zone ${sql.raw(`'${FILING_TIME_ZONE}'`)})::date`;

/**
 * The filings of a roll year as the published outcomes count them: the parcel's class and
 * neighbourhood as filed, who filed, the filing account's language, and the outcome. Nothing
 * that names a parcel or a person is read. Days to a decision are counted as the town's
 * dashboard counts them (calendar days, ET).
 */
export async function outcomeFilings(db: Db, municipalityKey: string, rollYear: number) {
  const accounts = accountLanguagesIn(db, municipalityKey).as('filing_accounts');
  return db
    .select({
      propClass: applications.propClass,
      nbhdCode: applications.nbhdCode,
      filedByRepresentative: applications.filedByRepresentative,
      language: accounts.language,
      reviewStatus: applications.reviewStatus,
      receivedTotalValue: applications.receivedTotalValue,
      // 'no change' stores the received value again; a completed review without one changed nothing.
      newTotalValue: sql<
        number | null
      >`coalesce(${reviews.assessedTotalValue}, ${applications.receivedTotalValue})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      daysToDecision: sql<number | null>`${localDay(reviews.reviewedAt)} - ${localDay(
        applications.submittedAt,
      )}`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(applications)
    .leftJoin(
      reviews,
      and(
        eq(reviews.applicationId, applications.id),
        eq(reviews.municipalityKey, applications.municipalityKey),
      ),
    )
    .leftJoin(accounts, eq(accounts.id, applications.submittedBy))
    .where(
      and(eq(applications.municipalityKey, municipalityKey), eq(applications.filingYear, rollYear)),
    );
}
export type OutcomeFilingRow = Awaited<ReturnType<typeof outcomeFilings>>[number];
