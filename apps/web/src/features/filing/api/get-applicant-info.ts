import { queryOptions } from '@tanstack/react-query';
import { getApplicantInfoContract } from '@ir/domain/contracts/filing/get-applicant-info.ts';
import { callApi } from '../../../lib/api.ts';
import { filingKeys } from './keys.ts';

/** POST /api/ir/applicant_info: the account's saved applicant details (all empty when none). */
export const applicantInfoQuery = () =>
  queryOptions({
    queryKey: filingKeys.applicantInfo(),
    queryFn: () => callApi(getApplicantInfoContract),
  });
