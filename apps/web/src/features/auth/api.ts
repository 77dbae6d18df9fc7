import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  authSuccessSchema,
  type forgotPasswordBodySchema,
  type googleLoginBodySchema,
  type signinBodySchema,
  type signupBodySchema,
  type updatePasswordBodySchema,
} from '@ir/domain';
import { API_BASE, apiFetch, getJson, postJson } from '../../lib/api.ts';

/** The ALTCHA widget fetches its proof-of-work challenge here. */
export const CAPTCHA_CHALLENGE_URL = `${API_BASE}/auth/captcha`;

/** Refusals arrive as error answers (apiFetch rejects); a 2xx is always `success: true`. */
const postAuth = (path: string, body: unknown) => postJson(path, body, authSuccessSchema);

/** POST /api/auth/signup */
export const signUp = (body: z.input<typeof signupBodySchema>) => postAuth('/auth/signup', body);

/** POST /api/auth/signin */
export const signIn = (body: z.input<typeof signinBodySchema>) => postAuth('/auth/signin', body);

/** POST /api/auth/forgotpassword */
export const requestPasswordReset = (body: z.input<typeof forgotPasswordBodySchema>) =>
  postAuth('/auth/forgotpassword', body);

/** POST /api/auth/updatepassword */
export const updatePassword = (body: z.input<typeof updatePasswordBodySchema>) =>
  postAuth('/auth/updatepassword', body);

/** POST /api/auth/google_login: only the status matters (200 signed in, 403 refused). */
export async function logInWithGoogle(body: z.input<typeof googleLoginBodySchema>): Promise<void> {
  await apiFetch('/auth/google_login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const googleUriSchema = z.object({ authorization_url: z.string().url() });

/**
 * GET /api/auth/googleuri: where to send the visitor to sign in with Google. Google sends the
 * visitor back to the screen named by `from`, which decides how a refusal is reported.
 */
export async function fetchGoogleAuthorizationUrl(from: 'login' | 'signup'): Promise<string> {
  return (await getJson(`/auth/googleuri?from=${from}`, googleUriSchema)).authorization_url;
}

const providersSchema = z.object({ google: z.boolean() });

/** GET /api/auth/providers: which identity providers this deployment has configured. */
export const providersQuery = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getJson('/auth/providers', providersSchema, { signal }),
    staleTime: Infinity,
    // Without an answer the Google buttons stay hidden; the forms work regardless.
    retry: false,
  });

/**
 * GET /api/auth/verifyuser?token=. The token is single-use, so this must run exactly once per
 * visit: never refetched, never retried, and not aborted when the page unmounts (a remount, as
 * in React's strict mode, then joins the request already under way instead of sending another).
 */
export const verifyUserQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth-verify', token],
    queryFn: () =>
      getJson(`/auth/verifyuser?token=${encodeURIComponent(token)}`, authSuccessSchema),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
