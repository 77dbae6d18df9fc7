import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmMfaContract, enrollMfaContract, getMfaStatusContract } from '@ir/domain';
import { RATE_LIMITS, rateLimit } from '../rate-limit.ts';
import { signedIn } from '../../../plugins/request-context.ts';
import { confirmMfa, enrollMfa, getMfaStatus } from './service.ts';

const limits = {
  enroll: rateLimit('mfaenroll', RATE_LIMITS.mfaenroll),
  confirm: rateLimit('mfaconfirm', RATE_LIMITS.mfaconfirm),
};

/**
 * The enrolment calls. `duringMfaEnrolment`: a staff session that STAFF_MFA=required holds
 * back (plugins/policy.ts) may call these, and nothing else that needs a session.
 */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getMfaStatusContract.path,
    {
      schema: getMfaStatusContract.schema,
      config: { access: getMfaStatusContract.access, duringMfaEnrolment: true },
    },
    async (request) => getMfaStatus(signedIn(request.ctx)),
  );

  app.post(
    enrollMfaContract.path,
    {
      schema: enrollMfaContract.schema,
      config: { access: enrollMfaContract.access, duringMfaEnrolment: true },
      preHandler: limits.enroll,
    },
    async (request) => enrollMfa(signedIn(request.ctx)),
  );

  app.post(
    confirmMfaContract.path,
    {
      schema: confirmMfaContract.schema,
      config: { access: confirmMfaContract.access, duringMfaEnrolment: true },
      preHandler: limits.confirm,
    },
    async (request) => confirmMfa(signedIn(request.ctx), request.body.otp),
  );
};
