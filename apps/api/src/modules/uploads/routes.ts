import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODE_HEADER,
  listDraftFilesContract,
  MESSAGES,
  removeDraftFileContract,
  uploadFileContract,
} from '@ir/domain';
import { signedIn } from '../../plugins/request-context.ts';
import { acceptMultipart } from '../../plugins/upload-pipeline/index.ts';
import { RATE_LIMITS, rateLimit } from '../auth/index.ts';
import { listDraftFilesOf, removeDraftFile, uploadDraftFile } from './service.ts';
import { uploadAnswerOf } from './upload-answers.ts';

const uploadRateLimit = rateLimit('uploadfile', RATE_LIMITS.uploadfile);

/** An applicant's supporting files before submission: upload, list and remove (decision 012). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(acceptMultipart);

  app.post(
    uploadFileContract.path,
    {
      schema: uploadFileContract.schema,
      config: { access: uploadFileContract.access },
      // Runs before the body is read: a refused client does not get to send 25 MiB.
      preHandler: uploadRateLimit,
    },
    async (request, reply) => {
      const text = (status: 200 | 400 | 404 | 409 | 413 | 415 | 422 | 503, body: string) =>
        reply.status(status).type('text/plain; charset=utf-8').send(body);
      try {
        const outcome = await uploadDraftFile(signedIn(request.ctx), (options) =>
          app.uploads.receive(request, options),
        );
        return text(
          200,
          outcome === 'uploaded'
            ? MESSAGES.uploadAnswer.uploaded
            : MESSAGES.uploadAnswer.alreadyExists,
        );
      } catch (error) {
        const answer = uploadAnswerOf(error, request.ctx.language);
        if (!answer) throw error;
        reply.header(ERROR_CODE_HEADER, answer.code);
        return text(answer.status as 400, answer.text);
      }
    },
  );

  app.post(
    listDraftFilesContract.path,
    { schema: listDraftFilesContract.schema, config: { access: listDraftFilesContract.access } },
    async (request) => ({
      files: await listDraftFilesOf(signedIn(request.ctx), request.body.printkey),
    }),
  );

  app.post(
    removeDraftFileContract.path,
    {
      schema: removeDraftFileContract.schema,
      config: { access: removeDraftFileContract.access },
    },
    async (request) => {
      await removeDraftFile(signedIn(request.ctx), request.body.printkey, request.body.id);
      return { success: true as const };
    },
  );
};
