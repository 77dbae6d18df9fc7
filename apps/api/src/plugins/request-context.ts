import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, negotiateLanguage, type Language, type Role } from '@ir/domain';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { appLink, municipalityLink } from './links.ts';
import type { MunicipalityConfig } from './municipality.ts';
import type { FileStorage } from './storage-interface.ts';

/** The signed-in account acting. */
export interface Actor {
  id: number;
  email: string;
  role: Role;
}

/**
 * What a service needs of the request it serves, without depending on Fastify. Built once
 * per request, after the session and the policy (`request.ctx`); code without a request (the
 * CLI, a worker, a test) builds one with `createContext`.
 */
export interface RequestContext {
  /** Services open their own transactions on it (see db/transaction-scope.ts). */
  db: Db;
  /** The app clock, read once when the request began. */
  now: Date;
  /** From the Host, never from the request body. */
  municipality: MunicipalityConfig;
  firm: Config['firm'];
  storage: FileStorage;
  captcha: { verify(payload: string): Promise<boolean> };
  /** The TOTP secrets' key and STAFF_MFA. */
  mfa: Config['mfa'];
  /** An absolute link to a page of the app, on this municipality's host (or PUBLIC_URL). */
  link(pathWithQuery: string): string;
  /** Absent outside a request. */
  requestId?: string;
  /** The signed-in account; absent for a visitor. */
  actor?: Actor;
  /** The page's language, from Accept-Language (the web sends its own); English by default. */
  language: Language;
}

/** The context of a request made with a session: what a service acting for an account takes. */
export type SignedInContext = RequestContext & { actor: Actor };

/**
 * Only for routes whose declared access needs a session: the policy has already refused
 * visitors, so reaching here without one is a bug, not a 401.
 */
export function signedIn(ctx: RequestContext): SignedInContext {
  if (!isSignedIn(ctx)) throw new Error('a route that needs an account reached without a session');
  return ctx;
}

function isSignedIn(ctx: RequestContext): ctx is SignedInContext {
  return ctx.actor !== undefined;
}

/** The number owners call about `m`: its own support phone, else the firm's. */
export function firmFor(
  firm: Config['firm'],
  m: Pick<MunicipalityConfig, 'supportPhone'>,
): Config['firm'] {
  return m.supportPhone ? { ...firm, phone: m.supportPhone } : firm;
}

/** The app's side of a context; the app itself is one. */
export interface ContextServices {
  config: Config;
  database: { db: Db };
  /** The time in a municipality (a test server may move one municipality's). */
  clock: (municipalityKey?: string) => Date;
  storage: FileStorage;
  captcha: RequestContext['captcha'];
}

/**
 * A context from the app's services and what a request (or its stand-in) says. Without a
 * `link`, links are built on PUBLIC_URL or the municipality's first host.
 */
export function createContext(
  services: ContextServices,
  fields: {
    municipality: MunicipalityConfig;
    actor?: Actor;
    requestId?: string;
    link?: (pathWithQuery: string) => string;
    language?: Language;
  },
): RequestContext {
  const { municipality } = fields;
  return {
    db: services.database.db,
    now: services.clock(municipality.key),
    municipality,
    firm: firmFor(services.config.firm, municipality),
    storage: services.storage,
    captcha: services.captcha,
    mfa: services.config.mfa,
    link:
      fields.link ??
      ((pathWithQuery) => municipalityLink(services.config, municipality, pathWithQuery)),
    requestId: fields.requestId,
    actor: fields.actor,
    language: fields.language ?? DEFAULT_LANGUAGE,
  };
}

function requestContext(app: FastifyInstance, request: FastifyRequest): RequestContext {
  // A bearer key's account acts as a signed-in one would: the same services serve both.
  const user = request.session?.user ?? request.apiKeyAccount ?? undefined;
  return createContext(app, {
    municipality: request.municipality,
    requestId: request.id,
    link: (pathWithQuery) => appLink(request, pathWithQuery),
    actor: user && { id: user.id, email: user.email, role: user.role },
    language: negotiateLanguage(request.headers['accept-language']),
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's context for services; set once the session and the policy have run. */
    ctx: RequestContext;
  }
}

/**
 * Registered after the session and the policy (an `onRequest` hook runs in the order it was
 * added), so the context carries the session's account and is never built for a refused request.
 */
export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      request.ctx = requestContext(app, request);
    });
  },
  { name: 'request-context', dependencies: ['session', 'policy', 'captcha', 'storage'] },
);
