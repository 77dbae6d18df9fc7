import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language } from '@ir/domain/languages.ts';
import {
  declineAuthorizationContract,
  revokeAuthorizationContract,
  signAuthorizationContract,
  viewAuthorizationContract,
} from '@ir/domain/contracts/representatives/owner-authorization.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

/**
 * The statement is written in the request's language and its SHA-256 is what the owner signs,
 * so a switch of language asks for it again: the text shown is the text signed.
 */
export const viewAuthorizationKey = (token: string, language: Language) =>
  ['representatives', 'authorization-link', token, language] as const;

/** POST /api/authorizations/view: what the owner's e-mailed link asks, in the page's language. */
export const viewAuthorizationQuery = (token: string, language: Language) =>
  queryOptions({
    queryKey: viewAuthorizationKey(token, language),
    queryFn: () => callApi(viewAuthorizationContract, { body: { token } }),
    // A spent or expired link stays so; asking again only repeats the refusal.
    retry: false,
    // The form stays while the other language's statement loads (its submit waits for it).
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

/** POST /api/authorizations/sign: the typed name signs the statement whose hash is sent. */
export const signAuthorization = (body: ContractBody<typeof signAuthorizationContract>) =>
  callApi(signAuthorizationContract, { body });

/** POST /api/authorizations/decline: the owner says no; the link is spent. */
export const declineAuthorization = (token: string) =>
  callApi(declineAuthorizationContract, { body: { token } });

/** POST /api/authorizations/revoke with the confirmation e-mail's token. */
export const revokeAuthorization = (body: { id: number; token: string }) =>
  callApi(revokeAuthorizationContract, { body });
