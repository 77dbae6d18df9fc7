import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListRowSchema, type ReviewListRow } from '@ir/domain';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { createApplication, freshIp } from '../../../test/factories.ts';
import { createParcel, submissionFor } from '../../../test/filing-factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { actionBody } from '../../../test/review-state.ts';
import { reviewListRevisions, users } from '../../db/schema/index.ts';
import { ReviewListCache } from './list-reviews.ts';
import { listReviewRowsJson } from './review-list-repository.ts';
import { reviewRoutes } from './routes.ts';

/** development's filing period is open on this day, so an applicant can submit. */
const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
});
afterAll(() => t.close());

const db = () => t.app.database.db;

function list(account: SignedInAccount, headers: Record<string, string> = {}, app = t.app) {
  return injectOn(app, account.municipalityKey, { url: '/api/super/list', headers }, account);
}

function post(account: SignedInAccount, url: string, payload: object) {
  return injectOn(t.app, account.municipalityKey, { method: 'POST', url, payload }, account);
}

const rowsOf = (body: string): ReviewListRow[] =>
  (JSON.parse(body) as string[]).map((s) => reviewListRowSchema.parse(JSON.parse(s)));

const rowOf = (body: string, id: number) => rowsOf(body).find((row) => row.ir_id === id);

async function revisionOf(key: string): Promise<number> {
  const [row] = await db()
    .select({ revision: reviewListRevisions.revision })
    .from(reviewListRevisions)
    .where(eq(reviewListRevisions.municipalityKey, key));
  return row?.revision ?? 0;
}

