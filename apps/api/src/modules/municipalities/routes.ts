import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getDataMuniContract,
  getExpiredMuniContract,
  getGoogleAnalyticsContract,
  getMunicipalityContract,
} from '@ir/domain';
import { isExpired, toPublicMunicipality } from './service.ts';

export const municipalityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getDataMuniContract.path,
    { schema: getDataMuniContract.schema, config: { access: getDataMuniContract.access } },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(request.municipality.key),
  );

  app.get(
    getMunicipalityContract.path,
    { schema: getMunicipalityContract.schema, config: { access: getMunicipalityContract.access } },
    async (request) =>
      toPublicMunicipality(app.database.db, request.municipality, app.config.firm, app.clock()),
  );

  app.get(
    getExpiredMuniContract.path,
    { schema: getExpiredMuniContract.schema, config: { access: getExpiredMuniContract.access } },
    async (request) => ({
      expired: await isExpired(app.database.db, request.municipality, app.clock()),
    }),
  );

  app.get(
    getGoogleAnalyticsContract.path,
    {
      schema: getGoogleAnalyticsContract.schema,
      config: { access: getGoogleAnalyticsContract.access },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(app.config.GOOGLE_ANALYTICS_ID),
  );
};
