import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exportAuditLogContract,
  getFilingPeriodContract,
  getMunicipalitySettingsContract,
  setMunicipalitySettingsContract,
  listAuditLogContract,
  resetFilingPeriodContract,
  setFilingPeriodContract,
} from '@ir/domain';
import { auditLogCsv, exportRange, listAuditLog } from '../audit/index.ts';
import { signedIn } from '../../plugins/request-context.ts';
import { getFilingPeriod, resetFilingPeriod, setFilingPeriod } from './filing-period.ts';
import { getMunicipalitySettings, setMunicipalitySettings } from './municipality-settings.ts';

/** A mega-admin's settings of their municipality: its settings, the filing period, and the audit log. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getMunicipalitySettingsContract.path,
    {
      schema: getMunicipalitySettingsContract.schema,
      config: { access: getMunicipalitySettingsContract.access },
    },
    async (request) => getMunicipalitySettings(signedIn(request.ctx)),
  );

  app.post(
    setMunicipalitySettingsContract.path,
    {
      schema: setMunicipalitySettingsContract.schema,
      config: { access: setMunicipalitySettingsContract.access },
    },
    async (request) => {
      const saved = await setMunicipalitySettings(signedIn(request.ctx), request.body);
      // This instance applies the change at once; the others at their next poll.
      await app.municipalities.refresh(app.database.db);
      return saved;
    },
  );

  app.get(
    getFilingPeriodContract.path,
    { schema: getFilingPeriodContract.schema, config: { access: getFilingPeriodContract.access } },
    async (request) => getFilingPeriod(signedIn(request.ctx)),
  );

  app.post(
    setFilingPeriodContract.path,
    { schema: setFilingPeriodContract.schema, config: { access: setFilingPeriodContract.access } },
    async (request) => setFilingPeriod(signedIn(request.ctx), request.body),
  );

  app.post(
    resetFilingPeriodContract.path,
    {
      schema: resetFilingPeriodContract.schema,
      config: { access: resetFilingPeriodContract.access },
    },
    async (request) => resetFilingPeriod(signedIn(request.ctx)),
  );

  app.get(
    listAuditLogContract.path,
    { schema: listAuditLogContract.schema, config: { access: listAuditLogContract.access } },
    async (request) => listAuditLog(app.database.db, request.municipality.key, request.query),
  );

  app.get(
    exportAuditLogContract.path,
    { schema: exportAuditLogContract.schema, config: { access: exportAuditLogContract.access } },
    async (request, reply) => {
      const range = exportRange(request.query);
      const key = request.municipality.key;
      // Fastify pipes a stream as it is (no serializer runs); the contract's 200 names the
      // text it adds up to, which the type provider then expects of send().
      const csv = Readable.from(auditLogCsv(app.database.db, key, range)) as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${key}.csv"`)
        .send(csv);
    },
  );
};
