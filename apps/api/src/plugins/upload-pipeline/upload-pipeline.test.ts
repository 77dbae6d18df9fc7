import { messageText } from '@ir/domain/catalogues.ts';
import { createHash } from 'node:crypto';
import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@ir/domain';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, TEST_OVERLOAD_LIMITS, testConfig } from '../../../test/helpers.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { ownTempDir } from '../../../test/own-temp-dir.ts';
import { DISCARD_MAX_BYTES } from './discard-body.ts';
import { acceptMultipart, UploadRefusal } from './index.ts';
import { UploadPipeline } from './pipeline.ts';

const clamavUrl = inject('clamavUrl');

let database: Database;
const logged: { level: string; object: unknown; message?: string | undefined }[] = [];
const apps: FastifyInstance[] = [];

/**
 * The real app with one test-only upload route outside /api, mapping a refusal the way the
 * error plugin will (code and user message), so each case can name its code.
 */
async function appWith(
  env: Record<string, string>,
  pipeline?: (app: FastifyInstance) => UploadPipeline,
) {
  const app = await buildApp({
    config: testConfig(env),
    database,
    logger: false,
    overloadLimits: TEST_OVERLOAD_LIMITS,
  });
  await app.register(async (scope) => {
    await scope.register(acceptMultipart);
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof UploadRefusal) {
        return reply
          .status(error.statusCode)
          .send({ code: error.code, message: messageText('en', error.ref) });
      }
      return reply.send(error);
    });
    // Each request logs into `logged`, so a test can see what operators would read.
    scope.addHook('onRequest', async (request) => {
      // The request's own line (plugins/logging.ts) is not the pipeline's.
      const record = (level: string) => (object: unknown, message?: string) => {
        if (message !== 'request') logged.push({ level, object, message });
      };
      request.log = Object.assign(Object.create(request.log) as FastifyInstance['log'], {
        info: record('info'),
        warn: record('warn'),
        error: record('error'),
      });
    });
    const uploads = pipeline ? pipeline(app) : app.uploads;
    scope.post('/test/upload', { config: { access: 'public' } }, async (request) =>
      uploads.receive(request),
    );
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

const BOUNDARY = '----ir-test-boundary';

