import { createHash } from 'node:crypto';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DRAFT_FILES_MAX, ERROR_CODE_HEADER, MESSAGES, UPLOAD_MAX_BYTES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { applicationFiles } from '../../db/schema/index.ts';
import { build, signedInContext, type TestApp } from '../../../test/helpers.ts';
import { injectAsForeigner, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createTestParcel } from '../../../test/factories.ts';
import { uploadDraftFile } from './service.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { injectUpload } from '../../../test/upload-requests.ts';
import { ownTempDir } from '../../../test/own-temp-dir.ts';

const clamavUrl = inject('clamavUrl');
const ANSWER = MESSAGES.uploadAnswer;

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const inTemp = ownTempDir();
const tempUploads = () => inTemp(/^ir-upload-/).length;

function upload(
  t: TestApp,
  account: SignedInAccount | undefined,
  file: { name: string; content: Buffer } | undefined,
  fields: Record<string, string>,
  host = account?.municipalityKey ?? 'development',
) {
  return injectUpload(t.app, account, fixture.multipart(file, fields), host);
}

async function draftRows(t: TestApp, account: SignedInAccount) {
  return t.database.db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.uploadedBy, account.user.id));
}

async function rowsOfContent(t: TestApp, bytes: Buffer) {
  return t.database.db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.sha256, sha(bytes)));
}

