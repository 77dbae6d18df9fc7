import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuthorizationStatus } from '@ir/domain/contracts/representatives/authorization-fields.ts';
import { listAuthorizationsContract } from '@ir/domain/contracts/representatives/list-authorizations.ts';
import { callApi } from '../../../lib/api.ts';

export const authorizationsKey = (status?: AuthorizationStatus) =>
  status === undefined
    ? (['representatives', 'authorizations'] as const)
    : (['representatives', 'authorizations', status] as const);

/** GET /api/representatives/authorizations: the representative's own, by status when given. */
export const listAuthorizationsQuery = (status: AuthorizationStatus | undefined) =>
  queryOptions({
    queryKey: authorizationsKey(status),
    queryFn: ({ signal }) =>
      callApi(listAuthorizationsContract, {
        ...(status === undefined ? {} : { query: { status } }),
        signal,
      }),
    // A 403 (not an approved representative) stays so until the office approves the account.
    retry: false,
    // Another status's list keeps the page (its form, the filter in use) until it arrives.
    placeholderData: keepPreviousData,
  });
