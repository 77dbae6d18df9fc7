import fp from 'fastify-plugin';

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
