import {
  AppError,
  can,
  filingDraftSchema,
  filingPeriodEnd,
  MESSAGES,
  SAVED_DRAFT_DAYS_AFTER_PERIOD,
  SAVED_DRAFTS_MAX,
  withPhone,
  type FilingDraft,
  type SavedDraft,
} from '@ir/domain';
import type { Role } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { effectiveFilingPeriod, type MunicipalityConfig } from '../municipalities/index.ts';
import { parcelExists, type DraftKey } from './repository.ts';
import {
  countOtherSavedDrafts,
  deleteSavedDraft,
  deleteSavedDraftsOfPeriodsEndedBefore,
  listSavedDrafts,
  lockSavedDrafts,
  upsertSavedDraft,
} from './saved-drafts-repository.ts';
import { discardDraftFiles } from './service.ts';

/** What the saved-draft services need from a request: the signed-in account here. */
export interface SavedDraftsContext {
  db: Db;
  storage: FileStorage;
  now: Date;
  municipality: MunicipalityConfig;
  firm: Config['firm'];
  actor: { id: number; role: Role };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function keyOf(ctx: SavedDraftsContext, printkey: string): DraftKey {
  return { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, sbl: printkey };
}

/** GET /ir/drafts: the account's saved drafts here, newest first. */
export async function listDrafts(ctx: SavedDraftsContext): Promise<SavedDraft[]> {
  const rows = await listSavedDrafts(ctx.db, ctx.municipality.key, ctx.actor.id);
  return rows.flatMap((row) => {
    // Written through the same schema; a row an older version wrote that no longer fits is
    // left out rather than breaking the list (it is replaced on the next save).
    const draft = filingDraftSchema.safeParse(row.data);
    if (!draft.success) return [];
    return [
      {
        printkey: row.sbl,
        address: row.address ?? row.sbl,
        updatedAt: row.updatedAt.toISOString(),
        fileCount: row.fileCount,
        draft: draft.data,
      },
    ];
  });
}

/**
 * PUT /ir/drafts/{printkey}: keeps the draft of a parcel of this municipality while the period
 * is open (or for staff, who may file late), within SAVED_DRAFTS_MAX per account. The draft is
 * removed 30 days after the end of the period it was saved in.
 */
export async function saveDraft(
  ctx: SavedDraftsContext,
  printkey: string,
  draft: FilingDraft,
): Promise<{ updatedAt: string }> {
  const period = await effectiveFilingPeriod(ctx.db, ctx.municipality, ctx.now);
  if (period.expired && !can(ctx.actor.role, 'application:file-late')) {
    throw new AppError(
      403,
      'period_expired',
      withPhone(MESSAGES.filing.periodExpired, ctx.firm.phone),
    );
  }
  if (!(await parcelExists(ctx.db, ctx.municipality.key, printkey))) {
    throw new AppError(404, 'not_found', withPhone(MESSAGES.filing.parcelNotFound, ctx.firm.phone));
  }
  const key = keyOf(ctx, printkey);
  await ctx.db.transaction(async (tx) => {
    await lockSavedDrafts(tx, key.municipalityKey, key.userId);
    if ((await countOtherSavedDrafts(tx, key)) >= SAVED_DRAFTS_MAX) {
      throw new AppError(409, 'too_many_drafts', MESSAGES.drafts.tooMany);
    }
    await upsertSavedDraft(tx, key, {
      data: draft,
      periodEndsAt: filingPeriodEnd(period.deadline),
      now: ctx.now,
    });
  });
  return { updatedAt: ctx.now.toISOString() };
}

/**
 * DELETE /ir/drafts/{printkey}: the owner discards the draft of a parcel, with the files
 * uploaded to it. 404 when there was neither.
 */
export async function discardDraft(ctx: SavedDraftsContext, printkey: string): Promise<void> {
  const key = keyOf(ctx, printkey);
  const removed = await deleteSavedDraft(ctx.db, key);
  const files = await discardDraftFiles(ctx, key);
  if (!removed && files === 0) throw new AppError(404, 'not_found', MESSAGES.drafts.notFound);
}

/** Removes the drafts whose period ended more than SAVED_DRAFT_DAYS_AFTER_PERIOD days ago. */
export function purgeSavedDrafts(db: Db, now: Date): Promise<number> {
  return deleteSavedDraftsOfPeriodsEndedBefore(
    db,
    new Date(now.getTime() - SAVED_DRAFT_DAYS_AFTER_PERIOD * DAY_MS),
  );
}
