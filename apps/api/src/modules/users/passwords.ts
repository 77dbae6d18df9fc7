import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id`; its const enum cannot be imported under isolated modules. */
const ARGON2ID = 2;

/**
 * argon2id, 64 MiB and 2 passes on one lane: about 50 ms of one core on this machine
 * (`npm run bench`). That is within the 50-100 ms aim: an offline guesser pays it per
 * guess and 64 MiB per lane blunts GPUs, while two cores still verify some 40 sign-ins a
 * second, far above what deadline day asks (an owner signs in once a session). Hashes keep
 * their parameters, so raising them later only affects new hashes.
 */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 65_536,
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
