import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAFT_FILES_MAX, MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { applicationFiles, reviewHistory } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { freshIp } from '../../../test/factories.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody } from '../../../test/review-state.ts';
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

function addFile(
  account: SignedInAccount | undefined,
  id: number | string,
  content: Buffer = fixture.pdf(`evidence ${Math.random()}`),
  name = 'survey.pdf',
  muni = 'kent',
) {
  const form = fixture.multipart({ name, content });
  return injectOn(
    t.app,
    muni,
    {
      method: 'POST',
      url: `/api/applications/${id}/files`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    },
    account,
  );
}

function withdraw(account: SignedInAccount, id: number) {
  return injectOn(
    t.app,
    'kent',
    { method: 'POST', url: '/api/applications/withdraw', payload: { id } },
    account,
  );
}

function spanishForm(content: Buffer) {
  const form = fixture.multipart({ name: 'encuesta.pdf', content });
  return {
    headers: { ...form.headers, 'accept-language': 'es-US,es;q=0.9' },
    payload: form.payload,
  };
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

async function filesOf(id: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, id));
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  reviewer = await signedInAs(t.app, 'super', 'kent');
});
afterAll(() => t.close());

describe('POST /api/applications/{id}/files', () => {
  it("adds the owner's file to the filing, marked for staff as added after filing, on the timeline", async () => {
    const id = await fileReview(owner);
    const res = await addFile(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      added: true,
      file: { name: 'survey.pdf', size: expect.any(Number), uploadedAt: NOW.toISOString() },
    });
    expect(await filesOf(id)).toBe(1);

    const record = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/super/applicationinfo?id=${id}` },
      reviewer,
    );
    expect(record.statusCode).toBe(200);
    const body = record.json();
    expect(body.files).toEqual([
      expect.objectContaining({
        original_name: 'survey.pdf',
        staff: false,
        added_after_filing: true,
      }),
    ]);
    const history = await db()
      .select()
      .from(reviewHistory)
      .where(and(eq(reviewHistory.applicationId, id), eq(reviewHistory.action, 'evidence')));
    expect(history).toHaveLength(1);
    expect(history[0]?.actorEmail).toBe(owner.user.email);

    // The owner's filing page lists it.
    const page = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}` },
      owner,
    );
    expect(page.json().files.map((f: { name: string }) => f.name)).toEqual(['survey.pdf']);
  });

  it('answers added: false for the same content again, and writes nothing more', async () => {
    const id = await fileReview(owner);
    const content = fixture.pdf('the same survey');
    expect((await addFile(owner, id, content)).json().added).toBe(true);
    const again = await addFile(owner, id, content, 'copy.pdf');
    expect(again.statusCode).toBe(200);
    expect(again.json().added).toBe(false);
    expect(await filesOf(id)).toBe(1);
  });

  it('refuses once the review is complete, with 409, writing nothing', async () => {
    const id = await fileReview(owner);
    const done = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/super/complete', payload: actionBody(id, 'complete') },
      reviewer,
    );
    expect(done.statusCode).toBe(200);
    const res = await addFile(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_message: 'review_complete',
      message: MESSAGES.applications.reviewComplete,
    });
    expect(await filesOf(id)).toBe(0);
  });

  it('refuses a withdrawn filing with 409 before the file is stored, writing nothing', async () => {
    const id = await fileReview(owner);
    expect((await withdraw(owner, id)).statusCode).toBe(200);
    const content = fixture.pdf('evidence for a withdrawn filing');
    const res = await addFile(owner, id, content);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_message: 'review_withdrawn',
      message: MESSAGES.applications.withdrawnNoFiles,
    });
    const spanish = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: `/api/applications/${id}/files`,
        ...spanishForm(content),
        remoteAddress: freshIp(),
      },
      owner,
    );
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().message).toBe(MESSAGES_ES.applications.withdrawnNoFiles);
    expect(await filesOf(id)).toBe(0);
    expect(await t.app.storage.has(sha256(content))).toBe(false);
  });

  it('refuses a file whose filing is withdrawn while the file is received, and keeps no bytes', async () => {
    const id = await fileReview(owner);
    const content = fixture.pdf('evidence sent just before a withdrawal');
    const receive = t.app.uploads.receive.bind(t.app.uploads);
    // The withdrawal lands after the first check and the pipeline's store, before the record.
    const spy = vi.spyOn(t.app.uploads, 'receive').mockImplementation(async (...args) => {
      const received = await receive(...args);
      expect(await t.app.storage.has(sha256(content))).toBe(true);
      expect((await withdraw(owner, id)).statusCode).toBe(200);
      return received;
    });
    try {
      const res = await addFile(owner, id, content);
      expect(res.statusCode).toBe(409);
      expect(res.json().error_message).toBe('review_withdrawn');
    } finally {
      spy.mockRestore();
    }
    expect(await filesOf(id)).toBe(0);
    expect(await t.app.storage.has(sha256(content))).toBe(false);
    const evidence = await db()
      .select()
      .from(reviewHistory)
      .where(and(eq(reviewHistory.applicationId, id), eq(reviewHistory.action, 'evidence')));
    expect(evidence).toEqual([]);
  });

  it(`holds at most ${DRAFT_FILES_MAX} files on a filing`, async () => {
    const id = await fileReview(owner);
    const parcelSbl = (
      await db().select().from(applicationFiles).where(eq(applicationFiles.applicationId, id))
    ).length;
    expect(parcelSbl).toBe(0);
    for (let i = 0; i < DRAFT_FILES_MAX; i++) {
      expect((await addFile(owner, id, fixture.pdf(`file ${i}`))).statusCode).toBe(200);
    }
    const res = await addFile(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe('too_many_files');
    expect(await filesOf(id)).toBe(DRAFT_FILES_MAX);
  });

  it('refuses what the upload pipeline refuses, writing nothing', async () => {
    const id = await fileReview(owner);
    const bad = await addFile(owner, id, fixture.exe(), 'survey.pdf');
    expect(bad.statusCode).toBe(415);
    expect(bad.json().error_message).toBe('bad_file_type');
    const virus = await addFile(owner, id, fixture.eicar(), 'eicar.pdf');
    expect([415, 422]).toContain(virus.statusCode);
    expect(await filesOf(id)).toBe(0);
  });

  it("is 404 for another owner's filing, another municipality's and a guessed id; 401 for a visitor", async () => {
    const id = await fileReview(owner);
    const stranger = await signedInAs(t.app, 'user', 'kent');
    for (const res of [
      await addFile(stranger, id),
      await addFile(owner, id + 10_000),
      await addFile(reviewer, id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe('not_found');
    }
    expect((await addFile(undefined, id)).statusCode).toBe(401);
    const form = fixture.multipart({ name: 'x.pdf', content: fixture.pdf('x') });
    const foreign = await injectAsForeigner(t.app, owner, {
      method: 'POST',
      url: `/api/applications/${id}/files`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(foreign.statusCode).toBe(401);
    const lyons = await signedInAs(t.app, 'user', 'lyons');
    expect((await addFile(lyons, id, fixture.pdf('y'), 'y.pdf', 'lyons')).statusCode).toBe(404);
    const malformed = await addFile(owner, 'abc');
    expect(malformed.statusCode).toBe(400);
    for (const spelling of [`${id}e0`, `0x${id.toString(16)}`, `${id}.0`]) {
      const res = await addFile(owner, spelling);
      expect(res.statusCode, spelling).toBe(400);
      expect(res.json(), spelling).toEqual(malformed.json());
    }
    expect(await filesOf(id)).toBe(0);
  });
});
