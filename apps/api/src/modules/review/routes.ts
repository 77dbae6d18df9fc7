import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignReviewsContract,
  completeReviewContract,
  getApplicationInfoContract,
  getFileContract,
  listParcelFilesContract,
  listReviewerComparablesContract,
  listReviewsContract,
  listSuperUsersContract,
  markReviewFarContract,
  MESSAGES,
  uploadStaffFileContract,
  voidFilingContract,
} from '@ir/domain';
import { sendByRevision } from '../../plugins/revision-cache.ts';
import { acceptMultipart } from '../../plugins/upload-pipeline/index.ts';
import { signedIn } from '../../plugins/request-context.ts';
import { actOnReview } from './act-on-review.ts';
import { assignReviews } from './assign-reviews.ts';
import { contentDisposition } from './content-disposition.ts';
import { getApplicationInfo } from './get-application-info.ts';
import { listReviewerComparables } from './list-reviewer-comparables.ts';
import { ReviewListCache, listSuperUsers } from './list-reviews.ts';
import { uploadStaffFile, getFile, listFiles } from './review-files.ts';
import { voidFiling } from './void-filing.ts';

/** SPEC §7's {api}/super/ calls: staff review of this municipality's applications. */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviewList?: ReviewListCache }> = async (
  app,
  options,
) => {
  // One cache per app, so two apps in one process (the tests) never share applications.
  const reviewList = options.reviewList ?? new ReviewListCache(app.database.driver);

  await app.register(acceptMultipart);

  app.get(
    listReviewsContract.path,
    { schema: listReviewsContract.schema, config: { access: listReviewsContract.access } },
    async (request, reply) => {
      const { db, municipality } = signedIn(request.ctx);
      // Already JSON (the database wrote it): the bytes go out as they are, unserialized.
      return sendByRevision(
        request,
        reply,
        reviewList,
        db,
        municipality.key,
        'application/json; charset=utf-8',
      );
    },
  );

  app.get(
    listSuperUsersContract.path,
    { schema: listSuperUsersContract.schema, config: { access: listSuperUsersContract.access } },
    async (request) => listSuperUsers(signedIn(request.ctx)),
  );

  app.post(
    assignReviewsContract.path,
    { schema: assignReviewsContract.schema, config: { access: assignReviewsContract.access } },
    async (request) => {
      await assignReviews(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );

  app.get(
    getApplicationInfoContract.path,
    {
      schema: getApplicationInfoContract.schema,
      config: { access: getApplicationInfoContract.access },
    },
    async (request) => getApplicationInfo(signedIn(request.ctx), request.query.id),
  );

  app.post(
    listReviewerComparablesContract.path,
    {
      schema: listReviewerComparablesContract.schema,
      config: { access: listReviewerComparablesContract.access },
    },
    async (request) => listReviewerComparables(signedIn(request.ctx), request.body),
  );

  app.post(
    listParcelFilesContract.path,
    { schema: listParcelFilesContract.schema, config: { access: listParcelFilesContract.access } },
    async (request) => listFiles(signedIn(request.ctx), request.body.printkey),
  );

  app.get(
    getFileContract.path,
    { schema: getFileContract.schema, config: { access: getFileContract.access } },
    async (request, reply) => {
      const file = await getFile(signedIn(request.ctx), request.query.file);
      // Fastify pipes a stream as it is (no serializer runs); the contract's 200 names the
      // bytes it adds up to, which the type provider then expects of send().
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.mime, file.originalName))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream as unknown as string);
    },
  );

  app.post(
    uploadStaffFileContract.path,
    { schema: uploadStaffFileContract.schema, config: { access: uploadStaffFileContract.access } },
    async (request) => {
      const { name } = await uploadStaffFile(signedIn(request.ctx), (options) =>
        app.uploads.receive(request, options),
      );
      return { success: true as const, message: MESSAGES.upload.internalSuccess, name };
    },
  );

  app.post(
    markReviewFarContract.path,
    { schema: markReviewFarContract.schema, config: { access: markReviewFarContract.access } },
    async (request) => {
      await actOnReview(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );

  app.post(
    completeReviewContract.path,
    { schema: completeReviewContract.schema, config: { access: completeReviewContract.access } },
    async (request) => {
      await actOnReview(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );

  app.post(
    voidFilingContract.path,
    { schema: voidFilingContract.schema, config: { access: voidFilingContract.access } },
    async (request) => {
      await voidFiling(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );
};
