import { getCaptchaChallengeContract } from '@ir/domain/contracts/auth/get-captcha-challenge.ts';
import { apiUrl } from '../../../lib/api.ts';

/** The ALTCHA widget fetches and checks its proof-of-work challenge itself, from here. */
export const CAPTCHA_CHALLENGE_URL = apiUrl(getCaptchaChallengeContract);
