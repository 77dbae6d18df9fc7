import { updatePasswordContract } from '@ir/domain/contracts/auth/update-password.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

export const updatePassword = (body: ContractBody<typeof updatePasswordContract>) =>
  callApi(updatePasswordContract, { body });
