import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { MunicipalityConfig } from './municipality.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An absolute link into the web app for an e-mail: on PUBLIC_URL when it is set (production
 * requires it), otherwise on the host the request came to, so a link asked for on
 * amherst.localhost stays there.
 */
export function appLink(request: FastifyRequest, pathWithQuery: string): string {
  return linkOn(request.server.config, () => requestOrigin(request), pathWithQuery);
}

/**
 * The same link without a request to take the host from (the CLI, a worker, a test): on
 * PUBLIC_URL, otherwise on the municipality's first configured host.
 */
export function municipalityLink(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  municipality: Pick<MunicipalityConfig, 'hosts'>,
  pathWithQuery: string,
): string {
  return linkOn(config, () => canonicalOrigin(config, municipality), pathWithQuery);
}

function linkOn(
  config: Pick<Config, 'PUBLIC_URL'>,
  fallbackOrigin: () => string,
  pathWithQuery: string,
): string {
  // '//host/...' would be read as another host, not a path.
  if (!pathWithQuery.startsWith('/') || pathWithQuery.startsWith('//')) {
    throw new Error(`appLink needs an absolute path, got ${JSON.stringify(pathWithQuery)}`);
  }
  const { PUBLIC_URL } = config;
  const origin = PUBLIC_URL ? new URL(PUBLIC_URL).origin : fallbackOrigin();
  return new URL(pathWithQuery, origin).toString();
}

/**
 * The Host header is whatever the client sends, and unknown hosts still resolve to the
 * default municipality. Echoing it would let anyone request a password reset whose link
 * carries the victim's token to their own site (host-header poisoning), so the origin is
 * rebuilt from the host name and port the municipality plugin validated, and only when the
 * name is the request's municipality's or the machine itself; any other falls back to the
 * municipality's first configured host.
 */
function requestOrigin(request: FastifyRequest): string {
  const m = request.municipality;
  const host = request.requestHost;
  const known =
    host !== null &&
    (host.hostname === `${m.key}.localhost` ||
      m.hosts.some((h) => h.toLowerCase() === host.hostname) ||
      LOOPBACK_HOSTS.has(host.hostname));
  if (host && known) {
    // X-Forwarded-Proto is free text behind a trusted proxy; only two schemes make a link.
    const scheme = request.protocol === 'https' ? 'https' : 'http';
    return `${scheme}://${host.hostname}${host.port === undefined ? '' : `:${host.port}`}`;
  }
  return canonicalOrigin(request.server.config, m);
}

function canonicalOrigin(
  config: Pick<Config, 'PORT'>,
  municipality: Pick<MunicipalityConfig, 'hosts'>,
): string {
  const [canonical] = municipality.hosts;
  return canonical ? `https://${canonical}` : `http://localhost:${config.PORT}`;
}
