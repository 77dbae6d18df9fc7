/** Accounts' sign-up, sign-in, e-mail links and Google sign-in: routes for the app to mount. */
export { googleRoutes } from './google/routes.ts';
export { authRoutes } from './routes.ts';
export { mfaRoutes } from './mfa/routes.ts';
/** A mega-admin's reset of another account's two-factor sign-in. */
export { removeMfa } from './mfa/service.ts';
/** Whether an account's two-factor sign-in is on: an API key needs it (decision 053). */
export { hasMfaEnabled } from './mfa/service.ts';
export { captchaRoutes } from './captcha-routes.ts';
/** Staff invitations: the admin module issues and ends the links, the invitee accepts here. */
export { expireUnusedUserTokens } from './repository.ts';
export { listPendingInvitations } from './invitations-repository.ts';
export { replaceUserToken } from './user-tokens.ts';
/** The shared, database-counted rate limits, for routes of other modules that need one. */
export { consumeRateLimit, RATE_LIMITS, rateLimit, type RateLimitOptions } from './rate-limit.ts';
