/** Administration: a mega-admin's management of the accounts of their municipality. */
export { adminRoutes } from './routes.ts';
