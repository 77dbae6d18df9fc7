import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListRowSchema, type ReviewListRow } from '@ir/domain';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { representativeWithKey, type KeyHolder } from '../../../test/api-keys.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { freshIp, mailTo } from '../../../test/factories.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { multipart, pdf } from '../../../test/upload-fixtures.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { setMunicipality } from '../municipalities/index.ts';

/** development's deadline is the next March 31 (2026-03-31): open, roll year 2026. */
const NOW = new Date('2026-02-10T15:00:00Z');
const MUNI = 'development';

let t: TestApp;
let mega: SignedInAccount;
let staff: SignedInAccount;
let holder: KeyHolder;
let owners = 0;

const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  mega = await signedInAs(t.app, 'mega-admin', MUNI);
  staff = await signedInAs(t.app, 'admin', MUNI);
  holder = await representativeWithKey(t.app, MUNI);
  await setFirm('Fair Tax Partners');
  await setMunicipality(db(), MUNI, { representativeAuthorization: 'e_sign' });
  await t.app.municipalities.refresh(db());
});
afterAll(() => t.close());

function post(url: string, payload: object, account?: SignedInAccount) {
  return injectOn(t.app, MUNI, { method: 'POST', url, payload, remoteAddress: freshIp() }, account);
}

/** Through the mega-admin's route, the write path a firm's name takes. */
async function setFirm(firmName: string) {
  const res = await post(
    '/api/admin/set_representative',
    { email: holder.account.user.email, representative: true, firmName },
    mega,
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function tokenMailedTo(to: string, path: string): Promise<string> {
  const mail = (await mailTo(db(), to)).filter((m) => m.textBody.includes(path)).at(-1);
  const token = new RegExp(`${path}([A-Za-z0-9_-]+)`).exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link e-mailed to ${to}`);
  return token;
}

/** A parcel the owner authorized the representative for, and the link that revokes it. */
async function authorizedParcel() {
  const parcel = await createParcel(db(), MUNI);
  const ownerEmail = `owner.${++owners}@example.com`;
  const asked = await post(
    '/api/representatives/authorizations',
    {
      sbl: parcel.sbl,
      owner_name: 'Olive Owner',
      owner_email: ownerEmail,
      scope: 'informal_review',
      tax_year: 2026,
    },
    holder.account,
  );
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json<{ id: number }>().id;
  const token = await tokenMailedTo(ownerEmail, '/authorize/');
  const signed = await post('/api/authorizations/sign', { token, name: 'Olive Owner' });
  expect(signed.statusCode, signed.body).toBe(200);
  return { parcel, id, revokeToken: await tokenMailedTo(ownerEmail, '/authorize/') };
}

async function fileByApi(sbl: string): Promise<number> {
  const form = multipart({ name: 'authorization.pdf', content: pdf(`authorization of ${sbl}`) });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...holder.headers, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/filings',
    headers: { ...holder.headers, 'idempotency-key': `list-${sbl}` },
    payload: {
      sbl,
      owner_first_name: 'Olive',
      owner_last_name: 'Owner',
      owner_address1: '12 Main Street',
      owner_city: 'Springfield',
      owner_state: 'NY',
      owner_zip: '12345',
      owner_phone: '555-123-4567',
      desired_value: 185000,
      reason: 'other',
      comments: 'Too high.',
      file_ids: [uploaded.json<{ file_id: number }>().file_id],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function listRow(id: number): Promise<ReviewListRow | undefined> {
  const res = await injectOn(t.app, MUNI, { url: '/api/super/list' }, staff);
  expect(res.statusCode).toBe(200);
  return res
    .json<string[]>()
    .map((text) => reviewListRowSchema.parse(JSON.parse(text)))
    .find((row) => row.ir_id === id);
}

describe("the review list's firm and authorization columns", () => {
  it("shows a representative's firm and the authorization's status, and follows a revocation and a firm's new name", async () => {
    const { parcel, id, revokeToken } = await authorizedParcel();
    const filing = await fileByApi(parcel.sbl);
    expect(await listRow(filing)).toMatchObject({
      by_representative: true,
      filed_by: holder.account.user.email,
      firm_name: 'Fair Tax Partners',
      authorization_status: 'active',
    });

    const revoked = await post('/api/authorizations/revoke', { id, token: revokeToken });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await listRow(filing))?.authorization_status).toBe('revoked');

    await setFirm('Fair Tax Partners LLP');
    expect((await listRow(filing))?.firm_name).toBe('Fair Tax Partners LLP');
  });

  it("leaves both empty on an owner's own filing, whatever the filer's account holds", async () => {
    const owner = await signedInAs(t.app, 'user', MUNI);
    const parcel = await createParcel(db(), MUNI);
    const submitted = await submitAs(t.app, owner, parcel.sbl);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const filing = submitted.json<{ ir_id: number }>().ir_id;
    expect(await listRow(filing)).toMatchObject({
      by_representative: false,
      firm_name: null,
      authorization_status: null,
    });
  });
});
