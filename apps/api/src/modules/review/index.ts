/** Staff review: the review list, assignment, a review's record, files, FAR and COMPLETE. */
export { reviewRoutes } from './routes.ts';
export { reviewOutcomes, type ReviewOutcomeOfApplication } from './review-outcomes.ts';
export { reviewStages, type ReviewStages } from './review-stages.ts';
export { recordOwnerEvent } from './owner-events.ts';
/** A staff step's history and audit rows, for modules whose steps are on a review's timeline. */
export { recordReviewEvents } from './record-event.ts';
export { withdrawnRefusal } from './withdrawn.ts';
export { fileNameOf } from './file-names.ts';
/** How a stored file is sent to a browser: in place (PDF, image) or saved (decision 028). */
export { contentDisposition } from './content-disposition.ts';
/** For the bench: the list's query alone, and the compression its answers get. */
export { listReviewRowsJson } from './review-list-repository.ts';
export { REVIEW_LIST_COMPRESSION } from './list-reviews.ts';
