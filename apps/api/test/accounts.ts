import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
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

/** The municipality a tenancy test aims at: kent's data, tried from lyons, and back. */
export function otherMunicipalityOf(municipalityKey: string): string {
  return municipalityKey === 'kent' ? 'lyons' : 'kent';
}

/**
 * A signed-in account of the municipality other than `targetMunicipalityKey`: the stranger a
 * tenancy test sends at the target's ids, tokens and addresses.
 */
export async function otherMunicipalityAccount(
  app: FastifyInstance,
  role: Role,
  targetMunicipalityKey: string,
): Promise<SignedInAccount> {
  return signedInAs(app, role, otherMunicipalityOf(targetMunicipalityKey));
}

/**
 * Runs a request on `municipalityKey`'s host, as that account when one is given (its cookie
 * travels, whichever municipality it belongs to). Tenancy tests send one municipality's
 * cookie, id, token or e-mail to another's host and assert the answer reaches nothing.
 */
export function injectOn(
  app: FastifyInstance,
  municipalityKey: string,
  options: InjectOptions,
  account?: SignedInAccount,
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...options,
    headers: {
      ...options.headers,
      ...(account ? { cookie: account.headers.cookie } : {}),
      host: hostOf(municipalityKey),
    },
  });
}

/** The same request as `account`, sent to the other municipality's host. */
export function injectAsForeigner(
  app: FastifyInstance,
  account: SignedInAccount,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return injectOn(app, otherMunicipalityOf(account.municipalityKey), options, account);
}
