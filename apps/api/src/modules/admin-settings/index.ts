/** A mega-admin's settings of their municipality: filing period and audit log (issue 9). */
export { adminSettingsRoutes } from './routes.ts';
