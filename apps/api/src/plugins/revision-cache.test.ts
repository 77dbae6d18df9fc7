import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import {
  chooseEncoding,
  EncodedBodies,
  matchesTag,
  RevisionCache,
  type CachedAnswer,
} from './revision-cache.ts';

describe('negotiation and tags', () => {
  it('chooses brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
  });
  it('matches a tag in a list, weak or strong, and *', () => {
    expect(matchesTag('"a", "r2-x"', '"r2-x"')).toBe(true);
    expect(matchesTag('W/"r2-x"', '"r2-x"')).toBe(true);
    expect(matchesTag('*', '"r2-x"')).toBe(true);
    expect(matchesTag('"r2"', '"r2-x"')).toBe(false);
    expect(matchesTag(undefined, '"r2-x"')).toBe(false);
  });
});

describe('encoded bodies', () => {
  it('compresses each encoding once, on demand, to bytes that decode to the identity', async () => {
    const identity = Buffer.from(JSON.stringify(Array.from({ length: 500 }, (_, i) => `row ${i}`)));
    const bodies = new EncodedBodies(identity, { brotliQuality: 5, gzipLevel: 6 });
    expect(await bodies.get('identity')).toBe(identity);
    const [br, again] = await Promise.all([bodies.get('br'), bodies.get('br')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).equals(identity)).toBe(true);
    const gz = await bodies.get('gzip');
    expect(gunzipSync(gz).equals(identity)).toBe(true);
    expect(gz.length).toBeLessThan(identity.length);
  });

  it('answers first with the quick copy, and with the smaller one once it is made', async () => {
    const identity = Buffer.from(
      JSON.stringify(Array.from({ length: 5000 }, (_, i) => `{"ir_id":${i},"row":"${i % 97}"}`)),
    );
    const bodies = new EncodedBodies(
      identity,
      { brotliQuality: 9, gzipLevel: 9 },
      { brotliQuality: 1, gzipLevel: 1 },
    );
    const quick = await bodies.get('br');
    expect(await bodies.get('br')).toBe(quick);
    await bodies.settled();
    const best = await bodies.get('br');
    expect(best).not.toBe(quick);
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(quick).equals(identity)).toBe(true);
    expect(brotliDecompressSync(best).equals(identity)).toBe(true);
  });
});

describe('the revision cache', () => {
  const db = {} as Db;
  const answer = (etag: string): CachedAnswer => ({
    etag,
    bodies: new EncodedBodies(Buffer.from(etag), { brotliQuality: 1, gzipLevel: 1 }),
  });

  it('reads the tag on every call and builds once per tag and municipality', async () => {
    let tag = '"1"';
    const built: string[] = [];
    const cache = new RevisionCache(
      async () => tag,
      async (_db, key) => {
        built.push(`${key}@${tag}`);
        return answer(tag);
      },
    );
    const [a, b] = await Promise.all([
      cache.get(db, 'kent', await cache.currentTag(db, 'kent')),
      cache.get(db, 'kent', await cache.currentTag(db, 'kent')),
    ]);
    expect(a).toBe(b);
    await cache.get(db, 'lyons', await cache.currentTag(db, 'lyons'));
    tag = '"2"';
    const moved = await cache.get(db, 'kent', await cache.currentTag(db, 'kent'));
    expect(moved.etag).toBe('"2"');
    expect(built).toEqual(['kent@"1"', 'lyons@"1"', 'kent@"2"']);
    expect(cache.builds).toBe(3);
  });
});
