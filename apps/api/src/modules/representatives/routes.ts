import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  declineAuthorizationContract,
  getDesignationContract,
  listAuthorizationsContract,
  listMyAuthorizationsContract,
  requestAuthorizationContract,
  revokeAuthorizationContract,
  signAuthorizationContract,
  viewAuthorizationContract,
} from '@ir/domain';
import { sendPdf } from '../../plugins/pdf.ts';
import { signedIn } from '../../plugins/request-context.ts';
import {
  declineAuthorization,
  revokeAuthorization,
  signAuthorization,
  viewAuthorization,
} from './answer-authorization.ts';
import { designationPdf } from './designation.ts';
import { listAuthorizations, listMyAuthorizations } from './list-authorizations.ts';
import { requestAuthorization } from './request-authorization.ts';

/** Owners' e-signed authorizations of representatives (decision 052). */
export const representativeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    requestAuthorizationContract.path,
    {
      schema: requestAuthorizationContract.schema,
      config: { access: requestAuthorizationContract.access },
    },
    async (request, reply) => {
      reply.code(201);
      return requestAuthorization(signedIn(request.ctx), request.body);
    },
  );

  app.get(
    listAuthorizationsContract.path,
    {
      schema: listAuthorizationsContract.schema,
      config: { access: listAuthorizationsContract.access },
    },
    async (request) => listAuthorizations(signedIn(request.ctx), request.query.status),
  );

  app.get(
    getDesignationContract.path,
    {
      schema: getDesignationContract.schema,
      config: { access: getDesignationContract.access, signInPage: true },
    },
    async (request, reply) => {
      const ctx = signedIn(request.ctx);
      const language = request.query.lang ?? ctx.language;
      const pdf = await designationPdf({ ...ctx, language }, request.params.id);
      return sendPdf(reply, pdf, `designation-${request.params.id}.pdf`);
    },
  );

  app.post(
    viewAuthorizationContract.path,
    {
      schema: viewAuthorizationContract.schema,
      config: { access: viewAuthorizationContract.access },
    },
    async (request) => viewAuthorization(request.ctx, request.body.token),
  );

  app.post(
    signAuthorizationContract.path,
    {
      schema: signAuthorizationContract.schema,
      config: { access: signAuthorizationContract.access },
    },
    async (request) =>
      signAuthorization(request.ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    declineAuthorizationContract.path,
    {
      schema: declineAuthorizationContract.schema,
      config: { access: declineAuthorizationContract.access },
    },
    async (request) => declineAuthorization(request.ctx, request.body.token),
  );

  app.post(
    revokeAuthorizationContract.path,
    {
      schema: revokeAuthorizationContract.schema,
      config: { access: revokeAuthorizationContract.access },
    },
    async (request) => revokeAuthorization(request.ctx, request.body),
  );

  app.get(
    listMyAuthorizationsContract.path,
    {
      schema: listMyAuthorizationsContract.schema,
      config: { access: listMyAuthorizationsContract.access },
    },
    async (request) => listMyAuthorizations(signedIn(request.ctx)),
  );
};
