import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { applicationFiles, applications } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { createTestParcel, freshIp } from '../../../test/factories.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { injectUpload } from '../../../test/upload-requests.ts';
import { DraftPurgeWorker, purgeExpiredDraftFiles } from './purge-drafts.ts';

const HOUR = 60 * 60 * 1000;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(t: TestApp, account: SignedInAccount, sbl: string, content: Buffer) {
  const form = fixture.multipart(
    { name: `${sha(content).slice(0, 6)}.pdf`, content },
    {
      printkey: sbl,
    },
  );
  const response = await injectUpload(t.app, account, form);
  expect(response.body).toBe(MESSAGES.uploadAnswer.uploaded);
}

function call(
  t: TestApp,
  account: SignedInAccount | undefined,
  url: '/api/ir/draftfiles' | '/api/ir/removefile',
  payload: Record<string, unknown>,
) {
  return injectOn(
    t.app,
    account?.municipalityKey ?? 'development',
    { method: 'POST', url, payload },
    account,
  );
}

/**
 * What submit_review does with a draft (its own helper writes it): an application row, and the
 * draft's files attached to it with one UPDATE.
 */
async function submitDraft(db: Db, account: SignedInAccount, sbl: string): Promise<number> {
  const [application] = await db
    .insert(applications)
    .values({
      municipalityKey: account.municipalityKey,
      filingYear: 2026,
      submittedBy: account.user.id,
      sbl,
      fullAddress: '1 Test Street',
      ownerFirstName: 'Ada',
      ownerLastName: 'Owner',
      ownerAddress1: '1 Test Street',
      ownerCity: 'Albany',
      ownerState: 'NY',
      ownerZip: '12207',
      ownerPhone: '518-555-0100',
      applicantIsOwner: true,
      desiredValue: 100000,
      reason: 'other',
    })
    .returning({ id: applications.id });
  if (!application) throw new Error('no application');
  await db
    .update(applicationFiles)
    .set({ applicationId: application.id })
    .where(
      and(
        eq(applicationFiles.municipalityKey, account.municipalityKey),
        eq(applicationFiles.uploadedBy, account.user.id),
        eq(applicationFiles.sbl, sbl),
        isNull(applicationFiles.applicationId),
      ),
    );
  return application.id;
}

async function rowsOf(db: Db, content: Buffer) {
  return db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.sha256, sha(content)));
}