/** A port nothing listens on: clamd "down". */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('POST /api/ir/uploadfile', () => {
  let t: TestApp;
  let parcel: { sbl: string };
  beforeAll(async () => {
    t = await build(clamavUrl ? { env: { CLAMAV_URL: clamavUrl } } : {});
    parcel = await createTestParcel(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['appraisal.pdf', 'application/pdf', fixture.pdf('an appraisal')],
    ['front.png', 'image/png', fixture.png()],
    ['roof.jpg', 'image/jpeg', fixture.jpeg()],
    ['old letter.doc', 'application/msword', fixture.cfb()],
    [
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fixture.docx(),
    ],
    [
      'income.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fixture.xlsx(),
    ],
    ['IMG_0042.HEIC', 'image/heic', fixture.heic()],
    ['scan.heif', 'image/heif', fixture.heif()],
  ])('accepts %s into the draft for the parcel', async (name, mime, content) => {
    const account = await signedInAs(t.app, 'user');
    const response = await upload(t, account, { name, content }, { printkey: parcel.sbl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(ANSWER.uploaded);
    expect(await draftRows(t, account)).toEqual([
      expect.objectContaining({
        municipalityKey: 'development',
        applicationId: null,
        uploadedBy: account.user.id,
        sbl: parcel.sbl,
        sha256: sha(content),
        size: content.length,
        mime,
        originalName: name,
        staff: false,
      }),
    ]);
    expect(await t.app.storage.has(sha(content))).toBe(true);
  });

  it('answers "already exists" for the same content, parcel and account, keeping one row', async () => {
    const account = await signedInAs(t.app, 'user');
    const content = fixture.pdf('uploaded twice');
    const first = await upload(t, account, { name: 'a.pdf', content }, { printkey: parcel.sbl });
    expect(first.body).toBe(ANSWER.uploaded);
    const again = await upload(
      t,
      account,
      { name: 'renamed.pdf', content },
      { printkey: ` ${parcel.sbl} ` },
    );
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(ANSWER.alreadyExists);
    expect(await draftRows(t, account)).toEqual([
      expect.objectContaining({ originalName: 'a.pdf', sbl: parcel.sbl }),
    ]);
  });

  it('keeps drafts apart: another parcel and another account each get their own row', async () => {
    const owner = await signedInAs(t.app, 'user');
    const other = await signedInAs(t.app, 'user');
    const second = await createTestParcel(t.database.db);
    const content = fixture.pdf('shared evidence');
    for (const [account, printkey] of [
      [owner, parcel.sbl],
      [owner, second.sbl],
      [other, parcel.sbl],
    ] as const) {
      const response = await upload(t, account, { name: 'e.pdf', content }, { printkey });
      expect(response.body).toBe(ANSWER.uploaded);
    }
    expect(await rowsOfContent(t, content)).toHaveLength(3);
  });

  it('lets staff upload to their own draft when filing for someone', async () => {
    const clerk = await signedInAs(t.app, 'town');
    const content = fixture.pdf('filed by a clerk');
    const response = await upload(t, clerk, { name: 'c.pdf', content }, { printkey: parcel.sbl });
    expect(response.body).toBe(ANSWER.uploaded);
    expect(await draftRows(t, clerk)).toHaveLength(1);
  });

  describe('refusals store and record nothing', () => {
    let account: SignedInAccount;
    beforeAll(async () => {
      account = await signedInAs(t.app, 'user');
    });

    async function expectNothingKept(content: Buffer) {
      expect(await draftRows(t, account)).toEqual([]);
      expect(await rowsOfContent(t, content)).toEqual([]);
      expect(await t.app.storage.has(sha(content))).toBe(false);
    }

    it('an executable renamed .pdf: 415 bad file type', async () => {
      const content = fixture.exe();
      const response = await upload(
        t,
        account,
        { name: 'invoice.pdf', content },
        { printkey: parcel.sbl },
      );
      expect(response.statusCode).toBe(415);
      expect(response.body).toBe('bad file type');
      await expectNothingKept(content);
    });

    it('a zip bomb renamed .docx: 415 bad file type', async () => {
      const bomb = fixture.docx([
        { name: 'word/media/image1.png', data: Buffer.alloc(50 * 1024 * 1024) },
      ]);
      const response = await upload(
        t,
        account,
        { name: 'appraisal.docx', content: bomb },
        { printkey: parcel.sbl },
      );
      expect(response.statusCode).toBe(415);
      expect(response.body).toBe('bad file type');
      await expectNothingKept(bomb);
    });

    it.each([
      ['a PDF that runs JavaScript', 'appraisal.pdf', fixture.pdfWithScript()],
      ['a docx with a VBA project', 'letter.docx', fixture.docxWithMacros()],
      ['a .doc with a VBA project', 'letter.doc', fixture.docWithMacros()],
    ])('%s: 415 bad file type, as an unsupported type', async (_what, name, content) => {
      const response = await upload(t, account, { name, content }, { printkey: parcel.sbl });
      expect(response.statusCode).toBe(415);
      expect(response.body).toBe(ANSWER.badFileType);
      await expectNothingKept(content);
    });

    it('a 26 MB file: 413 Request Entity Too Large, no temp file left', async () => {
      const before = tempUploads();
      const content = Buffer.concat([fixture.pdf(), Buffer.alloc(26 * 1024 * 1024, 0x20)]);
      expect(content.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
      const response = await upload(
        t,
        account,
        { name: 'huge.pdf', content },
        { printkey: parcel.sbl },
      );
      expect(response.statusCode).toBe(413);
      expect(response.body).toContain('Request Entity Too Large');
      await expectNothingKept(content);
      expect(tempUploads()).toBe(before);
    });

    it.skipIf(!clamavUrl)(
      'the EICAR test file: 422 Malicious software or virus found',
      async () => {
        const infected = fixture.pdf(fixture.eicar().toString());
        const response = await upload(
          t,
          account,
          { name: 'infected.pdf', content: infected },
          { printkey: parcel.sbl },
        );
        expect(response.statusCode).toBe(422);
        expect(response.body).toBe('Malicious software or virus found');
        await expectNothingKept(infected);
      },
    );

    it('no printkey: 400', async () => {
      const content = fixture.pdf('for no parcel');
      const response = await upload(t, account, { name: 'x.pdf', content }, {});
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(ANSWER.noPrintkey);
      await expectNothingKept(content);
    });

    it('answers in Spanish for a Spanish page, bar the texts the client matches', async () => {
      const spanish = (form: { headers: Record<string, string>; payload: Buffer }) =>
        injectUpload(t.app, account, {
          ...form,
          headers: { ...form.headers, 'accept-language': 'es-US,es;q=0.9' },
        });
      const none = await spanish(fixture.multipart(undefined, { printkey: parcel.sbl }));
      expect(none.statusCode).toBe(400);
      expect(none.headers[ERROR_CODE_HEADER]).toBe('no_file');
      expect(none.body).toBe(MESSAGES_ES.uploadAnswer.noFile);
      expect(none.body).not.toBe(ANSWER.noFile);
      const content = fixture.pdfWithScript();
      const refused = await spanish(
        fixture.multipart({ name: 'a.pdf', content }, { printkey: parcel.sbl }),
      );
      expect(refused.statusCode).toBe(415);
      expect(refused.body).toBe('bad file type');
    });

    it('no file: 400', async () => {
      const response = await upload(t, account, undefined, { printkey: parcel.sbl });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(ANSWER.noFile);
      expect(await draftRows(t, account)).toEqual([]);
    });

    it.each([
      ['an unknown print key', '999.99-9-9', 404, ANSWER.unknownParcel],
      ['a print key over 20 characters', '1'.repeat(21), 400, ANSWER.noPrintkey],
      ['a blank print key', '   ', 400, ANSWER.noPrintkey],
    ])('%s: %i', async (_what, printkey, status, text) => {
      const content = fixture.pdf(`for ${printkey}`);
      const response = await upload(t, account, { name: 'x.pdf', content }, { printkey });
      expect(response.statusCode).toBe(status);
      expect(response.body).toBe(text);
      await expectNothingKept(content);
    });

    it("another municipality's parcel: 404, as if it did not exist", async () => {
      const kent = await createTestParcel(t.database.db, { municipalityKey: 'kent' });
      const content = fixture.pdf('for a kent parcel from development');
      const response = await upload(t, account, { name: 'x.pdf', content }, { printkey: kent.sbl });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(ANSWER.unknownParcel);
      await expectNothingKept(content);
    });

    it("an account sent to another municipality's host is a visitor there: 401", async () => {
      const kent = await createTestParcel(t.database.db, { municipalityKey: 'kent' });
      const content = fixture.pdf('foreign cookie');
      const form = fixture.multipart({ name: 'x.pdf', content }, { printkey: kent.sbl });
      const response = await injectAsForeigner(t.app, account, {
        method: 'POST',
        url: '/api/ir/uploadfile',
        headers: form.headers,
        payload: form.payload,
      });
      expect(response.statusCode).toBe(401);
      await expectNothingKept(content);
    });

    it('signed out: 401', async () => {
      const content = fixture.pdf('no session');
      const response = await upload(
        t,
        undefined,
        { name: 'x.pdf', content },
        { printkey: parcel.sbl },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error_message: 'unauthorized' });
      expect(await rowsOfContent(t, content)).toEqual([]);
      expect(await t.app.storage.has(sha(content))).toBe(false);
    });
  });

  it(`holds at most ${DRAFT_FILES_MAX} files per draft; a duplicate still reads "already exists"`, async () => {
    const account = await signedInAs(t.app, 'user');
    const first = fixture.pdf('draft file 0');
    for (let i = 0; i < DRAFT_FILES_MAX; i += 1) {
      const content = i === 0 ? first : fixture.pdf(`draft file ${i}`);
      const response = await upload(
        t,
        account,
        { name: `${i}.pdf`, content },
        {
          printkey: parcel.sbl,
        },
      );
      expect(response.body).toBe(ANSWER.uploaded);
    }
    const extra = fixture.pdf('one too many');
    const refused = await upload(
      t,
      account,
      { name: 'extra.pdf', content: extra },
      { printkey: parcel.sbl },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toBe(ANSWER.tooManyFiles);
    expect(await draftRows(t, account)).toHaveLength(DRAFT_FILES_MAX);
    // Stored by the pipeline, then deleted again: nothing refers to it.
    expect(await t.app.storage.has(sha(extra))).toBe(false);

    const duplicate = await upload(
      t,
      account,
      { name: 'again.pdf', content: first },
      { printkey: parcel.sbl },
    );
    expect(duplicate.body).toBe(ANSWER.alreadyExists);
    // Another parcel is another draft.
    const other = await createTestParcel(t.database.db);
    const elsewhere = await upload(
      t,
      account,
      { name: 'extra.pdf', content: extra },
      { printkey: other.sbl },
    );
    expect(elsewhere.body).toBe(ANSWER.uploaded);
  });

  it('a refused draft keeps bytes another record still refers to', async () => {
    const full = await signedInAs(t.app, 'user');
    const other = await signedInAs(t.app, 'user');
    const shared = fixture.pdf('shared, refused for one account');
    expect(
      (await upload(t, other, { name: 's.pdf', content: shared }, { printkey: parcel.sbl })).body,
    ).toBe(ANSWER.uploaded);
    for (let i = 0; i < DRAFT_FILES_MAX; i += 1) {
      await upload(
        t,
        full,
        { name: `${i}.pdf`, content: fixture.pdf(`full ${i}`) },
        {
          printkey: parcel.sbl,
        },
      );
    }
    const refused = await upload(
      t,
      full,
      { name: 's.pdf', content: shared },
      { printkey: parcel.sbl },
    );
    expect(refused.statusCode).toBe(409);
    expect(await t.app.storage.has(sha(shared))).toBe(true);
  });

  it('limits uploads per account (429), counting refused ones too', async () => {
    const account = await signedInAs(t.app, 'user');
    const limit = 60;
    for (let i = 0; i < limit; i += 1) {
      const response = await upload(t, account, undefined, { printkey: parcel.sbl });
      expect(response.statusCode).toBe(400);
    }
    const content = fixture.pdf('over the rate limit');
    const refused = await upload(t, account, { name: 'x.pdf', content }, { printkey: parcel.sbl });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ error_message: 'too_many_requests' });
    expect(await t.app.storage.has(sha(content))).toBe(false);
    // Another account is not held back by this one's uploads.
    const other = await signedInAs(t.app, 'user');
    expect(
      (await upload(t, other, { name: 'x.pdf', content }, { printkey: parcel.sbl })).body,
    ).toBe(ANSWER.uploaded);
  });
});

describe('POST /api/ir/uploadfile with clamd unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { CLAMAV_URL: `tcp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses with 503 and a clear text, never accepting the file unscanned', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(t.database.db);
    const content = fixture.pdf('a good file, but no scanner');
    const response = await upload(
      t,
      account,
      { name: 'good.pdf', content },
      {
        printkey: parcel.sbl,
      },
    );
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe(ANSWER.scannerUnavailable);
    expect(await draftRows(t, account)).toEqual([]);
    expect(await t.app.storage.has(sha(content))).toBe(false);
  });
});

