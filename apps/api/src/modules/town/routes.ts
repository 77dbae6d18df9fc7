import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportTownFilingsContract, getTownSummaryContract } from '@ir/domain';
import { townFilingsCsv } from './export-town-filings.ts';
import { getTownSummary } from './get-town-summary.ts';

/** The town's read-only view of its municipality (the town's read-only dashboard, decision 022). */
export const townRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getTownSummaryContract.path,
    { schema: getTownSummaryContract.schema, config: { access: getTownSummaryContract.access } },
    async (request) => getTownSummary(app.database.db, request.municipality.key),
  );

  app.get(
    exportTownFilingsContract.path,
    {
      schema: exportTownFilingsContract.schema,
      config: { access: exportTownFilingsContract.access },
    },
    async (request, reply) => {
      const key = request.municipality.key;
      // Fastify pipes a stream as it is (no serializer runs); the contract's 200 names the
      // text it adds up to, which the type provider then expects of send().
      const csv = Readable.from(townFilingsCsv(app.database.db, key)) as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="filings-${key}.csv"`)
        .send(csv);
    },
  );
};
