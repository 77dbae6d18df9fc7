import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiError } from './errors.ts';
import { sendApiNotFound } from './allowed-methods.ts';
import { declareScopeAccess } from './policy.ts';

// The .br and .gz files the build writes beside each asset (apps/web/vite.config.ts).
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Serves the built React app; every non-API GET falls back to index.html (client routing).
 * Each file goes out as its precompressed sibling when the browser accepts one.
 */
export function registerWebApp(app: FastifyInstance, distDir: string, apiPrefix: string): void {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    void app.register(async (web) => {
      declareScopeAccess(web, 'public');
      await web.register(fastifyStatic, {
        root: distDir,
        // Looked up per request, so a rebuild is served without a restart.
        wildcard: true,
        index: ['index.html'],
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite fingerprints assets, so they never change under the same name; the shell
          // must be revalidated so a deploy reaches browsers at once.
          const servedFor = filePath.replace(PRECOMPRESSED, '');
          if (servedFor.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (servedFor === indexFile) {
            reply.header('cache-control', 'no-cache');
          }
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    if (isApi) return sendApiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(apiError(404, `No route ${request.method} ${request.url}`));
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .send(apiError(503, 'The web app is not built. Run `npm run build` or `npm start`.'));
    }
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', distDir, { cacheControl: false });
  });
}
