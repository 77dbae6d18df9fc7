import {
  AppError,
  type FilingDraft,
  filingDraftSchema,
  filingPeriodEnd,
  SAVED_DRAFTS_MAX,
  type SavedDraft,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findParcelAddresses, findParcelSbls } from '../properties/index.ts';
import {
  countOtherSavedDrafts,
  deleteSavedDraft,
  discardDraftFiles,
  listSavedDrafts,
  lockDraft,
  lockSavedDrafts,
  upsertSavedDraft,
  type DraftKey,
} from '../uploads/index.ts';
import { applicationExists, parcelNotFound, refuseClosedPeriod } from './check-one-review.ts';
import { findApplicationForParcel } from '../applications/index.ts';

function keyOf(ctx: SignedInContext, printkey: string): DraftKey {
  return { municipalityKey: ctx.municipality.key, userId: ctx.actor.id, sbl: printkey };
}

/** GET /ir/drafts: the account's saved drafts here, newest first. */
export async function listDrafts(ctx: SignedInContext): Promise<SavedDraft[]> {
  const rows = await listSavedDrafts(ctx.db, ctx.municipality.key, ctx.actor.id);
  const addresses = await findParcelAddresses(
    ctx.db,
    ctx.municipality.key,
    rows.map((row) => row.sbl),
  );
  return rows.flatMap((row) => {
    // Written through the same schema; a row an older version wrote that no longer fits is
    // left out rather than breaking the list (it is replaced on the next save).
    const draft = filingDraftSchema.safeParse(row.data);
    if (!draft.success) return [];
    return [
      {
        printkey: row.sbl,
        address: addresses.get(row.sbl) ?? row.sbl,
        updatedAt: row.updatedAt.toISOString(),
        fileCount: row.fileCount,
        draft: draft.data,
      },
    ];
  });
}

/**
 * PUT /ir/drafts/{printkey}: keeps the draft of a parcel of this municipality while the period
 * is open (or for staff, who may file late) and not filed yet this period, within
 * SAVED_DRAFTS_MAX per account. The draft is removed 30 days after the end of its period.
 */
export async function saveDraft(
  ctx: SignedInContext,
  printkey: string,
  draft: FilingDraft,
): Promise<{ updatedAt: string }> {
  const period = await refuseClosedPeriod(ctx);
  const known = await findParcelSbls(ctx.db, ctx.municipality.key, [printkey]);
  if (!known.has(printkey)) throw parcelNotFound(ctx, 'printkey');
  const key = keyOf(ctx, printkey);
  await ctx.db.transaction(async (tx) => {
    await lockSavedDrafts(tx, key.municipalityKey, key.userId);
    // Under the draft's lock, which a submission takes too: a save still in flight when the
    // review is filed cannot bring the draft back after the submission removed it.
    await lockDraft(tx, key);
    if (await findApplicationForParcel(tx, key.municipalityKey, printkey, period.rollYear)) {
      throw applicationExists(ctx);
    }
    if ((await countOtherSavedDrafts(tx, key)) >= SAVED_DRAFTS_MAX) {
      throw new AppError(409, 'too_many_drafts', 'drafts.tooMany');
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
export async function discardDraft(ctx: SignedInContext, printkey: string): Promise<void> {
  const key = keyOf(ctx, printkey);
  const removed = await deleteSavedDraft(ctx.db, key);
  const files = await discardDraftFiles(ctx, key);
  if (!removed && files === 0) throw new AppError(404, 'not_found', 'drafts.notFound');
}
