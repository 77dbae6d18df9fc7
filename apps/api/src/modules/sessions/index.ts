/**
 * Sessions: the store behind the session cookie, the plugin that loads the session of every
 * API request, and the opaque tokens it and other modules use. Auth and users use it; it uses
 * no other module.
 */
export { sessionPlugin } from './session-plugin.ts';
export {
  createSession,
  deleteExpiredSessions,
  endAllSessions,
  endSession,
  findActiveSession,
  rotateSession,
  SESSION_POLICY,
  sweepDeadSessions,
  touchSession,
  type ActiveSession,
  type NewSession,
  type SessionUser,
} from './session-store.ts';
export { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.ts';
export { hashToken, newOpaqueToken } from './tokens.ts';
