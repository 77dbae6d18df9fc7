import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authStatusQuerySchema,
  forgotPasswordBodySchema,
  MESSAGES,
  pollSessionBodySchema,
  signinBodySchema,
  signupBodySchema,
  updatePasswordBodySchema,
  verifyUserQuerySchema,
  withPhone,
} from '@ir/domain';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { appLink } from '../mail/links.ts';
import type { AuthContext } from './auth-context.ts';
import {
  authFailure,
  authFailureSchema,
  authSuccessSchema,
  isAuthFailure,
  type AuthFailure,
} from './auth-result.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { RATE_LIMITS, rateLimit } from './rate-limit.ts';
import { pollSession, signOut } from './session-actions.ts';
import { signIn } from './signin.ts';
import { signUp } from './signup.ts';
import { verifyUser } from './verify-user.ts';

const TAGS = ['auth'];
const limits = {
  signup: rateLimit('signup', RATE_LIMITS.signup),
  signin: rateLimit('signin', RATE_LIMITS.signin),
  forgotpassword: rateLimit('forgotpassword', RATE_LIMITS.forgotpassword),
  updatepassword: rateLimit('updatepassword', RATE_LIMITS.updatepassword),
  verifyuser: rateLimit('verifyuser', RATE_LIMITS.verifyuser),
};

/** Every answer a credential route can give: success, its refusals, the limit, a failure. */
const credentialResponses = {
  200: authSuccessSchema,
  400: authFailureSchema,
  403: authFailureSchema,
  429: authFailureSchema,
  500: authFailureSchema,
};

function authContext(request: FastifyRequest): AuthContext {
  const app = request.server;
  return {
    db: app.database.db,
    now: app.clock(),
    municipality: request.municipality,
    firm: app.config.firm,
    captcha: app.captcha,
    link: (pathWithQuery) => appLink(request, pathWithQuery),
  };
}

/** SPEC §8's general_error, with the firm's phone, for a failure on our side. */
function generalError(request: FastifyRequest, message: string) {
  return (err: unknown): AuthFailure => {
    request.log.error({ err }, 'account request failed');
    return authFailure(500, 'general_error', withPhone(message, request.server.config.firm.phone));
  };
}

function sendFailure(reply: FastifyReply, failure: AuthFailure) {
  return reply.status(failure.statusCode).send(failure);
}

const unauthorized = () => authFailure(401, 'unauthorized', 'Please log in.');

/** SPEC §7's {api}/auth/ calls, except Google's (google/routes.ts). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    {
      preHandler: limits.signup,
      schema: {
        tags: TAGS,
        summary: 'Create an account awaiting e-mail verification; sends the verification link',
        body: signupBodySchema,
        response: credentialResponses,
      },
    },
    async (request, reply) => {
      const failure = await signUp(authContext(request), request.body).catch(
        generalError(request, MESSAGES.signup.general_error),
      );
      return failure ? sendFailure(reply, failure) : { success: true as const };
    },
  );

  app.get(
    '/verifyuser',
    {
      preHandler: limits.verifyuser,
      schema: {
        tags: TAGS,
        summary: 'Confirm an e-mail address with the token of the verification link',
        querystring: verifyUserQuerySchema,
        response: credentialResponses,
      },
    },
    async (request, reply) => {
      const failure = await verifyUser(authContext(request), request.query.token);
      return failure
        ? sendFailure(reply, failure)
        : { success: true as const, message: MESSAGES.verify.success };
    },
  );

  app.post(
    '/signin',
    {
      preHandler: limits.signin,
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail and password; sets a new session cookie',
        body: signinBodySchema,
        response: credentialResponses,
      },
    },
    async (request, reply) => {
      const result = await signIn(authContext(request), request.body, {
        currentToken: request.cookies[SESSION_COOKIE],
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      }).catch(generalError(request, MESSAGES.login.general_error));
      if (isAuthFailure(result)) return sendFailure(reply, result);
      setSessionCookie(request, reply, result.token);
      return { success: true as const };
    },
  );

  app.post(
    '/signout',
    {
      schema: {
        tags: TAGS,
        summary: 'End the session and clear its cookie; succeeds without a session too',
        response: { 200: authSuccessSchema, 403: authFailureSchema },
      },
    },
    async (request, reply) => {
      await signOut(app.database.db, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/authstatus',
    {
      config: { touchesSession: false },
      schema: {
        tags: TAGS,
        summary:
          'Whether a session is alive (401 if not); with ?privledge=true the role as text/plain, empty when signed out',
        querystring: authStatusQuerySchema,
        response: { 200: z.union([authSuccessSchema, z.string()]), 401: authFailureSchema },
      },
    },
    async (request, reply) => {
      if (request.query.privledge === 'true') {
        return reply.type('text/plain; charset=utf-8').send(request.session?.user.role ?? '');
      }
      if (!request.session) return sendFailure(reply, unauthorized());
      return { success: true as const };
    },
  );

  app.post(
    '/poll_session',
    {
      config: { touchesSession: false },
      schema: {
        tags: TAGS,
        summary:
          'The 20-second poll: 200 while the session lives (401 if not); `active: true` reports user activity and moves the idle window',
        body: pollSessionBodySchema,
        response: { 200: authSuccessSchema, 401: authFailureSchema, 403: authFailureSchema },
      },
    },
    async (request, reply) => {
      const alive = await pollSession(
        app.database.db,
        request.session,
        request.body?.active === true,
        app.clock(),
      );
      return alive ? { success: true as const } : sendFailure(reply, unauthorized());
    },
  );

  app.post(
    '/forgotpassword',
    {
      preHandler: limits.forgotpassword,
      schema: {
        tags: TAGS,
        summary:
          'E-mail a password reset link valid 60 minutes; the same answer whether or not the address has an account',
        body: forgotPasswordBodySchema,
        response: credentialResponses,
      },
    },
    async (request, reply) => {
      const result = await requestPasswordReset(authContext(request), request.body);
      if (isAuthFailure(result)) return sendFailure(reply, result);
      return { success: true as const, message: result.message };
    },
  );

  app.post(
    '/updatepassword',
    {
      preHandler: limits.updatepassword,
      schema: {
        tags: TAGS,
        summary:
          'Set a new password with the token of a reset link; ends every session of the account',
        body: updatePasswordBodySchema,
        response: credentialResponses,
      },
    },
    async (request, reply) => {
      const failure = await resetPassword(authContext(request), request.body);
      return failure ? sendFailure(reply, failure) : { success: true as const };
    },
  );
};
