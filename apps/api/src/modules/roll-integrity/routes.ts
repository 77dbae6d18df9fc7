import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportRatioStudyContract, getRatioStudyContract } from '@ir/domain';
import { ratioStudyCsv } from './export-ratio-study.ts';
import { getRatioStudy } from './ratio-study.ts';

/** The roll's ratio study for the town's dashboard (decision 057), read only. */
export const ratioStudyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getRatioStudyContract.path,
    { schema: getRatioStudyContract.schema, config: { access: getRatioStudyContract.access } },
    async (request) => getRatioStudy(app.database.db, request.municipality, request.query),
  );

  app.get(
    exportRatioStudyContract.path,
    {
      schema: exportRatioStudyContract.schema,
      config: { access: exportRatioStudyContract.access },
    },
    async (request, reply) => {
      const csv = await ratioStudyCsv(app.database.db, request.municipality);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="ratio-study-${request.municipality.key}.csv"`,
        )
        .send(csv);
    },
  );
};