function form(
  file: { name: string; content: Buffer; type?: string },
  fields: Record<string, string> = {},
) {
  const head = Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(
      `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function upload(
  app: FastifyInstance,
  name: string,
  content: Buffer,
  fields: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/test/upload',
    headers: multipartHeaders,
    payload: form({ name, content, type: 'application/pdf' }, fields),
  });
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Upload spools these tests left, in a temp folder of this file's own. */
const inTemp = ownTempDir();
const tempUploads = () => inTemp(/^ir-upload-/).length;

describe('upload pipeline without a scanner (development)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });

  it('accepts a PDF, stores it by its hash and returns what a feature records', async () => {
    const bytes = fixture.pdf('accepted and stored');
    const response = await upload(app, 'C:\\Users\\me\\Appraisal 2026.PDF', bytes, {
      printkey: '12.34-5-6',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      file: {
        sha256: sha(bytes),
        size: bytes.length,
        mime: 'application/pdf',
        ext: 'pdf',
        originalName: 'Appraisal 2026.PDF',
      },
      fields: { printkey: '12.34-5-6' },
    });
    const stored = await app.storage.get(sha(bytes));
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it.each([
    ['photo.png', 'image/png', fixture.png()],
    ['photo.jpg', 'image/jpeg', fixture.jpeg()],
    ['photo.JPEG', 'image/jpeg', fixture.jpeg()],
    ['letter.doc', 'application/msword', fixture.cfb()],
    ['sheet.xls', 'application/vnd.ms-excel', fixture.cfb()],
    [
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fixture.docx(),
    ],
    [
      'sheet.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fixture.xlsx(),
    ],
    ['scan.heif', 'image/heif', fixture.heif()],
    ['IMG_0042.HEIC', 'image/heic', fixture.heic()],
  ])('accepts %s as %s', async (name, mime, bytes) => {
    const response = await upload(app, name, bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json().file).toMatchObject({ sha256: sha(bytes), mime });
  });

  it.each([
    ['a Windows program renamed x.pdf', 'x.pdf', fixture.exe()],
    ['a Windows program', 'setup.exe', fixture.exe()],
    ['a PDF named as a picture', 'photo.png', fixture.pdf()],
    ['a macro-enabled document named .docx', 'letter.docx', fixture.docm()],
    ['a docx carrying a VBA project', 'letter.docx', fixture.docxWithMacros()],
    ['a .doc carrying a VBA project', 'letter.doc', fixture.docWithMacros()],
    ['a PDF that runs JavaScript when opened', 'appraisal.pdf', fixture.pdfWithScript()],
    ['an OLE file named as a PDF', 'x.pdf', Buffer.concat([fixture.cfb(), Buffer.from('refused')])],
    [
      'a docx named .xlsx',
      'sheet.xlsx',
      fixture.docx([{ name: 'word/refused.xml', data: Buffer.from('<p/>') }]),
    ],
    [
      'a plain zip named .docx',
      'letter.docx',
      fixture.zip([{ name: 'a.txt', data: Buffer.from('hi') }]),
    ],
    ['text named .pdf', 'notes.pdf', Buffer.from('just some text')],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
    ['a file without an extension', 'README', fixture.pdf()],
    ['a video named .heic', 'IMG_0042.heic', fixture.ftyp('isom', ['isom', 'mp41'])],
  ])('refuses %s as a bad file type, storing nothing', async (_what, name, bytes) => {
    const response = await upload(app, name, bytes);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'bad_file_type', message: 'Invalid file type.' });
    expect(await app.storage.has(sha(bytes))).toBe(false);
  });

  it('refuses a zip bomb docx', async () => {
    const bomb = fixture.docx([
      { name: 'word/media/image1.png', data: Buffer.alloc(50 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const response = await upload(app, 'appraisal.docx', bomb);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('bad_file_type');
    expect(await app.storage.has(sha(bomb))).toBe(false);
  });

  it('accepts a file of exactly the limit and refuses one byte more', async () => {
    const atLimit = Buffer.concat([
      fixture.pdf(),
      Buffer.alloc(UPLOAD_MAX_BYTES - fixture.pdf().length, 0x20),
    ]);
    expect((await upload(app, 'big.pdf', atLimit)).statusCode).toBe(200);
    const over = Buffer.concat([atLimit, Buffer.from(' ')]);
    const response = await upload(app, 'big.pdf', over);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'too_large',
      message: 'File too large, must be under 25MB',
    });
    expect(await app.storage.has(sha(over))).toBe(false);
  });

  it('refuses an oversized streamed body while reading it, keeping nothing', async () => {
    const before = tempUploads();
    let sent = 0;
    const body = Readable.from(
      (function* () {
        const [head, tail] = form({ name: 'huge.pdf', content: Buffer.from('\0') })
          .toString('latin1')
          .split('\0');
        yield Buffer.from(`${head}%PDF-1.4\n`, 'latin1');
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        for (let i = 0; i < 40; i += 1) {
          sent += chunk.length;
          yield chunk;
        }
        yield Buffer.from(tail!, 'latin1');
      })(),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/test/upload',
      headers: multipartHeaders,
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('too_large');
    expect(sent).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(tempUploads()).toBe(before);
  });

  /** A body of `size` zero bytes, declared as such, counting what the server pulls of it. */
  async function declaredBody(size: number) {
    const before = tempUploads();
    let pulled = 0;
    const body = new Readable({
      read() {
        pulled += 64 * 1024;
        this.push(pulled > size ? null : Buffer.alloc(64 * 1024));
      },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/test/upload',
      headers: { ...multipartHeaders, 'content-length': String(size) },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('too_large');
    expect(tempUploads()).toBe(before);
    return { response, pulled };
  }

  it('refuses a body declared too large before spooling it, then reads the rest to nothing so a browser gets the answer', async () => {
    const { pulled } = await declaredBody(40 * 1024 * 1024);
    expect(pulled).toBeGreaterThan(40 * 1024 * 1024);
  });

  it('does not read a body declared past the discard cap: the answer closes the connection', async () => {
    const { response, pulled } = await declaredBody(DISCARD_MAX_BYTES + 1024 * 1024);
    expect(pulled).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(response.headers.connection).toBe('close');
  });

  it('refuses a form without a file and a body that is not a form', async () => {
    const noFile = await app.inject({
      method: 'POST',
      url: '/test/upload',
      headers: multipartHeaders,
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="printkey"\r\n\r\n1.2-3\r\n--${BOUNDARY}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({
      code: 'no_file',
      message: 'Upload issue, please refresh the page',
    });
    const json = await app.inject({ method: 'POST', url: '/test/upload', payload: { file: 'x' } });
    expect(json.json().code).toBe('no_file');
  });

  it('refuses a second file in one request, storing neither', async () => {
    const first = fixture.pdf('first of two');
    const two = Buffer.concat([
      form({ name: 'a.pdf', content: first }).subarray(0, -`--${BOUNDARY}--\r\n`.length),
      form({ name: 'b.pdf', content: fixture.pdf('second of two') }),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/test/upload',
      headers: multipartHeaders,
      payload: two,
    });
    expect(response.statusCode).toBe(413);
    expect(await app.storage.has(sha(first))).toBe(false);
  });

  it('parses multipart only where a module asked for it: other routes still answer 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: multipartHeaders,
      payload: form({ name: 'x.pdf', content: fixture.pdf() }),
    });
    expect(response.statusCode).toBe(415);
  });

  it('leaves no temp file behind', () => {
    expect(tempUploads()).toBe(0);
  });
});

describe('upload pipeline without CLAMAV_URL', () => {
  it('warns once that uploads are not scanned, and still checks the type', async () => {
    const warn = vi.fn();
    const app = await appWith(
      {},
      (a) =>
        new UploadPipeline({
          storage: a.storage,
          clamavUrl: undefined,
          log: { ...a.log, warn } as unknown as FastifyInstance['log'],
        }),
    );
    await upload(app, 'a.pdf', fixture.pdf('one'));
    await upload(app, 'b.pdf', fixture.pdf('two'));
    expect((await upload(app, 'x.pdf', fixture.exe())).statusCode).toBe(415);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/CLAMAV_URL is not set/);
  });
});

describe.skipIf(!clamavUrl)('upload pipeline with clamd', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ CLAMAV_URL: clamavUrl });
  });

  it('accepts a clean PDF', async () => {
    const bytes = fixture.pdf('scanned and clean');
    expect((await upload(app, 'clean.pdf', bytes)).statusCode).toBe(200);
    expect(await app.storage.has(sha(bytes))).toBe(true);
  });

  it('refuses EICAR as malware, storing nothing', async () => {
    const infected = fixture.pdf(fixture.eicar().toString());
    const response = await upload(app, 'infected.pdf', infected);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'malware', message: 'Unable to accept this file.' });
    expect(await app.storage.has(sha(infected))).toBe(false);
    // The signature is for the log, never the answer.
    expect(response.body).not.toMatch(/eicar/i);
    expect(logged.at(-1)).toEqual({
      level: 'warn',
      object: {
        upload: { code: 'malware', detail: expect.stringMatching(/^Eicar-Test-Signature/) },
      },
      message: 'upload refused',
    });
  });

  it('refuses EICAR hidden in a docx', async () => {
    const infected = fixture.docx([{ name: 'word/media/x.bin', data: fixture.eicar() }]);
    const response = await upload(app, 'letter.docx', infected);
    expect(response.json().code).toBe('malware');
  });
});

describe('upload pipeline with clamd down (fail closed)', () => {
  it('refuses every file when clamd cannot be reached', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const app = await appWith({ CLAMAV_URL: `tcp://127.0.0.1:${closed}` });
    const bytes = fixture.pdf('a perfectly good file');
    const response = await upload(app, 'good.pdf', bytes);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'scan_failed',
      message: 'Upload issue, please refresh the page',
    });
    expect(await app.storage.has(sha(bytes))).toBe(false);
    expect(logged.at(-1)).toMatchObject({
      level: 'warn',
      object: {
        upload: {
          code: 'scan_failed',
          detail: expect.stringMatching(/^connect: cannot reach clamd/),
        },
      },
    });
  });
});
