/** The town's dashboard of its municipality: figures and the filings' CSV, read only. */
export { townRoutes } from './routes.ts';
