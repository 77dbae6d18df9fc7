import { signUpContract } from '@ir/domain/contracts/auth/sign-up.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

/** Refusals arrive as error answers (callApi rejects); a 2xx is always `success: true`. */
export const signUp = (body: ContractBody<typeof signUpContract>) =>
  callApi(signUpContract, { body });
