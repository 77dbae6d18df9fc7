/** A mega-admin's settings of their municipality: filing period and audit log. */
export { adminSettingsRoutes } from './routes.ts';
