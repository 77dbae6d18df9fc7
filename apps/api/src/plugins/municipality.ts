import fp from 'fastify-plugin';
import type { MunicipalityConfig, MunicipalityRegistry } from '../modules/municipalities/index.ts';
import { apiError } from './errors.ts';

/** A Host (or trusted X-Forwarded-Host) value taken apart and checked. */
export interface RequestHost {
  /** Lower-cased, without a trailing dot; an IPv6 address keeps its brackets. */
  hostname: string;
  port: number | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The municipality this request is for, from its Host header. */
    municipality: MunicipalityConfig;
    /** The host the client addressed (`request.host`), validated; null when none was sent. */
    requestHost: RequestHost | null;
  }
  interface FastifyInstance {
    municipalities: MunicipalityRegistry;
  }
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * A DNS name or IPv4 address, or a bracketed IPv6 address, then an optional numeric port.
 * Nothing else: userinfo (`localhost:@evil.example`), paths, spaces and percent escapes
 * would all let a link built from the host point somewhere else.
 */
const HOST_PATTERN = new RegExp(
  `^(${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`,
);

/** The host and port of a Host header value, or null if it is not exactly that. */
export function parseHost(value: string): RequestHost | null {
  if (value.length > 260) return null;
  const match = HOST_PATTERN.exec(value.toLowerCase());
  if (!match) return null;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return null;
  return { hostname: (match[1] as string).replace(/\.$/, ''), port };
}

/** How often each instance asks whether the municipalities table changed (decision 034). */
export const MUNICIPALITY_REFRESH_MS = 1000;

export const municipalityPlugin = fp<{ registry: MunicipalityRegistry; refreshMs?: number }>(
  async (app, { registry, refreshMs = MUNICIPALITY_REFRESH_MS }) => {
    app.decorate('municipalities', registry);
    // One small read a second on the worker pool, so a request never waits for it; a change
    // made on another instance (or by `cli municipality`) applies here within that second.
    let timer: NodeJS.Timeout | undefined;
    let pass: Promise<void> | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (pass) return; // a slow database: never two reloads at once
        pass = registry
          .refresh(app.database.workerDb)
          .then(
            () => undefined,
            (error: unknown) => app.log.warn({ err: error }, 'could not reload the municipalities'),
          )
          .finally(() => {
            pass = null;
          });
      }, refreshMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await pass;
    });
    app.decorateRequest('municipality', null as unknown as MunicipalityConfig);
    app.decorateRequest('requestHost', null);
    app.addHook('onRequest', async (request, reply) => {
      // The raw Host chooses the municipality; request.host (X-Forwarded-Host behind a
      // trusted proxy) is what links are built from. Both must be plain host names.
      const raw = request.headers.host;
      const sent = request.host;
      const rawHost = raw === undefined || raw === '' ? null : parseHost(raw);
      const requestHost = sent === '' ? null : parseHost(sent);
      if ((raw !== undefined && raw !== '' && !rawHost) || (sent !== '' && !requestHost)) {
        return reply.status(400).send(apiError(400, 'The Host header is not valid.', 'bad_host'));
      }
      request.requestHost = requestHost;
      request.municipality = registry.resolve(rawHost?.hostname);
    });
  },
  { name: 'municipality' },
);
