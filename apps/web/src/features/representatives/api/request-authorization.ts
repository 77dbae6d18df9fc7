import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestAuthorizationInput } from '@ir/domain/contracts/representatives/authorization-fields.ts';
import { requestAuthorizationContract } from '@ir/domain/contracts/representatives/request-authorization.ts';
import { postJson } from '../../../lib/api.ts';
import { authorizationsKey } from './list-authorizations.ts';

const { path, schema } = requestAuthorizationContract;

/**
 * POST /api/representatives/authorizations; every status's list is asked again afterwards.
 * The contract answers 201 (a request is created), which callApi does not read: its path and
 * 201 schema are used as they are.
 */
export function useRequestAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestAuthorizationInput) => postJson(path, body, schema.response[201]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorizationsKey() }),
  });
}
