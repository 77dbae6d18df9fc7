import * as oidc from 'openid-client';
import { AppError, isValidSignupEmail, msg, normalizeEmail, type Language } from '@ir/domain';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import {
  hashToken,
  newOpaqueToken,
  rotateSession,
  sweepDeadSessions,
} from '../../sessions/index.ts';
import { findUserByEmail, insertUser, updateUser, type UserRow } from '../../users/index.ts';
import { deleteExpiredOidcFlows, insertOidcFlow, takeOidcFlow } from './repository.ts';
import { hasMfaEnabled } from '../mfa/service.ts';
import { keepSignInLanguage } from '../account-language.ts';
import { assertOutsideTransaction } from '../../../db/transaction-scope.ts';

/** Long enough to choose an account at Google, short enough that a leaked state soon dies. */
export const OIDC_FLOW_TTL_MS = 10 * 60 * 1000;

/** Only the e-mail is needed: no profile, no offline access, no other Google data. */
const SCOPE = 'openid email';

/** newOpaqueToken()'s shape; anything else in the cookie is not ours. */
const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export class GoogleUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('Google sign-in could not reach its provider', { cause });
    this.name = 'GoogleUnavailableError';
  }
}

export interface GoogleClient {
  /** The provider's discovered metadata and our client settings; fetched once, then cached. */
  configuration(): Promise<oidc.Configuration>;
}

/**
 * Null when Google is not configured. Nothing is fetched here: discovery waits for the first
 * sign-in, so the server starts without the network, and a failed discovery is retried later.
 */
