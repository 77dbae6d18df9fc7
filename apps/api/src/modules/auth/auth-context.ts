import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';

/** What the account services need from a request, without depending on Fastify. */
export interface AuthContext {
  db: Db;
  now: Date;
  municipality: MunicipalityConfig;
  firm: Config['firm'];
  /** The TOTP secrets' key and STAFF_MFA. */
  mfa: Config['mfa'];
  captcha: { verify(payload: string): Promise<boolean> };
  /** An absolute link to a page of the app, on this municipality's host (or PUBLIC_URL). */
  link(pathWithQuery: string): string;
  requestId?: string;
}

/** The branding the e-mail templates take. */
export function mailContext(ctx: AuthContext) {
  return {
    municipality: {
      displayName: ctx.municipality.displayName,
      shortName: ctx.municipality.shortName,
    },
    firm: { name: ctx.firm.name, phone: ctx.firm.phone, website: ctx.firm.website },
  };
}
