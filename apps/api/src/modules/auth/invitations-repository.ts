import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { accountsIn } from '../users/index.ts';

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
  const invitees = accountsIn(db, municipalityKey).as('invitees');
  return db
    .select({
      email: invitees.email,
      role: invitees.role,
      invitedAt: userTokens.createdAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .innerJoin(invitees, eq(invitees.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.purpose, 'invite'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
        // An invitee who chose a password another way (a reset link) has no invitation left.
        eq(invitees.hasPassword, false),
        eq(invitees.status, 'awaiting verification'),
      ),
    )
    .orderBy(asc(sql`${invitees.email} collate "C"`));
}
