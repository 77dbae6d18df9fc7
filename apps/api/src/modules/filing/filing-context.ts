import type { FastifyRequest } from 'fastify';
import type { Role } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appLink } from '../mail/index.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';

/** What the filing services need from a request, without depending on Fastify. */
export interface FilingContext {
  db: Db;
  now: Date;
  municipality: MunicipalityConfig;
  firm: Config['firm'];
  /** The signed-in account filing: an owner, or staff filing for someone (recorded as submitter). */
  actor: { id: number; email: string; role: Role };
  captcha: { verify(payload: string): Promise<boolean> };
  /** An absolute link to a page of the app, on this municipality's host (or PUBLIC_URL). */
  link(pathWithQuery: string): string;
  requestId?: string;
}

/** Only called behind an `application:file` access declaration, so a session is always there. */
export function filingContext(request: FastifyRequest): FilingContext {
  const app = request.server;
  const session = request.session;
  if (!session) throw new Error('filing route reached without a session');
  return {
    db: app.database.db,
    now: app.clock(),
    municipality: request.municipality,
    firm: app.config.firm,
    actor: { id: session.user.id, email: session.user.email, role: session.user.role },
    captcha: app.captcha,
    link: (pathWithQuery) => appLink(request, pathWithQuery),
    requestId: request.id,
  };
}

/** The branding the e-mail templates take. */
export function mailContext(ctx: FilingContext) {
  return {
    municipality: {
      displayName: ctx.municipality.displayName,
      shortName: ctx.municipality.shortName,
    },
    firm: { name: ctx.firm.name, phone: ctx.firm.phone, website: ctx.firm.website },
  };
}
