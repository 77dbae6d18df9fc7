import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';

/**
 * Answers built once per revision of the data they come from (the property search data per
 * parcel revision, the review list per list revision): each request reads the current tag
 * (one primary-key query), answers 304 when the browser holds it, and otherwise sends the
 * bytes built for that tag, compressed once per encoding. Correctness comes from the tag read
 * on every request, so several server instances may each keep their own copies.
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type BodyEncoding = 'br' | 'gzip' | 'identity';

export interface CompressionLevels {
  /** 0-11; 9 is near the smallest for a tenth of 11's time. */
  brotliQuality: number;
  /** 1-9. */
  gzipLevel: number;
}

function compress(identity: Buffer, encoding: 'br' | 'gzip', levels: CompressionLevels) {
  return encoding === 'br'
    ? brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      })
    : gzip(identity, { level: levels.gzipLevel });
}

/**
 * One answer's bytes, and its gzip and brotli copies, each made on the first request that
 * accepts it (most browsers only ever ask for brotli) and shared by every later one. With
 * `quick` levels, that first request gets a copy made at them, and the `levels` copy is made
 * after it, for the requests that follow: an answer rebuilt often is not held up by its
 * compression.
 */
export class EncodedBodies {
  private readonly copies = new Map<
    'br' | 'gzip',
    { first: Promise<Buffer>; settled: Promise<void>; best?: Buffer }
  >();

  constructor(
    readonly identity: Buffer,
    private readonly levels: CompressionLevels,
    private readonly quick?: CompressionLevels,
  ) {}

  get(encoding: BodyEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity);
    const known = this.copies.get(encoding);
    if (known) return known.best ? Promise.resolve(known.best) : known.first;
    const first = compress(this.identity, encoding, this.quick ?? this.levels);
    const copy: { first: Promise<Buffer>; settled: Promise<void>; best?: Buffer } = {
      first,
      settled: first.then(
        async () => {
          if (!this.quick) return;
          // A failure here keeps the quick copy in use.
          const best = await compress(this.identity, encoding, this.levels).catch(() => undefined);
          if (best) copy.best = best;
        },
        // A failed compression is tried again by the next request.
        () => void this.copies.delete(encoding),
      ),
    };
    this.copies.set(encoding, copy);
    return first;
  }

  /** Resolves once every copy asked for so far is made at its final level. */
  async settled(): Promise<void> {
    await Promise.all([...this.copies.values()].map((copy) => copy.settled));
  }
}

/** What a revision cache keeps: the tag the data was built at, and its bytes. */
export interface CachedAnswer {
  etag: string;
  bodies: EncodedBodies;
}

/** How many municipalities' answers one cache keeps by default; the least recently used goes. */
export const REVISION_CACHE_SIZE = 8;

/**
 * The answer built per municipality, kept until its tag moves. Concurrent requests for a tag
 * not built yet share one build, and a failed build is forgotten so the next request tries
 * again. The build reads the data and its tag in one snapshot, so the answer's own etag names
 * exactly what it holds (it may be newer than the tag the request read, never older).
 */
export class RevisionCache<T extends CachedAnswer> {
  private readonly entries = new Map<string, { tag: string; data: Promise<T> }>();
  /** How many builds ran, for the tests that prove a build happens once. */
  builds = 0;

  constructor(
    private readonly readTag: (db: Db, municipalityKey: string) => Promise<string>,
    private readonly build: (db: Db, municipalityKey: string) => Promise<T>,
    private readonly size = REVISION_CACHE_SIZE,
  ) {}

  /** The municipality's current tag (what If-None-Match is compared with). */
  currentTag(db: Db, municipalityKey: string): Promise<string> {
    return this.readTag(db, municipalityKey);
  }

  get(db: Db, municipalityKey: string, tag: string): Promise<T> {
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

/** The body to send by Accept-Encoding: brotli, then gzip, else the bytes as they are. */
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

/**
 * A route's whole answer from a revision cache: 304 when If-None-Match holds the current tag,
 * else the cached bytes in the best encoding the client accepts. The browser keeps its copy
 * and asks again each time by the tag (`no-cache`); `private`, as the answer needs a session.
 */
export async function sendByRevision<T extends CachedAnswer>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: RevisionCache<T>,
  db: Db,
  municipalityKey: string,
  contentType: string,
): Promise<FastifyReply> {
  const tag = await cache.currentTag(db, municipalityKey);
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesTag(request.headers['if-none-match'], tag)) {
    return reply.header('etag', tag).code(304).send(null);
  }
  const data = await cache.get(db, municipalityKey, tag);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const bytes = await data.bodies.get(encoding);
  // Already compressed: the compression plugin leaves an answer with an encoding alone.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('etag', data.etag).type(contentType).send(bytes);
}
