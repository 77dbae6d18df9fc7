import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Db } from '../../db/client.ts';
import {
  EncodedBodies,
  RevisionCache,
  REVISION_CACHE_SIZE,
  type CachedAnswer,
} from '../../plugins/revision-cache.ts';
import { listSearchRecords } from './lookup-repository.ts';
import { parcelRevisionTag, readParcelRevision } from './parcel-revision.ts';

const deflate = promisify(zlib.deflate);

/** The search data of one municipality at one parcel revision, ready to send. */
export interface SearchData extends CachedAnswer {
  records: number;
}

/**
 * SPEC §7 propertysearchdata: base64 of zlib-deflated JSON (`DecompressionStream('deflate')`
 * in the browser reads it). Base64 costs a third more bytes, which the gzip or brotli copy
 * sent to browsers that accept one wins back; built as rarely as the parcels change, so both
 * are compressed at their best. The revision is read in the same snapshot as the rows, so the
 * tag names them.
 */
export async function buildSearchData(db: Db, municipalityKey: string): Promise<SearchData> {
  const { revision, records } = await db.transaction(
    async (tx) => ({
      revision: await readParcelRevision(tx, municipalityKey),
      records: await listSearchRecords(tx, municipalityKey),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const deflated = await deflate(JSON.stringify(records), { level: 9 });
  const identity = Buffer.from(deflated.toString('base64'), 'latin1');
  return {
    etag: parcelRevisionTag(revision),
    records: records.length,
    bodies: new EncodedBodies(identity, { brotliQuality: 9, gzipLevel: 9 }),
  };
}

/** How many municipalities' search data one process keeps; the least recently used goes. */
export const SEARCH_DATA_CACHE_SIZE = REVISION_CACHE_SIZE;

/** The built search data per municipality, kept until its parcel revision moves. */
export class SearchDataCache extends RevisionCache<SearchData> {
  constructor(
    build: (db: Db, municipalityKey: string) => Promise<SearchData> = buildSearchData,
    size = SEARCH_DATA_CACHE_SIZE,
  ) {
    super(
      async (db, municipalityKey) =>
        parcelRevisionTag(await readParcelRevision(db, municipalityKey)),
      build,
      size,
    );
  }
}
