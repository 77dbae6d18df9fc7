import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Every account e-mail of the municipality, in byte order so both databases agree. */
export async function listUserEmails(db: Db, municipalityKey: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.municipalityKey, municipalityKey))
    .orderBy(asc(sql`${users.email} collate "C"`));
  return rows.map((row) => row.email);
}

/**
 * The ids of the municipality's active mega-admins, locked until the transaction ends, so two
 * concurrent demotions cannot both see "another one is left".
 */
export async function lockActiveMegaAdmins(db: Db, municipalityKey: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.municipalityKey, municipalityKey),
        eq(users.role, 'mega-admin'),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
