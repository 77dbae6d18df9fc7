import { catalogueFor } from '@ir/domain/catalogues.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteContract,
  AppError,
  getAuthStatusContract,
  pollSessionContract,
  requestPasswordResetContract,
  resendVerificationContract,
  setLanguageContract,
  signInContract,
  signOutContract,
  signUpContract,
  updatePasswordContract,
  verifyUserContract,
} from '@ir/domain';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../sessions/index.ts';
import { signedIn } from '../../plugins/request-context.ts';
import { setAccountLanguage, statedLanguage } from './account-language.ts';
import { acceptInvite } from './accept-invite.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { RATE_LIMITS, rateLimit } from './rate-limit.ts';
import { resendVerification } from './resend-verification.ts';
import { pollSession, signOut } from './session-actions.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import { verifyUser } from './verify-user.ts';

const limits = {
  signup: rateLimit('signup', RATE_LIMITS.signup),
  signin: rateLimit('signin', RATE_LIMITS.signin),
  forgotpassword: rateLimit('forgotpassword', RATE_LIMITS.forgotpassword),
  updatepassword: rateLimit('updatepassword', RATE_LIMITS.updatepassword),
  verifyuser: rateLimit('verifyuser', RATE_LIMITS.verifyuser),
  resendverification: rateLimit('resend_verification', RATE_LIMITS.resend_verification),
  acceptinvite: rateLimit('acceptinvite', RATE_LIMITS.acceptinvite),
};

/** SPEC §7's account client reads `success`, so every refusal here carries `success: false`. */
const ACCOUNT_CALL = { failureCarriesSuccess: true } as const;

const unauthorized = () => new AppError(401, 'unauthorized', 'input.signIn');

/** SPEC §7's {api}/auth/ calls, except Google's (google/routes.ts). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    signUpContract.path,
    {
      schema: signUpContract.schema,
      config: {
        access: signUpContract.access,
        ...ACCOUNT_CALL,
        generalError: 'signup.general_error',
        startsWork: true,
      },
      preHandler: limits.signup,
    },
    async (request) => {
      await signUp(request.ctx, request.body);
      return { success: true as const };
    },
  );

  app.get(
    verifyUserContract.path,
    {
      schema: verifyUserContract.schema,
      config: { access: verifyUserContract.access, ...ACCOUNT_CALL },
      preHandler: limits.verifyuser,
    },
    async (request) => {
      await verifyUser(request.ctx, request.query.token);
      return {
        success: true as const,
        message: catalogueFor(request.ctx.language).verify.success,
      };
    },
  );

  app.post(
    resendVerificationContract.path,
    {
      schema: resendVerificationContract.schema,
      config: { access: resendVerificationContract.access, ...ACCOUNT_CALL, startsWork: true },
      preHandler: limits.resendverification,
    },
    async (request) => {
      const { message } = await resendVerification(request.ctx, request.body);
      return { success: true as const, message };
    },
  );

  app.post(
    signInContract.path,
    {
      schema: signInContract.schema,
      config: {
        access: signInContract.access,
        ...ACCOUNT_CALL,
        generalError: 'login.general_error',
      },
      preHandler: limits.signin,
    },
    async (request, reply) => {
      const { token, mfaEnrollmentRequired } = await signIn(request.ctx, request.body, {
        currentToken: request.cookies[SESSION_COOKIE],
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        language: statedLanguage(request.headers['accept-language']),
      });
      setSessionCookie(request, reply, token);
      return {
        success: true as const,
        ...(mfaEnrollmentRequired ? { mfa_enrollment_required: true as const } : {}),
      };
    },
  );

  app.post(
    setLanguageContract.path,
    { schema: setLanguageContract.schema, config: { access: setLanguageContract.access } },
    async (request) => {
      await setAccountLanguage(signedIn(request.ctx), request.body.language);
      return { success: true as const };
    },
  );

  app.post(
    signOutContract.path,
    { schema: signOutContract.schema, config: { access: signOutContract.access, ...ACCOUNT_CALL } },
    async (request, reply) => {
      await signOut(app.database.db, request.municipality.key, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    getAuthStatusContract.path,
    {
      schema: getAuthStatusContract.schema,
      config: { access: getAuthStatusContract.access, ...ACCOUNT_CALL, touchesSession: false },
    },
    async (request, reply) => {
      if (request.query.privledge === 'true') {
        return reply.type('text/plain; charset=utf-8').send(request.session?.user.role ?? '');
      }
      if (!request.session) throw unauthorized();
      return { success: true as const };
    },
  );

  app.post(
    pollSessionContract.path,
    {
      schema: pollSessionContract.schema,
      config: { access: pollSessionContract.access, ...ACCOUNT_CALL, touchesSession: false },
    },
    async (request) => {
      const alive = await pollSession(
        app.database.db,
        request.session,
        request.body?.active === true,
        app.clock(),
      );
      if (!alive) throw unauthorized();
      return { success: true as const };
    },
  );

  app.post(
    requestPasswordResetContract.path,
    {
      schema: requestPasswordResetContract.schema,
      config: { access: requestPasswordResetContract.access, ...ACCOUNT_CALL, startsWork: true },
      preHandler: limits.forgotpassword,
    },
    async (request) => {
      const { message } = await requestPasswordReset(request.ctx, request.body);
      return { success: true as const, message };
    },
  );

  app.post(
    updatePasswordContract.path,
    {
      schema: updatePasswordContract.schema,
      config: { access: updatePasswordContract.access, ...ACCOUNT_CALL },
      preHandler: limits.updatepassword,
    },
    async (request) => {
      await resetPassword(request.ctx, request.body);
      return { success: true as const };
    },
  );

  app.post(
    acceptInviteContract.path,
    {
      schema: acceptInviteContract.schema,
      config: { access: acceptInviteContract.access, ...ACCOUNT_CALL },
      preHandler: limits.acceptinvite,
    },
    async (request) => {
      await acceptInvite(request.ctx, request.body);
      return { success: true as const };
    },
  );
};
