import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';

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

export interface PendingInvitation {
  email: string;
  role: string;
  invitedAt: Date;
  expiresAt: Date;
}

/**
 * Invitation links of this municipality neither used nor expired, for accounts still unused,
 * in byte order of e-mail.
 */
export async function listPendingInvitations(
  db: Db,
  municipalityKey: string,
  now: Date,
): Promise<PendingInvitation[]> {
  return db
    .select({
      email: users.email,
      role: users.role,
      invitedAt: userTokens.createdAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(users.municipalityKey, municipalityKey),
        eq(userTokens.purpose, 'invite'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
        // An invitee who chose a password another way (a reset link) has no invitation left.
        isNull(users.passwordHash),
        eq(users.status, 'awaiting verification'),
      ),
    )
    .orderBy(asc(sql`${users.email} collate "C"`));
}

/** Deletes an invited account that was never used (no password, still awaiting verification). */
export async function deleteUnusedInvitedAccount(
  db: Db,
  municipalityKey: string,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(
      and(
        eq(users.municipalityKey, municipalityKey),
        eq(users.id, id),
        isNull(users.passwordHash),
        isNull(users.googleSubject),
        eq(users.status, 'awaiting verification'),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}
