import { requestPasswordResetContract } from '@ir/domain/contracts/auth/request-password-reset.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

export const requestPasswordReset = (body: ContractBody<typeof requestPasswordResetContract>) =>
  callApi(requestPasswordResetContract, { body });
