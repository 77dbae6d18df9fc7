/** The filing API (`/api/v1`, decision 053): a representative's files and filings by API key. */
export { filingApiRoutes } from './routes.ts';
