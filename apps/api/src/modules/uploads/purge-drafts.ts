import fp from 'fastify-plugin';
import { PeriodicWorker } from '../../plugins/periodic-worker.ts';
import type { FastifyBaseLogger } from 'fastify';
import { DRAFT_FILES_TTL_HOURS, SAVED_DRAFT_DAYS_AFTER_PERIOD } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { deleteExpiredDraftFiles } from './repository.ts';
import { deleteSavedDraftsOfPeriodsEndedBefore } from './saved-drafts-repository.ts';
import { releaseIfUnreferenced } from './service.ts';

const HOUR_MS = 60 * 60 * 1000;
const BATCH_SIZE = 500;
/** No file write takes this long (25 MB at most); one older was cut off by a crash. */
const ABANDONED_WRITE_HOURS = 1;

export interface PurgeResult {
  /** Saved drafts removed, 30 days after the end of their period. */
  drafts: number;
  /** Draft file rows deleted. */
  files: number;
  /** Stored files whose bytes were deleted, no row naming them any more. */
  bytesDeleted: number;
}

/**
 * Removes the saved drafts of periods that ended SAVED_DRAFT_DAYS_AFTER_PERIOD days before
 * `now`. Then deletes the draft files of every municipality uploaded more than
 * DRAFT_FILES_TTL_HOURS before `now`, not attached to an application and not kept by a saved
 * draft, then the bytes no row refers to any more
 * (a submitted application's copy of the same content keeps them). Safe to run on several
 * instances at once: rows are claimed with SKIP LOCKED and each hash is checked under a lock.
 */
export async function purgeExpiredDraftFiles(
  deps: { db: Db; storage: FileStorage },
  now: Date,
): Promise<PurgeResult> {
  const before = new Date(now.getTime() - DRAFT_FILES_TTL_HOURS * HOUR_MS);
  // The saved drafts first: the files they kept are then purged in the same pass.
  const periodsEndedBefore = new Date(now.getTime() - SAVED_DRAFT_DAYS_AFTER_PERIOD * 24 * HOUR_MS);
  const drafts = await deleteSavedDraftsOfPeriodsEndedBefore(deps.db, periodsEndedBefore);
  const result: PurgeResult = { drafts, files: 0, bytesDeleted: 0 };
  for (;;) {
    const hashes = await deleteExpiredDraftFiles(deps.db, before, BATCH_SIZE);
    result.files += hashes.length;
    // The rows are gone (committed) before their bytes: a crash in between leaves unreferenced
    // bytes, never a row whose bytes are missing.
    for (const sha256 of new Set(hashes)) {
      if (await releaseIfUnreferenced(deps.db, deps.storage, sha256)) result.bytesDeleted += 1;
    }
    if (hashes.length < BATCH_SIZE) return result;
  }
}

export interface DraftPurgeTiming {
  /** Wait after start before the first pass, so a start-up is not slowed by it. */
  firstDelayMs: number;
  intervalMs: number;
}

/** Drafts live 24 hours; a pass every 15 minutes keeps them at most 24 h 15 min. */
export const DRAFT_PURGE_TIMING: DraftPurgeTiming = {
  firstDelayMs: 60 * 1000,
  intervalMs: 15 * 60 * 1000,
};

/**
 * Runs purgeExpiredDraftFiles on a timer, like the mail worker: started when the app is
 * ready, stopped (after the pass in hand) when it closes. Every instance runs one; they share
 * the work through the database's locks, never through memory.
 */
export class DraftPurgeWorker {
  private readonly worker: PeriodicWorker;

  constructor(
    deps: { db: Db; storage: FileStorage },
    clock: () => Date,
    log: FastifyBaseLogger,
    timing: DraftPurgeTiming = DRAFT_PURGE_TIMING,
  ) {
    this.worker = new PeriodicWorker({
      name: 'draft file purge',
      log,
      ...timing,
      pass: async () => {
        const now = clock();
        const result = await purgeExpiredDraftFiles(deps, now);
        if (result.files > 0 || result.drafts > 0) log.info(result, 'unsubmitted drafts purged');
        const abandoned = await deps.storage.sweepAbandoned(
          new Date(now.getTime() - ABANDONED_WRITE_HOURS * HOUR_MS),
        );
        if (abandoned > 0) log.info({ abandoned }, 'writes cut off by a crash removed');
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

export const draftPurgePlugin = fp(
  async (app) => {
    const worker = new DraftPurgeWorker(
      { db: app.database.workerDb, storage: app.storage },
      app.clock,
      app.log.child({ module: 'uploads' }),
    );
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'draft-purge', dependencies: ['storage'] },
);
