import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../plugins/storage.ts';

/** What the uploads services need from a request, without depending on Fastify. */
export interface UploadsContext {
  db: Db;
  storage: FileStorage;
  municipalityKey: string;
  /** The signed-in account whose draft this is (staff filing for someone included). */
  userId: number;
  now: Date;
}

/** Only for routes whose declared access needs a session: the policy has refused visitors. */
export function uploadsContext(app: FastifyInstance, request: FastifyRequest): UploadsContext {
  const session = request.session;
  if (!session) throw new Error('uploads reached without a session');
  return {
    db: app.database.db,
    storage: app.storage,
    municipalityKey: request.municipality.key,
    userId: session.user.id,
    now: app.clock(),
  };
}
