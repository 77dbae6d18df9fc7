/** A mega-admin's settings of their municipality: settings, filing period and audit log. */
export { adminSettingsRoutes } from './routes.ts';
