import fp from 'fastify-plugin';
import { FIRST_PASS_AFTER_START_MS, PeriodicWorker } from '../../plugins/periodic-worker.ts';
import { claimBatch } from './bulk-repository.ts';
import { runBatch, type BatchDeps } from './run-batch.ts';

/**
 * How long an instance's claim on a batch holds without renewal: long enough for one row's
 * files to be scanned, short enough that a batch whose instance stopped is taken over soon.
 */
export const BATCH_LEASE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells this instance's batch worker that a batch was accepted. */
    batches: { wake: () => void };
  }
}

/**
 * Files accepted batches in the background (decision 043). Every instance runs one worker; a
 * batch is claimed with SKIP LOCKED, so each is filed by one instance at a time, and a batch
 * whose instance stopped is taken over once its lease has run out. On close the worker stops
 * between two rows and leaves the rest to whichever instance claims the batch next.
 */
export const batchWorkerPlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'bulk-batches' });
    const worker = new PeriodicWorker({
      name: 'bulk batch pass',
      log,
      firstDelayMs: FIRST_PASS_AFTER_START_MS,
      intervalMs: 5_000,
      pass: async () => {
        const batch = await claimBatch(app.database.db, app.clock(), BATCH_LEASE_MS);
        if (!batch) return false;
        await runBatch(deps, batch);
        return true;
      },
    });
    const deps: BatchDeps = {
      services: app,
      municipalities: app.municipalities,
      checkFile: (file, name, size) => app.uploads.checkFile(file, name, size),
      log,
      leaseMs: BATCH_LEASE_MS,
      stopping: () => worker.stopping,
    };
    app.decorate('batches', { wake: () => worker.wake() });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'bulk-batches', dependencies: ['municipality', 'uploads', 'storage'] },
);
