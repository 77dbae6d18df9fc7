/** Filing: the one-review check, saved applicant, submission and My Applications. */
export { filingRoutes } from './routes.ts';
