import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { boundedWork } from '../../plugins/busy.ts';
import { assertOutsideTransaction } from '../../db/transaction-scope.ts';

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

/**
 * Hashes at once: one per core (they run on libuv's thread pool, which start.mjs sizes with
 * room to spare for file work), and a bounded queue. Each holds 64 MiB, so the bound also
 * caps memory; past the queue (about 1.5 s of waiting) the request is told to come back.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, os.availableParallelism());
const PASSWORD_HASH_QUEUE = 32 * PASSWORD_HASH_CONCURRENCY;
const hashing = boundedWork('password-hash', PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE);

export function hashPassword(password: string): Promise<string> {
  assertOutsideTransaction('Hashing a password');
  return hashing(() => hash(password, ARGON2_PARAMS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  assertOutsideTransaction('Checking a password');
  return hashing(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Verifying against this when no account exists keeps timing from revealing addresses. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1');
  return dummyHash;
}
