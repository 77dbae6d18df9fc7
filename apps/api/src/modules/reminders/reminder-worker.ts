import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { sendDueReminders, type ReminderDeps } from './send-due-reminders.ts';

export interface ReminderTiming {
  /** Wait after start before the first pass, so a start-up is not slowed by it. */
  firstDelayMs: number;
  intervalMs: number;
}

/** REMINDER_INTERVAL_SECONDS apart (an hour by default), the first a minute after start at most. */
export function reminderTiming(intervalSeconds: number): ReminderTiming {
  const intervalMs = intervalSeconds * 1000;
  return { firstDelayMs: Math.min(60_000, intervalMs), intervalMs };
}

/**
 * Runs sendDueReminders on a timer, like the draft purge: started when the app is ready,
 * stopped (after the pass in hand) when it closes. Every instance runs one; `sent_reminders`
 * decides which of them sends each reminder.
 */
export class ReminderWorker {
  private loop: Promise<void> | null = null;
  private stopped = false;
  private wakeWait: (() => void) | null = null;

  constructor(
    private readonly deps: ReminderDeps,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly timing: ReminderTiming,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeWait?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    await this.idle(this.timing.firstDelayMs);
    while (!this.stopped) {
      try {
        const result = await sendDueReminders(this.deps, this.clock());
        if (result.drafts > 0 || result.closing > 0) this.log.info(result, 'reminders enqueued');
      } catch (err) {
        // The database may be briefly unreachable; the next pass tries again.
        this.log.error({ err }, 'reminder pass failed');
      }
      await this.idle(this.timing.intervalMs);
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

export const reminderPlugin = fp(
  async (app) => {
    const worker = new ReminderWorker(
      { db: app.database.workerDb, config: app.config, municipalities: app.municipalities },
      app.clock,
      app.log.child({ module: 'reminders' }),
      reminderTiming(app.config.REMINDER_INTERVAL_SECONDS),
    );
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'reminders', dependencies: ['municipality'] },
);
