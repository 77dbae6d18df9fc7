import {
  OFFERS_PER_FILING,
  type DecisionReason,
  type OfferStatus,
  type OwnerOffer,
  type ReviewStatus,
  type StaffOffer,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { accountEmails } from '../users/index.ts';
import { latestOffer, listOffers } from './repository.ts';

/**
 * The filing's latest offer as its owner reads it, or null: the values, the reason and the
 * reviewer's words, the last day, and the owner's answer. Never who sent it.
 */
export async function ownerOfferOf(
  db: Db,
  municipalityKey: string,
  applicationId: number,
): Promise<OwnerOffer | null> {
  const offer = await latestOffer(db, municipalityKey, applicationId);
  if (!offer) return null;
  return {
    number: offer.number,
    status: offer.status as OfferStatus,
    offered_total_value: offer.offeredTotalValue,
    offered_land_value: offer.offeredLandValue,
    decision_reason: offer.decisionReason as DecisionReason,
    decision_explanation: offer.decisionExplanation,
    sent_at: offer.sentAt.toISOString(),
    respond_by: offer.respondBy,
    meeting_requested: offer.meetingRequestedAt !== null,
    counter_value: offer.counterValue,
    counter_reason: offer.counterReason,
    responded_at: offer.respondedAt?.toISOString() ?? null,
    // An open offer is answerable until the sweep lapses it (the day after its last day).
    can_respond: offer.status === 'open',
  };
}

/** Every offer of the filing for the review screen, oldest first, and how many may still go. */
export async function staffOffersOf(
  db: Db,
  municipalityKey: string,
  applicationId: number,
): Promise<{ offers: StaffOffer[]; offers_left: number }> {
  const rows = await listOffers(db, municipalityKey, applicationId);
  const senders = await accountEmails(
    db,
    municipalityKey,
    rows.flatMap((r) => (r.sentBy === null ? [] : [r.sentBy])),
  );
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    offers: rows.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status as OfferStatus,
      offered_total_value: r.offeredTotalValue,
      offered_land_value: r.offeredLandValue,
      decision_reason: r.decisionReason as DecisionReason,
      decision_explanation: r.decisionExplanation,
      respond_by: r.respondBy,
      status_before: r.statusBefore as ReviewStatus,
      sent_by: r.sentBy === null ? null : (senders.get(r.sentBy) ?? null),
      sent_at: r.sentAt.toISOString(),
      meeting_requested_at: iso(r.meetingRequestedAt),
      responded_at: iso(r.respondedAt),
      signature_name: r.signatureName,
      counter_value: r.counterValue,
      counter_reason: r.counterReason,
      lapsed_at: iso(r.lapsedAt),
      closed_at: iso(r.closedAt),
    })),
    offers_left: Math.max(0, OFFERS_PER_FILING - rows.length),
  };
}
