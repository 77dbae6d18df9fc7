import type { Db } from '../../db/client.ts';
import { endSession, touchSession, type ActiveSession } from '../sessions/index.ts';

/**
 * Ends the session behind a cookie, alive or not, if it was made on this municipality's host;
 * signing out without one is not an error.
 */
export async function signOut(
  db: Db,
  municipalityKey: string,
  token: string | undefined,
): Promise<void> {
  if (token) await endSession(db, municipalityKey, token);
}

/**
 * The client's 20-second poll. It keeps nothing alive by itself: the idle window moves only
 * when the client reports user activity since its last poll, so an abandoned tab, or a
 * script replaying a stolen cookie, still runs out.
 */
export async function pollSession(
  db: Db,
  session: ActiveSession | null,
  active: boolean,
  now: Date,
): Promise<boolean> {
  if (!session) return false;
  if (active) await touchSession(db, session.user.municipalityKey, session.idHash, now);
  return true;
}
