import { allows, can } from '@ir/domain/permissions.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import { documentPath, isApiPath, safeRedirectPath } from './redirect-to.ts';
import type { AccessOf } from './route-access.tsx';

/**
 * Where a sign-in lands (decision 029, departing from SPEC §4's /applications for everyone):
 * staff on the review list, the town on its dashboard, applicants on My Applications.
 */
export function signedInHome(privilege: Privilege): string {
  if (can(privilege, 'review:list')) return '/appreview';
  if (can(privilege, 'town:dashboard')) return '/town';
  return '/applications';
}

/**
 * After signing in: the page named by the sign-in's `redirectTo` (a path of this site only,
 * redirect-to.ts), when the account may open it; otherwise the account's home. An account
 * that may not open the page would only be told "No access". Of the API's paths only a
 * document the server sent the browser to sign in for is a way on (`isDocumentLanding`: it is
 * loaded, not routed); the server decides who may read it.
 */
export function landingAfterSignIn(
  privilege: Privilege,
  redirectTo: string | null | undefined,
  accessOf: AccessOf,
): string {
  const path = safeRedirectPath(redirectTo);
  if (path === undefined) return signedInHome(privilege);
  if (isApiPath(path)) return documentPath(path) ?? signedInHome(privilege);
  const access = accessOf(path);
  return access === undefined || allows(access, privilege) ? path : signedInHome(privilege);
}

/**
 * A landing that is a document of the API, not a page of the app: the browser must load it
 * (`replaceWithServerPage`), since the router has no page there.
 */
export function isDocumentLanding(landing: string): boolean {
  return documentPath(landing) !== undefined;
}
