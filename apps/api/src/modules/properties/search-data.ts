import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Db } from '../../db/client.ts';
import { listSearchRecords } from './lookup-repository.ts';
import { parcelRevisionTag, readParcelRevision } from './parcel-revision.ts';

const deflate = promisify(zlib.deflate);
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** The search data of one municipality at one parcel revision, ready to send. */
export interface SearchData {
  etag: string;
  records: number;
  /** The base64 text, and the same text gzip- and brotli-compressed for the wire. */
  bodies: Record<BodyEncoding, Buffer>;
}

/**
 * SPEC §7 propertysearchdata: base64 of zlib-deflated JSON (`DecompressionStream('deflate')`
 * in the browser reads it). Base64 costs a third more bytes, which the gzip or brotli copy
 * sent to browsers that accept one wins back; all three are made once here so a request only
 * picks one. The revision is read in the same snapshot as the rows, so the tag names them.
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
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return {
    etag: parcelRevisionTag(revision),
    records: records.length,
    bodies: { identity, gzip: gzipped, br: brotlied },
  };
}

/** How many municipalities' search data one process keeps; the least recently used goes. */
export const SEARCH_DATA_CACHE_SIZE = 8;

/**
 * The built search data per municipality, kept until its parcel revision moves. A request
 * reads the current tag (one primary-key query) and gets the entry built for that tag;
 * concurrent requests for a tag not built yet share one build, and a failed build is
 * forgotten so the next request tries again.
 */
export class SearchDataCache {
  private readonly entries = new Map<string, { tag: string; data: Promise<SearchData> }>();
  /** How many builds ran, for the tests that prove a build happens once. */
  builds = 0;

  constructor(
    private readonly build: (
      db: Db,
      municipalityKey: string,
    ) => Promise<SearchData> = buildSearchData,
    private readonly size = SEARCH_DATA_CACHE_SIZE,
  ) {}

  /** The current tag of the municipality's parcels (what If-None-Match is compared with). */
  async currentTag(db: Db, municipalityKey: string): Promise<string> {
    return parcelRevisionTag(await readParcelRevision(db, municipalityKey));
  }

  get(db: Db, municipalityKey: string, tag: string): Promise<SearchData> {
    const entry = this.entries.get(municipalityKey);
    if (entry && entry.tag === tag) {
      // Most recently used last, so the first key is the one to evict.
      this.entries.delete(municipalityKey);
      this.entries.set(municipalityKey, entry);
      return entry.data;
    }
    this.builds += 1;
    const data = this.build(db, municipalityKey);
    const fresh = { tag, data };
    this.entries.delete(municipalityKey);
    this.entries.set(municipalityKey, fresh);
    data.catch(() => {
      if (this.entries.get(municipalityKey) === fresh) this.entries.delete(municipalityKey);
    });
    while (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return data;
  }
}

/** Whether an If-None-Match header names this tag (or is `*`); weak tags compare equal. */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag));
}

/** The body to send by Accept-Encoding: brotli, then gzip, else the base64 text as it is. */
export function chooseEncoding(acceptEncoding: string | undefined): BodyEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
