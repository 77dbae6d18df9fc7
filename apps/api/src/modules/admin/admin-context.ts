import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';

/** What the admin services need from a request, without depending on Fastify. */
export interface AdminContext {
  db: Db;
  now: Date;
  municipality: MunicipalityConfig;
  firm: Config['firm'];
  /** The signed-in mega-admin acting. */
  actor: { id: number };
  requestId?: string;
}

/** Only called behind an admin access declaration, so a session is always there. */
export function adminContext(request: FastifyRequest): AdminContext {
  const app = request.server;
  const session = request.session;
  if (!session) throw new Error('admin route reached without a session');
  return {
    db: app.database.db,
    now: app.clock(),
    municipality: request.municipality,
    firm: app.config.firm,
    actor: { id: session.user.id },
    requestId: request.id,
  };
}

/** The branding the e-mail templates take. */
export function mailContext(ctx: AdminContext) {
  return {
    municipality: {
      displayName: ctx.municipality.displayName,
      shortName: ctx.municipality.shortName,
    },
    firm: { name: ctx.firm.name, phone: ctx.firm.phone, website: ctx.firm.website },
  };
}
