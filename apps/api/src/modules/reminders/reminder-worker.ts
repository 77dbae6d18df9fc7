import fp from 'fastify-plugin';
import { PeriodicWorker } from '../../plugins/periodic-worker.ts';
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
  private readonly worker: PeriodicWorker;

  constructor(
    deps: ReminderDeps,
    clock: () => Date,
    log: FastifyBaseLogger,
    timing: ReminderTiming,
  ) {
    this.worker = new PeriodicWorker({
      name: 'reminder pass',
      log,
      ...timing,
      pass: async () => {
        const result = await sendDueReminders(deps, clock());
        if (result.drafts > 0 || result.closing > 0) log.info(result, 'reminders enqueued');
        return false;
      },
    });
  }

  start(): void {
    this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
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
