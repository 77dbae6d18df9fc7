import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListRowSchema } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

/** Staff read the owner's answer to a decision: on the review record and in the list's row. */

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let owner: SignedInAccount;
let reviewer: SignedInAccount;
const db = () => t.database.db;

function call(account: SignedInAccount, method: 'GET' | 'POST', url: string, payload?: object) {
  return injectOn(
    t.app,
    account.municipalityKey,
    { method, url, ...(payload === undefined ? {} : { payload }) },
    account,
  );
}

/** A filing of the owner's, completed by the reviewer; its id. */
async function completedFiling(address: string): Promise<number> {
  const parcel = await createParcel(db(), 'kent', { fullAddress: address, totalAv: 250000 });
  const filed = await submitAs(t.app, owner, parcel.sbl);
  expect(filed.statusCode).toBe(200);
  const id: number = filed.json().ir_id;
  const done = await call(reviewer, 'POST', '/api/super/complete', actionBody(id, 'complete'));
  expect(done.statusCode).toBe(200);
  return id;
}

const record = async (account: SignedInAccount, id: number) => {
  const res = await call(account, 'GET', `/api/super/applicationinfo?id=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const listRow = async (account: SignedInAccount, id: number) => {
  const res = await call(account, 'GET', '/api/super/list');
  expect(res.statusCode).toBe(200);
  return (res.json() as string[])
    .map((text) => reviewListRowSchema.parse(JSON.parse(text)))
    .find((row) => row.ir_id === id);
};

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  reviewer = await signedInAs(t.app, 'super', 'kent');
});
afterAll(() => t.close());

describe("the owner's answer on the staff review record", () => {
  it('is null on a completed review the owner has not answered, and on one still open', async () => {
    const id = await completedFiling('1 Quiet Rd');
    expect((await record(reviewer, id)).owner_response).toBeNull();
    expect((await listRow(reviewer, id))?.owner_response).toBeNull();

    const parcel = await createParcel(db(), 'kent');
    const open = (await submitAs(t.app, owner, parcel.sbl)).json().ir_id as number;
    expect((await record(reviewer, open)).owner_response).toBeNull();
  });

  it('holds the decision, the signed name and when, once the owner accepts; the list row says accept', async () => {
    const id = await completedFiling('2 Accord Rd');
    const res = await call(owner, 'POST', '/api/applications/respond', {
      id,
      decision: 'accept',
      name: 'Olive Owner',
    });
    expect(res.statusCode).toBe(200);
    expect((await record(reviewer, id)).owner_response).toEqual({
      decision: 'accept',
      name: 'Olive Owner',
      responded_at: NOW.toISOString(),
    });
    expect((await listRow(reviewer, id))?.owner_response).toBe('accept');
    // Every staff role reads it, the admin as well.
    const admin = await signedInAs(t.app, 'admin', 'kent');
    expect((await record(admin, id)).owner_response).toMatchObject({ decision: 'accept' });
  });

  it('holds a disagreement the same way', async () => {
    const id = await completedFiling('3 Protest Rd');
    const res = await call(owner, 'POST', '/api/applications/respond', {
      id,
      decision: 'disagree',
      name: '  Olive Owner  ',
    });
    expect(res.statusCode).toBe(200);
    // The name as it was signed: the contract trims it.
    expect((await record(reviewer, id)).owner_response).toEqual({
      decision: 'disagree',
      name: 'Olive Owner',
      responded_at: NOW.toISOString(),
    });
    expect((await listRow(reviewer, id))?.owner_response).toBe('disagree');
  });

  it("is never shown to another municipality's staff", async () => {
    const id = await completedFiling('4 Border Rd');
    await call(owner, 'POST', '/api/applications/respond', { id, decision: 'accept', name: 'O O' });
    const lyons = await signedInAs(t.app, 'super', 'lyons');
    expect((await call(lyons, 'GET', `/api/super/applicationinfo?id=${id}`)).statusCode).toBe(404);
    expect(await listRow(lyons, id)).toBeUndefined();
  });
});
