/** Staff review: the review list, assignment, a review's record, files, FAR and COMPLETE. */
export { reviewRoutes } from './routes.ts';
export { reviewOutcomes, type ReviewOutcomeOfApplication } from './review-outcomes.ts';
/** For the bench: the list's query alone, its baseline. */
export { listReviewRowsJson } from './repository.ts';
