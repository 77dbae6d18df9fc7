import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, googleLoginBodySchema, MESSAGES, withPhone } from '@ir/domain';
import { apiError } from '../../../plugins/errors.ts';
import { SESSION_COOKIE, setSessionCookie } from '../../../plugins/session.ts';
import { appLink } from '../../mail/links.ts';
import { authFailure, authFailureSchema, authSuccessSchema } from '../auth-result.ts';
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
const FLOW_COOKIE_PATH = '/api/auth';

/** Each start writes a flow row; one address cannot pile them up. */
const googleUriRateLimit = rateLimit('googleuri', RATE_LIMITS.googleuri);

const googleUriQuerySchema = z.object({
  /** The page the sign-in starts on, and so the page the provider returns to. */
  from: z.enum(['login', 'signup']).default('login'),
});

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = createGoogleClient(app.config);

  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which identity-provider buttons the login and signup screen shows',
        response: { 200: z.object({ google: z.boolean() }) },
      },
      // Asked by the screen on load, not by the user: it must not keep a session alive.
      config: { touchesSession: false },
    },
    async () => ({ google: google !== null }),
  );

  app.get(
    '/googleuri',
    {
      preHandler: googleUriRateLimit,
      schema: {
        tags: ['auth'],
        summary: "Starts a Google sign-in: the provider's address to send the browser to",
        querystring: googleUriQuerySchema,
        response: {
          200: z.object({ authorization_url: z.string() }),
          404: apiErrorSchema,
          429: authFailureSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!google) {
        return reply.status(404).send(apiError(404, 'Google sign-in is not configured.'));
      }
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
    '/google_login',
    {
      preHandler: googleLoginRateLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Completes a Google sign-in with the code and state the provider returned; sets a new session cookie',
        body: googleLoginBodySchema,
        response: { 200: authSuccessSchema, 403: authFailureSchema, 429: authFailureSchema },
      },
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
          currentSessionToken: request.cookies[SESSION_COOKIE],
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        },
        app.clock(),
      );
      if (!result.ok) {
        request.log.info(
          { reason: result.reason, detail: result.detail },
          'Google sign-in refused',
        );
        const failure =
          result.reason === 'restricted'
            ? authFailure(
                403,
                'restricted',
                withPhone(MESSAGES.login.restricted, app.config.firm.phone),
              )
            : authFailure(403, 'google_failed', MESSAGES.login.googleForbidden);
        return reply.status(403).send(failure);
      }
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
