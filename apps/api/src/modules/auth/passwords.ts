import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id`; its const enum cannot be imported under isolated modules. */
const ARGON2ID = 2;

/**
 * argon2id with OWASP's first recommended profile (19 MiB, 2 passes, 1 lane): about 70 ms
 * of one core here (`npm run bench`), slow for an offline guesser and cheap enough that
 * deadline-day sign-ins on two cores are not queued behind hashing.
 */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no account exists keeps timing from revealing addresses. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1');
  return dummyHash;
}
