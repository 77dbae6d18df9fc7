import { googleLoginContract } from '@ir/domain/contracts/auth/google-login.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

/** Finishes a Google sign-in with the code and state Google sent the visitor back with. */
export const logInWithGoogle = (body: ContractBody<typeof googleLoginContract>) =>
  callApi(googleLoginContract, { body });
