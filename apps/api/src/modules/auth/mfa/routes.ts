import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmMfaContract, enrollMfaContract, getMfaStatusContract } from '@ir/domain';
import { RATE_LIMITS, rateLimit } from '../rate-limit.ts';
import {
  confirmMfa,
  enrollMfa,
  getMfaStatus,
  type MfaAccount,
  type MfaContext,
} from './service.ts';

const limits = {
  enroll: rateLimit('mfaenroll', RATE_LIMITS.mfaenroll),
  confirm: rateLimit('mfaconfirm', RATE_LIMITS.mfaconfirm),
};

function mfaContext(request: FastifyRequest): MfaContext {
  const app = request.server;
  return {
    db: app.database.db,
    now: app.clock(),
    municipality: request.municipality,
    mfa: app.config.mfa,
    requestId: request.id,
  };
}

/** Only reached behind 'signed-in', so a session is always there. */
function accountOf(request: FastifyRequest): MfaAccount {
  const user = request.session?.user;
  if (!user) throw new Error('a signed-in route reached without a session');
  return { id: user.id, email: user.email, role: user.role };
}

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
    async (request) => getMfaStatus(mfaContext(request), accountOf(request)),
  );

  app.post(
    enrollMfaContract.path,
    {
      schema: enrollMfaContract.schema,
      config: { access: enrollMfaContract.access, duringMfaEnrolment: true },
      preHandler: limits.enroll,
    },
    async (request) => enrollMfa(mfaContext(request), accountOf(request)),
  );

  app.post(
    confirmMfaContract.path,
    {
      schema: confirmMfaContract.schema,
      config: { access: confirmMfaContract.access, duringMfaEnrolment: true },
      preHandler: limits.confirm,
    },
    async (request) => confirmMfa(mfaContext(request), accountOf(request), request.body.otp),
  );
};
