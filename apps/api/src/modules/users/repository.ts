import { and, eq } from 'drizzle-orm';
import type { Role, UserStatus } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(
  db: Db,
  municipalityKey: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.municipalityKey, municipalityKey), eq(users.email, email)))
    .limit(1);
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
    Pick<UserRow, 'passwordHash' | 'role' | 'status' | 'googleSubject' | 'verifiedAt'>
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
