import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { MEETING_REMINDER_HOURS } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { municipalityLink } from '../../plugins/links.ts';
import type { MunicipalityConfig } from '../../plugins/municipality.ts';
import { PeriodicWorker } from '../../plugins/periodic-worker.ts';
import { firmFor } from '../../plugins/request-context.ts';
import { claimDueReminders } from './repository.ts';
import { mailOwner } from './shared.ts';

/** Reminders claimed per transaction: a pass with more due runs again at once. */
const BATCH = 100;

export interface MeetingReminderDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'firm'>;
  municipalities: { get(key: string): MunicipalityConfig | undefined };
}

/**
 * One pass: booked meetings starting within the next 24 hours and not yet reminded are
 * claimed (SKIP LOCKED, `reminder_sent_at`) and their reminders enqueued in the same
 * transaction, so passes on several instances send each reminder once. Answers whether more
 * may be due.
 */
export async function sendMeetingReminders(deps: MeetingReminderDeps, now: Date): Promise<number> {
  const until = new Date(now.getTime() + MEETING_REMINDER_HOURS * 3600_000);
  return deps.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, until, BATCH);
    for (const booking of due) {
      const municipality = deps.municipalities.get(booking.municipalityKey);
      if (!municipality) continue;
      await mailOwner(
        tx,
        {
          municipality,
          firm: firmFor(deps.config.firm, municipality),
          link: (path) => municipalityLink(deps.config, municipality, path),
        },
        'reminder',
        booking,
      );
    }
    return due.length;
  });
}

/** The reminder sweep on a timer (MEETING_SWEEP_INTERVAL_SECONDS), on the sweep clock. */
export function meetingReminderWorker(
  deps: MeetingReminderDeps,
  clock: () => Date,
  log: FastifyBaseLogger,
  intervalMs: number,
): PeriodicWorker {
  return new PeriodicWorker({
    name: 'meeting reminders',
    log,
    firstDelayMs: Math.min(60_000, intervalMs),
    intervalMs,
    pass: async () => {
      const sent = await sendMeetingReminders(deps, clock());
      if (sent > 0) log.info({ sent }, 'meeting reminders enqueued');
      return sent === BATCH;
    },
  });
}

export const meetingReminderPlugin = fp(
  async (app) => {
    const worker = meetingReminderWorker(
      { db: app.database.workerDb, config: app.config, municipalities: app.municipalities },
      app.sweepClock,
      app.log.child({ module: 'meetings' }),
      app.config.MEETING_SWEEP_INTERVAL_SECONDS * 1000,
    );
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'meeting-reminders', dependencies: ['municipality'] },
);
