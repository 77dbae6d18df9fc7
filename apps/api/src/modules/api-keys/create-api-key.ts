import {
  AppError,
  API_KEYS_MAX,
  type CreatedApiKey,
  type CreateApiKeyInput,
  msg,
} from '@ir/domain';
import { audit } from '../audit/index.ts';
import { hasMfaEnabled } from '../auth/index.ts';
import { findUserById } from '../users/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { newApiKey } from './api-key-token.ts';
import { insertApiKey, listLiveApiKeys, lockAccountKeys } from './repository.ts';

/**
 * POST /representatives/api_keys (decision 053): a key for the filing API, shown once. Only an
 * approved representative may have one, and only with two-factor sign-in on, since the key
 * files in the account's name without a password; at most API_KEYS_MAX live keys. The key is
 * drawn and hashed before the transaction, which counts, inserts and audits.
 */
export async function createApiKey(
  ctx: SignedInContext,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  const muni = ctx.municipality.key;
  const account = await findUserById(ctx.db, muni, ctx.actor.id);
  if (!account?.representative) {
    throw new AppError(
      403,
      'not_representative',
      msg('bulk.notRepresentative', { phone: ctx.firm.phone }),
    );
  }
  if (!(await hasMfaEnabled(ctx.db, muni, ctx.actor.id))) {
    throw new AppError(403, 'mfa_required', 'apiKeys.mfaRequired');
  }
  const { key, prefix, hash } = newApiKey();
  const row = await ctx.db.transaction(async (tx) => {
    await lockAccountKeys(tx, muni, ctx.actor.id);
    const live = await listLiveApiKeys(tx, muni, ctx.actor.id);
    if (live.length >= API_KEYS_MAX) {
      throw new AppError(409, 'too_many_api_keys', msg('apiKeys.tooMany', { max: API_KEYS_MAX }));
    }
    const inserted = await insertApiKey(tx, {
      municipalityKey: muni,
      userId: ctx.actor.id,
      name: input.name,
      prefix,
      keyHash: hash,
      createdAt: ctx.now,
    });
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'api-key.create',
      target: { type: 'api_key', id: inserted.id },
      after: { name: inserted.name, prefix: inserted.prefix },
      requestId: ctx.requestId,
    });
    return inserted;
  });
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    key,
    created_at: row.createdAt.toISOString(),
  };
}
