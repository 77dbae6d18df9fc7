import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { apiError } from './errors.ts';

// Not imported: an ESM import of node:http builds its module facade, whose getters load undici
// (tens of milliseconds of every start).
const { STATUS_CODES } = process.getBuiltinModule('node:http');

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

/** The one helmet configuration, applied through securityHeaders. */
export function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // The API and app share one origin; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, as a plain list: set on every answer by the plugin below, and by
 * hand on answers written before Fastify routes a request (a malformed URL, headers too
 * large), where no hook runs, yet which must be as guarded as every other answer.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    collector as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
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

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5 believes nothing at all for a bare hop count
 * (every client would share the load balancer's address and its rate limits), so a count
 * becomes the function Express-style hop counting means: the nearest `hops` peers are
 * proxies, and the address just beyond them is the client.
 */
export function trustProxyOption(
  trustProxy: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request id a client sent is kept only if it is a UUID, so a caller can trace its own
 * request; anything else (8,000 characters, log-forging text) is replaced by a new one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && UUID.test(sent) ? sent.toLowerCase() : randomUUID();
}

/**
 * Helmet's headers on every answer, worked out once (they depend on the configuration only;
 * @fastify/helmet would build helmet's middleware again for every request); the request id
 * and, on the API, no caching unless a route says.
 */
export const securityPlugin = fp<{ config: Config; apiPrefix: string }>(
  async (app, { config, apiPrefix }) => {
    const headers = securityHeaders(config);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
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

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%c0%ae`) is refused before routing,
 * where no hook runs, so the error shape and the guard headers are set here.
 */
export function preRoutingErrorHandler(config: Config) {
  const headers = securityHeaders(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 400;
    void reply
      .headers(headers)
      .header('cache-control', 'no-store')
      .header('x-request-id', request.id)
      .status(status)
      .send(
        apiError(status, status === 400 ? 'The address is not valid.' : 'The request was refused.'),
      );
  };
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request (headers too large, the
 * request took too long, malformed HTTP) and only the socket is left. Written by hand, in the
 * one error shape with the guard headers, then the connection is closed.
 */
export function clientErrorHandler(config: Config) {
  const headers = securityHeaders(config);
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Once an answer has started there is nothing sound left to write.
    if (socket.writable && socket.bytesWritten === 0) {
      const status =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? 408
            : 400;
      const message =
        status === 431
          ? 'The request headers are too large.'
          : status === 408
            ? 'The request took too long to arrive.'
            : 'The request is not valid HTTP.';
      const body = JSON.stringify(apiError(status, message));
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
