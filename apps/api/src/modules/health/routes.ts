import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, getHealthzContract, getReadyzContract } from '@ir/domain';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getHealthzContract.path,
    { schema: getHealthzContract.schema, config: { access: getHealthzContract.access } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    getReadyzContract.path,
    { schema: getReadyzContract.schema, config: { access: getReadyzContract.access } },
    async (request) => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        throw new AppError(503, 'unavailable', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};
