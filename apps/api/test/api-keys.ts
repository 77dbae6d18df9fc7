import type { FastifyInstance } from 'fastify';
import { newApiKey } from '../src/modules/api-keys/api-key-token.ts';
import { insertApiKey } from '../src/modules/api-keys/repository.ts';
import { hostOf, signedInAs, type SignedInAccount } from './accounts.ts';
import { approveRepresentative } from './bulk-forms.ts';

export interface KeyHolder {
  account: SignedInAccount;
  keyId: number;
  key: string;
  /** Spread into `app.inject({...})`: the key's municipality's host and its bearer header. */
  headers: { host: string; authorization: string };
}

/**
 * An approved representative of `municipalityKey` holding a live API key, made directly in
 * the database (creating one through the route needs two-factor sign-in, tested there).
 */
export async function representativeWithKey(
  app: FastifyInstance,
  municipalityKey = 'development',
): Promise<KeyHolder> {
  const account = await signedInAs(app, 'user', municipalityKey);
  await approveRepresentative(app.database.db, account.user.id);
  const { key, prefix, hash } = newApiKey();
  const row = await insertApiKey(app.database.db, {
    municipalityKey,
    userId: account.user.id,
    name: 'test key',
    prefix,
    keyHash: hash,
    createdAt: app.clock(),
  });
  return {
    account,
    keyId: row.id,
    key,
    headers: { host: hostOf(municipalityKey), authorization: `Bearer ${key}` },
  };
}
