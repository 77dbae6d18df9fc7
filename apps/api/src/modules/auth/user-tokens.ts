import type { Db } from '../../db/client.ts';
import {
  expireUnusedUserTokens,
  findUserToken,
  insertUserToken,
  type StoredToken,
  type TokenPurpose,
} from './repository.ts';
import { hashToken, newOpaqueToken } from '../sessions/index.ts';

/**
 * A verification link lives a day: sign-up mail can sit in a spam folder overnight. A reset
 * link lives SPEC §9's 60 minutes. An invitation lives a week: staff may be away.
 */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

/**
 * Issues a single-use e-mail token for an account of this municipality; only its hash is
 * stored, the link carries the token.
 */
export async function issueUserToken(
  db: Db,
  municipalityKey: string,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  const stored = await insertUserToken(
    db,
    municipalityKey,
    {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    },
    now,
  );
  if (!stored) throw new Error(`account ${userId} is not in municipality ${municipalityKey}`);
  return token;
}

/** Issues a token and ends every older unused one of the same purpose: only the newest link works. */
export async function replaceUserToken(
  db: Db,
  municipalityKey: string,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  await expireUnusedUserTokens(db, municipalityKey, userId, purpose, now);
  return issueUserToken(db, municipalityKey, userId, purpose, now);
}

/**
 * A check, not a failure: verify-user and password-reset each answer these reasons in their
 * own words, and answer `used` again when the later conditional UPDATE loses a race, so the
 * reason travels back and each caller throws its own AppError.
 */
export type TokenCheck =
  { ok: true; token: StoredToken } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * Looks a link's token up by hash. A token of another purpose, or of an account in another
 * municipality, is as unknown as a made-up one.
 */
export async function checkUserToken(
  db: Db,
  municipalityKey: string,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<TokenCheck> {
  const stored = await findUserToken(db, municipalityKey, hashToken(token), purpose);
  if (!stored) return { ok: false, reason: 'invalid' };
  if (stored.usedAt) return { ok: false, reason: 'used' };
  if (stored.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, token: stored };
}
