import type { Db } from '../../db/client.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import type { AuthorizationRow } from './repository.ts';

/** Tells the representative's webhooks that an owner signed or revoked, in the answer's transaction. */
export async function notifyRepresentative(
  tx: Db,
  row: AuthorizationRow,
  type: 'authorization.signed' | 'authorization.revoked',
  now: Date,
): Promise<void> {
  await enqueueWebhookEvent(tx, {
    municipalityKey: row.municipalityKey,
    userId: row.representativeUserId,
    type,
    at: now,
    data: {
      authorization_id: row.id,
      sbl: row.sbl,
      tax_year: row.taxYear,
      scope: row.scope,
      status: row.status,
      signed_at: row.signedAt?.toISOString() ?? null,
      revoked_at: row.revokedAt?.toISOString() ?? null,
    },
  });
}
