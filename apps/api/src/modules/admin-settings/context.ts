import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';

/** What the settings services need from a request, without depending on Fastify. */
export interface AdminSettingsContext {
  db: Db;
  now: Date;
  municipality: MunicipalityConfig;
  actorUserId: number;
  requestId: string;
}

/** Only for routes whose declared access needs a session: the policy has refused visitors. */
export function adminSettingsContext(
  app: FastifyInstance,
  request: FastifyRequest,
): AdminSettingsContext {
  const session = request.session;
  if (!session) throw new Error('admin settings reached without a session');
  return {
    db: app.database.db,
    now: app.clock(),
    municipality: request.municipality,
    actorUserId: session.user.id,
    requestId: request.id,
  };
}
