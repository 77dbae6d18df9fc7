import { queryOptions } from '@tanstack/react-query';
import { listSuperUsersContract } from '@ir/domain/contracts/review/list-super-users.ts';
import { callApi } from '../../../lib/api.ts';
import { meetingKeys } from './keys.ts';

/** The staff a time may be published for: the review list's assignees, as `{id, email}`. */
export const meetingStaffQuery = () =>
  queryOptions({
    queryKey: meetingKeys.staff(),
    queryFn: ({ signal }) => callApi(listSuperUsersContract, { signal }),
  });
