import { resendVerificationContract } from '@ir/domain/contracts/auth/resend-verification.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

/** The answer is the same whatever the address; refusals (captcha, address, limit) reject. */
export const resendVerification = (body: ContractBody<typeof resendVerificationContract>) =>
  callApi(resendVerificationContract, { body });
