import type { FastifyInstance } from 'fastify';
import type { Role } from '@ir/domain';
import { hashPassword } from '../src/modules/users/passwords.ts';
import { createSession } from '../src/modules/sessions/index.ts';
import { insertUser, type UserRow } from '../src/modules/users/repository.ts';
import { SESSION_COOKIE } from '../src/modules/sessions/index.ts';

/** The Host header that selects a municipality (every key answers on `<key>.localhost`). */
export function hostOf(municipalityKey: string): string {
  return `${municipalityKey}.localhost`;
}

export interface SignedInAccount {
  user: UserRow;
  municipalityKey: string;
  /** Spread into `app.inject({...})`: the account's own host and its session cookie. */
  headers: { host: string; cookie: string };
}

let accounts = 0;

/**
 * An active account of `role` in `municipalityKey`, signed in on that municipality's host.
 * Used to try every route as every role, and as an account of another municipality.
 */
export async function signedInAs(
  app: FastifyInstance,
  role: Role,
  municipalityKey = 'development',
): Promise<SignedInAccount> {
  accounts += 1;
  const user = await insertUser(app.database.db, {
    municipalityKey,
    email: `${role}.${accounts}@${municipalityKey}.example.com`,
    passwordHash: await hashPassword(`Account-${accounts}-password`),
    role,
    status: 'active',
    verifiedAt: app.clock(),
  });
  if (!user) throw new Error(`account ${accounts} exists already`);
  const token = await createSession(
    app.database.db,
    { userId: user.id, municipalityKey },
    app.clock(),
  );
  return {
    user,
    municipalityKey,
    headers: { host: hostOf(municipalityKey), cookie: `${SESSION_COOKIE}=${token}` },
  };
}

/**
 * The same request sent by an account of another municipality: its session is valid on its
 * own host, so the request is aimed at `targetMunicipalityKey`'s data through that host's
 * session (rejected as foreign) and, separately, through its own host with the target's ids.
 * Tenancy tests assert that neither reaches the target's rows.
 */
export async function otherMunicipalityAccount(
  app: FastifyInstance,
  role: Role,
  targetMunicipalityKey: string,
): Promise<SignedInAccount> {
  const other = targetMunicipalityKey === 'kent' ? 'lyons' : 'kent';
  return signedInAs(app, role, other);
}
