import { acceptInviteContract } from '@ir/domain/contracts/auth/accept-invite.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

export const acceptInvite = (body: ContractBody<typeof acceptInviteContract>) =>
  callApi(acceptInviteContract, { body });
