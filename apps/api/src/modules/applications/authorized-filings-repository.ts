import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

/**
 * The filings representatives made under owners' e-signed authorizations (decision 052): the
 * owner reads them on My Applications, whatever their status.
 */
export async function listFilingsUnderAuthorizations(
  db: Db,
  municipalityKey: string,
  authorizationIds: readonly number[],
) {
  if (authorizationIds.length === 0) return [];
  return db
    .select({
      id: applications.id,
      sbl: applications.sbl,
      address: applications.fullAddress,
      filingYear: applications.filingYear,
      reviewStatus: applications.reviewStatus,
      submittedAt: applications.submittedAt,
      submittedBy: applications.submittedBy,
      authorizationId: applications.authorizationId,
    })
    .from(applications)
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        inArray(applications.authorizationId, [...authorizationIds]),
      ),
    )
    .orderBy(desc(applications.submittedAt))
    .limit(200);
}
