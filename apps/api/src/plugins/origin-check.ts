import fp from 'fastify-plugin';
import { apiError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard: a browser always sends Origin on a state-changing
 * fetch, so one that names another site is refused. Clients without Origin (curl, server to
 * server) carry no ambient cookie risk and pass.
 */
export const originCheckPlugin = fp(
  async (app) => {
    const publicOrigin = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : null;
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      // The filing API ignores cookies and takes only an Authorization header, which a page
      // of another site cannot make a browser send: there is nothing for a forgery to ride on.
      if (request.routeOptions.config.access === 'api-key') return;
      const origin = request.headers.origin;
      if (origin === undefined) return;
      const sameHost = `${request.protocol}://${request.host}`;
      if (origin === sameHost || origin === publicOrigin) return;
      return reply.status(403).send(apiError(403, 'Cross-site request refused.', 'bad_origin'));
    });
  },
  { name: 'origin-check' },
);
