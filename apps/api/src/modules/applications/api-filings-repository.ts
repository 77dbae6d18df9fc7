/** The filing API's reads of a representative's filings (decision 053). */
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

/** A position in the list: the last row's change time, in microseconds, and its id. */
export interface FilingsCursor {
  updatedMicros: string;
  id: number;
}

export interface FilingsPageRow {
  id: number;
  sbl: string;
  filingYear: number;
  fullAddress: string;
  reviewStatus: string;
  submittedAt: Date;
  updatedAt: Date;
  updatedMicros: string;
}

const updatedMicros = sql<string>`(extract(epoch from ${applications.updatedAt}) * 1000000)::bigint::text`;

/**
 * The account's filings here, the most recently changed first (ties by id), after `after`: up
 * to `limit` rows. The cursor keeps the database's own microseconds, so no row is skipped or
 * repeated between pages by a rounding of its time.
 */
export async function listFilingsPage(
  db: Db,
  municipalityKey: string,
  userId: number,
  options: { status?: string; updatedSince?: Date; after?: FilingsCursor; limit: number },
): Promise<FilingsPageRow[]> {
  const { after } = options;
  return db
    .select({
      id: applications.id,
      sbl: applications.sbl,
      filingYear: applications.filingYear,
      fullAddress: applications.fullAddress,
      reviewStatus: applications.reviewStatus,
      submittedAt: applications.submittedAt,
      updatedAt: applications.updatedAt,
      updatedMicros,
    })
    .from(applications)
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        eq(applications.submittedBy, userId),
        options.status === undefined ? undefined : eq(applications.reviewStatus, options.status),
        options.updatedSince === undefined
          ? undefined
          : gte(applications.updatedAt, options.updatedSince),
        after === undefined
          ? undefined
          : sql`(${applications.updatedAt}, ${applications.id}) < (timestamptz 'epoch' + ${`${after.updatedMicros} microseconds`}::interval, ${after.id})`,
      ),
    )
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(options.limit);
}

/** Who filed the parcel's live filing of the year, for a refusal that names them. */
export async function findParcelFiler(
  db: Db,
  municipalityKey: string,
  sbl: string,
  filingYear: number,
): Promise<
  | {
      id: number;
      filingYear: number;
      submittedBy: number | null;
      filedByRepresentative: boolean;
      applicantIsOwner: boolean;
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: applications.id,
      filingYear: applications.filingYear,
      submittedBy: applications.submittedBy,
      filedByRepresentative: applications.filedByRepresentative,
      applicantIsOwner: applications.applicantIsOwner,
    })
    .from(applications)
    .where(
      and(
        eq(applications.municipalityKey, municipalityKey),
        eq(applications.sbl, sbl),
        eq(applications.filingYear, filingYear),
        ne(applications.reviewStatus, 'withdrawn'),
      ),
    )
    .limit(1);
  return row;
}
