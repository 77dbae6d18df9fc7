/** Filing: the one-review check, saved applicant, submission and My Applications. */
export { filingRoutes } from './routes.ts';
/** Files accepted batches in the background. */
export { batchWorkerPlugin } from './batch-worker.ts';
/** For the bench: the decision notice's layout, drawn without a request. */
export { decisionNoticeDocument, type DecisionNotice } from './decision-notice.ts';
/** For the bench: the owner's answer's documents, drawn without a request. */
export {
  agreementDocument,
  grievancePacketDocument,
  type GrievancePacket,
} from './response-documents.ts';
export type { ReadableDecision } from './decision-notice.ts';
export type { SignedValues } from './respond-to-decision.ts';
export { responseWindow } from './respond-to-decision.ts';
