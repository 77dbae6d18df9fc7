import { allows, can, isAccess, type Access } from '@ir/domain/permissions.ts';
import type { Privilege } from '@ir/domain/roles.ts';

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
 * The guarded page that sent a visitor to sign in, in the login page's history state: the
 * page, and the access it needs. History state, not the address, so no link can set it.
 */
export interface ReturnTo {
  path: string;
  access: Access;
}

/** The page asked for before signing in, if the history state holds a usable one. */
export function readReturnTo(state: unknown): ReturnTo | undefined {
  if (state === null || typeof state !== 'object' || !('returnTo' in state)) return undefined;
  const { returnTo } = state as { returnTo: unknown };
  if (returnTo === null || typeof returnTo !== 'object') return undefined;
  const { path, access } = returnTo as { path?: unknown; access?: unknown };
  // A path of this site only ('//host' would be another site's).
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return undefined;
  return isAccess(access) ? { path, access } : undefined;
}

/**
 * After signing in: the page that asked for it, when the account may open it; otherwise the
 * account's home. An account that may not open the page would only be told "No access".
 */
export function landingAfterSignIn(privilege: Privilege, state: unknown): string {
  const returnTo = readReturnTo(state);
  return returnTo && allows(returnTo.access, privilege) ? returnTo.path : signedInHome(privilege);
}
