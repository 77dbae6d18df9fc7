import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@ir/domain';
import cookie from '@fastify/cookie';
import { SESSION_COOKIE } from './session-cookie.ts';
import { SessionCache } from './session-cache.ts';
import { touchSession, type ActiveSession } from './session-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this instance found alive, kept true by the database's notices. */
    sessionCache: SessionCache;
    /**
     * Resolves once every session change committed before the call has reached this
     * instance's cache: for a change made outside a request, as a job or a test does.
     */
    sessionChangesCaughtUp(): Promise<void>;
  }
  interface FastifyRequest {
    /** The live session of this request, or null. */
    session: ActiveSession | null;
    /** The raw cookie value, for sign-out. */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * False for calls a tab makes by itself (authstatus, poll_session): they must not keep an
     * abandoned tab, or a replayed cookie, signed in.
     */
    touchesSession?: boolean;
  }
}

const TOUCH_STEP_MS = 60 * 1000;

/** Reads (and the calls a tab makes by itself) end no session; any other API call may. */
function mayEndSessions(request: FastifyRequest): boolean {
  return (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    request.method !== 'OPTIONS' &&
    request.routeOptions.config.touchesSession !== false &&
    request.url.startsWith(`${API_BASE_PATH}/`)
  );
}

/**
 * Loads the session behind the cookie on every API request, from the instance's cache while
 * it hears the database's change notices (decision 060); real use moves its idle window.
 */
export const sessionPlugin = fp(
  async (app) => {
    await app.register(cookie);
    const cache = new SessionCache();
    app.decorate('sessionCache', cache);
    app.decorate('sessionChangesCaughtUp', () => app.notices.caughtUp());
    // The triggers of migration 0031 say which entries to drop; while notices may be missed,
    // the cache is not used at all.
    app.notices.subscribe('session_changes', {
      notice: (payload) => cache.changed(payload),
      listening: (listening) => (listening ? cache.listeningStarted() : cache.listeningStopped()),
    });
    // A request that may have ended sessions (a sign-out, a sign-in's rotation, a password
    // change, a restriction) is answered only once this instance has its notices: the
    // client's next request here must not find an ended session in the cache. Other
    // instances get the same notices at the same time, a millisecond or so (decision 060).
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!cache.listening || !mayEndSessions(request)) {
        done(null, payload);
        return;
      }
      void app.notices.caughtUp().then(() => done(null, payload));
    });
    app.decorateRequest('session', null);
    app.decorateRequest('sessionToken', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !request.url.startsWith(`${API_BASE_PATH}/`)) return;
      // The filing API answers to its bearer key alone: a cookie there is neither read nor
      // kept alive, so a browser's session can never act through it (decision 053).
      if (request.routeOptions.config.access === 'api-key') return;
      const now = app.clock();
      const session = await cache.find(app.database.db, token, request.municipality.key, now);
      if (!session) return;
      request.session = session;
      request.sessionToken = token;
      // The idle window moves in steps of a minute: a write per request would cost every
      // request a statement for a precision nobody needs from a 60-minute window.
      const stale = now.getTime() - session.lastActiveAt.getTime() >= TOUCH_STEP_MS;
      if (stale && request.routeOptions.config.touchesSession !== false) {
        await touchSession(app.database.db, request.municipality.key, session.idHash, now);
        cache.touched(session.idHash, now);
      }
    });
  },
  { name: 'session', dependencies: ['municipality', 'database-notices'] },
);
