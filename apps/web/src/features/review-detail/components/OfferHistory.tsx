import type { StaffOffer } from '@ir/domain/contracts/offers/offer-fields.ts';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { DECISION_REASONS, type OfferStatus } from '@ir/domain/review.ts';
import { useFormat } from '../../../lib/format.ts';

/** What became of an offer, in the review screen's words (the list's tab says Offer sent too). */
const OFFER_STATUS: Record<OfferStatus, string> = {
  open: 'Offer sent',
  accepted: 'Accepted',
  countered: 'Countered',
  lapsed: 'Offer lapsed',
  closed: 'Closed',
};

const OFFER_BADGE: Record<OfferStatus, string> = {
  open: 'badge-accent',
  accepted: 'badge-primary',
  countered: 'badge-info',
  lapsed: 'badge-warning',
  closed: 'badge-neutral',
};

/** One offer: its values, reason, respond-by day, who sent it, and what the owner did. */
function Offer({ offer }: { offer: StaffOffer }) {
  const { dollars, shortDate, dateTime } = useFormat();
  const facts: Array<readonly [string, string]> = [
    ['Offered total value', dollars(offer.offered_total_value)],
    ...(offer.offered_land_value === null
      ? []
      : ([['Offered land value', dollars(offer.offered_land_value)]] as const)),
    ['Reason', DECISION_REASONS[offer.decision_reason]],
    ...(offer.decision_explanation.trim() === ''
      ? []
      : ([['Explanation', offer.decision_explanation]] as const)),
    // A calendar day on New York's clock: the owner may answer until its end.
    ['Respond by', `${shortDate(offer.respond_by)} (end of day ET)`],
    ['Sent', `${dateTime(offer.sent_at)} by ${offer.sent_by ?? 'a removed account'}`],
  ];
  if (offer.meeting_requested_at) {
    facts.push(['Owner asked to talk', dateTime(offer.meeting_requested_at)]);
  }
  if (offer.status === 'countered') {
    facts.push(["Owner's counter value", dollars(offer.counter_value)]);
    facts.push(["Owner's reason", offer.counter_reason ?? '-']);
  }
  if (offer.status === 'accepted' && offer.responded_at) {
    facts.push([
      'Accepted',
      `${dateTime(offer.responded_at)}, signed ${offer.signature_name ?? '-'}`,
    ]);
  }
  if (offer.status === 'countered' && offer.responded_at) {
    facts.push(['Countered', dateTime(offer.responded_at)]);
  }
  if (offer.lapsed_at) facts.push(['Lapsed', dateTime(offer.lapsed_at)]);
  if (offer.closed_at) facts.push(['Closed', dateTime(offer.closed_at)]);
  return (
    <li className="rounded-box border border-base-300 p-4">
      <h3 className="flex flex-wrap items-center gap-2 font-semibold">
        Offer {offer.number}
        <span className={`badge ${OFFER_BADGE[offer.status]}`}>{OFFER_STATUS[offer.status]}</span>
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The filing's preliminary offers, oldest first, and how many more may be sent. */
export function OfferHistory({ record }: { record: ReviewRecord }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="offers-heading">
      <h2 id="offers-heading" className="text-xl font-semibold">
        Preliminary offers
      </h2>
      <ol className="flex flex-col gap-3">
        {record.offers.map((offer) => (
          <Offer key={offer.id} offer={offer} />
        ))}
      </ol>
      <p className="text-sm">
        {record.offers_left === 0
          ? 'No more offers may be sent on this filing.'
          : `${record.offers_left} more offer${record.offers_left === 1 ? '' : 's'} may be sent.`}
      </p>
    </section>
  );
}
