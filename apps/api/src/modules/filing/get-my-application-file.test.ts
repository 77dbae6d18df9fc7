import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  otherMunicipalityAccount,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { freshIp } from '../../../test/factories.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let owner: SignedInAccount;
let reviewer: SignedInAccount;
const db = () => t.database.db;

async function fileReview(account: SignedInAccount): Promise<number> {
  const parcel = await createParcel(db(), 'kent');
  const res = await submitAs(t.app, account, parcel.sbl);
  expect(res.statusCode).toBe(200);
  return res.json().ir_id;
}

/** Adds a file to a filing as its owner does from the filing page. */
async function addFile(account: SignedInAccount, id: number, name: string, content: Buffer) {
  const form = fixture.multipart({ name, content });
  const res = await injectOn(
    t.app,
    'kent',
    {
      method: 'POST',
      url: `/api/applications/${id}/files`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    },
    account,
  );
  expect(res.statusCode).toBe(200);
}

/** The filing's files as its page lists them, with the ids the download takes. */
async function filesOf(account: SignedInAccount, id: number) {
  const res = await injectOn(
    t.app,
    'kent',
    { method: 'GET', url: `/api/applications/${id}` },
    account,
  );
  expect(res.statusCode).toBe(200);
  return res.json().files as Array<{ id: number; name: string }>;
}

const download = (account: SignedInAccount | undefined, path: string, muni = 'kent') =>
  injectOn(t.app, muni, { method: 'GET', url: `/api/applications/${path}` }, account);

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  reviewer = await signedInAs(t.app, 'super', 'kent');
});
afterAll(() => t.close());

describe('GET /api/applications/{id}/files/{fileId}', () => {
  it('gives the owner the bytes of a file they filed, shown in place, never cached', async () => {
    const id = await fileReview(owner);
    const content = fixture.pdf('the owner appraisal');
    await addFile(owner, id, 'appraisal é.pdf', content);
    const [file] = await filesOf(owner, id);
    expect(file).toMatchObject({ id: expect.any(Number), name: 'appraisal é.pdf' });

    const res = await download(owner, `${id}/files/${file?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="appraisal _.pdf"; filename*=UTF-8''appraisal%20%C3%A9.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("is 404 for every other account and role of the municipality, another municipality's, a staff file and another filing's file; 401 signed out", async () => {
    const id = await fileReview(owner);
    await addFile(owner, id, 'mine.pdf', fixture.pdf('mine'));
    const [mine] = await filesOf(owner, id);
    const path = `${id}/files/${mine?.id}`;

    // A staff file on the same filing is staff's: the owner's list never shows it.
    const staffForm = fixture.multipart(
      { name: 'internal.pdf', content: fixture.pdf('internal note') },
      { id: String(id) },
    );
    const staffUpload = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/super/uploadfile', ...staffForm },
      reviewer,
    );
    expect(staffUpload.statusCode).toBe(200);
    const staffName: string = staffUpload.json().name;
    const staffId = Number(staffName.split('-')[0]);
    expect(Number.isInteger(staffId)).toBe(true);
    expect((await filesOf(owner, id)).map((f) => f.name)).toEqual(['mine.pdf']);
    const staffFile = await download(owner, `${id}/files/${staffId}`);
    expect(staffFile.statusCode).toBe(404);

    // Another filing of the same owner: its file is not this filing's.
    const other = await fileReview(owner);
    await addFile(owner, other, 'other.pdf', fixture.pdf('other'));
    const [otherFile] = await filesOf(owner, other);
    expect((await download(owner, `${id}/files/${otherFile?.id}`)).statusCode).toBe(404);
    expect((await download(owner, `${other}/files/${otherFile?.id}`)).statusCode).toBe(200);

    const roles: Role[] = ['user', 'town', 'super', 'admin', 'mega-admin'];
    for (const role of roles) {
      const account = await signedInAs(t.app, role, 'kent');
      const res = await download(account, path);
      expect(res.statusCode, role).toBe(404);
      expect(res.json().error_message, role).toBe('not_found');
      expect(res.body, role).not.toContain('mine');
    }
    // Another municipality's account, on its own host with the same ids, and on this one.
    const lyons = await otherMunicipalityAccount(t.app, 'user', 'kent');
    expect((await download(lyons, path, 'lyons')).statusCode).toBe(404);
    expect((await download(lyons, path)).statusCode).toBe(401);
    expect(
      (await injectAsForeigner(t.app, owner, { method: 'GET', url: `/api/applications/${path}` }))
        .statusCode,
    ).toBe(401);
    expect((await download(undefined, path)).statusCode).toBe(401);
    expect((await download(owner, `${id}/files/${(mine?.id ?? 0) + 10_000}`)).statusCode).toBe(404);
    expect((await download(owner, `${id}/files/0x1`)).statusCode).toBe(400);
  });
});
