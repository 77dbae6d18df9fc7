import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_FILING_BODY_MAX_BYTES,
  createFilingContract,
  getFilingAgreementContract,
  getFilingContract,
  getFilingGrievanceContract,
  getFilingNoticeContract,
  listFilingsContract,
  uploadApiFileContract,
} from '@ir/domain';
import { sendPdf } from '../../plugins/pdf.ts';
import { signedIn } from '../../plugins/request-context.ts';
import { acceptMultipart } from '../../plugins/upload-pipeline/index.ts';
import { createFiling } from './create-filing.ts';
import { filingDocumentPdf, getFiling } from './get-filing.ts';
import { listFilings } from './list-filings.ts';
import { uploadApiFile } from './upload-api-file.ts';

/**
 * The filing API (`/v1`, decision 053): every route answers only to a representative's bearer
 * key (access `api-key`, checked by the policy), which makes the context's actor the key's
 * account, so the wizard's and the batch's services serve it unchanged.
 */
export const filingApiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the upload takes multipart: the filings route reads JSON alone.
  await app.register(async (files) => {
    await files.register(acceptMultipart);
    files.post(
      uploadApiFileContract.path,
      { schema: uploadApiFileContract.schema, config: { access: uploadApiFileContract.access } },
      async (request, reply) => {
        const answer = await uploadApiFile(signedIn(request.ctx), (options) =>
          app.uploads.receive(request, options),
        );
        return reply.status(201).send(answer);
      },
    );
  });

  app.post(
    createFilingContract.path,
    {
      schema: createFilingContract.schema,
      config: { access: createFilingContract.access },
      bodyLimit: API_FILING_BODY_MAX_BYTES,
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { created, replayed } = await createFiling(
        signedIn(request.ctx),
        request.body,
        Array.isArray(header) ? header.join(',') : header,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(created);
    },
  );

  app.get(
    listFilingsContract.path,
    { schema: listFilingsContract.schema, config: { access: listFilingsContract.access } },
    async (request) => listFilings(signedIn(request.ctx), request.query),
  );

  app.get(
    getFilingContract.path,
    { schema: getFilingContract.schema, config: { access: getFilingContract.access } },
    async (request) => getFiling(signedIn(request.ctx), request.params.filing_number),
  );

  for (const [contract, kind] of [
    [getFilingNoticeContract, 'decision_notice'],
    [getFilingAgreementContract, 'agreement'],
    [getFilingGrievanceContract, 'grievance_packet'],
  ] as const) {
    app.get(
      contract.path,
      { schema: contract.schema, config: { access: contract.access } },
      async (request, reply) => {
        const ctx = signedIn(request.ctx);
        const { pdf, filename } = await filingDocumentPdf(
          ctx,
          request.params.filing_number,
          kind,
          request.query.lang ?? ctx.language,
        );
        return sendPdf(reply, pdf, filename);
      },
    );
  }
};
