import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
const SUBJECT = 'Your Kent informal review needs further review';

let t: TestApp;
let owner: SignedInAccount;
let admin: SignedInAccount;
const db = () => t.database.db;

const mailTo = async (account: SignedInAccount) =>
  db().select().from(outbox).where(eq(outbox.recipient, account.user.email));

function act(path: 'far' | 'complete', body: Record<string, unknown>) {
  return injectOn(
    t.app,
    'kent',
    { method: 'POST', url: `/api/super/${path}`, payload: body },
    admin,
  );
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  admin = await signedInAs(t.app, 'admin', 'kent');
});
afterAll(() => t.close());

describe('the further-review e-mail', () => {
  it('tells the account that filed, once per move to FAR, without the internal comment', async () => {
    const parcel = await createParcel(db(), 'kent', { fullAddress: '5 Far Rd' });
    const filed = await submitAs(t.app, owner, parcel.sbl);
    const id = filed.json().ir_id as number;
    expect((await act('far', actionBody(id, 'far'))).statusCode).toBe(200);
    let far = (await mailTo(owner)).filter((m) => m.subject === SUBJECT);
    expect(far).toHaveLength(1);
    expect(far[0]?.textBody).toContain('5 Far Rd');
    expect(far[0]?.textBody).toContain(`/applications/${id}`);
    expect(far[0]?.textBody).not.toContain('Needs a field visit');

    // Saving the FAR again (a new comment) sends nothing more.
    expect((await act('far', actionBody(id, 'far', { version: 1 }))).statusCode).toBe(200);
    far = (await mailTo(owner)).filter((m) => m.subject === SUBJECT);
    expect(far).toHaveLength(1);

    // Completed, then reopened to FAR by an admin: a new move, a new e-mail.
    expect((await act('complete', actionBody(id, 'complete', { version: 2 }))).statusCode).toBe(
      200,
    );
    expect((await act('far', actionBody(id, 'far', { version: 3 }))).statusCode).toBe(200);
    far = (await mailTo(owner)).filter((m) => m.subject === SUBJECT);
    expect(far).toHaveLength(2);
  });
});
