import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, getHealthzContract, getReadyzContract } from '@ir/domain';
import { serverBusy } from '../../plugins/busy.ts';

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
      // A balancer sends the traffic elsewhere while this instance turns work away; the
      // database is not asked then (its pool may be what is saturated).
      // A draining instance is leaving the pool: each refusal is counted, so it knows when the
      // balancer has seen enough of them to send nothing more.
      if (app.draining.active) {
        app.draining.checkRefused();
        throw serverBusy('draining');
      }
      const refusing = app.overload.refusing();
      if (refusing) throw serverBusy(refusing);
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        throw new AppError(503, 'unavailable', 'input.databaseUnreachable');
      }
      return { status: 'ok' as const };
    },
  );
};
