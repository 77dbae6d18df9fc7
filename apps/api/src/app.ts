import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@ir/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { databaseNoticesPlugin } from './plugins/database-notices.ts';
import { municipalityPlugin } from './plugins/municipality.ts';
import {
  clientErrorHandler,
  preRoutingErrorHandler,
  requestIdOf,
  SERVER_LIMITS,
  securityPlugin,
  trustProxyOption,
  type ServerLimits,
} from './plugins/security.ts';
import { allowedMethodsPlugin, sendApiNotFound } from './plugins/allowed-methods.ts';
import { loggerOptions, requestLogPlugin } from './plugins/logging.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { OVERLOAD_LIMITS, overloadPlugin, type OverloadLimits } from './plugins/overload.ts';
import { drainingPlugin } from './plugins/draining.ts';
import { declareScopeAccess, policyPlugin, routeAccessPlugin } from './plugins/policy.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import { storagePlugin } from './plugins/storage.ts';
import { uploadsPlugin } from './plugins/upload-pipeline/index.ts';
import { mailWorkerPlugin, outboxStats } from './modules/mail/index.ts';
import { sessionPlugin } from './modules/sessions/index.ts';
import { loadMunicipalityRegistry } from './modules/municipalities/service.ts';
import { municipalityRoutes } from './modules/municipalities/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { authRoutes, captchaRoutes, googleRoutes, mfaRoutes } from './modules/auth/index.ts';
import { adminSettingsRoutes } from './modules/admin-settings/index.ts';
import { draftPurgePlugin, uploadsRoutes } from './modules/uploads/index.ts';
import { batchWorkerPlugin, filingRoutes } from './modules/filing/index.ts';
import { recordOwnerEvent, reviewRoutes } from './modules/review/index.ts';
import { propertyRoutes } from './modules/properties/index.ts';
import { townRoutes } from './modules/town/index.ts';
import {
  integrityCheckRoutes,
  outcomesRoutes,
  ratioStudyRoutes,
} from './modules/roll-integrity/index.ts';
import { reminderPlugin, reminderRoutes } from './modules/reminders/index.ts';
import { meetingReminderPlugin, meetingRoutes } from './modules/meetings/index.ts';
import { offerRoutes, offerSweepPlugin } from './modules/offers/index.ts';
import { apiKeyRoutes, authenticateApiKey } from './modules/api-keys/index.ts';
import { filingApiRoutes } from './modules/filing-api/index.ts';
import { representativeRoutes } from './modules/representatives/index.ts';
import {
  webhookNetworkFor,
  webhookRoutes,
  webhookWorkerPlugin,
  type WebhookNetwork,
} from './modules/webhooks/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /**
     * The current time, in a municipality when one is given; tests replace it to cross filing
     * deadlines, and a test server may move one municipality's (TEST_CLOCK_OFFSETS_FILE).
     */
    clock: (municipalityKey?: string) => Date;
    /**
     * The time the settlement sweeps (offers lapsing, meeting reminders) go by: `clock`,
     * unless a test server moves it forward (TEST_CLOCK_OFFSETS_FILE).
     */
    sweepClock: () => Date;
  }
}

