import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@ir/domain';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createApplication } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { historyOf, reviewState } from '../../../test/review-state.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { applicationFiles } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const BOUNDARY = '----ir-review-boundary';

function form(file: { name: string; content: Buffer }, fields: Record<string, string>) {
  const head = Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(
      `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file.content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(
  account: SignedInAccount,
  name: string,
  content: Buffer,
  fields: Record<string, string>,
) {
  return injectOn(
    t.app,
    account.municipalityKey,
    {
      method: 'POST',
      url: '/api/super/uploadfile',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form({ name, content }, fields),
    },
    account,
  );
}

const listFiles = (account: SignedInAccount, printkey: string) =>
  injectOn(
    t.app,
    account.municipalityKey,
    { method: 'POST', url: '/api/super/listfiles', payload: { printkey } },
    account,
  );

const getFile = (account: SignedInAccount, rawQuery: string) =>
  injectOn(
    t.app,
    account.municipalityKey,
    { method: 'GET', url: `/api/super/getfile?${rawQuery}` },
    account,
  );

/** An applicant's submitted file, as the filing module attaches it. */
async function applicantFile(
  municipalityKey: string,
  applicationId: number,
  sbl: string,
  name: string,
  content: Buffer,
) {
  const stored = await t.app.storage.put(content);
  const [row] = await db()
    .insert(applicationFiles)
    .values({
      municipalityKey,
      applicationId,
      sbl,
      sha256: stored.sha256,
      size: stored.size,
      mime: 'application/pdf',
      originalName: name,
    })
    .returning();
  if (!row) throw new Error('file not inserted');
  return row;
}

describe('staff files', () => {
  it('a staff upload is listed, downloadable with its type and headers, and both are in the history', async () => {
    const staff = await signedInAs(t.app, 'super', 'kent');
    const id = await createApplication(db(), 'kent', null, { sbl: 'FILES-1' });
    const before = await reviewState(db());
    const pdf = fixture.pdf('staff notes');
    const res = await upload(staff, 'field notes.pdf', pdf, { id: String(id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MESSAGES.upload.internalSuccess });
    const name = (res.json() as { name: string }).name;
    expect(name).toMatch(/^\d+-field notes\.pdf$/);

    const [row] = await db()
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, id));
    expect(row).toMatchObject({
      staff: true,
      uploadedBy: staff.user.id,
      sbl: 'FILES-1',
      mime: 'application/pdf',
    });

    // the same bytes again are kept once and recorded once
    expect((await upload(staff, 'again.pdf', pdf, { id: String(id) })).json()).toMatchObject({
      name,
    });
    const after = await reviewState(db());
    expect(after.files).toBe(before.files + 1);
    expect(after.history).toBe(before.history + 1);

    expect((await listFiles(staff, 'FILES-1')).json()).toEqual([name]);
    const download = await getFile(staff, `file=${encodeURIComponent(name)}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="${name.replace(/^\d+-/, '')}"; filename*=UTF-8''field%20notes.pdf`,
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const history = await historyOf(db(), id);
    expect(history.map((h) => h.action)).toEqual(['upload', 'download']);
    expect(history[1]).toMatchObject({ actorUserId: staff.user.id, after: { file: name } });

    const info = (
      await injectOn(t.app, 'kent', { url: `/api/super/applicationinfo?id=${id}` }, staff)
    ).json() as { files: unknown[] };
    expect(info.files).toEqual([
      expect.objectContaining({
        name,
        staff: true,
        uploaded_by: staff.user.email,
        original_name: 'field notes.pdf',
      }),
    ]);
  });

  it("lists the applicant's submitted files but never another uploader's drafts", async () => {
    const staff = await signedInAs(t.app, 'admin', 'kent');
    const id = await createApplication(db(), 'kent', null, { sbl: 'FILES-2' });
    const submitted = await applicantFile(
      'kent',
      id,
      'FILES-2',
      'appraisal.pdf',
      fixture.pdf('appraisal'),
    );
    const stored = await t.app.storage.put(fixture.pdf('a draft'));
    const [draft] = await db()
      .insert(applicationFiles)
      .values({
        municipalityKey: 'kent',
        sbl: 'FILES-2',
        sha256: stored.sha256,
        size: stored.size,
        mime: 'application/pdf',
        originalName: 'draft.pdf',
      })
      .returning();
    expect((await listFiles(staff, 'FILES-2')).json()).toEqual([`${submitted.id}-appraisal.pdf`]);
    const before = await reviewState(db());
    expect((await getFile(staff, `file=${draft?.id}-draft.pdf`)).statusCode).toBe(404);
    expect(await reviewState(db())).toEqual(before);
  });

  it('answers 404 to traversal, absolute, encoded, mismatched and foreign names, writing nothing', async () => {
    const staff = await signedInAs(t.app, 'super', 'kent');
    const id = await createApplication(db(), 'kent', null, { sbl: 'FILES-3' });
    const file = await applicantFile('kent', id, 'FILES-3', 'deed.pdf', fixture.pdf('deed'));
    const lyonsId = await createApplication(db(), 'lyons', null, { sbl: 'FILES-3' });
    const foreign = await applicantFile(
      'lyons',
      lyonsId,
      'FILES-3',
      'theirs.pdf',
      fixture.pdf('theirs'),
    );
    const before = await reviewState(db());
    for (const query of [
      'file=../../etc/passwd',
      'file=..%2F..%2Fetc%2Fpasswd',
      'file=%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      'file=%252e%252e%252fetc%252fpasswd',
      'file=/etc/passwd',
      'file=%2Fetc%2Fpasswd',
      'file=C:%5Cwindows%5Cwin.ini',
      `file=${file.id}-../deed.pdf`,
      `file=${file.id}-..%2Fdeed.pdf`,
      `file=${file.id}-other.pdf`,
      `file=${file.id}`,
      `file=0${file.id}-deed.pdf`,
      `file=${file.sha256}`,
      `file=${foreign.id}-theirs.pdf`,
      'file=99999999-deed.pdf',
    ]) {
      const res = await getFile(staff, query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.review.fileNotFound });
    }
    expect((await getFile(staff, 'file=')).statusCode).toBe(400);
    expect(await reviewState(db())).toEqual(before);
    expect((await getFile(staff, `file=${file.id}-deed.pdf`)).statusCode).toBe(200);
    expect((await listFiles(staff, 'FILES-3')).json()).toEqual([`${file.id}-deed.pdf`]);
  });

  it('refuses a bad file, a bad id and an unknown or foreign application, storing no row and no bytes', async () => {
    const staff = await signedInAs(t.app, 'super', 'kent');
    const id = await createApplication(db(), 'kent', null);
    const lyonsId = await createApplication(db(), 'lyons', null);
    const before = await reviewState(db());
    expect((await upload(staff, 'x.exe', fixture.exe(), { id: String(id) })).statusCode).toBe(415);
    expect((await upload(staff, 'x.pdf', fixture.pdf('bad id'), { id: 'abc' })).statusCode).toBe(
      400,
    );
    expect((await upload(staff, 'x.pdf', fixture.pdf('no id'), {})).statusCode).toBe(400);
    expect(
      (await upload(staff, 'x.pdf', fixture.pdf('unknown'), { id: '777777' })).statusCode,
    ).toBe(404);
    expect(
      (await upload(staff, 'x.pdf', fixture.pdf('foreign'), { id: String(lyonsId) })).statusCode,
    ).toBe(404);
    expect(await reviewState(db())).toEqual(before);
    for (const refused of ['bad id', 'no id', 'unknown', 'foreign']) {
      const sha256 = createHash('sha256').update(fixture.pdf(refused)).digest('hex');
      expect(await t.app.storage.has(sha256), refused).toBe(false);
    }
  });

  it('refuses the user and town roles', async () => {
    const id = await createApplication(db(), 'kent', null);
    for (const role of ['user', 'town'] as const) {
      const account = await signedInAs(t.app, role, 'kent');
      const before = await reviewState(db());
      expect(
        (await upload(account, 'x.pdf', fixture.pdf(role), { id: String(id) })).statusCode,
      ).toBe(403);
      expect((await listFiles(account, 'x')).statusCode).toBe(403);
      expect(await reviewState(db())).toEqual(before);
    }
  });
});
