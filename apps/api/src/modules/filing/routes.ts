import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFilingFileContract,
  bulkReportCsv,
  bulkTemplateCsv,
  checkOneReviewContract,
  discardDraftContract,
  fileInBulkContract,
  getAgreementContract,
  getApplicantInfoContract,
  getBulkBatchContract,
  getBulkTemplateContract,
  getDecisionNoticeContract,
  getGrievancePacketContract,
  getMyApplicationContract,
  getMyApplicationFileContract,
  listDraftsContract,
  listMyApplicationsContract,
  respondToDecisionContract,
  saveDraftContract,
  submitReviewContract,
  withdrawApplicationContract,
} from '@ir/domain';
import { sendPdf } from '../../plugins/pdf.ts';
import { signedIn } from '../../plugins/request-context.ts';
import { acceptMultipart } from '../../plugins/upload-pipeline/index.ts';
import { agreementPdf, decisionNoticePdf, grievancePacketPdf } from '../applications/index.ts';
import { contentDisposition } from '../review/index.ts';
import { RATE_LIMITS, rateLimit } from '../auth/index.ts';
import { addFilingFile } from './add-filing-file.ts';
import { checkOneReview } from './check-one-review.ts';
import { acceptBatch } from './accept-batch.ts';
import { getBatch } from './get-batch.ts';
import { respondToDecision } from './respond-to-decision.ts';
import { getApplicantInfo } from './get-applicant-info.ts';
import { getMyApplication } from './get-my-application.ts';
import { getMyApplicationFile } from './get-my-application-file.ts';
import { listMyApplications } from './list-my-applications.ts';
import { discardDraft, listDrafts, saveDraft } from './saved-drafts.ts';
import { withdrawApplication } from './withdraw-application.ts';
import { submitReview } from './submit-review.ts';

/**
 * An owner files a handful of reviews a year; staff at a counter filing for people, a few a
 * minute at most. The captcha already costs each attempt some work; this bounds what one
 * account, or one address, can push through in a quarter hour (docs/api.md).
 */
export const SUBMIT_RATE_LIMIT = { perUser: 20, perIp: 60, windowMs: 15 * 60 * 1000 };
const limitSubmissions = rateLimit('submit_review', SUBMIT_RATE_LIMIT);
const limitUploads = rateLimit('uploadfile', RATE_LIMITS.uploadfile);
const limitWithdrawals = rateLimit('withdraw', SUBMIT_RATE_LIMIT);

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
        generalError: 'filing.submitFailed',
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

  app.get(
    listDraftsContract.path,
    { schema: listDraftsContract.schema, config: { access: listDraftsContract.access } },
    async (request) => ({ drafts: await listDrafts(signedIn(request.ctx)) }),
  );

  app.put(
    saveDraftContract.path,
    { schema: saveDraftContract.schema, config: { access: saveDraftContract.access } },
    async (request) => {
      const saved = await saveDraft(signedIn(request.ctx), request.params.printkey, request.body);
      return { success: true as const, ...saved };
    },
  );

  app.delete(
    discardDraftContract.path,
    { schema: discardDraftContract.schema, config: { access: discardDraftContract.access } },
    async (request) => {
      const ctx = signedIn(request.ctx);
      await discardDraft(ctx, request.params.printkey);
      return { success: true as const };
    },
  );

  app.get(
    getMyApplicationContract.path,
    {
      schema: getMyApplicationContract.schema,
      config: { access: getMyApplicationContract.access },
    },
    async (request) => getMyApplication(signedIn(request.ctx), request.params.id),
  );

  app.get(
    getMyApplicationFileContract.path,
    {
      schema: getMyApplicationFileContract.schema,
      config: { access: getMyApplicationFileContract.access },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await getMyApplicationFile(signedIn(request.ctx), id, fileId);
      // Piped as it is (no serializer runs); the contract's 200 names the bytes it adds up to.
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.mime, file.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream as unknown as string);
    },
  );

  app.post(
    withdrawApplicationContract.path,
    {
      schema: withdrawApplicationContract.schema,
      config: { access: withdrawApplicationContract.access },
      // Each withdrawal mails the account: limited like filing, whose work it undoes.
      preHandler: limitWithdrawals,
    },
    async (request) => {
      await withdrawApplication(signedIn(request.ctx), request.body.id);
      return { success: true as const };
    },
  );

  app.post(
    respondToDecisionContract.path,
    {
      schema: respondToDecisionContract.schema,
      config: {
        access: respondToDecisionContract.access,
        generalError: 'response.failed',
      },
    },
    async (request) => {
      await respondToDecision(signedIn(request.ctx), request.body, request.ip);
      return { success: true as const };
    },
  );

  for (const [contract, render, name] of [
    [getDecisionNoticeContract, decisionNoticePdf, 'decision-notice'],
    [getAgreementContract, agreementPdf, 'agreement'],
    [getGrievancePacketContract, grievancePacketPdf, 'grievance-packet'],
  ] as const) {
    app.get(
      contract.path,
      // Opened from the owner's e-mail, often on a phone not signed in: sign-in comes first.
      { schema: contract.schema, config: { access: contract.access, signInPage: true } },
      async (request, reply) => {
        // The page's language, when its link names one, before the browser's.
        const ctx = signedIn(request.ctx);
        const language = request.query.lang ?? ctx.language;
        const pdf = await render({ ...ctx, language }, request.params.id);
        return sendPdf(reply, pdf, `${name}-${request.params.id}.pdf`);
      },
    );
  }

  app.get(
    getBulkTemplateContract.path,
    {
      schema: getBulkTemplateContract.schema,
      config: { access: getBulkTemplateContract.access },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bulk-filing-template.csv"')
        .header('cache-control', 'public, max-age=3600')
        .send(bulkTemplateCsv()),
  );

  await app.register(filingFileRoute);
  await app.register(bulkFilingRoute);
};

