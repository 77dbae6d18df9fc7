import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An absolute link into the web app for an e-mail: on PUBLIC_URL when it is set (production
 * requires it), otherwise on the host the request came to, so a link asked for on
 * amherst.localhost stays there.
 */
export function appLink(request: FastifyRequest, pathWithQuery: string): string {
  // '//host/...' would be read as another host, not a path.
  if (!pathWithQuery.startsWith('/') || pathWithQuery.startsWith('//')) {
    throw new Error(`appLink needs an absolute path, got ${JSON.stringify(pathWithQuery)}`);
  }
  const { PUBLIC_URL } = request.server.config;
  const origin = PUBLIC_URL ? new URL(PUBLIC_URL).origin : requestOrigin(request);
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
  const [canonical] = m.hosts;
  return canonical ? `https://${canonical}` : `http://localhost:${request.server.config.PORT}`;
}
