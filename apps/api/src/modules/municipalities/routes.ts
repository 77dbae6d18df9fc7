import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expiredMuniSchema, publicMunicipalitySchema } from '@ir/domain';
import { isExpired, toPublicMunicipality } from './service.ts';

export const municipalityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data-muni',
    {
      schema: {
        tags: ['municipality'],
        summary: "The request's municipality key, as plain text",
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(request.municipality.key),
  );

  app.get(
    '/municipality',
    {
      schema: {
        tags: ['municipality'],
        summary: "The request's municipality branding, filing dates and firm contact details",
        response: { 200: publicMunicipalitySchema },
      },
    },
    async (request) => toPublicMunicipality(request.municipality, app.config.firm, app.clock()),
  );

  app.get(
    '/applications/expired_muni',
    {
      schema: {
        tags: ['municipality'],
        summary: "Whether the municipality's filing period has ended",
        response: { 200: expiredMuniSchema },
      },
    },
    async (request) => ({ expired: isExpired(request.municipality, app.clock()) }),
  );

  app.get(
    '/google_analytics',
    {
      schema: {
        tags: ['municipality'],
        summary: 'The Google Analytics measurement id as plain text; empty when analytics is off',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(app.config.GOOGLE_ANALYTICS_ID),
  );
};
