import type { ApiKeyView } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { listLiveApiKeys } from './repository.ts';

/** GET /representatives/api_keys: the account's live keys, never a key or its hash. */
export async function listApiKeys(ctx: SignedInContext): Promise<ApiKeyView[]> {
  const rows = await listLiveApiKeys(ctx.db, ctx.municipality.key, ctx.actor.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}
