import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { apiError, registerErrorHandling } from './plugins/errors.ts';
import { municipalityPlugin } from './plugins/municipality.ts';
import { contentSecurityPolicy } from './plugins/security.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { sessionPlugin } from './plugins/session.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import { mailWorkerPlugin } from './modules/mail/worker.ts';
import { loadMunicipalityRegistry } from './modules/municipalities/service.ts';
import { municipalityRoutes } from './modules/municipalities/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { googleRoutes } from './modules/auth/google/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { serializeErrorForLog, serializeRequestForLog } from './modules/auth/log-redaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The current time; tests replace it to cross filing deadlines. */
    clock: () => Date;
  }
}

export const API_PREFIX = '/api';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Logger on by default; tests turn it off. */
  logger?: boolean;
}

/** Builds the whole server without listening; server.ts and the tests share it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            // Links (/verify, /changepassword, verifyuser, OIDC replies) carry secrets in the
            // query, and a failed query's parameters can hold a reset link or a hash.
            serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Fastify accepts a hop count at run time though its types omit it.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // The API and app share one origin; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compressionPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Informal Review API',
        version: '1.0.0',
        description:
          'Every route of the informal review service. Paths, fields and error_message codes are a contract (see docs/api.md).',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  const registry = await loadMunicipalityRegistry(
    database.db,
    config.DEFAULT_MUNICIPALITY,
    clock(),
  );
  await app.register(municipalityPlugin, { registry });
  await app.register(originCheckPlugin);
  await app.register(sessionPlugin);
  await app.register(captchaPlugin);
  await app.register(mailWorkerPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(municipalityRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(googleRoutes, { prefix: '/auth' });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(apiError(404, `No API route ${request.method} ${request.url}`)),
      );
    },
    { prefix: API_PREFIX },
  );

  registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, API_PREFIX);
  return app;
}