export function createGoogleClient(
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER'>,
): GoogleClient | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret) return null;
  const issuer = new URL(config.GOOGLE_ISSUER);
  // Plain http only to a provider on this machine (the tests' stand-in), never across a network.
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
  let pending: Promise<oidc.Configuration> | undefined;
  return {
    configuration() {
      pending ??= oidc
        .discovery(issuer, clientId, clientSecret, undefined, {
          timeout: 10,
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((cause: unknown) => {
          pending = undefined;
          throw new GoogleUnavailableError(cause);
        });
      return pending;
    },
  };
}

/**
 * The secret this browser holds in its flow cookie: kept when it already has a well-formed
 * one, so sign-ins started in two tabs both complete.
 */
export function browserBinding(existing: string | undefined): string {
  return existing && BINDING_PATTERN.test(existing) ? existing : newOpaqueToken();
}

/**
 * The flow is stored under a hash of the state and the browser's secret, never the state
 * itself: a state read from a URL, a log or the database is useless without that browser.
 */
function flowKey(binding: string, state: string): string {
  return hashToken(`${binding}.${state}`);
}

export interface StartGoogleSignIn {
  municipalityKey: string;
  returnTo: string;
  binding: string;
}

/** Records a new flow (state, nonce, PKCE verifier) and answers the provider's sign-in URL. */
export async function startGoogleSignIn(
  db: Db,
  google: GoogleClient,
  input: StartGoogleSignIn,
  now: Date,
): Promise<string> {
  const configuration = await google.configuration();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await deleteExpiredOidcFlows(db, now);
  await insertOidcFlow(db, {
    state: flowKey(input.binding, state),
    municipalityKey: input.municipalityKey,
    nonce,
    codeVerifier,
    redirectUri: input.returnTo,
    expiresAt: new Date(now.getTime() + OIDC_FLOW_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: input.returnTo,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

export type GoogleSignInRefusal =
  | 'not_configured'
  | 'missing_binding'
  | 'unknown_flow'
  | 'expired_flow'
  | 'exchange_failed'
  | 'email_not_verified'
  | 'unusable_email'
  | 'subject_mismatch'
  | 'restricted'
  /** Google proves the e-mail, not the second factor: such an account signs in with its code. */
  | 'mfa_enabled';

export interface GoogleSignIn {
  sessionToken: string;
  userId: number;
  created: boolean;
}

/**
 * A refused Google sign-in: 403 `restricted` for a restricted account, else 403
 * `google_failed` (SPEC §8: 'Could not log user in.'). The reason and detail are for the log
 * only; detail names the kind of failure, never a code, token or state.
 */
export function googleRefusal(
  reason: GoogleSignInRefusal,
  firmPhone: string,
  detail?: string,
): AppError {
  const error =
    reason === 'restricted'
      ? new AppError(403, 'restricted', msg('login.restricted', { phone: firmPhone }))
      : new AppError(403, 'google_failed', 'login.googleForbidden');
  error.logDetail = { reason, ...(detail ? { detail } : {}) };
  return error;
}

export interface FinishGoogleSignIn {
  code: string;
  state: string;
  /** The flow cookie of this browser. */
  binding: string | undefined;
  municipalityKey: string;
  /** For the restricted-account message (SPEC §8 {phone}). */
  firmPhone: string;
  /** The session cookie this request came with, ended: a planted session id is worthless. */
  currentSessionToken: string | undefined;
  userAgent?: string | undefined;
  ip?: string | undefined;
  /**
   * The language the page's request states (see statedLanguage): a new account is made in
   * it and an existing one takes it, as at a password sign-in (decision 037).
   */
  language?: Language | undefined;
}

/**
 * Completes a sign-in: the flow is used up whatever happens next; the code is exchanged with
 * PKCE and the nonce checked; only a provider-verified e-mail signs in, into the account with
 * that e-mail in this municipality or a new active one. The page's language becomes the
 * account's in the transaction that makes the session.
 */
export async function finishGoogleSignIn(
  db: Db,
  google: GoogleClient | null,
  input: FinishGoogleSignIn,
  now: Date,
): Promise<GoogleSignIn> {
  const refuse = (reason: GoogleSignInRefusal, detail?: string) =>
    googleRefusal(reason, input.firmPhone, detail);
  if (!google) throw refuse('not_configured');
  if (!input.binding || !BINDING_PATTERN.test(input.binding)) throw refuse('missing_binding');
  // A flow started on another municipality's host is as unknown as a made-up one.
  const flow = await takeOidcFlow(db, input.municipalityKey, flowKey(input.binding, input.state));
  if (!flow) throw refuse('unknown_flow');
  if (flow.expiresAt.getTime() <= now.getTime()) throw refuse('expired_flow');

  let claims: oidc.IDToken | undefined;
  assertOutsideTransaction('A call to the sign-in provider');
  try {
    const configuration = await google.configuration();
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      callbackUrl(configuration, flow.redirectUri, input),
      {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: input.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
    );
    claims = tokens.claims();
  } catch (err) {
    throw refuse('exchange_failed', describeFailure(err));
  }
  // Google marks an address it has not confirmed; such an address proves nothing.
  if (claims?.email_verified !== true || typeof claims.email !== 'string') {
    throw refuse('email_not_verified');
  }
  if (!isValidSignupEmail(claims.email)) throw refuse('unusable_email');
  const email = normalizeEmail(claims.email);
  const subject = claims.sub;

  const signedIn = await db.transaction(async (tx): Promise<GoogleSignIn> => {
    const account = await findOrCreateAccount(
      tx,
      input.municipalityKey,
      email,
      subject,
      input.language,
      now,
    );
    if ('refused' in account) throw refuse(account.refused);
    await keepSignInLanguage(tx, input.municipalityKey, account.user, input.language, now);
    const sessionToken = await rotateSession(
      tx,
      input.currentSessionToken,
      {
        userId: account.user.id,
        municipalityKey: input.municipalityKey,
        userAgent: input.userAgent,
        ip: input.ip,
      },
      now,
    );
    return { sessionToken, userId: account.user.id, created: account.created };
  });
  await sweepDeadSessions(db, now);
  return signedIn;
}

/** The refusal is raised by the caller, which knows the firm's phone for its message. */
type AccountResult = { user: UserRow; created: boolean } | { refused: GoogleSignInRefusal };

async function findOrCreateAccount(
  db: Db,
  municipalityKey: string,
  email: string,
  subject: string,
  language: Language | undefined,
  now: Date,
): Promise<AccountResult> {
  const existing = await findUserByEmail(db, municipalityKey, email);
  if (!existing) {
    const created = await insertUser(db, {
      municipalityKey,
      email,
      passwordHash: null,
      role: 'user',
      status: 'active',
      googleSubject: subject,
      verifiedAt: now,
      ...(language === undefined ? {} : { language }),
    });
    if (created) return { user: created, created: true };
    // Another request created it in the meantime: sign into that one.
    const raced = await findUserByEmail(db, municipalityKey, email);
    if (!raced) throw new Error('the account neither inserted nor found');
    return linkAccount(db, raced, subject, now);
  }
  return linkAccount(db, existing, subject, now);
}

async function linkAccount(
  db: Db,
  user: UserRow,
  subject: string,
  now: Date,
): Promise<AccountResult> {
  if (user.status === 'restricted') return { refused: 'restricted' };
  if (await hasMfaEnabled(db, user.municipalityKey, user.id)) return { refused: 'mfa_enabled' };
  // A Google address can be handed to a new person (Workspace accounts are recycled); the
  // account stays with the Google account that first signed into it.
  if (user.googleSubject !== null && user.googleSubject !== subject) {
    return { refused: 'subject_mismatch' };
  }
  if (user.status === 'awaiting verification') {
    // Google has just proved the address. The password was chosen by whoever signed up
    // without proving it, possibly not this person, so it is dropped; a reset sets a new one.
    const updated = await updateUser(
      db,
      user.municipalityKey,
      user.id,
      { status: 'active', verifiedAt: now, passwordHash: null, googleSubject: subject },
      now,
    );
    return { user: updated ?? user, created: false };
  }
  if (user.googleSubject === null) {
    const updated = await updateUser(
      db,
      user.municipalityKey,
      user.id,
      { googleSubject: subject },
      now,
    );
    return { user: updated ?? user, created: false };
  }
  return { user, created: false };
}

/**
 * The address the provider redirected to, rebuilt from what the page sent. A provider that
 * names itself in the redirect (RFC 9207) gets its own issuer back: only one provider is
 * configured, so there is no other to mix it up with.
 */
function callbackUrl(
  configuration: oidc.Configuration,
  redirectUri: string,
  input: { code: string; state: string },
): URL {
  const url = new URL(redirectUri);
  url.searchParams.set('code', input.code);
  url.searchParams.set('state', input.state);
  const metadata = configuration.serverMetadata();
  if (metadata.authorization_response_iss_parameter_supported) {
    url.searchParams.set('iss', metadata.issuer);
  }
  return url;
}

/** The kind of failure for the log; openid-client errors can carry the code in their cause. */
function describeFailure(err: unknown): string {
  if (err instanceof oidc.ResponseBodyError) return `${err.code}: ${err.error}`;
  if (err instanceof oidc.AuthorizationResponseError) return `${err.code}: ${err.error}`;
  if (err instanceof oidc.ClientError) return `${err.code ?? 'client_error'}: ${err.message}`;
  if (err instanceof GoogleUnavailableError) return 'provider unreachable';
  return err instanceof Error ? err.name : 'unknown';
}
