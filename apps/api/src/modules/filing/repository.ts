/** The saved applicant: filing's own table besides a representative's batches (bulk-repository.ts). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedApplicants } from '../../db/schema/index.ts';
import type { FilingPerson } from '../applications/index.ts';
import { accountIdsIn } from '../users/index.ts';

export type SavedApplicantRow = typeof savedApplicants.$inferSelect;

/**
 * The account's saved applicant. The table is keyed by user alone, so the account's
 * municipality is checked through the users module: another municipality's id finds nothing.
 */
export async function findSavedApplicant(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<SavedApplicantRow | undefined> {
  const [row] = await db
    .select({
      userId: savedApplicants.userId,
      firstName: savedApplicants.firstName,
      lastName: savedApplicants.lastName,
      address1: savedApplicants.address1,
      address2: savedApplicants.address2,
      city: savedApplicants.city,
      state: savedApplicants.state,
      zip: savedApplicants.zip,
      phone: savedApplicants.phone,
      updatedAt: savedApplicants.updatedAt,
    })
    .from(savedApplicants)
    .where(
      and(
        eq(savedApplicants.userId, userId),
        inArray(savedApplicants.userId, accountIdsIn(db, municipalityKey)),
      ),
    );
  return row;
}

/** The saved applicant is a person as a filing names one. */
export type SavedApplicantInput = FilingPerson;

/**
 * Saves (or replaces) the account's applicant details. Written only when the account belongs
 * to `municipalityKey`; returns whether a row was written.
 */
export async function upsertSavedApplicant(
  tx: Db,
  municipalityKey: string,
  userId: number,
  applicant: SavedApplicantInput,
  now: Date,
): Promise<boolean> {
  const written = await tx.execute(sql`
    insert into saved_applicants
      (user_id, first_name, last_name, address1, address2, city, state, zip, phone, updated_at)
    select account.id, ${applicant.firstName}, ${applicant.lastName}, ${applicant.address1},
           ${applicant.address2}, ${applicant.city}, ${applicant.state}, ${applicant.zip},
           ${applicant.phone}, ${now.toISOString()}::timestamptz
    from ${accountIdsIn(tx, municipalityKey)} as account
    where account.id = ${userId}
    on conflict (user_id) do update set
      first_name = excluded.first_name, last_name = excluded.last_name,
      address1 = excluded.address1, address2 = excluded.address2, city = excluded.city,
      state = excluded.state, zip = excluded.zip, phone = excluded.phone,
      updated_at = excluded.updated_at
    returning user_id`);
  return rowsOf(written).length === 1;
}

/** node-postgres answers `{ rows }`, PGlite too; both drivers' shapes in one place. */
function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows : [];
}
