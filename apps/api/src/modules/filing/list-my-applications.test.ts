import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

/** Kent's period of the 2026 roll is open: its decisions may be answered. */
const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let reviewer: SignedInAccount;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  await writeFilingOverride(db(), 'lyons', { deadline: '2026-03-31', rollYear: 2026 });
  reviewer = await signedInAs(t.app, 'super', 'kent');
});
afterAll(() => t.close());

/** A filing `account` made for a new parcel of its municipality, completed by a reviewer. */
async function fileAndComplete(account: SignedInAccount, staff = reviewer) {
  const muni = account.municipalityKey;
  const comp = await createParcel(db(), muni, { fullAddress: '3 Comparable Ln' });
  const parcel = await createParcel(db(), muni, { totalAv: 250000, landAv: 50000 });
  const filed = await submitAs(t.app, account, parcel.sbl, { comp1: comp.sbl });
  expect(filed.statusCode).toBe(200);
  const id = filed.json().ir_id as number;
  const done = await injectOn(
    t.app,
    muni,
    {
      method: 'POST',
      url: '/api/super/complete',
      payload: actionBody(id, 'complete', {
        total_value_change: 'Y',
        assessed_total_value: '225000',
        decision_reason: 'condition_considered',
      }),
    },
    staff,
  );
  expect(done.statusCode).toBe(200);
  return id;
}

async function answer(account: SignedInAccount, id: number, decision: 'accept' | 'disagree') {
  const res = await injectOn(
    t.app,
    account.municipalityKey,
    {
      method: 'POST',
      url: '/api/applications/respond',
      payload: { id, decision, name: 'Olive Owner' },
    },
    account,
  );
  expect(res.statusCode).toBe(200);
}

async function list(account: SignedInAccount) {
  const res = await injectOn(
    t.app,
    account.municipalityKey,
    { method: 'GET', url: '/api/applications/view' },
    account,
  );
  expect(res.statusCode).toBe(200);
  return res.json() as unknown[][];
}

/** The answer and the awaiting-answer fields of the listed filing `id`. */
async function answerOf(account: SignedInAccount, id: number) {
  const row = (await list(account)).find((r) => r[10] === id);
  expect(row, `filing ${id} is listed`).toBeDefined();
  return row!.slice(12);
}

/** Runs `fn` with Kent's settings naming `day` as its Grievance Day, then restores them. */
async function withGrievanceDay<T>(day: string | undefined, fn: () => Promise<T>): Promise<T> {
  const kent = t.app.municipalities.get('kent');
  if (!kent) throw new Error('no kent');
  const before = kent.grievanceDay;
  kent.grievanceDay = day;
  try {
    return await fn();
  } finally {
    kent.grievanceDay = before;
  }
}

describe("GET /api/applications/view: the owner's answer to a decision", () => {
  it('lists an accepted decision as accept, with nothing left to answer', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await fileAndComplete(owner);
    await answer(owner, id, 'accept');
    expect(await answerOf(owner, id)).toEqual(['accept', null]);
  });

  it('lists a disagreed decision as disagree, with nothing left to answer', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await fileAndComplete(owner);
    await answer(owner, id, 'disagree');
    expect(await answerOf(owner, id)).toEqual(['disagree', null]);
  });

  it("lists an unanswered decision as awaiting an answer by its roll's Grievance Day", async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await fileAndComplete(owner);
    await withGrievanceDay('2026-05-26', async () => {
      expect(await answerOf(owner, id)).toEqual([null, { answer_by: '2026-05-26' }]);
    });
  });

  it('lists an unanswered decision as awaiting an answer without a date when no Grievance Day is set', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await fileAndComplete(owner);
    await withGrievanceDay(undefined, async () => {
      expect(await answerOf(owner, id)).toEqual([null, { answer_by: null }]);
    });
  });

  it('does not list an unanswered decision as awaiting once answers have closed', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await fileAndComplete(owner);
    // The settings moved on to the next roll: this roll's Grievance Day has passed.
    await withGrievanceDay('2027-05-25', async () => {
      expect(await answerOf(owner, id)).toEqual([null, null]);
    });
  });

  it('lists no answer and nothing awaited before the review is complete', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const parcel = await createParcel(db(), 'kent');
    const filed = await submitAs(t.app, owner, parcel.sbl);
    expect(filed.statusCode).toBe(200);
    expect(await answerOf(owner, filed.json().ir_id as number)).toEqual([null, null]);
  });

  it("never lists another account's or another municipality's answered filings", async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const mine = await fileAndComplete(owner);
    const neighbour = await signedInAs(t.app, 'user', 'kent');
    const theirs = await fileAndComplete(neighbour);
    await answer(neighbour, theirs, 'accept');
    const lyonsOwner = await signedInAs(t.app, 'user', 'lyons');
    const lyons = await fileAndComplete(lyonsOwner, await signedInAs(t.app, 'super', 'lyons'));
    await answer(lyonsOwner, lyons, 'disagree');

    expect((await list(owner)).map((r) => r[10])).toEqual([mine]);
    expect((await list(neighbour)).map((r) => r[10])).toEqual([theirs]);
    expect((await list(lyonsOwner)).map((r) => r[10])).toEqual([lyons]);
    // Kent's cookie on Lyons' host is no session there.
    const foreign = await injectOn(
      t.app,
      'lyons',
      { method: 'GET', url: '/api/applications/view' },
      owner,
    );
    expect(foreign.statusCode).toBe(401);
  });
});
