import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language, Role, UserStatus } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';

/*
 * The only module that queries the users table (a lint rule). Other modules read accounts
 * through these functions, and join them through accountsIn and accountIdsIn, subqueries that
 * PostgreSQL merges into the query around them. Every one is limited to one municipality.
 */

export type UserRow = typeof users.$inferSelect;

// Sign-up, sign-in and every e-mailed link look the account up by its address.
const userByEmail = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.municipalityKey, sql.placeholder('municipalityKey')),
        eq(users.email, sql.placeholder('email')),
      ),
    )
    .limit(1)
    .prepare('find_user_by_email'),
);

export async function findUserByEmail(
  db: Db,
  municipalityKey: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await userByEmail(db).execute({ municipalityKey, email });
  return row;
}

/** The account with this id in this municipality; another municipality's id finds nothing. */
export async function findUserById(
  db: Db,
  municipalityKey: string,
  id: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.municipalityKey, municipalityKey), eq(users.id, id)))
    .limit(1);
  return row;
}

export interface NewUser {
  municipalityKey: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  status: UserStatus;
  googleSubject?: string | null;
  verifiedAt?: Date | null;
  /** What its e-mails are written in; English unless the sign-up page was in another. */
  language?: Language;
}

/** Inserts a user; undefined when the e-mail is already taken in that municipality. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/** Changes the account with this id in this municipality; undefined (and nothing changed) otherwise. */
export async function updateUser(
  db: Db,
  municipalityKey: string,
  id: number,
  changes: Partial<
    Pick<
      UserRow,
      | 'passwordHash'
      | 'role'
      | 'status'
      | 'googleSubject'
      | 'verifiedAt'
      | 'language'
      | 'representative'
      | 'firmName'
    >
  >,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.municipalityKey, municipalityKey), eq(users.id, id)))
    .returning();
  return row;
}

/** Whether the municipality has an account with this id. */
export async function accountExists(db: Db, municipalityKey: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.municipalityKey, municipalityKey)))
    .limit(1);
  return row !== undefined;
}

/**
 * The municipality's accounts, for another module's query to join (`.as(name)` first): no
 * password hash leaves this module, only whether there is one.
 */
export function accountsIn(db: Db, municipalityKey: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
    })
    .from(users)
    .where(eq(users.municipalityKey, municipalityKey));
}

/** Each account's language, to join on `id` (`accountLanguagesIn(db, key).as('name')`). */
export function accountLanguagesIn(db: Db, municipalityKey: string) {
  return db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.municipalityKey, municipalityKey));
}

/** The ids of the municipality's accounts, for `inArray(column, accountIdsIn(db, key))`. */
export function accountIdsIn(db: Db, municipalityKey: string) {
  return db.select({ id: users.id }).from(users).where(eq(users.municipalityKey, municipalityKey));
}

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
 * The e-mails of this municipality's accounts among `ids`, whatever their role or status now
 * (an assignee, an actor named in a change); an id of another municipality's account finds
 * nothing.
 */
export async function accountEmails(
  db: Db,
  municipalityKey: string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.municipalityKey, municipalityKey), inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * The e-mails (and languages) of this municipality's active accounts among `ids` (not restricted, not
 * awaiting verification): the accounts a reminder may be sent to.
 */
export async function activeAccountEmails(
  db: Db,
  municipalityKey: string,
  ids: readonly number[],
): Promise<Map<number, { email: string; language: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.municipalityKey, municipalityKey),
        inArray(users.id, [...ids]),
        eq(users.status, 'active'),
      ),
    );
  return new Map(rows.map(({ id, ...account }) => [id, account]));
}

export const STAFF_ROLES = ['super', 'admin', 'mega-admin'] as const;

/**
 * The municipality's active staff accounts (all, or those among `ids`) by e-mail: the people
 * a review may be assigned to.
 */
export async function listActiveStaff(db: Db, municipalityKey: string, ids?: readonly number[]) {
  return db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.municipalityKey, municipalityKey),
        inArray(users.role, [...STAFF_ROLES]),
        eq(users.status, 'active'),
        ids ? inArray(users.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(users.email));
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
