import { queryOptions } from '@tanstack/react-query';
import { listInvitationsContract } from '@ir/domain/contracts/admin/list-invitations.ts';
import { callApi } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

export const invitationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.invitations(),
    queryFn: ({ signal }) => callApi(listInvitationsContract, { signal }),
  });
