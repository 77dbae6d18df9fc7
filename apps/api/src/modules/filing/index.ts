/** Filing: the one-review check, saved applicant, submission and My Applications. */
export { filingRoutes } from './routes.ts';
/** For the bench: the decision notice's layout, drawn without a request. */
export { decisionNoticeDocument, type DecisionNotice } from './decision-notice.ts';
/** For the reminder pass: completed reviews still waiting for the owner's answer. */
export { listUnansweredDecisions } from './unanswered-decisions.ts';
export { responsesCloseAt } from './respond-to-decision.ts';
