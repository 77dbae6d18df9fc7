/**
 * The contracts the app shell calls on every page (session, branding and analytics). Their schemas bring
 * zod, so this module is loaded on demand (see loadShellContracts) and stays out of the entry.
 */
export { getAuthStatusContract } from '@ir/domain/contracts/auth/get-auth-status.ts';
export { pollSessionContract } from '@ir/domain/contracts/auth/poll-session.ts';
export { signOutContract } from '@ir/domain/contracts/auth/sign-out.ts';
// A signed-in account's language choice, kept for its e-mails.
export { setLanguageContract } from '@ir/domain/contracts/auth/set-language.ts';
// Staff only: whether the account must enrol an authenticator before anything else.
export { getMfaStatusContract } from '@ir/domain/contracts/auth/get-mfa-status.ts';
export { getMunicipalityContract } from '@ir/domain/contracts/municipalities/get-municipality.ts';
export { getGoogleAnalyticsContract } from '@ir/domain/contracts/municipalities/get-google-analytics.ts';
// What a running session needs besides (see useSessionConstants): a visitor who is signed in
// has loaded this module already, since the privilege came through it.
export { SESSION_TIMING } from '@ir/domain/session.ts';
// The idle sign-out's timer (about 1 KB gzipped): only a signed-in tab runs one, so it comes
// here rather than in the entry script.
export {
  browserClock,
  createIdleTimer,
  createTabChannel,
  listenForActivity,
} from './session/idle-timer.ts';
