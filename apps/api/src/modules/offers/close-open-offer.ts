import type { Tx } from '../applications/index.ts';
import { lockOpenOffer, updateOpenOffer } from './repository.ts';

/**
 * Closes the filing's open offer, if any, in the caller's transaction (whose filing row it
 * holds locked): the reviewer decided (FAR or COMPLETE), the owner withdrew, or staff voided.
 * The caller's own history entry says why.
 */
export async function closeOpenOffer(
  tx: Tx,
  municipalityKey: string,
  applicationId: number,
  at: Date,
): Promise<boolean> {
  const offer = await lockOpenOffer(tx, municipalityKey, applicationId);
  if (!offer) return false;
  return updateOpenOffer(tx, offer.id, { status: 'closed', closedAt: at });
}
