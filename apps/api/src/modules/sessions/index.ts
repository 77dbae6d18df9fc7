/**
 * Sessions: the store behind the session cookie and the opaque tokens it and other modules use.
 * The session plugin, auth and users use it; it uses no other module.
 */
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
