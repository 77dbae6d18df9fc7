import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_HEADER, MESSAGES, UPLOAD_DAILY_QUOTA_BYTES } from '@ir/domain';
import { applicationFiles } from '../../db/schema/index.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createApplication, createTestParcel, freshIp } from '../../../test/factories.ts';
import { build, signedInContext, type TestApp } from '../../../test/helpers.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { injectUpload } from '../../../test/upload-requests.ts';
import { uploadDraftFile } from './service.ts';

const HOUR = 60 * 60 * 1000;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const db = () => t.database.db;
let seeded = 0;

/**
 * Files the account uploaded `hoursAgo`, `bytes` in all, as rows only (the quota counts the
 * database, not the storage): a draft, or a staff file when `applicationId` is given.
 */
async function uploaded(
  account: SignedInAccount,
  bytes: number,
  hoursAgo: number,
  applicationId?: number,
) {
  seeded += 1;
  await db()
    .insert(applicationFiles)
    .values({
      municipalityKey: account.municipalityKey,
      uploadedBy: account.user.id,
      applicationId: applicationId ?? null,
      staff: applicationId !== undefined,
      sbl: `quota-${seeded}`,
      sha256: sha(Buffer.from(`seeded ${seeded}`)),
      size: bytes,
      mime: 'application/pdf',
      originalName: `seeded-${seeded}.pdf`,
      uploadedAt: new Date(Date.now() - hoursAgo * HOUR),
    });
}

const ownerUpload = (account: SignedInAccount, printkey: string, content: Buffer) =>
  injectUpload(t.app, account, fixture.multipart({ name: 'appraisal.pdf', content }, { printkey }));

function staffUpload(account: SignedInAccount, id: number, content: Buffer) {
  const form = fixture.multipart({ name: 'site-visit.pdf', content }, { id: String(id) });
  return injectOn(
    t.app,
    account.municipalityKey,
    {
      method: 'POST',
      url: '/api/super/uploadfile',
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    },
    account,
  );
}

describe('the daily upload quota of an owner (POST /api/ir/uploadfile)', () => {
  it('refuses an account that used its quota in the last 24 hours with the clear text, writing and storing nothing', async () => {
    const owner = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(db());
    await uploaded(owner, UPLOAD_DAILY_QUOTA_BYTES, 23);
    const content = fixture.pdf('one file too many');
    // The upload rate limit counts every attempt before the body is read.
    const before = await countEveryTable(db(), ['rate_limits']);
    const res = await ownerUpload(owner, parcel.sbl, content);
    expect(res.statusCode).toBe(429);
    expect(res.body).toBe(MESSAGES.uploadAnswer.dailyQuota);
    // The text answer carries its code beside it, for a client that maps codes, not words.
    expect(res.headers[ERROR_CODE_HEADER]).toBe('daily_quota');
    expect(await countEveryTable(db(), ['rate_limits'])).toEqual(before);
    expect(await t.app.storage.has(sha(content))).toBe(false);
  });

  it('refuses the file that would take the account past the quota, before it is stored', async () => {
    const owner = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(db());
    const content = fixture.pdf('just over the quota');
    await uploaded(owner, UPLOAD_DAILY_QUOTA_BYTES - content.length + 1, 1);
    const before = await countEveryTable(db(), ['rate_limits']);
    const res = await ownerUpload(owner, parcel.sbl, content);
    expect(res.statusCode).toBe(429);
    expect(res.body).toBe(MESSAGES.uploadAnswer.dailyQuota);
    expect(await countEveryTable(db(), ['rate_limits'])).toEqual(before);
    expect(await t.app.storage.has(sha(content))).toBe(false);
  });

  it('accepts a file that reaches the quota exactly, and counts only the last 24 hours', async () => {
    const owner = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(db());
    const content = fixture.pdf('exactly at the quota');
    await uploaded(owner, UPLOAD_DAILY_QUOTA_BYTES - content.length, 2);
    await uploaded(owner, UPLOAD_DAILY_QUOTA_BYTES, 25);
    const res = await ownerUpload(owner, parcel.sbl, content);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(MESSAGES.uploadAnswer.uploaded);
    // Now at the quota: the next file, however small, is refused.
    const next = await ownerUpload(owner, parcel.sbl, fixture.pdf('and one more'));
    expect(next.statusCode).toBe(429);
  });

  it('is per account: another account, of this municipality or another, still uploads', async () => {
    const full = await signedInAs(t.app, 'user');
    await uploaded(full, UPLOAD_DAILY_QUOTA_BYTES, 1);
    const other = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(db());
    expect((await ownerUpload(other, parcel.sbl, fixture.pdf('another account'))).statusCode).toBe(
      200,
    );
    const lyons = await signedInAs(t.app, 'user', 'lyons');
    const lyonsParcel = await createTestParcel(db(), { municipalityKey: 'lyons' });
    expect(
      (await ownerUpload(lyons, lyonsParcel.sbl, fixture.pdf('another municipality'))).statusCode,
    ).toBe(200);
  });

  it('counts an upload recorded by another instance while this one was checking the file', async () => {
    const owner = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(db());
    const content = fixture.pdf('raced by another instance');
    const stored = await t.app.storage.put(content);
    const ctx = signedInContext(t.app, 'development', {
      id: owner.user.id,
      email: owner.user.email,
      role: 'user',
    });
    const outcome = uploadDraftFile(ctx, async (options) => {
      await options.checkFields?.({ printkey: parcel.sbl }, { size: stored.size });
      // Meanwhile the account's other upload, on another instance, used up the quota.
      await uploaded(owner, UPLOAD_DAILY_QUOTA_BYTES, 0);
      return {
        file: { ...stored, mime: 'application/pdf', ext: 'pdf', originalName: 'x.pdf' },
        fields: { printkey: parcel.sbl },
      };
    });
    await expect(outcome).rejects.toMatchObject({ statusCode: 429, code: 'daily_quota' });
    // Nothing recorded, and the bytes nobody refers to are released again.
    expect(await t.app.storage.has(sha(content))).toBe(false);
  });
});

describe('the daily upload quota of staff (POST /api/super/uploadfile)', () => {
  it('refuses with the clear message in the error shape, writing and storing nothing', async () => {
    const owner = await signedInAs(t.app, 'user');
    const staff = await signedInAs(t.app, 'super');
    const id = await createApplication(db(), 'development', owner.user.id);
    // Staff files count as well as the staff member's own drafts.
    await uploaded(staff, UPLOAD_DAILY_QUOTA_BYTES / 2, 3, id);
    await uploaded(staff, UPLOAD_DAILY_QUOTA_BYTES / 2, 4);
    const content = fixture.pdf('a staff file over the quota');
    const before = await countEveryTable(db());
    const res = await staffUpload(staff, id, content);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      statusCode: 429,
      error_message: 'daily_quota',
      message: MESSAGES.uploadAnswer.dailyQuota,
      message_key: 'uploadAnswer.dailyQuota',
    });
    expect(await countEveryTable(db())).toEqual(before);
    expect(await t.app.storage.has(sha(content))).toBe(false);
  });

  it('accepts a staff file within the quota', async () => {
    const owner = await signedInAs(t.app, 'user');
    const staff = await signedInAs(t.app, 'super');
    const id = await createApplication(db(), 'development', owner.user.id);
    await uploaded(staff, UPLOAD_DAILY_QUOTA_BYTES - 100_000, 3, id);
    const res = await staffUpload(staff, id, fixture.pdf('a staff file within the quota'));
    expect(res.statusCode).toBe(200);
  });
});
