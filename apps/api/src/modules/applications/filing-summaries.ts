import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

/**
 * Who filed what, for lists and e-mails about filings kept elsewhere (the meetings' slots):
 * the filing's number parts, property, owner's name, filer and status. Not locked.
 */
export async function findFilingSummaries(
  db: Db,
  municipalityKey: string,
  ids: readonly number[],
) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: applications.id,
      municipalityKey: applications.municipalityKey,
      filingYear: applications.filingYear,
      sbl: applications.sbl,
      fullAddress: applications.fullAddress,
      ownerFirstName: applications.ownerFirstName,
      ownerLastName: applications.ownerLastName,
      submittedBy: applications.submittedBy,
      reviewStatus: applications.reviewStatus,
    })
    .from(applications)
    .where(
      and(eq(applications.municipalityKey, municipalityKey), inArray(applications.id, [...ids])),
    );
}
export type FilingSummary = Awaited<ReturnType<typeof findFilingSummaries>>[number];
