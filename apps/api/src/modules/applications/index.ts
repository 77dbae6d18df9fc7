/**
 * The application tables (applications, reviews, application_responses): every query on them,
 * the owner's filing and answer, staff review's writes and reads, the town's figures. Holds no
 * rules of its own; filing, review, town and reminders decide, this module reads and writes.
 */
export {
  findApplicationForParcel,
  findApplicationOfAccount,
  findDecidedApplication,
  insertApplication,
  insertResponse,
  listApplicationsOf,
  lockFilingOfAccount,
  markWithdrawn,
  type ApplicationRow,
} from './filings-repository.ts';
/** For the reminder pass: completed reviews still waiting for the owner's answer. */
export { listUnansweredDecisions } from './unanswered-decisions.ts';
export { findOwnerResponse, findReview } from './review-repository.ts';
export { filingPeople, type FilingPerson } from './people.ts';
export {
  lockReviews,
  markVoided,
  saveReviewAction,
  setAssignees,
  type LockedReview,
  type ReviewValues,
} from './review-actions-repository.ts';
export { reviewOutcomes } from './outcomes-repository.ts';
export { batches, type Tx } from './query-parts.ts';
export {
  exportRowsAfter,
  filingsPerDay,
  summaryFigures,
  type TownExportRow,
} from './town-figures-repository.ts';
