import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getPublishedOutcomesContract,
  getPublishedOutcomesCsvContract,
  outcomesCsv,
} from '@ir/domain';
import { rateLimit } from '../auth/index.ts';
import { publishedOutcomes } from './outcomes.ts';

/** Generous for a reader, a brake on a script: each answer reads a roll year's filings. */
const limitReads = rateLimit('public_outcomes', { perIp: 120, windowMs: 15 * 60 * 1000 });

/**
 * The same for everyone, no session read: a shared cache may keep it for a few minutes, so a
 * busy page costs one query per cache and not one per visitor.
 */
const CACHE_CONTROL = 'public, max-age=300';

/** The published review outcomes (decision 057): no sign-in, while the municipality publishes. */
export const outcomesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getPublishedOutcomesContract.path,
    {
      schema: getPublishedOutcomesContract.schema,
      config: { access: getPublishedOutcomesContract.access },
      preHandler: limitReads,
    },
    async (request, reply) => {
      const outcomes = await publishedOutcomes(app.database.db, request.municipality);
      return reply.header('cache-control', CACHE_CONTROL).send(outcomes);
    },
  );

  app.get(
    getPublishedOutcomesCsvContract.path,
    {
      schema: getPublishedOutcomesCsvContract.schema,
      config: { access: getPublishedOutcomesCsvContract.access },
      preHandler: limitReads,
    },
    async (request, reply) => {
      const outcomes = await publishedOutcomes(app.database.db, request.municipality);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .header(
          'content-disposition',
          `attachment; filename="outcomes-${request.municipality.key}-${outcomes.roll_year}.csv"`,
        )
        .send(outcomesCsv(outcomes));
    },
  );
};
