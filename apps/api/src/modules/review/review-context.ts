import type { FastifyRequest } from 'fastify';
import type { Role } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../plugins/storage-interface.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';

/** What the review services need from a request, without depending on Fastify. */
export interface ReviewContext {
  db: Db;
  now: Date;
  municipality: MunicipalityConfig;
  firm: Config['firm'];
  storage: FileStorage;
  /** The signed-in staff member acting. */
  actor: { id: number; email: string; role: Role };
  requestId?: string;
  /** An absolute link into the web app, for e-mails. */
  link: (path: string) => string;
}

/** Only called behind a review access declaration, so a session is always there. */
export function reviewContext(
  request: FastifyRequest,
  link: (path: string) => string,
): ReviewContext {
  const app = request.server;
  const session = request.session;
  if (!session) throw new Error('review route reached without a session');
  return {
    db: app.database.db,
    now: app.clock(),
    municipality: request.municipality,
    firm: app.config.firm,
    storage: app.storage,
    actor: { id: session.user.id, email: session.user.email, role: session.user.role },
    requestId: request.id,
    link,
  };
}
