// The module's entry: what other modules may use of offers.
export { countOffers, offerSummaries, type FilingOfferSummary } from './offer-figures.ts';
