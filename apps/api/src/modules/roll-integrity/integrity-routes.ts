import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getIntegrityCheckContract } from '@ir/domain';
import { signedIn } from '../../plugins/request-context.ts';
import { integrityCheckData } from './integrity-check.ts';

/** The review screen's integrity check data (decision 057), read only. */
export const integrityCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getIntegrityCheckContract.path,
    {
      schema: getIntegrityCheckContract.schema,
      config: { access: getIntegrityCheckContract.access },
    },
    async (request) => {
      const { db, municipality, now } = signedIn(request.ctx);
      return integrityCheckData(db, municipality, request.query.id, now);
    },
  );
};
