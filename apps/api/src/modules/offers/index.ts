/**
 * Preliminary offers (review_offers): a reviewer's offer before the final decision, the
 * owner's answer (accept, counter, talk), the lapse sweep, and what other modules read or
 * close of them.
 */
export { offerRoutes } from './routes.ts';
export { offerSweepPlugin } from './offer-worker.ts';
/** What offers need of review's timeline, handed over by app.ts. */
export type { RecordHistory } from './history.ts';
export { lapseDueOffers, type OfferSweepDeps } from './lapse-offers.ts';
/** FAR, COMPLETE, a withdrawal and a void close the filing's open offer in their transaction. */
export { closeOpenOffer } from './close-open-offer.ts';
/** The owner's filing page and the staff review screen. */
export { ownerOfferOf, staffOffersOf } from './offer-views.ts';
/** The town dashboard's figures. */
export { countOffers, offerSummaries, type FilingOfferSummary } from './repository.ts';
