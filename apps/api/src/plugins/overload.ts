import os from 'node:os';
import { isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { PoolStats } from '../db/client.ts';
import { RETRY_AFTER_SECONDS } from './busy.ts';
import { refusal, requestLanguage } from './errors.ts';

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
  /** API requests in progress in this instance (their bodies read); one more is refused. */
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
  /**
   * Request bodies still arriving from one client (an IPv4 address, or an IPv6 /64: one
   * household or phone holds a whole /64); one more is refused. A multipart upload counts for
   * its whole life, as it reads its body in its handler.
   */
  maxArrivingPerClient: number;
  /** Request bodies still arriving in this instance, from every client; one more is refused. */
  maxArriving: number;
}

const CORES = Math.max(1, os.availableParallelism());

export const OVERLOAD_LIMITS: OverloadLimits = {
  maxInFlight: 256,
  maxInFlightToStart: 6 * CORES,
  maxPoolWaiting: 50,
  maxEventLoopDelayMs: 500,
  // A phone sending a whole draft's files at once (DRAFT_FILES_MAX, 20) and a dozen more from
  // the same office or household; decision 025 gives the reasoning.
  maxArrivingPerClient: 32,
  maxArriving: 512,
};

/** How often the refusals are summed up in the log: one line per refusal would add to the load. */
const REFUSAL_LOG_EVERY_MS = 10_000;

export interface OverloadOptions {
  limits: OverloadLimits;
  apiPrefix: string;
  poolStats?: (() => PoolStats) | undefined;
}

/** Why the instance refuses new work of any kind. */
export type Refusal = 'event-loop-delay' | 'in-flight' | 'pool-wait';

export interface OverloadState {
  /**
   * Why this instance refuses every new API request now, or undefined while it takes them.
   * The door for requests that start work closes earlier and is not counted: it refuses only
   * those, and closes often on a busy day.
   */
  refusing(): Refusal | undefined;
  /** Requests holding an in-flight place, and request bodies still arriving. */
  counts(): { inFlight: number; arriving: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    overload: OverloadState;
  }
}

/** What one request holds; released once, when its answer ends or its client goes away. */
interface Place {
  /** The client whose arriving body this is, while it arrives. */
  arrivingFrom: string | undefined;
  inFlight: boolean;
  closed: boolean;
}

/**
 * The key one client's arriving bodies are counted under: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one too), and an IPv6 address by its /64, which a single subscriber holds
 * whole and could otherwise spread its requests across.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const first = groups(head);
  const all =
    tail === undefined
      ? first
      : [
          ...first,
          ...Array<string>(8 - first.length - groups(tail).length).fill('0'),
          ...groups(tail),
        ];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Whether the request comes with a body to read (Node has checked the framing already). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/** @fastify/multipart reads the body in the handler, so it arrives for the request's whole life. */
function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/**
 * How finely the event loop's delay is sampled, and how often its mean is judged. The
 * @fastify/under-pressure plugin used before sampled every 10 ms whatever its settings: a
 * hundred wake-ups a second, most of an idle instance's CPU. A loop 500 ms late shows as well
 * at 100 ms (docs/decisions/025-overload-and-pool-limits.md).
 */
const EVENT_LOOP_RESOLUTION_MS = 100;
const EVENT_LOOP_SAMPLE_MS = 1000;

/** Whether the event loop ran more than `maxDelayMs` late on average over the last sample. */
export function eventLoopLateness(maxDelayMs: number): { late(): boolean; stop(): void } {
  if (maxDelayMs <= 0) return { late: () => false, stop: () => undefined };
  const histogram = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  histogram.enable();
  let late = false;
  const sample = setInterval(() => {
    // No sample at all in a whole second: the loop was held up all along.
    const delayMs =
      histogram.count === 0 ? Infinity : histogram.mean / 1e6 - EVENT_LOOP_RESOLUTION_MS;
    late = delayMs > maxDelayMs;
    histogram.reset();
  }, EVENT_LOOP_SAMPLE_MS);
  sample.unref();
  return {
    late: () => late,
    stop() {
      clearInterval(sample);
      histogram.disable();
    },
  };
}