export const API_PREFIX = API_BASE_PATH;

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: (municipalityKey?: string) => Date;
  /** The settlement sweeps' time; `clock` when not given. */
  sweepClock?: () => Date;
  /** Logger on by default; tests turn it off. */
  logger?: boolean;
  /** Where the log lines go instead of stdout; a test reads them back. */
  logStream?: DestinationStream;
  /** Connection limits; tests shorten the timeouts to watch them fire. */
  serverLimits?: Partial<ServerLimits>;
  /** Load-shedding thresholds; tests lower them to see requests refused. */
  overloadLimits?: Partial<OverloadLimits>;
  /** Webhooks' address rules and resolver; tests apply production's rules to a made-up DNS. */
  webhookNetwork?: Partial<WebhookNetwork>;
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** What `setValidatorCompiler` and `setSerializerCompiler` install; Fastify types only Ajv's. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** Builds the whole server without listening; server.ts and the tests share it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const limits = { ...SERVER_LIMITS, ...options.serverLimits };
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    // requestLogPlugin writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    frameworkErrors: preRoutingErrorHandler(config),
    // The draining plugin answers while closing, in the error shape and with Retry-After.
    return503OnClosing: false,
    clientErrorHandler: clientErrorHandler(config),
    // Every schema is zod's. Given as the compilers' factories, not set after, so that Fastify
    // never loads Ajv and fast-json-stringify for its default compilers (a twentieth of a start).
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = limits.maxConnections;

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('sweepClock', options.sweepClock ?? (() => clock()));
  registerErrorHandling(app);
  await app.register(routeAccessPlugin);
  await app.register(allowedMethodsPlugin, { prefix: API_PREFIX });
  await app.register(securityPlugin, { config, apiPrefix: API_PREFIX });
  // Early, so its hooks see every request, those refused as busy included.
  await app.register(metricsPlugin, { outboxStats });
  // Before the session and everything else that needs the database: a shed request costs nothing.
  await app.register(overloadPlugin, {
    limits: {
      ...OVERLOAD_LIMITS,
      // PGlite answers queries on this thread, so a late event loop is its work (already
      // bounded by the in-flight limit), not a sign of overload: the check would shed at random.
      ...(database.driver === 'pglite' ? { maxEventLoopDelayMs: 0 } : {}),
      ...options.overloadLimits,
    },
    apiPrefix: API_PREFIX,
    poolStats: database.poolStats,
  });
  await app.register(drainingPlugin);
  await app.register(compressionPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Informal Review API',
        version: '1.0.0',
        description:
          'Every route of the informal review service. Paths, fields and error_message codes are a contract (see docs/api.md).',
      },
      components: {
        securitySchemes: {
          // The filing API (/api/v1, decision 053) takes a representative's key, never a cookie.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A representative\'s API key (irk_…), made on the API keys page; send it as "Authorization: Bearer irk_…" on the municipality\'s own address.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    declareScopeAccess(docs, 'public');
    await docs.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  });

  const registry = await loadMunicipalityRegistry(
    database.db,
    config.DEFAULT_MUNICIPALITY,
    clock(),
  );
  await app.register(databaseNoticesPlugin);
  await app.register(municipalityPlugin, { registry });
  await app.register(originCheckPlugin);
  await app.register(sessionPlugin);
  // The filing API's bearer keys are the api-keys module's to check (decision 053).
  await app.register(policyPlugin, { authenticateApiKey });
  await app.register(requestLogPlugin);
  await app.register(captchaPlugin);
  await app.register(mailWorkerPlugin);
  await app.register(storagePlugin);
  // After the session and the policy: its hook sees the account and runs only for allowed requests.
  await app.register(requestContextPlugin);
  await app.register(uploadsPlugin);
  await app.register(draftPurgePlugin);
  await app.register(reminderPlugin);
  await app.register(meetingReminderPlugin);
  await app.register(offerSweepPlugin, { recordHistory: recordOwnerEvent });
  await app.register(batchWorkerPlugin);
  const webhookNetwork = webhookNetworkFor(config, options.webhookNetwork);
  await app.register(webhookWorkerPlugin, { network: webhookNetwork });

  await app.register(
    async (api) => {
      // First, where the captcha plugin used to register it: the OpenAPI document keeps its order.
      await api.register(captchaRoutes);
      await api.register(healthRoutes);
      await api.register(municipalityRoutes);
      await api.register(authRoutes);
      await api.register(googleRoutes);
      await api.register(mfaRoutes);
      await api.register(adminRoutes);
      await api.register(adminSettingsRoutes);
      await api.register(uploadsRoutes);
      await api.register(filingRoutes);
      await api.register(reviewRoutes);
      await api.register(offerRoutes, { recordHistory: recordOwnerEvent });
      await api.register(propertyRoutes);
      await api.register(townRoutes);
      await api.register(ratioStudyRoutes);
      await api.register(outcomesRoutes);
      await api.register(integrityCheckRoutes);
      await api.register(reminderRoutes);
      await api.register(meetingRoutes, { recordHistory: recordOwnerEvent });
      await api.register(apiKeyRoutes);
      await api.register(filingApiRoutes);
      await api.register(representativeRoutes);
      await api.register(webhookRoutes, { network: webhookNetwork });
      api.setNotFoundHandler(sendApiNotFound);
    },
    { prefix: API_PREFIX },
  );

  registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, API_PREFIX);
  return app;
}
