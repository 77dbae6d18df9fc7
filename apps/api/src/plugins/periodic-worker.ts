import type { FastifyBaseLogger } from 'fastify';

/**
 * The first pass of a worker meant to start at once (mail, webhooks, bulk batches): its queries
 * would otherwise come before the start's first requests on PGlite's one thread, and hold back
 * the first readyz by about a tenth of a warm start. Work that arrives meanwhile wakes it.
 */
export const FIRST_PASS_AFTER_START_MS = 2_000;

export interface PeriodicWorkerOptions {
  /** Names the work in the log line of a failed pass ("draft file purge failed"). */
  name: string;
  log: FastifyBaseLogger;
  /** Wait after start before the first pass, so a start-up is not slowed by it. */
  firstDelayMs: number;
  /** The wait between passes; a function when it depends on the moment (see pollWhileDeaf). */
  intervalMs: number | (() => number);
  /**
   * One pass of the work. True when more may be waiting: the next pass then runs at once. A
   * throw is logged and the next pass comes after the interval (the database may be briefly
   * unreachable).
   */
  pass: () => Promise<boolean>;
}

/**
 * A worker's wait between passes: `backstopMs` while the database's notices wake it (they come
 * at each commit that gives it work), `pollMs` while they may be missed.
 */
export function pollWhileDeaf(
  notices: { readonly listening: boolean },
  pollMs: number,
  backstopMs: number,
): () => number {
  return () => (notices.listening ? backstopMs : pollMs);
}

/**
 * A background loop: a pass, then a wait of `intervalMs` (cut short by `wake`), until `stop`,
 * which waits for the pass in hand. Started when the app is ready, stopped when it closes.
 */
export class PeriodicWorker {
  private loop: Promise<void> | null = null;
  private stopped = false;
  private woken = false;
  private wakeWait: (() => void) | null = null;

  constructor(private readonly options: PeriodicWorkerOptions) {}

  start(): void {
    this.loop = this.run();
  }

  /** True once `stop` was called: a long pass checks it to leave its work for later. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Runs the next pass now (or right after the one in hand) instead of after the interval. */
  wake(): void {
    this.woken = true;
    this.wakeWait?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeWait?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    await this.idle(this.options.firstDelayMs);
    while (!this.stopped) {
      let more = false;
      this.woken = false;
      try {
        more = await this.options.pass();
      } catch (err) {
        this.options.log.error({ err }, `${this.options.name} failed`);
      }
      const { intervalMs } = this.options;
      if (!more && !this.woken)
        await this.idle(typeof intervalMs === 'number' ? intervalMs : intervalMs());
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wakeWait?.(), ms);
      this.wakeWait = () => {
        clearTimeout(timer);
        this.wakeWait = null;
        resolve();
      };
    });
  }
}
