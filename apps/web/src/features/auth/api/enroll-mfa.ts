import { enrollMfaContract } from '@ir/domain/contracts/auth/enroll-mfa.ts';
import { callApi } from '../../../lib/api.ts';

/** POST /api/auth/mfa/enroll: a new secret, in force only once a code from it is confirmed. */
export const enrollMfa = () => callApi(enrollMfaContract, {});
