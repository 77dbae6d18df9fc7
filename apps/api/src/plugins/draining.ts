import fp from 'fastify-plugin';
import { serverBusy } from './busy.ts';

/**
 * Leaving a load balancer's pool without losing a request (docs/operations.md, "Several
 * instances"). On SIGTERM the instance starts draining: readyz answers 503 at once while every
 * other request is still served, because the balancer goes on sending them until its health
 * checks have failed enough times. Once they have (or the bound has passed) the server closes:
 * requests in flight, uploads included, are finished, and a request that still arrives on a
 * kept-alive connection is answered 503 with Retry-After and Connection: close, never reset.
 */
declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

export interface DrainOptions {
  /** The longest wait for the balancer, in ms; 0 when no balancer sends traffic. */
  maxMs: number;
  /** Refused readiness checks after which the balancer has taken the instance out (its `fall`). */
  checks: number;
}

export interface Draining {
  /** Whether readyz refuses (draining or closing). */
  readonly active: boolean;
  /** Counts a readiness check refused while draining: the balancer's. */
  checkRefused(): void;
  /**
   * Starts draining. Resolves 'taken-out' once `checks` readiness checks were refused, or
   * 'bound' when `maxMs` passed first.
   */
  begin(options: DrainOptions): Promise<'taken-out' | 'bound'>;
}

export const drainingPlugin = fp(
  async (app) => {
    let active = false;
    let closing = false;
    let refused = 0;
    let onRefused: (() => void) | undefined;

    app.decorate('draining', {
      get active() {
        return active || closing;
      },
      checkRefused() {
        refused += 1;
        onRefused?.();
      },
      begin({ maxMs, checks }) {
        active = true;
        return new Promise<'taken-out' | 'bound'>((resolve) => {
          const timer = setTimeout(() => finish('bound'), maxMs);
          const finish = (how: 'taken-out' | 'bound') => {
            clearTimeout(timer);
            onRefused = undefined;
            resolve(how);
          };
          onRefused = () => refused >= checks && finish('taken-out');
          onRefused();
        });
      },
    } satisfies Draining);

    // Fastify's own answer while closing (return503OnClosing) has neither the error shape nor
    // Retry-After; this one has both.
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('connection', 'close');
      throw serverBusy('closing');
    });
    // A request in flight when the server closes ends its connection with its answer: kept
    // alive, the balancer's connection would hold the close up until its idle timeout.
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);
