import { signInContract } from '@ir/domain/contracts/auth/sign-in.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

export const signIn = (body: ContractBody<typeof signInContract>) =>
  callApi(signInContract, { body });
