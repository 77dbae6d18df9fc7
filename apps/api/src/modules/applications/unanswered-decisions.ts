import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationResponses, applications } from '../../db/schema/index.ts';

/**
 * The completed reviews of a filing year here that the owner has not answered yet (no
 * response row), with the account that filed each: the ones a closing reminder is about.
 * Withdrawn, incomplete and FAR filings are not complete, so never listed.
 */
export async function listUnansweredDecisions(db: Db, municipalityKey: string, filingYear: number) {
  const rows = await db
    .select({
      id: applications.id,
      filingYear: applications.filingYear,
      submittedBy: applications.submittedBy,
      sbl: applications.sbl,
      address: applications.fullAddress,
    })
    .from(applications)
    .leftJoin(applicationResponses, eq(applicationResponses.applicationId, applications.id))
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        eq(applications.filingYear, filingYear),
        eq(applications.reviewStatus, 'complete'),
        isNotNull(applications.submittedBy),
        isNull(applicationResponses.applicationId),
      ),
    )
    .orderBy(asc(applications.id));
  return rows.map((row) => ({ ...row, submittedBy: row.submittedBy as number }));
}
