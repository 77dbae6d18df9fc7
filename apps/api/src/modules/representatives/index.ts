/**
 * Owners' e-signed authorizations of representatives (decision 052): the request, the owner's
 * answer by e-mailed link, the lists, the designation, and the check a representative's
 * filing passes.
 */
export { representativeRoutes } from './routes.ts';
export {
  checkFilingAuthorization,
  type FilingAuthorizationFacts,
} from './check-filing-authorization.ts';
export { findAuthorizationsByIds, type AuthorizationRow } from './repository.ts';
export { statusOf as authorizationStatusOf } from './authorization-view.ts';
