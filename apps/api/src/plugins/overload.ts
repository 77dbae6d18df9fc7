import os from 'node:os';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@ir/domain';
import type { PoolStats } from '../db/client.ts';
import { RETRY_AFTER_SECONDS } from './busy.ts';
import { apiError, inRequestLanguage } from './errors.ts';

/**
 * When this instance has more work than it can do well, new work is refused at once with
 * 503 and Retry-After instead of queueing until everything times out (decision 025).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A request that starts someone's work (a sign-up, a password reset): refused first when
     * the instance is busy, so that those already filing finish rather than everyone slowing
     * down. Sign-in is not one: after a sign-up it is the middle of a filing, and refusing it
     * would throw away the sign-up's work.
     */
    startsWork?: boolean;
  }
}

export interface OverloadLimits {
  /** API requests in progress in this instance; one more is refused. */
  maxInFlight: number;
  /**
   * API requests in progress beyond which a request that starts work is refused. Little's law:
   * in progress = arrivals × time each takes, so the count rises as soon as requests slow down.
   */
  maxInFlightToStart: number;
  /** Requests already queued for a database connection; one more is refused. */
  maxPoolWaiting: number;
  /** Mean event-loop delay over the last sample, in ms; past it requests are refused (0: off). */
  maxEventLoopDelayMs: number;
}

const CORES = Math.max(1, os.availableParallelism());

export const OVERLOAD_LIMITS: OverloadLimits = {
  maxInFlight: 256,
  maxInFlightToStart: 6 * CORES,
  maxPoolWaiting: 50,
  maxEventLoopDelayMs: 500,
};

/** How often the refusals are summed up in the log: one line per refusal would add to the load. */
const REFUSAL_LOG_EVERY_MS = 10_000;

export interface OverloadOptions {
  limits: OverloadLimits;
  apiPrefix: string;
  poolStats?: (() => PoolStats) | undefined;
}

/**
 * Sheds API requests while the instance is saturated: too many in progress, too many
 * waiting for a database connection, or an event loop running late. Health checks are
 * always answered, and the web app's files too (they cost next to nothing).
 */
export const overloadPlugin = fp<OverloadOptions>(
  async (app, { limits, apiPrefix, poolStats }) => {
    const sheds = (request: FastifyRequest) =>
      request.url.startsWith(`${apiPrefix}/`) &&
      !request.url.startsWith(`${apiPrefix}/healthz`) &&
      !request.url.startsWith(`${apiPrefix}/readyz`);

    // Measures the event loop; the decision is taken below, for API requests only.
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      pressureHandler: () => undefined,
    });

    const refused = new Map<string, number>();
    let lastLogged = Date.now();
    /** Marks the reply 503 with Retry-After and gives the body to send. */
    const busy = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
      refused.set(reason, (refused.get(reason) ?? 0) + 1);
      if (Date.now() - lastLogged >= REFUSAL_LOG_EVERY_MS) {
        request.log.warn({ refused: Object.fromEntries(refused) }, 'refused: server busy');
        refused.clear();
        lastLogged = Date.now();
      }
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return inRequestLanguage(request, apiError(503, MESSAGES.busy.serverBusy, 'server_busy'));
    };

    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (!sheds(request)) return;
      if (app.isUnderPressure()) return reply.send(busy(request, reply, 'event-loop-delay'));
      const startsWork = request.routeOptions.config.startsWork === true;
      if (inFlight >= (startsWork ? limits.maxInFlightToStart : limits.maxInFlight)) {
        return reply.send(busy(request, reply, startsWork ? 'in-flight-to-start' : 'in-flight'));
      }
      if ((poolStats?.().waiting ?? 0) >= limits.maxPoolWaiting) {
        return reply.send(busy(request, reply, 'pool-wait'));
      }
      inFlight += 1;
      // 'close' comes once per response, whether it finished or the client went away.
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
  },
  { name: 'overload' },
);
