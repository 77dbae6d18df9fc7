import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { discardUnreadBody } from './discard-body.ts';
import { UploadPipeline } from './pipeline.ts';

export { UploadRefusal, type UploadRefusalCode } from './refusal.ts';
export type {
  AcceptedUpload,
  FormSpec,
  ReceivedForm,
  ReceivedUpload,
  ReceiveOptions,
  SpooledPart,
} from './pipeline.ts';
export { ZipArchive, ZipRefusal, type ZipProblem } from './zip-archive.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadPipeline;
  }
}

/** `app.uploads.receive(request)` for every route; needs `app.storage` (the storage plugin). */
export const uploadsPlugin = fp(
  async (app) => {
    app.decorate(
      'uploads',
      new UploadPipeline({
        storage: app.storage,
        clamavUrl: app.config.CLAMAV_URL,
        log: app.log,
        onScan: (outcome) => app.metrics.uploadScanned(outcome),
      }),
    );
  },
  { name: 'uploads', dependencies: ['storage', 'metrics'] },
);

/**
 * Parses multipart/form-data in the route module that registers it, and nowhere else: every
 * other route keeps answering 415 to a multipart body. The pipeline sets the limits per call.
 * An answer given before the body was read (413, 415, 429...) waits until the rest of the body
 * is read and thrown away, so the browser, still sending, gets to read it.
 */
export const acceptMultipart = fp(async (scope) => {
  await scope.register(multipart);
  scope.addHook('onSend', async (request, reply, payload) => {
    await discardUnreadBody(request.raw, reply);
    return payload;
  });
});
