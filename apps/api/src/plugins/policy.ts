import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  type Access,
  allows,
  AppError,
  can,
  isAccess,
  isStaffMfaRole,
  type Permission,
  type Role,
} from '@ir/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the access it declares, for the route-table test and the docs. */
    routeAccess(): Array<{ method: string; url: string; access: Access | undefined }>;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route (DESIGN §5.5): 'public', 'signed-in' or a permission of
     * packages/domain/src/permissions.ts. Every route declares it; the server will not start
     * with a route that does not.
     */
    access?: Access;
    /**
     * The route is part of enrolling an authenticator, so a staff session that STAFF_MFA=required
     * holds back until it enrols may call it (see `mustEnrolMfa`).
     */
    duringMfaEnrolment?: boolean;
    /**
     * A document a person opens from a link, such as an e-mail's PDF: a browser that is not
     * signed in is sent to the sign-in page, which comes back to it, not shown the JSON 401.
     */
    signInPage?: boolean;
  }
  interface FastifyRequest {
    /** The account behind the bearer key of an `api-key` route; null on every other route. */
    apiKeyAccount: BearerAccount | null;
  }
}

/** The account a bearer key acts for, as the request context's actor. */
export interface BearerAccount {
  id: number;
  email: string;
  role: Role;
}

/**
 * Checks an `api-key` route's bearer key (the key module's, handed over by app.ts): the
 * account it acts for, or an AppError (401 for a missing, unknown or revoked key, 429 over its
 * rate limit, with Retry-After set on `reply`).
 */
export type ApiKeyAuthenticator = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<BearerAccount>;

/** 401 for a visitor, 403 for an account whose role lacks the access. */
export function assertAllowed(request: FastifyRequest, access: Access): void {
  const privilege = request.session?.user.role ?? '';
  if (allows(access, privilege)) return;
  if (privilege === '') throw new AppError(401, 'unauthorized', 'input.signIn');
  throw new AppError(403, 'forbidden', 'input.forbidden');
}

/** The sign-in page of the web app, which goes on to `redirectTo` afterwards (decision 046). */
const LOGIN_PAGE = '/login';
const OWN_ORIGIN = 'http://this-site.invalid';

/**
 * A route with `signInPage` opened by a browser's address bar, not a script: a top-level
 * navigation asks for HTML, fetch() and API clients for JSON or anything. A JSON 401 would be
 * all the person sees; every other caller still gets it.
 */
function asksForSignInPage(request: FastifyRequest): boolean {
  if (request.routeOptions.config.signInPage !== true) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/**
 * `/login?redirectTo=<this request's path and query>`, on this host: built from the request's
 * own path only, never its Host or anything absolute it may carry, and encoded in the query.
 */
function signInFirstLocation(request: FastifyRequest): string {
  const { pathname, search } = new URL(request.url, OWN_ORIGIN);
  return `${LOGIN_PAGE}?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`;
}

/**
 * STAFF_MFA=required and a staff session whose account has no authenticator: the session
 * exists only to enrol one. Decided here, for every route, so no staff route can forget it.
 */
export function mustEnrolMfa(request: FastifyRequest): boolean {
  const user = request.session?.user;
  return (
    user !== undefined &&
    request.server.config.mfa.staff === 'required' &&
    isStaffMfaRole(user.role) &&
    !user.mfaEnabled
  );
}

/** For a service that decides per record: may this request's account take the action? */
export function requestCan(request: FastifyRequest, permission: Permission): boolean {
  return can(request.session?.user.role ?? '', permission);
}

/**
 * Every route declares its access: the routes are collected as they are added and checked
 * once the app is ready, and one route without a valid access stops the server, whatever its
 * URL. Registered before any route, so it sees them all (the API docs included).
 */
export const routeAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.decorate('routeAccess', () =>
      routes.map((route) => ({
        method: String(route.method),
        url: route.url,
        access: route.config?.access,
      })),
    );
    app.addHook('onReady', async () => {
      const undeclared = routes
        .filter((route) => !isAccess(route.config?.access))
        .map((route) => `${String(route.method)} ${route.url}`);
      if (undeclared.length > 0) {
        throw new Error(
          `Every route must declare config.access ('public', 'signed-in' or a permission); these do not: ${undeclared.join(', ')}`,
        );
      }
    });
  },
  { name: 'route-access' },
);

/**
 * Deny by default: every route's `config.access` is checked before its handler runs, after
 * the session is loaded and before the body is validated, so a visitor learns nothing from
 * validation.
 */
export const policyPlugin = fp(
  async (app: FastifyInstance, options: { authenticateApiKey?: ApiKeyAuthenticator }) => {
    app.decorateRequest('apiKeyAccount', null);
    app.addHook('onRequest', async (request, reply) => {
      // Fastify's not-found handler is no route: it only ever answers 404.
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (!isAccess(access)) throw new AppError(403, 'forbidden', 'input.forbidden');
      if (access === 'api-key') {
        if (!options.authenticateApiKey) {
          throw new AppError(401, 'invalid_api_key', 'apiKeys.invalidKey');
        }
        request.apiKeyAccount = await options.authenticateApiKey(request, reply);
        return;
      }
      // The visitor assertAllowed would answer 401.
      const visitor = (request.session?.user.role ?? '') === '' && !allows(access, '');
      if (visitor && asksForSignInPage(request)) {
        // 303: the browser GETs the sign-in page. Never stored: the same address gives a
        // signed-in browser the document.
        return reply
          .header('cache-control', 'no-store')
          .redirect(signInFirstLocation(request), 303);
      }
      assertAllowed(request, access);
      // Public routes (sign-out, the session's status, the landing page's data) stay open.
      if (access === 'public' || request.routeOptions.config.duringMfaEnrolment === true) return;
      if (mustEnrolMfa(request)) {
        throw new AppError(403, 'mfa_enrollment_required', 'mfa.enrollmentRequired');
      }
    });
  },
  { name: 'policy', dependencies: ['session', 'route-access'] },
);

/**
 * Marks every route a third-party plugin adds in this scope (the API docs, the static web
 * app) with one access, since such plugins take no route options of ours.
 */
export function declareScopeAccess(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}
