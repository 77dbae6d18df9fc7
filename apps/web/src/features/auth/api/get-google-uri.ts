import { getGoogleUriContract } from '@ir/domain/contracts/auth/get-google-uri.ts';
import { callApi } from '../../../lib/api.ts';

/**
 * Where to send the visitor to sign in with Google. Google sends the visitor back to the
 * screen named by `from`, which decides how a refusal is reported.
 */
export async function fetchGoogleAuthorizationUrl(from: 'login' | 'signup'): Promise<string> {
  return (await callApi(getGoogleUriContract, { query: { from } })).authorization_url;
}
