import fp from 'fastify-plugin';
import { PeriodicWorker } from '../../plugins/periodic-worker.ts';
import type { RecordHistory } from './history.ts';
import { lapseDueOffers } from './lapse-offers.ts';

/**
 * Lapses the offers whose last day passed, every OFFER_SWEEP_INTERVAL_SECONDS, on the sweep
 * clock (a test server may move it forward). Every instance runs one; the filing's row lock
 * decides which lapses each offer.
 */
export const offerSweepPlugin = fp<{ recordHistory: RecordHistory }>(
  async (app, options) => {
    const log = app.log.child({ module: 'offers' });
    const intervalMs = app.config.OFFER_SWEEP_INTERVAL_SECONDS * 1000;
    const deps = {
      db: app.database.workerDb,
      config: app.config,
      municipalities: app.municipalities,
      recordHistory: options.recordHistory,
    };
    const worker = new PeriodicWorker({
      name: 'offer lapse sweep',
      log,
      firstDelayMs: Math.min(30_000, intervalMs),
      intervalMs,
      pass: async () => {
        const result = await lapseDueOffers(deps, app.sweepClock());
        if (result.lapsed > 0) log.info({ lapsed: result.lapsed }, 'offers lapsed');
        return result.more;
      },
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'offer-sweep', dependencies: ['municipality'] },
);