/**
 * A batch is scanned file by file and filed row by row: a representative sends a few batches
 * an hour, fixes the refused rows and sends them again (docs/bulk-filing.md).
 */
export const BULK_RATE_LIMIT = { perUser: 30, perIp: 60, windowMs: 60 * 60 * 1000 };
const limitBatches = rateLimit('applications_bulk', BULK_RATE_LIMIT);

/**
 * A representative's batch (decision 043): accepted at once (202) and filed in the background;
 * its report is polled. Multipart for the POST only.
 */
const bulkFilingRoute: FastifyPluginAsyncZod = async (scope) => {
  await scope.register(acceptMultipart);
  scope.post(
    fileInBulkContract.path,
    {
      schema: fileInBulkContract.schema,
      config: { access: fileInBulkContract.access },
      preHandler: limitBatches,
    },
    async (request, reply) => {
      const batchId = await acceptBatch(signedIn(request.ctx), {
        receiveForm: (spec) => scope.uploads.receiveForm(request, spec),
        dailyRows: scope.config.BULK_DAILY_PARCELS,
        wake: () => scope.batches.wake(),
      });
      return reply.code(202).send({ batch_id: batchId });
    },
  );

  scope.get(
    getBulkBatchContract.path,
    { schema: getBulkBatchContract.schema, config: { access: getBulkBatchContract.access } },
    async (request, reply) => {
      const batch = await getBatch(signedIn(request.ctx), request.params.batch_id);
      const accept = request.headers.accept ?? '';
      if (accept.includes('text/csv') && !accept.includes('application/json')) {
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="bulk-filing-report-${batch.batch_id}.csv"`,
          )
          .header('cache-control', 'private, no-store')
          .send(bulkReportCsv(batch));
      }
      return reply.header('cache-control', 'private, no-store').send(batch);
    },
  );
};

/** Multipart is parsed for this route only: every other filing route refuses it with 415. */
const filingFileRoute: FastifyPluginAsyncZod = async (scope) => {
  await scope.register(acceptMultipart);
  scope.post(
    addFilingFileContract.path,
    {
      schema: addFilingFileContract.schema,
      config: { access: addFilingFileContract.access },
      // The uploads' own limit, shared with uploadfile, before the body is read.
      preHandler: limitUploads,
    },
    async (request) => {
      const ctx = signedIn(request.ctx);
      const added = await addFilingFile(ctx, request.params.id, (options) =>
        scope.uploads.receive(request, options),
      );
      return { success: true as const, ...added };
    },
  );
};
