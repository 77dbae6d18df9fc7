import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcelRevisions } from '../../db/schema/index.ts';

/**
 * The parcel revision of a municipality moves on in the same transaction as every change to
 * its parcels (import batches, the demo seed), so whatever is built from the parcels (the
 * property search data) is rebuilt exactly when they changed, and never per request.
 */
export function bumpParcelRevisionSql(municipalityKey: string): SQL {
  return sql`insert into ${parcelRevisions} (municipality_key, revision, changed_at)
    values (${municipalityKey}, 1, now())
    on conflict (municipality_key) do update
      set revision = ${parcelRevisions}.revision + 1, changed_at = now()`;
}

export interface ParcelRevision {
  revision: number;
  changedAt: Date | null;
}

/** One primary-key read; revision 0 when the municipality's parcels never changed. */
export async function readParcelRevision(db: Db, municipalityKey: string): Promise<ParcelRevision> {
  const [row] = await db
    .select({ revision: parcelRevisions.revision, changedAt: parcelRevisions.changedAt })
    .from(parcelRevisions)
    .where(eq(parcelRevisions.municipalityKey, municipalityKey));
  return row ?? { revision: 0, changedAt: null };
}

/**
 * The ETag of the search data: the revision, and the time it moved so that a database
 * restored or recreated with the same revision number still gives a new tag.
 */
export function parcelRevisionTag({ revision, changedAt }: ParcelRevision): string {
  return `"r${revision}${changedAt ? `-${changedAt.getTime().toString(36)}` : ''}"`;
}
