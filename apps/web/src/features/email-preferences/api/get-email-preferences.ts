import { queryOptions } from '@tanstack/react-query';
import { getEmailPreferencesContract } from '@ir/domain/contracts/preferences/get-email-preferences.ts';
import { callApi } from '../../../lib/api.ts';

export const emailPreferencesKey = (token: string) => ['email-preferences', token] as const;

/** The reminder choice of the account the e-mailed link names. */
export const getEmailPreferencesQuery = (token: string) =>
  queryOptions({
    queryKey: emailPreferencesKey(token),
    queryFn: ({ signal }) => callApi(getEmailPreferencesContract, { query: { token }, signal }),
    retry: false,
  });
