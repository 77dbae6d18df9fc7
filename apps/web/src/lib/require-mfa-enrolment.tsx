import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isStaffMfaRole } from '@ir/domain/mfa.ts';
import { mfaStatusQuery } from './session/api/get-mfa-status.ts';
import { privilegeQuery } from './session/api/get-privilege.ts';

/** The page where an account enrols an authenticator app. */
export const TWO_FACTOR_PAGE = '/account/two-factor';

/**
 * STAFF_MFA=required: a staff account without an authenticator is sent to enrol one before
 * any other page. The server refuses such a session everything else anyway (its policy); this
 * only spares the account pages that could not load. Applicants and visitors never ask.
 */
export function RequireMfaEnrolment({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: privilege = '' } = useQuery(privilegeQuery());
  const staff = isStaffMfaRole(privilege);
  const status = useQuery({ ...mfaStatusQuery(), enabled: staff });
  if (staff && status.data?.enrollment_required === true && pathname !== TWO_FACTOR_PAGE) {
    return <Navigate to={TWO_FACTOR_PAGE} replace />;
  }
  return children;
}
