import type { Database, Db } from '../../db/client.ts';
import {
  EncodedBodies,
  RevisionCache,
  type CachedAnswer,
  type CompressionLevels,
} from '../../plugins/revision-cache.ts';
import { listActiveStaff } from '../users/index.ts';
import {
  listReviewRowsJson,
  readReviewListRevision,
  type ReviewListRevision,
} from './review-list-repository.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

/**
 * The list is built again after every submission and staff action, and the first request
 * after one waits for it: that request gets a copy compressed at the quick levels, and the
 * requests after it a smaller one made meanwhile (docs/benchmarks.md, "Staff review").
 */
export const REVIEW_LIST_COMPRESSION: { quick: CompressionLevels; best: CompressionLevels } = {
  quick: { brotliQuality: 1, gzipLevel: 1 },
  best: { brotliQuality: 5, gzipLevel: 6 },
};

/**
 * The list's ETag: the revision, and the time it moved, so that a database restored or
 * recreated with the same revision number still gives a new tag.
 */
export function reviewListTag({ revision, changedAt }: ReviewListRevision): string {
  return `"l${revision}${changedAt ? `-${changedAt.getTime().toString(36)}` : ''}"`;
}

/**
 * GET /super/list's answer at the municipality's current list revision (SPEC §7: an array of
 * JSON strings), read with its revision in one snapshot so the tag names exactly these rows.
 */
export async function buildReviewList(
  db: Db,
  municipalityKey: string,
  driver: Database['driver'],
): Promise<CachedAnswer> {
  const { revision, json } = await db.transaction(
    async (tx) => ({
      revision: await readReviewListRevision(tx, municipalityKey),
      json: await listReviewRowsJson(tx, municipalityKey, driver),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    etag: reviewListTag(revision),
    bodies: new EncodedBodies(
      Buffer.from(json),
      REVIEW_LIST_COMPRESSION.best,
      REVIEW_LIST_COMPRESSION.quick,
    ),
  };
}

/** The built list per municipality, kept until its list revision moves (decision 024). */
export class ReviewListCache extends RevisionCache<CachedAnswer> {
  constructor(driver: Database['driver']) {
    super(
      async (db, municipalityKey) =>
        reviewListTag(await readReviewListRevision(db, municipalityKey)),
      (db, municipalityKey) => buildReviewList(db, municipalityKey, driver),
    );
  }
}

/** GET /super/list_super_users. */
export async function listSuperUsers(ctx: Pick<RequestContext, 'db' | 'municipality'>) {
  const staff = await listActiveStaff(ctx.db, ctx.municipality.key);
  return staff.map(({ id, email }) => ({ id, email }));
}