describe('draft files: list and remove', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  let t: TestApp;
  let parcel: { sbl: string };
  beforeAll(async () => {
    t = await build({ now });
    parcel = await createTestParcel(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the account's draft for the parcel, oldest first", async () => {
    const account = await signedInAs(t.app, 'user');
    const a = fixture.pdf('list a');
    const b = fixture.png();
    await upload(t, account, parcel.sbl, a);
    const form = fixture.multipart({ name: 'photo.png', content: b }, { printkey: parcel.sbl });
    await injectOn(
      t.app,
      'development',
      { method: 'POST', url: '/api/ir/uploadfile', ...form, remoteAddress: freshIp() },
      account,
    );
    const response = await call(t, account, '/api/ir/draftfiles', { printkey: parcel.sbl });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      files: [
        {
          id: sha(a),
          name: `${sha(a).slice(0, 6)}.pdf`,
          size: a.length,
          uploadedAt: now.toISOString(),
        },
        { id: sha(b), name: 'photo.png', size: b.length, uploadedAt: now.toISOString() },
      ],
    });
  });

  it("never shows another account's draft, another parcel's, or a submitted file", async () => {
    const owner = await signedInAs(t.app, 'user');
    const other = await signedInAs(t.app, 'user');
    const second = await createTestParcel(t.database.db);
    await upload(t, other, parcel.sbl, fixture.pdf('the other account'));
    await upload(t, owner, second.sbl, fixture.pdf('another parcel'));
    const submitted = await signedInAs(t.app, 'user');
    await upload(t, submitted, parcel.sbl, fixture.pdf('submitted already'));
    await submitDraft(t.database.db, submitted, parcel.sbl);
    for (const account of [owner, submitted]) {
      const response = await call(t, account, '/api/ir/draftfiles', { printkey: parcel.sbl });
      expect(response.json()).toEqual({ files: [] });
    }
  });

  it('refuses a visitor, a foreign host and a bad body', async () => {
    const account = await signedInAs(t.app, 'user');
    await upload(t, account, parcel.sbl, fixture.pdf('foreign host'));
    expect(
      (await call(t, undefined, '/api/ir/draftfiles', { printkey: parcel.sbl })).statusCode,
    ).toBe(401);
    const foreign = await injectAsForeigner(t.app, account, {
      method: 'POST',
      url: '/api/ir/draftfiles',
      payload: { printkey: parcel.sbl },
    });
    expect(foreign.statusCode).toBe(401);
    for (const payload of [{}, { printkey: '' }, { printkey: parcel.sbl, extra: 1 }]) {
      const response = await call(t, account, '/api/ir/draftfiles', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe('validation_error');
    }
  });

  it('removes a file from the draft and deletes its bytes when nothing else has them', async () => {
    const account = await signedInAs(t.app, 'user');
    const content = fixture.pdf('removed again');
    await upload(t, account, parcel.sbl, content);
    const response = await call(t, account, '/api/ir/removefile', {
      printkey: parcel.sbl,
      id: sha(content),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await rowsOf(t.database.db, content)).toEqual([]);
    expect(await t.app.storage.has(sha(content))).toBe(false);
    const again = await call(t, account, '/api/ir/removefile', {
      printkey: parcel.sbl,
      id: sha(content),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      error_message: 'not_in_draft',
      message: MESSAGES.draftFiles.notInDraft,
    });
  });

  it('keeps the bytes when another draft has the same content', async () => {
    const one = await signedInAs(t.app, 'user');
    const two = await signedInAs(t.app, 'user');
    const content = fixture.pdf('in two drafts');
    await upload(t, one, parcel.sbl, content);
    await upload(t, two, parcel.sbl, content);
    const response = await call(t, one, '/api/ir/removefile', {
      printkey: parcel.sbl,
      id: sha(content),
    });
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(t.database.db, content)).toEqual([
      expect.objectContaining({ uploadedBy: two.user.id }),
    ]);
    expect(await t.app.storage.has(sha(content))).toBe(true);
  });

  it("never removes another account's file, another municipality's, or a submitted one (404)", async () => {
    const owner = await signedInAs(t.app, 'user');
    const stranger = await signedInAs(t.app, 'user');
    const draft = fixture.pdf("the owner's draft");
    const filed = fixture.pdf("the owner's submitted file");
    await upload(t, owner, parcel.sbl, draft);
    const other = await createTestParcel(t.database.db);
    await upload(t, owner, other.sbl, filed);
    await submitDraft(t.database.db, owner, other.sbl);

    const attempts = [
      () => call(t, stranger, '/api/ir/removefile', { printkey: parcel.sbl, id: sha(draft) }),
      () => call(t, owner, '/api/ir/removefile', { printkey: other.sbl, id: sha(filed) }),
      () => call(t, owner, '/api/ir/removefile', { printkey: other.sbl, id: sha(draft) }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(404);
      expect(response.json().error_message).toBe('not_in_draft');
    }
    const foreign = await injectAsForeigner(t.app, owner, {
      method: 'POST',
      url: '/api/ir/removefile',
      payload: { printkey: parcel.sbl, id: sha(draft) },
    });
    expect(foreign.statusCode).toBe(401);
    const kent = await signedInAs(t.app, 'user', 'kent');
    const fromKent = await call(t, kent, '/api/ir/removefile', {
      printkey: parcel.sbl,
      id: sha(draft),
    });
    expect(fromKent.statusCode).toBe(404);
    expect(await rowsOf(t.database.db, draft)).toHaveLength(1);
    expect(await rowsOf(t.database.db, filed)).toEqual([
      expect.objectContaining({ applicationId: expect.any(Number) }),
    ]);
    expect(await t.app.storage.has(sha(draft))).toBe(true);
    expect(await t.app.storage.has(sha(filed))).toBe(true);
  });

  it('refuses an id that is not a SHA-256 and a signed-out caller', async () => {
    const account = await signedInAs(t.app, 'user');
    for (const id of ['../etc/passwd', 'A'.repeat(64), '']) {
      const response = await call(t, account, '/api/ir/removefile', { printkey: parcel.sbl, id });
      expect(response.statusCode).toBe(400);
    }
    const visitor = await call(t, undefined, '/api/ir/removefile', {
      printkey: parcel.sbl,
      id: sha(Buffer.from('x')),
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the purge of unsubmitted drafts', () => {
  const uploadedAt = new Date('2026-03-02T15:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ now: uploadedAt });
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes drafts older than 24 hours and their bytes, keeping submitted files and shared bytes', async () => {
    const db = t.database.db;
    const owner = await signedInAs(t.app, 'user');
    const filer = await signedInAs(t.app, 'user');
    const kentUser = await signedInAs(t.app, 'user', 'kent');
    const parcel = await createTestParcel(db);
    const kentParcel = await createTestParcel(db, { municipalityKey: 'kent' });

    const lonely = fixture.pdf('a draft nobody submitted');
    const shared = fixture.pdf('the same file, submitted by another account');
    const kentDraft = fixture.pdf("kent's stale draft");
    const submitted = fixture.pdf('submitted, kept forever');
    await upload(t, owner, parcel.sbl, lonely);
    await upload(t, owner, parcel.sbl, shared);
    await upload(t, kentUser, kentParcel.sbl, kentDraft);
    await upload(t, filer, parcel.sbl, shared);
    await upload(t, filer, parcel.sbl, submitted);
    await submitDraft(db, filer, parcel.sbl);

    const deps = { db, storage: t.app.storage };
    // Not yet 24 hours: nothing goes.
    expect(await purgeExpiredDraftFiles(deps, new Date(uploadedAt.getTime() + 24 * HOUR))).toEqual({
      drafts: 0,
      files: 0,
      bytesDeleted: 0,
    });
    expect(await rowsOf(db, lonely)).toHaveLength(1);

    const result = await purgeExpiredDraftFiles(deps, new Date(uploadedAt.getTime() + 25 * HOUR));
    expect(result).toEqual({ drafts: 0, files: 3, bytesDeleted: 2 });
    expect(await rowsOf(db, lonely)).toEqual([]);
    expect(await rowsOf(db, kentDraft)).toEqual([]);
    expect(await t.app.storage.has(sha(lonely))).toBe(false);
    expect(await t.app.storage.has(sha(kentDraft))).toBe(false);
    // The owner's draft copy is gone; the filer's submitted copy, and so the bytes, stay.
    expect(await rowsOf(db, shared)).toEqual([
      expect.objectContaining({ uploadedBy: filer.user.id, applicationId: expect.any(Number) }),
    ]);
    expect(await t.app.storage.has(sha(shared))).toBe(true);
    expect(await rowsOf(db, submitted)).toHaveLength(1);
    expect(await t.app.storage.has(sha(submitted))).toBe(true);

    // A second pass (another instance, say) finds nothing left to do.
    expect(await purgeExpiredDraftFiles(deps, new Date(uploadedAt.getTime() + 26 * HOUR))).toEqual({
      drafts: 0,
      files: 0,
      bytesDeleted: 0,
    });
  });

  it('runs on a timer once started and stops with the app', async () => {
    const db = t.database.db;
    const account = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(db);
    const stale = fixture.pdf('purged by the worker');
    await upload(t, account, parcel.sbl, stale);
    const logged: unknown[] = [];
    const log = {
      ...t.app.log,
      info: (o: unknown) => logged.push(o),
      error: (o: unknown) => logged.push(o),
    };
    const worker = new DraftPurgeWorker(
      { db, storage: t.app.storage },
      () => new Date(uploadedAt.getTime() + 48 * HOUR),
      log as unknown as typeof t.app.log,
      { firstDelayMs: 0, intervalMs: 20 },
    );
    worker.start();
    await expect.poll(async () => rowsOf(db, stale), { timeout: 5_000 }).toEqual([]);
    await worker.stop();
    expect(await t.app.storage.has(sha(stale))).toBe(false);
    expect(logged).toContainEqual({ drafts: 0, files: 1, bytesDeleted: 1 });
  });
});
