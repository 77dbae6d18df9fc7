import { randomInt } from 'node:crypto';
import {
  AppError,
  AUTH_LIMITS,
  isAppError,
  isStrongPassword,
  isValidSignupEmail,
  type Language,
  normalizeEmail,
  type Role,
} from '@ir/domain';
import { accountLanguage } from '@ir/domain/catalogues.ts';
import type { Db } from '../../db/client.ts';
import { endAllSessions } from '../sessions/index.ts';
import { hashPassword } from './passwords.ts';
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

/**
 * Why an operator-made account is refused: the codes and texts of sign-up's refusals, and the
 * field each is about.
 */
const USER_REFUSALS = {
  bad_email: { message: 'signup.bad_email', field: 'email' },
  weak_password: { message: 'signup.bad_password', field: 'password' },
  dup_user: { message: 'signup.dup_user', field: 'email' },
} as const;

export type UserRefusal = keyof typeof USER_REFUSALS;

function userRefusal(code: UserRefusal): AppError {
  const { message, field } = USER_REFUSALS[code];
  return new AppError(400, code, message, { field });
}

/** A refusal of createVerifiedUser, for callers that answer each one in their own words. */
export function isUserRefusal(error: unknown): error is AppError & { code: UserRefusal } {
  return isAppError(error) && Object.hasOwn(USER_REFUSALS, error.code);
}

/** The sign-up rules for an operator-made account, checkable before a database is opened. */
export function checkNewUser(email: string, password: string): UserRefusal | null {
  if (!isValidSignupEmail(normalizeEmail(email))) return 'bad_email';
  if (!isStrongPassword(password)) return 'weak_password';
  return null;
}

/**
 * An account that can sign in at once (operator-made: the CLI, the demo seed). The password
 * follows the sign-up rules; the e-mail is stored trimmed and lower-cased. Throws AppError
 * `bad_email`, `weak_password` or `dup_user`.
 */
export async function createVerifiedUser(
  db: Db,
  input: NewVerifiedUser,
  now: Date,
): Promise<UserRow> {
  const refused = checkNewUser(input.email, input.password);
  if (refused) throw userRefusal(refused);
  const email = normalizeEmail(input.email);
  // Checked first so a duplicate costs no argon2 hash; insertUser still settles a race.
  if (await findUserByEmail(db, input.municipalityKey, email)) throw userRefusal('dup_user');
  const user = await insertUser(db, {
    municipalityKey: input.municipalityKey,
    email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    status: 'active',
    verifiedAt: now,
  });
  if (!user) throw userRefusal('dup_user');
  return user;
}

/**
 * A restricted account cannot sign in, and its open sessions end with the restriction.
 * Undefined when the municipality has no account with this id.
 */
export async function restrictUser(
  db: Db,
  municipalityKey: string,
  id: number,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const user = await updateUser(tx, municipalityKey, id, { status: 'restricted' }, now);
    if (user) await endAllSessions(tx, municipalityKey, id);
    return user;
  });
}

/** Lifting a restriction never skips e-mail verification: unverified accounts go back to waiting. */
export async function unrestrictUser(
  db: Db,
  municipalityKey: string,
  id: number,
  now: Date,
): Promise<UserRow | undefined> {
  const user = await findUserById(db, municipalityKey, id);
  if (!user) return undefined;
  if (user.status !== 'restricted') return user;
  return updateUser(
    db,
    municipalityKey,
    id,
    { status: user.verifiedAt ? 'active' : 'awaiting verification' },
    now,
  );
}

/**
 * Stores a new password hash and ends every session of the account, so whoever held an old
 * session (perhaps the reason for the change) is out. Call it inside the caller's transaction.
 */
export async function storePasswordHash(
  db: Db,
  municipalityKey: string,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const user = await updateUser(db, municipalityKey, id, { passwordHash }, now);
  if (user) await endAllSessions(db, municipalityKey, id);
  return user;
}

/**
 * Sets a password chosen for the account (its other rules are the caller's) and ends its
 * sessions. Throws AppError `bad_password` for one longer than the hash input limit.
 */
export async function changePassword(
  db: Db,
  municipalityKey: string,
  id: number,
  password: string,
  now: Date,
): Promise<UserRow | undefined> {
  if (password.length > AUTH_LIMITS.passwordMax) {
    throw new AppError(400, 'bad_password', 'password.tooLong', { field: 'password' });
  }
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => storePasswordHash(tx, municipalityKey, id, passwordHash, now));
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

/**
 * The language an address's e-mails are written in: its account's here, or `fallback` (the
 * request's) for an address with no account yet (decision 040).
 */
export async function mailLanguageOf(
  db: Db,
  municipalityKey: string,
  account: { id: number } | { email: string },
  fallback: Language,
): Promise<Language> {
  const user =
    'id' in account
      ? await findUserById(db, municipalityKey, account.id)
      : await findUserByEmail(db, municipalityKey, normalizeEmail(account.email));
  return user ? accountLanguage(user.language) : fallback;
}
