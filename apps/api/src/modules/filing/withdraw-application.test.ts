import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, withPhone } from '@ir/domain';
import { applications, auditLog, outbox, reviewHistory } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let owner: SignedInAccount;
let admin: SignedInAccount;
const db = () => t.database.db;

async function fileFor(account: SignedInAccount, sbl?: string) {
  const parcelSbl = sbl ?? (await createParcel(db(), 'kent')).sbl;
  const res = await submitAs(t.app, account, parcelSbl);
  return { res, sbl: parcelSbl, id: res.json().ir_id as number };
}

function withdraw(account: SignedInAccount | undefined, id: unknown, muni = 'kent') {
  return injectOn(
    t.app,
    muni,
    { method: 'POST', url: '/api/applications/withdraw', payload: { id } },
    account,
  );
}

async function counts() {
  const n = async (table: typeof auditLog | typeof outbox | typeof reviewHistory) =>
    (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
  return { audit: await n(auditLog), outbox: await n(outbox), history: await n(reviewHistory) };
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  admin = await signedInAs(t.app, 'admin', 'kent');
});
afterAll(() => t.close());

describe('POST /api/applications/withdraw', () => {
  it('withdraws a filing no reviewer acted on: audited, on the timeline, e-mailed, and the parcel free again', async () => {
    const { id, sbl } = await fileFor(owner);
    const res = await withdraw(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const [row] = await db().select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ reviewStatus: 'withdrawn', withdrawnAt: NOW });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.withdraw'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ actorUserId: owner.user.id, municipalityKey: 'kent' });
    const history = await db()
      .select()
      .from(reviewHistory)
      .where(and(eq(reviewHistory.applicationId, id), eq(reviewHistory.action, 'withdraw')));
    expect(history).toHaveLength(1);
    const mail = await db().select().from(outbox).where(eq(outbox.recipient, owner.user.email));
    expect(mail.map((m) => m.subject)).toContain('Your Kent informal review was withdrawn');

    const page = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}` },
      owner,
    );
    expect(page.json()).toMatchObject({
      status: 'withdrawn',
      timeline: { withdrawn: NOW.toISOString() },
    });

    // The parcel may be filed again in the same period (decision 019).
    const check = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/ir/onereview', payload: { printkey: sbl } },
      owner,
    );
    expect(check.statusCode).toBe(200);
    const again = await fileFor(owner, sbl);
    expect(again.res.statusCode).toBe(200);
    expect(again.id).not.toBe(id);
    // ...but only once more: the new filing holds the parcel.
    expect((await fileFor(owner, sbl)).res.statusCode).toBe(409);
  });

  it('refuses a second withdrawal, and one after a reviewer acted, writing nothing', async () => {
    const { id } = await fileFor(owner);
    expect((await withdraw(owner, id)).statusCode).toBe(200);
    const before = await counts();
    const twice = await withdraw(owner, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error_message: 'review_acted',
      message: withPhone(MESSAGES.applications.cannotWithdraw, '(518) 555-0142'),
    });

    const acted = await fileFor(owner);
    const far = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/super/far', payload: actionBody(acted.id, 'far') },
      admin,
    );
    expect(far.statusCode).toBe(200);
    const afterFar = await counts();
    expect((await withdraw(owner, acted.id)).statusCode).toBe(409);
    expect(await counts()).toEqual(afterFar);
    const [row] = await db().select().from(applications).where(eq(applications.id, acted.id));
    expect(row?.reviewStatus).toBe('far');
    expect(afterFar.audit).toBeGreaterThan(before.audit);
  });

  it('lets no reviewer act on or assign a withdrawn filing', async () => {
    const { id } = await fileFor(owner);
    expect((await withdraw(owner, id)).statusCode).toBe(200);
    const before = await counts();
    const far = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/super/far', payload: actionBody(id, 'far') },
      admin,
    );
    expect(far.statusCode).toBe(409);
    expect(far.json()).toMatchObject({
      error_message: 'review_withdrawn',
      message: MESSAGES.review.withdrawn,
    });
    const assign = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/assign_review',
        payload: { reviews: [{ id, user: admin.user.id }] },
      },
      admin,
    );
    expect(assign.statusCode).toBe(409);
    expect(assign.json().error_message).toBe('review_withdrawn');
    expect(await counts()).toEqual(before);
    // Staff see it in the list as withdrawn.
    const list = await injectOn(t.app, 'kent', { method: 'GET', url: '/api/super/list' }, admin);
    // SPEC §7: each row is a JSON text.
    const rows = (list.json() as string[]).map(
      (text) => JSON.parse(text) as { ir_id: number; review_status: string },
    );
    expect(rows.find((r) => r.ir_id === id)?.review_status).toBe('withdrawn');
  });

  it("is 404 for another owner's filing, another municipality's and a guessed id; 401 for visitors", async () => {
    const { id } = await fileFor(owner);
    const before = await counts();
    const stranger = await signedInAs(t.app, 'user', 'kent');
    for (const res of [
      await withdraw(stranger, id),
      await withdraw(owner, id + 10_000),
      await withdraw(admin, id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe('not_found');
    }
    expect((await withdraw(undefined, id)).statusCode).toBe(401);
    const foreign = await injectAsForeigner(t.app, owner, {
      method: 'POST',
      url: '/api/applications/withdraw',
      payload: { id },
    });
    expect(foreign.statusCode).toBe(401);
    const lyons = await signedInAs(t.app, 'user', 'lyons');
    expect((await withdraw(lyons, id, 'lyons')).statusCode).toBe(404);
    for (const bad of ['1', -1, 1.5, null])
      expect((await withdraw(owner, bad)).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const [row] = await db().select().from(applications).where(eq(applications.id, id));
    expect(row?.reviewStatus).toBe('incomplete');
  });
});
