import { type AdminUser, AppError, normalizeEmail, type Role, type UserStatus } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, lockActiveMegaAdmins, type UserRow } from '../users/index.ts';

/** The account an admin call names, in the caller's municipality only; 404 otherwise. */
export async function targetUser(db: Db, municipalityKey: string, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, municipalityKey, normalizeEmail(email));
  if (!user) throw new AppError(404, 'unknown_user', 'admin.unknownUser');
  return user;
}

/**
 * Refuses a change that would leave the municipality without an active mega-admin. Call it in
 * the change's transaction: it locks those accounts until the change commits.
 */
export async function keepOneMegaAdmin(db: Db, municipalityKey: string, leaving: UserRow) {
  if (leaving.role !== 'mega-admin' || leaving.status !== 'active') return;
  const others = (await lockActiveMegaAdmins(db, municipalityKey)).filter(
    (id) => id !== leaving.id,
  );
  if (others.length === 0) {
    throw new AppError(400, 'last_mega_admin', 'admin.lastMegaAdmin');
  }
}

/** The database's checks keep role and status within the domain's values. */
export function adminView(user: UserRow): AdminUser {
  return {
    email: user.email,
    role: user.role as Role,
    status: user.status as UserStatus,
    representative: user.representative,
    ...(user.firmName ? { firmName: user.firmName } : {}),
  };
}