describe('GET /api/super/list: one answer per list revision', () => {
  it('answers 304 to the current ETag, and the new list right after a submission', async () => {
    const admin = await signedInAs(t.app, 'admin', 'development');
    const first = await list(admin);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"l\d+(-[a-z0-9]+)?"$/);

    const again = await list(admin, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await list(admin, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);

    // Through filing's own route: its transaction moves the revision.
    const applicant = await signedInAs(t.app, 'user', 'development');
    const parcel = await createParcel(db(), 'development');
    const submitted = await injectOn(
      t.app,
      'development',
      {
        method: 'POST',
        url: '/api/ir/submit_review',
        payload: await submissionFor(t.app, parcel.sbl),
        remoteAddress: freshIp(),
      },
      applicant,
    );
    expect(submitted.statusCode).toBe(200);
    const after = await list(admin, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const rows = rowsOf(after.body);
    expect(rows).toHaveLength(rowsOf(first.body).length + 1);
    expect(rows[0]).toMatchObject({
      print_key: parcel.sbl,
      review_status: 'incomplete',
      assigned_to: null,
      application_submitted: NOW.toISOString(),
    });
    expect((await list(admin, { 'if-none-match': after.headers.etag as string })).statusCode).toBe(
      304,
    );
  });

  it('shows an assignment, a FAR and a COMPLETE in the very next answer', async () => {
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    const id = await createApplication(db(), 'kent', null);
    let res = await list(admin);
    expect(rowOf(res.body, id)).toMatchObject({ assigned_to: null, review_status: 'incomplete' });
    const tags = [res.headers.etag];

    expect(
      (await post(admin, '/api/super/assign_review', { reviews: [{ id, user: reviewer.user.id }] }))
        .statusCode,
    ).toBe(200);
    res = await list(admin, { 'if-none-match': tags.at(-1) as string });
    expect(res.statusCode).toBe(200);
    expect(rowOf(res.body, id)).toMatchObject({ assigned_to: reviewer.user.id });
    tags.push(res.headers.etag);

    const far = actionBody(id, 'far', { data_change_needed: 'Y' });
    expect((await post(reviewer, '/api/super/far', far)).statusCode).toBe(200);
    res = await list(admin, { 'if-none-match': tags.at(-1) as string });
    expect(res.statusCode).toBe(200);
    expect(rowOf(res.body, id)).toMatchObject({
      review_status: 'far',
      who_reviewed: reviewer.user.email,
      data_change_needed: 'Y',
      data_change_complete: 'N',
    });
    tags.push(res.headers.etag);

    const complete = actionBody(id, 'complete', {
      version: 1,
      data_change_needed: 'Y',
      data_change_complete: 'Y',
      total_value_change: 'Y',
      assessed_total_value: '185000',
    });
    expect((await post(reviewer, '/api/super/complete', complete)).statusCode).toBe(200);
    res = await list(reviewer, { 'if-none-match': tags.at(-1) as string });
    expect(res.statusCode).toBe(200);
    expect(rowOf(res.body, id)).toMatchObject({
      review_status: 'complete',
      total_value_change: 'Y',
      data_change_complete: 'Y',
    });
    tags.push(res.headers.etag);
    expect(new Set(tags).size).toBe(4);
  });

  it('stays at its revision through reads, a download of nothing and a refused action', async () => {
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const id = await createApplication(db(), 'kent', null);
    const etag = (await list(admin)).headers.etag as string;
    const revision = await revisionOf('kent');
    await injectOn(t.app, 'kent', { url: `/api/super/applicationinfo?id=${id}` }, admin);
    // A user who is not staff: refused, all or none.
    const applicant = await signedInAs(t.app, 'user', 'kent');
    const refused = await post(admin, '/api/super/assign_review', {
      reviews: [
        { id, user: admin.user.id },
        { id, user: applicant.user.id },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(await revisionOf('kent')).toBe(revision);
    expect((await list(admin, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('moves once per transaction, however many rows it changed', async () => {
    const admin = await signedInAs(t.app, 'admin', 'greenport');
    const ids = [
      await createApplication(db(), 'greenport', null),
      await createApplication(db(), 'greenport', null),
      await createApplication(db(), 'greenport', null),
    ];
    const before = await revisionOf('greenport');
    const res = await post(admin, '/api/super/assign_review', {
      reviews: ids.map((id) => ({ id, user: admin.user.id })),
    });
    expect(res.statusCode).toBe(200);
    expect(await revisionOf('greenport')).toBe(before + 1);
    // The same assignment again leaves every row as it was: no new revision.
    await post(admin, '/api/super/assign_review', {
      reviews: ids.map((id) => ({ id, user: admin.user.id })),
    });
    expect(await revisionOf('greenport')).toBe(before + 1);
  });

  it("keeps each municipality's revision apart", async () => {
    const kent = await signedInAs(t.app, 'admin', 'kent');
    const lyons = await signedInAs(t.app, 'admin', 'lyons');
    await createApplication(db(), 'lyons', null);
    const kentTag = (await list(kent)).headers.etag as string;
    const lyonsTag = (await list(lyons)).headers.etag as string;
    const lyonsApp = await createApplication(db(), 'lyons', null);
    expect((await list(kent, { 'if-none-match': kentTag })).statusCode).toBe(304);
    const moved = await list(lyons, { 'if-none-match': lyonsTag });
    expect(moved.statusCode).toBe(200);
    expect(rowOf(moved.body, lyonsApp)).toBeDefined();
    // Kent's tag is not lyons' list, nor lyons' rows in kent's.
    expect((await list(lyons, { 'if-none-match': kentTag })).statusCode).toBe(200);
    expect(rowOf((await list(kent)).body, lyonsApp)).toBeUndefined();
  });

  it('sends brotli or gzip bytes that decode to the same JSON', async () => {
    const admin = await signedInAs(t.app, 'admin', 'kent');
    for (let i = 0; i < 30; i++) await createApplication(db(), 'kent', null);
    const plain = await list(admin);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const gz = await list(admin, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await list(admin, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('clears the assignee of an account that is deleted', async () => {
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const leaving = await signedInAs(t.app, 'super', 'kent');
    const id = await createApplication(db(), 'kent', null);
    await post(admin, '/api/super/assign_review', { reviews: [{ id, user: leaving.user.id }] });
    const res = await list(admin);
    expect(rowOf(res.body, id)?.assigned_to).toBe(leaving.user.id);
    await db().delete(users).where(eq(users.id, leaving.user.id));
    const after = await list(admin, { 'if-none-match': res.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(rowOf(after.body, id)?.assigned_to).toBeNull();
  });

  it('is never stale on a second server instance of the same database', async () => {
    const other = await build({ database: t.database, now: NOW });
    try {
      const admin = await signedInAs(t.app, 'admin', 'kent');
      const id = await createApplication(db(), 'kent', null);
      // Both instances have built the list at this revision.
      const here = await list(admin);
      const there = await list(admin, {}, other.app);
      expect(there.body).toBe(here.body);
      expect(
        (await post(admin, '/api/super/assign_review', { reviews: [{ id, user: admin.user.id }] }))
          .statusCode,
      ).toBe(200);
      const moved = await list(admin, {}, other.app);
      expect(rowOf(moved.body, id)?.assigned_to).toBe(admin.user.id);
      expect(moved.headers.etag).not.toBe(there.headers.etag);
    } finally {
      await other.app.close();
    }
  });

  it("reads the same text both drivers' ways, on either database", async () => {
    await createApplication(db(), 'kent', null, { locStName: 'Quote " and \\ back' });
    const rows = await listReviewRowsJson(db(), 'kent', 'postgres');
    expect(await listReviewRowsJson(db(), 'kent', 'pglite')).toBe(rows);
    expect(rowsOf(rows).some((row) => row.loc_st_name === 'Quote " and \\ back')).toBe(true);
    expect(await listReviewRowsJson(db(), 'nowhere', 'postgres')).toBe('[]');
    expect(await listReviewRowsJson(db(), 'nowhere', 'pglite')).toBe('[]');
  });

  it('shares one build between concurrent first requests, and builds again only when it moved', async () => {
    const cache = new ReviewListCache(t.database.driver);
    const own = await build({
      database: t.database,
      now: NOW,
      extend: async (app) => {
        await app.register(reviewRoutes, { prefix: '/api/cached', reviewList: cache });
      },
    });
    try {
      const admin = await signedInAs(own.app, 'admin', 'kent');
      const get = () => injectOn(own.app, 'kent', { url: '/api/cached/super/list' }, admin);
      const answers = await Promise.all(Array.from({ length: 5 }, get));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(cache.builds).toBe(1);
      await get();
      expect(cache.builds).toBe(1);
      await createApplication(db(), 'kent', null);
      await get();
      expect(cache.builds).toBe(2);
    } finally {
      await own.app.close();
    }
  });
});
