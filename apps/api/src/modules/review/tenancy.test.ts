import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAsForeigner, injectOn, signedInAs } from '../../../test/accounts.ts';
import { createApplication } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { actionBody, reviewState } from '../../../test/review-state.ts';
import { findReview, lockReviews, reviewOutcomes, setAssignees } from '../applications/index.ts';
import { listActiveStaff } from '../users/index.ts';
import { listReviewRowsJson } from './review-list-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());
const db = () => t.app.database.db;

describe('review tenancy', () => {
  it("a kent admin reaches nothing of lyons's reviews, even with a guessed id", async () => {
    const lyonsApplicant = await signedInAs(t.app, 'user', 'lyons');
    const lyonsId = await createApplication(db(), 'lyons', lyonsApplicant.user.id);
    const lyonsStaff = await signedInAs(t.app, 'super', 'lyons');
    const kent = await signedInAs(t.app, 'admin', 'kent');
    const before = await reviewState(db());

    const on = (options: Parameters<typeof injectOn>[2]) => injectOn(t.app, 'kent', options, kent);
    expect((await on({ url: `/api/super/applicationinfo?id=${lyonsId}` })).statusCode).toBe(404);
    expect(
      (await on({ method: 'POST', url: '/api/super/far', payload: actionBody(lyonsId, 'far') }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await on({
          method: 'POST',
          url: '/api/super/complete',
          payload: actionBody(lyonsId, 'complete'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await on({
          method: 'POST',
          url: '/api/super/assign_review',
          payload: { reviews: [{ id: lyonsId, user: kent.user.id }] },
        })
      ).statusCode,
    ).toBe(400);
    const list = (await on({ url: '/api/super/list' })).json() as string[];
    expect(list.map((s) => (JSON.parse(s) as { ir_id: number }).ir_id)).not.toContain(lyonsId);
    const staff = (await on({ url: '/api/super/list_super_users' })).json() as { id: number }[];
    expect(staff.map((s) => s.id)).not.toContain(lyonsStaff.user.id);

    // a kent cookie on lyons's host is nobody there
    expect(
      (await injectAsForeigner(t.app, kent, { url: `/api/super/applicationinfo?id=${lyonsId}` }))
        .statusCode,
    ).toBe(401);
    expect((await injectAsForeigner(t.app, kent, { url: '/api/super/list' })).statusCode).toBe(401);
    expect(await reviewState(db())).toEqual(before);
  });

  it('repository functions find and change nothing across municipalities', async () => {
    const lyonsId = await createApplication(db(), 'lyons', null);
    const lyonsStaff = await signedInAs(t.app, 'super', 'lyons');
    expect(await findReview(db(), 'kent', lyonsId)).toBeUndefined();
    // Both ways of reading the list, whichever database runs the test.
    for (const driver of ['postgres', 'pglite'] as const) {
      expect(
        (JSON.parse(await listReviewRowsJson(db(), 'kent', driver)) as string[]).map(
          (s) => (JSON.parse(s) as { ir_id: number }).ir_id,
        ),
      ).not.toContain(lyonsId);
    }
    expect(await listActiveStaff(db(), 'kent', [lyonsStaff.user.id])).toEqual([]);
    expect(await reviewOutcomes(db(), 'kent', [lyonsId])).toEqual([]);
    expect(await db().transaction((tx) => lockReviews(tx, 'kent', [lyonsId]))).toEqual([]);

    // an existing lyons review row is not reassigned through kent
    await db().transaction((tx) =>
      setAssignees(
        tx,
        'lyons',
        [{ applicationId: lyonsId, userId: lyonsStaff.user.id }],
        new Date(),
      ),
    );
    await db().transaction((tx) =>
      setAssignees(tx, 'kent', [{ applicationId: lyonsId, userId: null }], new Date()),
    );
    expect((await findReview(db(), 'lyons', lyonsId))?.review.assignedTo).toBe(lyonsStaff.user.id);
  });
});
