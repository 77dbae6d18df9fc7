/** Filing: the one-review check, saved applicant, submission and My Applications. */
export { filingRoutes } from './routes.ts';
/** Files accepted batches in the background. */
export { batchWorkerPlugin } from './batch-worker.ts';
/**
 * A representative's filing as the filing API makes it (decision 053): the batch row's checks
 * and filing function, shared so the CSV page and the API refuse alike.
 */
export {
  checkRowParcel,
  fileRepresentativeRow,
  representativeOf,
  type ParcelCheck,
  type RowSubmission,
} from './file-representative-row.ts';
export { problemOf, problemText } from './run-batch.ts';
export { refuseClosedPeriod } from './check-one-review.ts';
export { violates } from './submit-review.ts';
export { getMyApplication } from './get-my-application.ts';
