import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_BASE_PATH,
  AppError,
  getGoogleUriContract,
  googleLoginContract,
  listProvidersContract,
} from '@ir/domain';
import { appLink } from '../../../plugins/links.ts';
import { firmFor } from '../../../plugins/request-context.ts';
import { SESSION_COOKIE, setSessionCookie } from '../../sessions/index.ts';
import { statedLanguage } from '../account-language.ts';
import { googleLoginRateLimit, RATE_LIMITS, rateLimit } from '../rate-limit.ts';
import {
  browserBinding,
  createGoogleClient,
  finishGoogleSignIn,
  OIDC_FLOW_TTL_MS,
  startGoogleSignIn,
} from './service.ts';

/** Holds this browser's secret that the stored flow is keyed by (see service.ts flowKey). */
export const FLOW_COOKIE = 'ir_oidc';
const FLOW_COOKIE_PATH = `${API_BASE_PATH}/auth`;

/** Each start writes a flow row; one address cannot pile them up. */
const googleUriRateLimit = rateLimit('googleuri', RATE_LIMITS.googleuri);

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = createGoogleClient(app.config);

  app.get(
    listProvidersContract.path,
    {
      schema: listProvidersContract.schema,
      // Asked by the screen on load, not by the user: it must not keep a session alive.
      config: { access: listProvidersContract.access, touchesSession: false },
    },
    async () => ({ google: google !== null }),
  );

  app.get(
    getGoogleUriContract.path,
    {
      schema: getGoogleUriContract.schema,
      config: { access: getGoogleUriContract.access, failureCarriesSuccess: true },
      preHandler: googleUriRateLimit,
    },
    async (request, reply) => {
      if (!google) throw new AppError(404, 'not_found', 'login.googleNotConfigured');
      const binding = browserBinding(request.cookies[FLOW_COOKIE]);
      const authorizationUrl = await startGoogleSignIn(
        app.database.db,
        google,
        {
          municipalityKey: request.municipality.key,
          // Where the provider sends the browser back: the page the sign-in started on.
          returnTo: appLink(request, `/${request.query.from}`),
          binding,
        },
        app.clock(),
      );
      setFlowCookie(request, reply, binding);
      return { authorization_url: authorizationUrl };
    },
  );

  app.post(
    googleLoginContract.path,
    {
      schema: googleLoginContract.schema,
      config: { access: googleLoginContract.access, failureCarriesSuccess: true },
      preHandler: googleLoginRateLimit,
    },
    async (request, reply) => {
      const result = await finishGoogleSignIn(
        app.database.db,
        google,
        {
          code: request.body.code,
          state: request.body.state,
          binding: request.cookies[FLOW_COOKIE],
          municipalityKey: request.municipality.key,
          firmPhone: firmFor(app.config.firm, request.municipality).phone,
          currentSessionToken: request.cookies[SESSION_COOKIE],
          userAgent: request.headers['user-agent'],
          ip: request.ip,
          language: statedLanguage(request.headers['accept-language']),
        },
        app.clock(),
      );
      request.log.info({ userId: result.userId, created: result.created }, 'signed in with Google');
      setSessionCookie(request, reply, result.sessionToken);
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(request));
      return { success: true as const };
    },
  );
};

function flowCookieOptions(request: FastifyRequest) {
  return {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    // Lax: the page's own fetch to google_login carries it; another site's POST does not.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

function setFlowCookie(request: FastifyRequest, reply: FastifyReply, binding: string): void {
  reply.setCookie(FLOW_COOKIE, binding, {
    ...flowCookieOptions(request),
    maxAge: OIDC_FLOW_TTL_MS / 1000,
  });
}
