import type { Db } from '../../db/client.ts';
import {
  expireUnusedUserTokens,
  findUserToken,
  insertUserToken,
  type StoredToken,
  type TokenPurpose,
} from './repository.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

/**
 * A verification link lives a day: sign-up mail can sit in a spam folder overnight. A reset
 * link lives SPEC §9's 60 minutes.
 */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Issues a single-use e-mail token; only its hash is stored, the link carries the token. */
export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await insertUserToken(
    db,
    {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    },
    now,
  );
  return token;
}

/** Issues a token and ends every older unused one of the same purpose: only the newest link works. */
export async function replaceUserToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  await expireUnusedUserTokens(db, userId, purpose, now);
  return issueUserToken(db, userId, purpose, now);
}

export type TokenCheck =
  { ok: true; token: StoredToken } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * Looks a link's token up by hash. A token of another purpose, or of an account in another
 * municipality, is as unknown as a made-up one.
 */
export async function checkUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  municipalityKey: string,
  now: Date,
): Promise<TokenCheck> {
  const stored = await findUserToken(db, hashToken(token), purpose);
  if (!stored || stored.municipalityKey !== municipalityKey)
    return { ok: false, reason: 'invalid' };
  if (stored.usedAt) return { ok: false, reason: 'used' };
  if (stored.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, token: stored };
}
