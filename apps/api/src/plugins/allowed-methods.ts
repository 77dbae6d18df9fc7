import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path (no query); empty for an unknown path. */
    allowedMethods(path: string): string[];
  }
}

/**
 * Records every route as it is added, so a not-found handler can tell "no such path" (404)
 * from "no such method here" (405 with Allow) under `prefix`. Registered before any route.
 */
export const allowedMethodsPlugin = fp<{ prefix: string }>(
  async (app, { prefix }) => {
    const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
    app.addHook('onRoute', (route) => {
      // Outside the prefix the web app's catch-all GET would claim every path.
      if (route.url !== prefix && !route.url.startsWith(`${prefix}/`)) return;
      const methods = [route.method].flat().map((m) => m.toUpperCase());
      routes.push({ pattern: patternOf(route.url), methods });
    });
    app.decorate('allowedMethods', (path: string) => {
      const allowed = new Set<string>();
      for (const route of routes) {
        if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
      }
      return [...allowed].sort();
    });
  },
  { name: 'allowed-methods' },
);

/**
 * The answer for an API path no route takes: 405 with Allow when the path exists for other
 * methods, else 404. Used by the API scope and by the web app's catch-all, whose wildcard GET
 * is what a GET to an API path without a GET route reaches.
 */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const allowed = request.server.allowedMethods(request.url.split('?')[0] as string);
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send(apiError(405, `${request.method} is not allowed on ${request.url}`));
  }
  return reply.status(404).send(apiError(404, `No API route ${request.method} ${request.url}`));
}

/** find-my-way's syntax, enough for matching: `:param` is one segment, `*` the rest. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}
