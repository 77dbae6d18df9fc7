import { randomInt } from 'node:crypto';
import {
  AUTH_LIMITS,
  isStrongPassword,
  isValidSignupEmail,
  normalizeEmail,
  type Role,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endAllSessions } from '../auth/session-store.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from './repository.ts';

export interface NewVerifiedUser {
  municipalityKey: string;
  email: string;
  role: Role;
  password: string;
}

export type UserRefusal = 'bad_email' | 'weak_password' | 'duplicate';

export type CreateUserResult = { ok: true; user: UserRow } | { ok: false; reason: UserRefusal };

/** The sign-up rules for an operator-made account, checkable before a database is opened. */
export function checkNewUser(email: string, password: string): UserRefusal | null {
  if (!isValidSignupEmail(normalizeEmail(email))) return 'bad_email';
  if (!isStrongPassword(password)) return 'weak_password';
  return null;
}

/**
 * An account that can sign in at once (operator-made: the CLI, the demo seed). The password
 * follows the sign-up rules; the e-mail is stored trimmed and lower-cased.
 */
export async function createVerifiedUser(
  db: Db,
  input: NewVerifiedUser,
  now: Date,
): Promise<CreateUserResult> {
  const refused = checkNewUser(input.email, input.password);
  if (refused) return { ok: false, reason: refused };
  const email = normalizeEmail(input.email);
  // Checked first so a duplicate costs no argon2 hash; insertUser still settles a race.
  if (await findUserByEmail(db, input.municipalityKey, email)) {
    return { ok: false, reason: 'duplicate' };
  }
  const user = await insertUser(db, {
    municipalityKey: input.municipalityKey,
    email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    status: 'active',
    verifiedAt: now,
  });
  return user ? { ok: true, user } : { ok: false, reason: 'duplicate' };
}

/** A restricted account cannot sign in, and its open sessions end with the restriction. */
export async function restrictUser(db: Db, id: number, now: Date): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const user = await updateUser(tx, id, { status: 'restricted' }, now);
    if (user) await endAllSessions(tx, id);
    return user;
  });
}

/** Lifting a restriction never skips e-mail verification: unverified accounts go back to waiting. */
export async function unrestrictUser(db: Db, id: number, now: Date): Promise<UserRow | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  if (user.status !== 'restricted') return user;
  return updateUser(db, id, { status: user.verifiedAt ? 'active' : 'awaiting verification' }, now);
}

/**
 * Stores a new password hash and ends every session of the account, so whoever held an old
 * session (perhaps the reason for the change) is out. Call it inside the caller's transaction.
 */
export async function storePasswordHash(
  db: Db,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const user = await updateUser(db, id, { passwordHash }, now);
  if (user) await endAllSessions(db, id);
  return user;
}

/** Sets a password chosen for the account (its rules are the caller's) and ends its sessions. */
export async function changePassword(
  db: Db,
  id: number,
  password: string,
  now: Date,
): Promise<UserRow | undefined> {
  if (password.length > AUTH_LIMITS.passwordMax) {
    throw new RangeError(`Passwords are at most ${AUTH_LIMITS.passwordMax} characters`);
  }
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => storePasswordHash(tx, id, passwordHash, now));
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LOWER + UPPER + DIGITS;

/**
 * 20 characters from 57 unambiguous ones (over 110 bits), always with a lowercase letter,
 * an uppercase letter and a digit, so it passes the sign-up rules.
 */
export function generatePassword(length = 20): string {
  const pick = (chars: string) => chars[randomInt(chars.length)] as string;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(ALPHABET));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
