import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkOneReviewContract,
  getApplicantInfoContract,
  listMyApplicationsContract,
  MESSAGES,
  submitReviewContract,
} from '@ir/domain';
import { signedIn } from '../../plugins/request-context.ts';
import { rateLimit } from '../auth/index.ts';
import { checkOneReview } from './check-one-review.ts';
import { getApplicantInfo } from './get-applicant-info.ts';
import { listMyApplications } from './list-my-applications.ts';
import { submitReview } from './submit-review.ts';

/**
 * An owner files a handful of reviews a year; staff at a counter filing for people, a few a
 * minute at most. The captcha already costs each attempt some work; this bounds what one
 * account, or one address, can push through in a quarter hour (docs/api.md).
 */
export const SUBMIT_RATE_LIMIT = { perUser: 20, perIp: 60, windowMs: 15 * 60 * 1000 };
const limitSubmissions = rateLimit('submit_review', SUBMIT_RATE_LIMIT);

/** SPEC §7's filing calls of the wizard and My Applications. */
export const filingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    checkOneReviewContract.path,
    { schema: checkOneReviewContract.schema, config: { access: checkOneReviewContract.access } },
    async (request) => {
      await checkOneReview(signedIn(request.ctx), request.body.printkey);
      return { success: true as const };
    },
  );

  app.post(
    getApplicantInfoContract.path,
    {
      schema: getApplicantInfoContract.schema,
      config: { access: getApplicantInfoContract.access },
    },
    async (request) => getApplicantInfo(signedIn(request.ctx)),
  );

  app.post(
    submitReviewContract.path,
    {
      schema: submitReviewContract.schema,
      config: {
        access: submitReviewContract.access,
        generalError: MESSAGES.filing.submitFailed,
      },
      preHandler: limitSubmissions,
    },
    async (request) => {
      const { ir_id, confirmation } = await submitReview(signedIn(request.ctx), request.body);
      return { success: true as const, ir_id, confirmation };
    },
  );

  app.get(
    listMyApplicationsContract.path,
    {
      schema: listMyApplicationsContract.schema,
      config: { access: listMyApplicationsContract.access },
    },
    async (request) => listMyApplications(signedIn(request.ctx)),
  );
};
