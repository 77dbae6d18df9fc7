/** Filing: the one-review check, saved applicant, submission and My Applications. */
export { filingRoutes } from './routes.ts';
/** Files accepted batches in the background. */
export { batchWorkerPlugin } from './batch-worker.ts';