describe('recording a file whose bytes were purged meanwhile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses (503) rather than record a row without bytes', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(t.database.db);
    const content = fixture.pdf('stored, then purged before it was recorded');
    // What the pipeline returns after its put, with the bytes deleted since by a purge.
    const stored = await t.app.storage.put(content);
    await t.app.storage.delete(stored.sha256);
    const ctx = signedInContext(t.app, 'development', {
      id: account.user.id,
      email: account.user.email,
      role: 'user',
    });
    const outcome = uploadDraftFile(ctx, async (options) => {
      await options.checkFields?.({ printkey: parcel.sbl }, { size: stored.size });
      return {
        file: { ...stored, mime: 'application/pdf', ext: 'pdf', originalName: 'x.pdf' },
        fields: { printkey: parcel.sbl },
      };
    });
    await expect(outcome).rejects.toMatchObject({ statusCode: 503, code: 'store_failed' });
    expect(await rowsOfContent(t, content)).toEqual([]);
  });
});

describe('the draft index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is per municipality, account, parcel and content (a draft never holds one content twice)', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createTestParcel(t.database.db);
    const content = fixture.pdf('index');
    await upload(t, account, { name: 'a.pdf', content }, { printkey: parcel.sbl });
    await expect(
      t.database.db.insert(applicationFiles).values({
        municipalityKey: 'development',
        uploadedBy: account.user.id,
        sbl: parcel.sbl,
        sha256: sha(content),
        size: content.length,
        mime: 'application/pdf',
        originalName: 'b.pdf',
      }),
    ).rejects.toThrow();
    const rows = await t.database.db
      .select()
      .from(applicationFiles)
      .where(
        and(
          eq(applicationFiles.uploadedBy, account.user.id),
          eq(applicationFiles.sha256, sha(content)),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
