import pino, { type DestinationStream } from 'pino';
import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The server's logger: JSON lines at LOG_LEVEL, with credentials and secrets taken out.
 * Fastify builds its logger before any plugin runs, so this is an option for its
 * constructor rather than a registered plugin.
 */
export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // A test hands its own stream to read the lines back.
    ...(stream ? { stream } : {}),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // Links (/verify, /changepassword, verifyuser, OIDC replies) carry secrets in the
    // query, and a failed query's parameters can hold a reset link or a hash.
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
  };
}

/** Query parameters that carry secrets: e-mail link tokens and the OpenID Connect reply. */
const SECRET_PARAMS = new Set(['token', 'code', 'state']);

/** The URL with the values of secret query parameters replaced, for the request log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent; it cannot be one of our parameters.
      }
      return eq !== -1 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** What the logger is handed: Fastify's request, typed loosely as Fastify's logger types do. */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's default request serializer, with secrets taken out of the URL. */
export function serializeRequestForLog(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's error serializer, except that a failed query is logged without its parameters:
 * they hold what was being written (an e-mail with a reset link, a password hash), and the
 * SQL with its placeholders is enough to find the fault.
 */
export function serializeErrorForLog(err: Error) {
  if (!('query' in err && 'params' in err)) return pino.stdSerializers.err(err);
  const safe = new Error(`Failed query: ${String(err.query)}`, { cause: err.cause });
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return { ...pino.stdSerializers.err(safe), type: err.constructor.name };
}

/** The route of a request no route matched: its URL may carry anything a client sent. */
const UNMATCHED = '(unmatched)';

/**
 * One line per request, written when its answer has gone out (Fastify's own two lines are
 * turned off in app.ts): the request id (bound by Fastify as reqId), the municipality, the
 * route's pattern (`/api/applications/:id`, never the URL with its ids and query), the status,
 * the time taken, the account id when signed in and the error code of a refusal. Nothing else
 * about the person: no e-mail, no address, no IP (docs/operations.md).
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          muni: request.municipality?.key ?? null,
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          account: request.session?.user.id ?? null,
          ...(reply.statusCode >= 400 && reply.errorCode ? { code: reply.errorCode } : {}),
        },
        'request',
      );
    });
  },
  { name: 'request-log', dependencies: ['session'] },
);