/**
 * Sheds API requests while the instance is saturated: too many in progress, too many
 * waiting for a database connection, or an event loop running late. A request counts as in
 * progress only once its body has arrived, so clients sending slowly hold no place; bodies
 * still arriving are counted apart, per client and in all. Health checks are always answered,
 * and the web app's files too (they cost next to nothing).
 */
export const overloadPlugin = fp<OverloadOptions>(
  async (app, { limits, apiPrefix, poolStats }) => {
    const sheds = (request: FastifyRequest) =>
      request.url.startsWith(`${apiPrefix}/`) &&
      !request.url.startsWith(`${apiPrefix}/healthz`) &&
      !request.url.startsWith(`${apiPrefix}/readyz`);

    // Measures the event loop; the decision is taken below, for API requests only.
    const loop = eventLoopLateness(limits.maxEventLoopDelayMs);
    app.addHook('onClose', async () => loop.stop());

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
      return refusal(requestLanguage(request), 503, 'busy.serverBusy', 'server_busy');
    };

    let inFlight = 0;
    let arriving = 0;
    const arrivingByClient = new Map<string, number>();
    const places = new WeakMap<FastifyRequest, Place>();

    const refusing = (): Refusal | undefined => {
      if (loop.late()) return 'event-loop-delay';
      if (inFlight >= limits.maxInFlight) return 'in-flight';
      if ((poolStats?.().waiting ?? 0) >= limits.maxPoolWaiting) return 'pool-wait';
      return undefined;
    };
    const doorClosed = (request: FastifyRequest) =>
      request.routeOptions.config.startsWork === true && inFlight >= limits.maxInFlightToStart;

    const stopArriving = (place: Place) => {
      const from = place.arrivingFrom;
      if (from === undefined) return;
      place.arrivingFrom = undefined;
      arriving -= 1;
      const left = (arrivingByClient.get(from) ?? 1) - 1;
      if (left === 0) arrivingByClient.delete(from);
      else arrivingByClient.set(from, left);
    };

    app.decorate('overload', {
      refusing,
      counts: () => ({ inFlight, arriving }),
    } satisfies OverloadState);

    // The cheap checks come first, before the session or anything else that costs; a request
    // refused here has cost nothing but its headers.
    app.addHook('onRequest', async (request, reply) => {
      if (!sheds(request)) return;
      const refusal = refusing() ?? (doorClosed(request) ? 'in-flight-to-start' : undefined);
      if (refusal) return reply.send(busy(request, reply, refusal));
      const place: Place = { arrivingFrom: undefined, inFlight: false, closed: false };
      if (hasBody(request)) {
        const from = clientKey(request.ip ?? '');
        const fromClient = arrivingByClient.get(from) ?? 0;
        if (fromClient >= limits.maxArrivingPerClient) {
          return reply.send(busy(request, reply, 'arriving-per-client'));
        }
        if (arriving >= limits.maxArriving) return reply.send(busy(request, reply, 'arriving'));
        arrivingByClient.set(from, fromClient + 1);
        arriving += 1;
        place.arrivingFrom = from;
      } else {
        inFlight += 1;
        place.inFlight = true;
      }
      places.set(request, place);
      // 'close' comes once per response, whether it finished or the client went away (in the
      // middle of its body too).
      reply.raw.once('close', () => {
        place.closed = true;
        stopArriving(place);
        if (place.inFlight) {
          place.inFlight = false;
          inFlight -= 1;
        }
      });
    });

    // Runs once Fastify has read and parsed the body: from here the request is work in progress.
    app.addHook('preValidation', async (request, reply) => {
      const place = places.get(request);
      if (!place || place.closed || place.arrivingFrom === undefined || isMultipart(request)) {
        return;
      }
      stopArriving(place);
      const refusal =
        inFlight >= limits.maxInFlight
          ? 'in-flight'
          : doorClosed(request)
            ? 'in-flight-to-start'
            : undefined;
      if (refusal) return reply.send(busy(request, reply, refusal));
      inFlight += 1;
      place.inFlight = true;
    });
  },
  { name: 'overload' },
);
