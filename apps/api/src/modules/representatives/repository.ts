/** Owners' e-signed authorizations of representatives (decision 052): this module's one table. */
import { and, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { representativeAuthorizations as ra } from '../../db/schema/index.ts';

export type AuthorizationRow = typeof ra.$inferSelect;
export type NewAuthorization = typeof ra.$inferInsert;

export async function insertAuthorization(
  db: Db,
  row: NewAuthorization,
): Promise<AuthorizationRow> {
  const [inserted] = await db.insert(ra).values(row).returning();
  if (!inserted) throw new Error('the authorization was not inserted');
  return inserted;
}

export async function findAuthorizationById(
  db: Db,
  municipalityKey: string,
  id: number,
): Promise<AuthorizationRow | undefined> {
  const [row] = await db
    .select()
    .from(ra)
    .where(and(eq(ra.municipalityKey, municipalityKey), eq(ra.id, id)))
    .limit(1);
  return row;
}

/** The row a link's token names: the request's token, or the confirmation's revoke token. */
export async function findAuthorizationByToken(
  db: Db,
  municipalityKey: string,
  tokenHash: string,
): Promise<{ row: AuthorizationRow; link: 'request' | 'revoke' } | undefined> {
  const [row] = await db
    .select()
    .from(ra)
    .where(
      and(
        eq(ra.municipalityKey, municipalityKey),
        sql`(${ra.tokenHash} = ${tokenHash} or ${ra.revokeTokenHash} = ${tokenHash})`,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return { row, link: row.tokenHash === tokenHash ? 'request' : 'revoke' };
}

/** The same row, locked for the answer that changes it. */
export async function lockAuthorization(
  tx: Db,
  municipalityKey: string,
  id: number,
): Promise<AuthorizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(ra)
    .where(and(eq(ra.municipalityKey, municipalityKey), eq(ra.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateAuthorization(
  tx: Db,
  municipalityKey: string,
  id: number,
  change: Partial<NewAuthorization>,
): Promise<AuthorizationRow> {
  const [row] = await tx
    .update(ra)
    .set(change)
    .where(and(eq(ra.municipalityKey, municipalityKey), eq(ra.id, id)))
    .returning();
  if (!row) throw new Error('the authorization disappeared under its lock');
  return row;
}

/** A representative's authorizations, newest change first; `expired` is a pending one past its date. */
export async function listRepresentativeAuthorizations(
  db: Db,
  municipalityKey: string,
  representativeUserId: number,
  filter: { status?: string; now: Date; limit: number },
): Promise<AuthorizationRow[]> {
  const where = [
    eq(ra.municipalityKey, municipalityKey),
    eq(ra.representativeUserId, representativeUserId),
  ];
  if (filter.status === 'expired') {
    where.push(eq(ra.status, 'pending'), lte(ra.expiresAt, filter.now));
  } else if (filter.status === 'pending') {
    where.push(eq(ra.status, 'pending'), gt(ra.expiresAt, filter.now));
  } else if (filter.status) {
    where.push(eq(ra.status, filter.status));
  }
  return db
    .select()
    .from(ra)
    .where(and(...where))
    .orderBy(desc(ra.updatedAt), desc(ra.id))
    .limit(filter.limit);
}

/** The authorizations an owner's address was asked for, signed or not. */
export async function listOwnerAuthorizations(
  db: Db,
  municipalityKey: string,
  ownerEmail: string,
): Promise<AuthorizationRow[]> {
  return db
    .select()
    .from(ra)
    .where(
      and(
        eq(ra.municipalityKey, municipalityKey),
        eq(ra.ownerEmail, ownerEmail),
        inArray(ra.status, ['active', 'revoked']),
      ),
    )
    .orderBy(desc(ra.signedAt), desc(ra.id))
    .limit(200);
}

/** Requests a representative sent, and requests an owner's address received, since a time. */
export async function countRequestsSince(
  db: Db,
  municipalityKey: string,
  by: { representativeUserId: number } | { ownerEmail: string },
  since: Date,
): Promise<number> {
  const who =
    'ownerEmail' in by
      ? eq(ra.ownerEmail, by.ownerEmail)
      : eq(ra.representativeUserId, by.representativeUserId);
  const [row] = await db
    .select({ n: count() })
    .from(ra)
    .where(and(eq(ra.municipalityKey, municipalityKey), who, gte(ra.requestedAt, since)));
  return row?.n ?? 0;
}

/**
 * A representative's authorizations for one parcel and year, newest first: what a filing is
 * checked against, and what a new request must not repeat.
 */
export async function listParcelAuthorizations(
  db: Db,
  municipalityKey: string,
  representativeUserId: number,
  parcel: { sbl: string; taxYear: number },
): Promise<AuthorizationRow[]> {
  return db
    .select()
    .from(ra)
    .where(
      and(
        eq(ra.municipalityKey, municipalityKey),
        eq(ra.representativeUserId, representativeUserId),
        eq(ra.sbl, parcel.sbl),
        eq(ra.taxYear, parcel.taxYear),
      ),
    )
    .orderBy(desc(ra.requestedAt), desc(ra.id))
    .limit(50);
}

/** Authorizations by id, for lists that show a filing's authorization. */
export async function findAuthorizationsByIds(
  db: Db,
  municipalityKey: string,
  ids: readonly number[],
): Promise<AuthorizationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ra)
    .where(and(eq(ra.municipalityKey, municipalityKey), inArray(ra.id, [...ids])));
}
