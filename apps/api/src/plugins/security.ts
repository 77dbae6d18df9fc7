import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import type { Config } from '../config.ts';

/**
 * Only this origin, plus what later features need: Google's sign-in redirect (a top-level
 * navigation, so no directive) and Google Analytics when an id is configured. ALTCHA is
 * self-hosted and solves its proof of work in a blob: web worker.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const analytics = config.GOOGLE_ANALYTICS_ID
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...analytics],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...analytics],
    workerSrc: ["'self'", 'blob:'],
    // Only behind https: on plain http (localhost) it would break every script load.
    upgradeInsecureRequests: config.PUBLIC_URL?.startsWith('https://') ? [] : null,
  };
}

/** The one helmet configuration. */
export function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // The API and app share one origin; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Limits on what one client can hold open (docs/operations.md). Without them a request
 * body trickled a byte at a time stays open for ever, and a few hundred such connections
 * exhaust the process.
 */
export interface ServerLimits {
  /** The whole request, headers and body, must arrive within this (else 408). */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this. */
  idleTimeoutMs: number;
  /** How often Node checks the two timeouts above; they can overrun by up to this much. */
  timeoutCheckIntervalMs: number;
  /** A kept-alive connection is closed after this many requests. */
  maxRequestsPerSocket: number;
  /** Connections beyond this are dropped at once. */
  maxConnections: number;
}

export const SERVER_LIMITS: ServerLimits = {
  // Room for a few-megabyte upload on a slow uplink; a JSON body needs a fraction of it.
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  timeoutCheckIntervalMs: 2_000,
  maxRequestsPerSocket: 1000,
  maxConnections: 1024,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request id a client sent is kept only if it is a UUID, so a caller can trace its own
 * request; anything else (8,000 characters, log-forging text) is replaced by a new one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && UUID.test(sent) ? sent.toLowerCase() : randomUUID();
}

/** Helmet on every answer; the request id and, on the API, no caching unless a route says. */
export const securityPlugin = fp<{ config: Config; apiPrefix: string }>(
  async (app, { config, apiPrefix }) => {
    await app.register(fastifyHelmet, helmetOptions(config));
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // API answers depend on the session cookie; a shared cache must never hand one
      // person's answer to another, nor a browser keep it after sign-out.
      const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
      if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);
