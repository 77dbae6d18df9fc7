import type { ReactNode } from 'react';
import { Navigate, useLocation } from './router.tsx';
import { useQuery } from '@tanstack/react-query';
import { isStaffMfaRole } from '@ir/domain/mfa.ts';
import { mfaStatusQuery } from './session/api/get-mfa-status.ts';
import { privilegeQuery } from './session/api/get-privilege.ts';
import { REDIRECT_TO, safeRedirectPath, withRedirectTo } from './redirect-to.ts';

/** The page where an account enrols an authenticator app. */
export const TWO_FACTOR_PAGE = '/account/two-factor';

const SIGN_IN_PAGES: ReadonlySet<string> = new Set(['/login', '/signup']);

/**
 * STAFF_MFA=required: a staff account without an authenticator is sent to enrol one before
 * any other page. The server refuses such a session everything else anyway (its policy); this
 * only spares the account pages that could not load. Applicants and visitors never ask.
 * Enrolment then goes on to the page the account was going to (the page's own guard decides
 * whether it may open it), or to the one a guard asked the sign-in for.
 */
export function RequireMfaEnrolment({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { data: privilege = '' } = useQuery(privilegeQuery());
  const staff = isStaffMfaRole(privilege);
  const status = useQuery({ ...mfaStatusQuery(), enabled: staff });
  if (staff && status.data?.enrollment_required === true && pathname !== TWO_FACTOR_PAGE) {
    // The sign-in page is where the account came from, not where it was going: its own
    // redirectTo is passed on.
    const redirectTo = SIGN_IN_PAGES.has(pathname)
      ? safeRedirectPath(new URLSearchParams(search).get(REDIRECT_TO))
      : `${pathname}${search}`;
    return <Navigate to={withRedirectTo(TWO_FACTOR_PAGE, redirectTo)} replace />;
  }
  return children;
}
