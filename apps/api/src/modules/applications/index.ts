/**
 * The application tables (applications, reviews, application_responses): every query on them,
 * the owner's filing and answer, staff review's writes and reads, the town's figures; and the
 * filing's documents (the decision notice, the agreement, the grievance packet) with the window
 * in which the owner may answer. Filing, review, town and reminders hold the rules of what may
 * be done; this module reads, writes and prints.
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
/** The filing API's list of a representative's filings and the parcel's filer. */
export {
  findParcelFiler,
  listFilingsPage,
  type FilingsCursor,
  type FilingsPageRow,
} from './api-filings-repository.ts';
/** For the reminder pass: completed reviews still waiting for the owner's answer. */
export { listUnansweredDecisions } from './unanswered-decisions.ts';
export { findOwnerResponse, findReview } from './review-repository.ts';
export { filingPeople, type FilingPerson } from './people.ts';
export {
  lockReviews,
  markVoided,
  moveReviewStatus,
  saveReviewAction,
  setAssignees,
  type LockedReview,
  type ReviewValues,
} from './review-actions-repository.ts';
export { reviewOutcomes } from './outcomes-repository.ts';
/** A roll year's filings as the published outcomes count them, without personal data. */
export { outcomeFilings, type OutcomeFilingRow } from './outcome-filings.ts';
export { completedReviewTotals } from './completed-review-totals.ts';
export { batches, type Tx } from './query-parts.ts';
/** One step on a review's timeline, written by review for itself and for offers and meetings. */
export type { RecordTimelineStep, TimelineAction, TimelineStep } from './timeline-step.ts';
/** Filings by id for other modules' lists and e-mails (the meetings'). */
export { findFilingSummaries, type FilingSummary } from './filing-summaries.ts';
export {
  exportRowsAfter,
  filingsPerDay,
  medianDaysToDecision,
  summaryFigures,
  type TownExportRow,
} from './town-figures-repository.ts';
/** The owner's answer to a decision: when it may be given, and what it signed. */
export { responseWindow, type ResponseWindow } from './response-window.ts';
export { signedValuesHash, type SignedValues } from './signed-values.ts';
/** The filings made under owners' e-signed authorizations, for the owner's list. */
export { listFilingsUnderAuthorizations } from './authorized-filings-repository.ts';
/** The documents' shared letterhead and words, for other modules' documents. */
export { documentWords, letterhead } from './decision-notice.ts';
/** The filing's documents: the decision notice, the agreement and the grievance packet. */
export {
  decisionNoticeDocument,
  decisionNoticePdf,
  type DecisionNotice,
  type ReadableDecision,
} from './decision-notice.ts';
export {
  agreementDocument,
  agreementPdf,
  grievancePacketDocument,
  grievancePacketPdf,
  type GrievancePacket,
} from './response-documents.ts';
