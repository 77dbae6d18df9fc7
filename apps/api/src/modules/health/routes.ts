import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@ir/domain';
import { apiError } from '../../plugins/errors.ts';

const statusSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: statusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: statusSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send(apiError(503, 'The database is not reachable.'));
      }
    },
  );
};
