import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createApplication, createTestParcel } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { DISCARD_MAX_BYTES } from '../../plugins/upload-pipeline/discard-body.ts';

const MB = 1024 * 1024;
const BOUNDARY = '----ir-oversize-boundary';

let t: TestApp;
let port: number;
let owner: SignedInAccount;
let staff: SignedInAccount;
let printkey: string;
let applicationId: number;

beforeAll(async () => {
  t = await build();
  owner = await signedInAs(t.app, 'user');
  staff = await signedInAs(t.app, 'super');
  printkey = (await createTestParcel(t.database.db)).sbl;
  applicationId = await createApplication(t.database.db, 'development', owner.user.id, {
    sbl: printkey,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  /** The status read, or undefined when the connection ended without an answer. */
  status: number | undefined;
  body: string;
  /** Bytes of the body the client had handed to the connection when the answer began. */
  writtenAtAnswer: number;
  /** Bytes of the whole body. */
  total: number;
}

/**
 * POSTs a multipart form with a PDF of `fileBytes` over a real socket, as a browser does: the
 * body is written a chunk at a time, each once the connection takes it, while the answer may
 * already be on its way. `declare` sends Content-Length (a browser always does for a form);
 * otherwise the body is chunked.
 */
function postForm(
  url: string,
  account: SignedInAccount,
  fields: Record<string, string>,
  fileBytes: number,
  declare: boolean,
): Promise<Answer> {
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x20);
  const total = head.length + fileBytes + tail.length;
  return new Promise((resolve) => {
    let written = 0;
    let writtenAtAnswer = -1;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          host: 'development.localhost',
          cookie: account.headers.cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(declare ? { 'content-length': String(total) } : {}),
        },
      },
      (response) => {
        writtenAtAnswer = written;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(parts).toString(),
            writtenAtAnswer,
            total,
          }),
        );
      },
    );
    // A closed connection: what a browser shows as "connection reset".
    request.on('error', () =>
      resolve({ status: undefined, body: '', writtenAtAnswer: written, total }),
    );
    const write = (bytes: Buffer) =>
      new Promise<void>((done) => {
        written += bytes.length;
        if (request.write(bytes)) done();
        else request.once('drain', done);
      });
    void (async () => {
      await write(head);
      for (let sent = 0; sent < fileBytes && !request.destroyed; sent += chunk.length) {
        await write(chunk.subarray(0, Math.min(chunk.length, fileBytes - sent)));
      }
      if (request.destroyed) return;
      written += tail.length;
      request.end(tail);
    })();
  });
}

describe('an upload over 25 MB, over a real connection', () => {
  it.each([
    ['with Content-Length', true],
    ['chunked, counted while streaming', false],
  ])(
    '%s: the owner reads 413 with SPEC’s text, never a reset, and nothing is kept',
    async (_name, declare) => {
      const before = await countEveryTable(t.database.db, ['rate_limits']);
      const answer = await postForm('/api/ir/uploadfile', owner, { printkey }, 30 * MB, declare);
      expect(answer.status).toBe(413);
      // The answer waited for the whole body: a browser reads it only once it has sent that.
      expect(answer.writtenAtAnswer).toBe(answer.total);
      expect(answer.body).toContain('Request Entity Too Large');
      expect(answer.body).toContain(MESSAGES.upload.tooLarge);
      expect(await countEveryTable(t.database.db, ['rate_limits'])).toEqual(before);
    },
  );

  it('a staff upload reads 413 with SPEC’s text too', async () => {
    const before = await countEveryTable(t.database.db, ['rate_limits']);
    const answer = await postForm(
      '/api/super/uploadfile',
      staff,
      { id: String(applicationId) },
      30 * MB,
      true,
    );
    expect(answer.status).toBe(413);
    expect(answer.writtenAtAnswer).toBe(answer.total);
    expect(JSON.parse(answer.body)).toMatchObject({
      error_message: 'too_large',
      message: MESSAGES.upload.tooLarge,
    });
    expect(await countEveryTable(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it.each([
    ['declared', true],
    ['chunked', false],
  ])(
    'a %s body past the discard cap is not read to its end: the connection is closed',
    async (_name, declare) => {
      const answer = await postForm(
        '/api/ir/uploadfile',
        owner,
        { printkey },
        DISCARD_MAX_BYTES + 60 * MB,
        declare,
      );
      if (answer.status !== undefined) expect(answer.status).toBe(413);
      expect(answer.writtenAtAnswer).toBeLessThan(answer.total);
    },
  );

  it('the connection still serves the next request after the 413 (the body was read to its end)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const body = Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="printkey"\r\n\r\n${printkey}\r\n` +
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n`,
          ),
          fixture.pdf(),
          Buffer.alloc(26 * MB, 0x20),
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]);
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/ir/uploadfile',
            agent,
            headers: {
              host: 'development.localhost',
              cookie: owner.headers.cookie,
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              'content-length': String(body.length),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, socket: request.socket }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(first.status).toBe(413);
      const second = await new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const request = http.get(
          {
            host: '127.0.0.1',
            port,
            path: '/api/healthz',
            agent,
            headers: { host: 'development.localhost' },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, socket: request.socket }),
            );
          },
        );
        request.on('error', reject);
      });
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});
