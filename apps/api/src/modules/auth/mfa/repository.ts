import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mfaRecoveryCodes, userMfa } from '../../../db/schema/index.ts';
import { accountExists } from '../../users/index.ts';

export type MfaRow = typeof userMfa.$inferSelect;

/** The account's authenticator row, enabled or pending, in this municipality only. */
export async function findMfa(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<MfaRow | undefined> {
  const [row] = await db
    .select()
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), eq(userMfa.municipalityKey, municipalityKey)))
    .limit(1);
  return row;
}

/**
 * Starts (or restarts) an enrolment: a new secret, not enabled. An enabled row is left alone
 * (false): turning a working authenticator off takes a mega-admin's reset.
 */
export async function upsertPendingMfa(
  db: Db,
  municipalityKey: string,
  userId: number,
  secretCiphertext: string,
  now: Date,
): Promise<boolean> {
  if (!(await accountExists(db, municipalityKey, userId))) return false;
  const written = await db
    .insert(userMfa)
    .values({ userId, municipalityKey, secretCiphertext, createdAt: now })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretCiphertext, createdAt: now, lastUsedStep: null },
      setWhere: and(isNull(userMfa.enabledAt), eq(userMfa.municipalityKey, municipalityKey)),
    })
    .returning({ userId: userMfa.userId });
  return written.length === 1;
}

/**
 * Takes a TOTP step for the account: only a step later than the last one taken, in one
 * statement, so two requests with the same code cannot both pass.
 */
export async function takeTotpStep(
  db: Db,
  municipalityKey: string,
  userId: number,
  step: number,
  enable?: Date,
): Promise<boolean> {
  const taken = await db
    .update(userMfa)
    .set({ lastUsedStep: step, ...(enable ? { enabledAt: enable } : {}) })
    .where(
      and(
        eq(userMfa.userId, userId),
        eq(userMfa.municipalityKey, municipalityKey),
        or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step)),
        enable ? isNull(userMfa.enabledAt) : undefined,
      ),
    )
    .returning({ userId: userMfa.userId });
  return taken.length === 1;
}

export async function replaceRecoveryCodes(
  db: Db,
  municipalityKey: string,
  userId: number,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db
    .delete(mfaRecoveryCodes)
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.municipalityKey, municipalityKey),
      ),
    );
  await db
    .insert(mfaRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, municipalityKey, codeHash, createdAt: now })));
}

/** Uses up an unused recovery code of the account; false if there is none with this hash. */
export async function takeRecoveryCode(
  db: Db,
  municipalityKey: string,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.municipalityKey, municipalityKey),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return taken.length === 1;
}

export async function countUnusedRecoveryCodes(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.municipalityKey, municipalityKey),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Removes the account's authenticator and recovery codes; the row as it was, if any. */
export async function deleteMfa(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<MfaRow | undefined> {
  await db
    .delete(mfaRecoveryCodes)
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.municipalityKey, municipalityKey),
      ),
    );
  const [removed] = await db
    .delete(userMfa)
    .where(and(eq(userMfa.userId, userId), eq(userMfa.municipalityKey, municipalityKey)))
    .returning();
  return removed;
}
