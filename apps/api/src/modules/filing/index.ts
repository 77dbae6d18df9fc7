/** Filing: the one-review check, saved applicant, submission and My Applications (issue 7). */
export { filingRoutes } from './routes.ts';
