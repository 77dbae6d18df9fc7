import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BULK_CSV_COLUMNS,
  BULK_OWNER_COPIES,
  fillMessage,
  MESSAGES,
  UPLOAD_DAILY_QUOTA_BYTES,
  withPhone,
  type BulkBatch,
} from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { approveRepresentative, bulkCsv, bulkForm, bulkRow } from '../../../test/bulk-forms.ts';
import { freshIp, mailTo } from '../../../test/factories.ts';
import { createParcel } from '../../../test/filing-factories.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import { pdf, zip } from '../../../test/upload-fixtures.ts';
import { ownTempDir } from '../../../test/own-temp-dir.ts';
import { applicationFiles, bulkBatchRows, bulkBatches, rateLimits } from '../../db/schema/index.ts';
import { readBulkCsv } from './bulk-csv.ts';
import { BATCH_MAX_ATTEMPTS } from './run-batch.ts';

const clamavUrl = inject('clamavUrl');
/** development's deadline is the next March 31 (2026-03-31): open, roll year 2026. */
const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0199';
const DAILY = 5;

const ENV = {
  ...AUTH_TEST_ENV,
  FIRM_PHONE: PHONE,
  BULK_DAILY_PARCELS: String(DAILY),
  ...(clamavUrl ? { CLAMAV_URL: clamavUrl } : {}),
};

let t: TestApp;

// A temp folder of this file's own, so that the forms' folders it checks are its own.
const inTemp = ownTempDir();

beforeAll(async () => {
  t = await build({ now: NOW, env: ENV });
});

/** No form's or batch's temp folder is left behind, on any path. */
const leftInTemp = () => inTemp(/^ir-(form|batch|upload)-/);
afterAll(() => t.close());

const db = () => t.database.db;
const authorization = () => zip([{ name: 'authorization.pdf', data: pdf('authorization') }]);
const tables = () => countEveryTable(db(), ['rate_limits', 'used_captchas']);

async function representative(): Promise<SignedInAccount> {
  const account = await signedInAs(t.app, 'user');
  await approveRepresentative(db(), account.user.id);
  return account;
}

async function post(account: SignedInAccount, form: { csv?: string | Buffer; zip?: Buffer }) {
  const body = bulkForm({ captcha: await solvedCaptcha(t.app), ...form });
  return injectOn(
    t.app,
    'development',
    {
      method: 'POST',
      url: '/api/applications/bulk',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: freshIp(),
    },
    account,
  );
}

const getBatch = (account: SignedInAccount, id: number) =>
  injectOn(t.app, 'development', { url: `/api/applications/bulk/${id}` }, account);

/** Polls the batch as its page does until every row has an outcome. */
async function finished(account: SignedInAccount, id: number): Promise<BulkBatch> {
  for (let poll = 0; poll < 2_000; poll++) {
    const batch = (await getBatch(account, id)).json<BulkBatch>();
    if (batch.status === 'done' || batch.status === 'failed') return batch;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`batch ${id} did not finish`);
}

describe('a batch needs an approved representative', () => {
  it('refuses a self-registered account with 403 before reading the body, saying how to ask', async () => {
    const account = await signedInAs(t.app, 'user');
    const [parcel] = [await createParcel(db(), 'development')];
    const before = await tables();
    const res = await post(account, { csv: bulkCsv([bulkRow(parcel!.sbl)]), zip: authorization() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error_message: 'not_representative',
      message: withPhone(MESSAGES.bulk.notRepresentative, PHONE),
    });
    expect(await tables()).toEqual(before);
  });

  it('caps the rows an account sends in 24 hours, across batches, and says what is left', async () => {
    const rep = await representative();
    const parcels = [];
    for (let i = 0; i < DAILY + 1; i++) parcels.push(await createParcel(db(), 'development'));
    const first = await post(rep, {
      csv: bulkCsv(parcels.slice(0, 3).map((p) => bulkRow(p.sbl))),
      zip: authorization(),
    });
    expect(first.statusCode, first.body).toBe(202);
    await finished(rep, first.json<{ batch_id: number }>().batch_id);
    const before = await tables();
    const over = await post(rep, {
      csv: bulkCsv(parcels.slice(3, 6).map((p) => bulkRow(p.sbl))),
      zip: authorization(),
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      error_message: 'bulk_daily_limit',
      message: fillMessage(MESSAGES.bulk.dailyLimit, { max: DAILY, used: 3, rows: 3 }),
    });
    expect(await tables()).toEqual(before);
    // Two more fit.
    const fits = await post(rep, {
      csv: bulkCsv(parcels.slice(3, 5).map((p) => bulkRow(p.sbl))),
      zip: authorization(),
    });
    expect(fits.statusCode).toBe(202);
    await finished(rep, fits.json<{ batch_id: number }>().batch_id);
    // Now none: refused before the body is read.
    const none = await post(rep, { csv: bulkCsv([bulkRow(parcels[5]!.sbl)]) });
    expect(none.statusCode).toBe(429);
    expect(none.json<{ message: string }>().message).toBe(
      fillMessage(MESSAGES.bulk.dailyLimitReached, { max: DAILY }),
    );
  });
});

describe('the captcha comes before any file', () => {
  it('refuses a batch without a solved captcha, or whose file part comes first, reading no file', async () => {
    const rep = await representative();
    const before = await tables();
    const csv = bulkCsv([bulkRow('100.00-1-1')]);
    for (const form of [
      bulkForm({ csv }),
      bulkForm({ captcha: 'not a solution', csv }),
      filePartFirst(csv, await solvedCaptcha(t.app)),
    ]) {
      const res = await injectOn(
        t.app,
        'development',
        { method: 'POST', url: '/api/applications/bulk', ...form, remoteAddress: freshIp() },
        rep,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_message: 'bad_captcha', field: 'captcha' });
    }
    expect(await tables()).toEqual(before);
    expect(leftInTemp()).toEqual([]);
  });
});

/** A batch form whose CSV part comes before its captcha field. */
function filePartFirst(csv: string, captcha: string) {
  const boundary = '----ir-order';
  const payload = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="csv"; filename="batch.csv"',
      'Content-Type: text/csv',
      '',
      csv,
      `--${boundary}`,
      'Content-Disposition: form-data; name="captcha"',
      '',
      captcha,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

describe('withdrawing', () => {
  it('is limited per account like filing', async () => {
    const owner = await signedInAs(t.app, 'user');
    const withdraw = () =>
      injectOn(
        t.app,
        'development',
        {
          method: 'POST',
          url: '/api/applications/withdraw',
          payload: { id: 999_999 },
          remoteAddress: freshIp(),
        },
        owner,
      );
    for (let i = 0; i < 20; i++) expect((await withdraw()).statusCode).toBe(404);
    const limited = await withdraw();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('a batch is accepted at once and filed in the background', () => {
  it('answers 202 with its id; its page shows progress, then the report, to its account only', async () => {
    const rep = await representative();
    const a = await createParcel(db(), 'development');
    const res = await post(rep, {
      csv: bulkCsv([bulkRow(a.sbl), bulkRow('999.99-9-9')]),
      zip: authorization(),
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json<{ batch_id: number }>().batch_id;
    const batch = await finished(rep, id);
    expect(batch).toMatchObject({ batch_id: id, status: 'done', total: 2, processed: 2 });
    expect(batch.rows.map((row) => row.status)).toEqual(['filed', 'refused']);
    expect(batch.finished_at).not.toBeNull();

    const other = await representative();
    expect((await getBatch(other, id)).statusCode).toBe(404);
    const foreign = await signedInAs(t.app, 'user', 'kent');
    expect(
      (await injectOn(t.app, 'kent', { url: `/api/applications/bulk/${id}` }, foreign)).statusCode,
    ).toBe(404);
    for (const bad of ['1e3', '0x10', '-1', '0']) {
      expect((await getBatch(rep, bad as unknown as number)).statusCode, bad).toBe(400);
    }
  });

  it('takes over a batch whose instance stopped, filing only the rows it had not done', async () => {
    const rep = await representative();
    const [a, b] = [
      await createParcel(db(), 'development'),
      await createParcel(db(), 'development'),
    ];
    const res = await post(rep, {
      csv: bulkCsv([bulkRow(a.sbl), bulkRow(b.sbl)]),
      zip: authorization(),
    });
    const id = res.json<{ batch_id: number }>().batch_id;
    await finished(rep, id);
    // As if the instance had died after filing the first row: its lease ran out, the second
    // row has no outcome yet, and the ZIP (released once a batch ends) is still stored.
    await t.app.storage.put(authorization());
    await db()
      .delete(bulkBatchRows)
      .where(sql`${bulkBatchRows.batchId} = ${id} and line = 3`);
    await db()
      .update(bulkBatches)
      .set({ status: 'running', leaseUntil: new Date(NOW.getTime() - 1000), finishedAt: null })
      .where(eq(bulkBatches.id, id));
    const restarted = await build({ now: NOW, database: t.database, env: ENV });
    try {
      const batch = await finished(rep, id);
      expect(batch.status).toBe('done');
      // The first row stays filed once; the second was tried again (its parcel is filed by then).
      expect(batch.rows.map((row) => [row.line, row.status])).toEqual([
        [2, 'filed'],
        [3, 'refused'],
      ]);
      const sbl = batch.rows[1]?.sbl ?? '';
      expect(batch.rows[1]?.error).toBe(
        fillMessage(MESSAGES.bulk.alreadyFiled, { sbl, phone: PHONE }),
      );
    } finally {
      await restarted.close();
    }
  });

  it('marks a batch failed after too many attempts, reporting each row it did not file', async () => {
    const rep = await representative();
    const a = await createParcel(db(), 'development');
    const res = await post(rep, {
      csv: bulkCsv([bulkRow(a.sbl), bulkRow(a.sbl)]),
      zip: authorization(),
    });
    const id = res.json<{ batch_id: number }>().batch_id;
    await finished(rep, id);
    await db().delete(bulkBatchRows).where(eq(bulkBatchRows.batchId, id));
    await db()
      .update(bulkBatches)
      .set({
        status: 'running',
        leaseUntil: new Date(NOW.getTime() - 1000),
        attempts: BATCH_MAX_ATTEMPTS,
        finishedAt: null,
      })
      .where(eq(bulkBatches.id, id));
    t.app.batches.wake();
    const batch = await finished(rep, id);
    expect(batch.status).toBe('failed');
    const notFiled = {
      status: 'refused',
      error: withPhone(MESSAGES.bulk.failed, PHONE),
      problems: [{ key: 'bulk.failed', values: { phone: PHONE } }],
    };
    expect(batch.rows).toEqual([
      { line: 2, sbl: a.sbl, ...notFiled },
      { line: 3, sbl: a.sbl, ...notFiled },
    ]);
  });
});

describe("the owner's copy of a receipt", () => {
  it("carries the facts and who filed, never the filer's words, and stops at the account's limit", async () => {
    const rep = await representative();
    const [a, b] = [
      await createParcel(db(), 'development'),
      await createParcel(db(), 'development'),
    ];
    const spam = 'Visit https://spam.example for cheap watches';
    const first = await post(rep, {
      csv: bulkCsv([bulkRow(a.sbl, { owner_email: 'owner.a@example.com', comments: spam })]),
      zip: authorization(),
    });
    const report = await finished(rep, first.json<{ batch_id: number }>().batch_id);
    expect(report.rows[0]).toMatchObject({ status: 'filed', owner_copy: 'sent' });
    const [copy] = await mailTo(db(), 'owner.a@example.com');
    expect(copy?.textBody).toContain(`Filed by: ${rep.user.email}`);
    expect(`${copy?.subject}${copy?.textBody}${copy?.htmlBody}`).not.toContain('spam.example');

    // The account's copies for the window are spent.
    const windowStart =
      Math.floor(NOW.getTime() / BULK_OWNER_COPIES.windowMs) * BULK_OWNER_COPIES.windowMs;
    await db()
      .update(rateLimits)
      .set({ count: BULK_OWNER_COPIES.perAccount })
      .where(
        sql`${rateLimits.key} = ${`bulk_owner_copy:user:development:${rep.user.id}`} and ${rateLimits.windowStart} = ${new Date(windowStart)}`,
      );
    const second = await post(rep, {
      csv: bulkCsv([bulkRow(b.sbl, { owner_email: 'owner.b@example.com' })]),
      zip: authorization(),
    });
    const limited = await finished(rep, second.json<{ batch_id: number }>().batch_id);
    expect(limited.rows[0]).toMatchObject({ status: 'filed', owner_copy: 'rate_limited' });
    expect(await mailTo(db(), 'owner.b@example.com')).toEqual([]);
  });
});

describe("a batch's files", () => {
  it("count against the account's daily upload quota, the refusal naming the entry", async () => {
    const rep = await representative();
    const a = await createParcel(db(), 'development');
    // Uploads of the last 24 hours that leave room for less than the batch's file.
    await db()
      .insert(applicationFiles)
      .values({
        municipalityKey: 'development',
        uploadedBy: rep.user.id,
        sbl: a.sbl,
        sha256: 'a'.repeat(64),
        size: UPLOAD_DAILY_QUOTA_BYTES - 10,
        mime: 'application/pdf',
        originalName: 'earlier.pdf',
        uploadedAt: NOW,
      });
    const res = await post(rep, { csv: bulkCsv([bulkRow(a.sbl)]), zip: authorization() });
    const batch = await finished(rep, res.json<{ batch_id: number }>().batch_id);
    expect(batch.rows[0]).toEqual({
      line: 2,
      sbl: a.sbl,
      status: 'refused',
      error: fillMessage(MESSAGES.bulk.fileRefused, {
        name: 'authorization.pdf',
        reason: MESSAGES.uploadAnswer.dailyQuota,
      }),
      problems: [
        {
          key: 'bulk.fileRefused',
          values: { name: 'authorization.pdf', reason: MESSAGES.uploadAnswer.dailyQuota },
        },
      ],
    });
  });

  it('refuses a ZIP of many small entries that expands like a bomb as a whole', async () => {
    const rep = await representative();
    const a = await createParcel(db(), 'development');
    const zeros = Buffer.alloc(512 * 1024);
    const entries = Array.from({ length: 40 }, (_, i) => ({ name: `page-${i}.pdf`, data: zeros }));
    const before = await tables();
    const res = await post(rep, { csv: bulkCsv([bulkRow(a.sbl)]), zip: zip(entries) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'bad_zip', message: MESSAGES.bulk.zipRatio });
    expect(await tables()).toEqual(before);
    expect(leftInTemp()).toEqual([]);
  });
});

describe('POST /api/applications/bulk with a CSV of millions of rows', () => {
  // How fast it answers is the bench's to measure, not a test's (the machine's load would
  // decide a time limit); what the server reads is bounded by the test below.
  it('answers too_many_rows with little memory, and healthz throughout', async () => {
    const rep = await representative();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const header = `${BULK_CSV_COLUMNS.join(',')}\n`;
    // 3,400,000 one-cell rows: 9.7 MB, as the probe sent.
    const csv = Buffer.concat([Buffer.from(header), Buffer.alloc(3_400_000 * 2, 'x\n')]);
    expect(csv.length).toBeGreaterThan(6_800_000);
    const form = bulkForm({ captcha: await solvedCaptcha(t.app), csv });
    // The first requests of a listening server pay for its own start (the route's code, the
    // session, the form parser): they are not measured.
    await request(port, { path: '/api/healthz', headers: { host: 'development.localhost' } });
    const warm = bulkForm({ captcha: 'not a solution', csv: `${header}x\n` });
    const warmed = await request(
      port,
      {
        method: 'POST',
        path: '/api/applications/bulk',
        headers: { ...warm.headers, ...rep.headers, 'content-length': String(warm.payload.length) },
      },
      warm.payload,
    );
    expect(warmed.status).toBe(400);
    const heapBefore = process.memoryUsage().heapUsed;
    const healthStatuses: number[] = [];
    let polling = true;
    const health = (async () => {
      while (polling) {
        const answer = await request(port, {
          path: '/api/healthz',
          headers: { host: 'development.localhost' },
        });
        healthStatuses.push(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const res = await request(
      port,
      {
        method: 'POST',
        path: '/api/applications/bulk',
        headers: { ...form.headers, ...rep.headers, 'content-length': String(form.payload.length) },
      },
      form.payload,
    );
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    polling = false;
    await health;
    expect(res.status, res.body).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error_message: 'too_many_rows' });
    expect(healthStatuses.length).toBeGreaterThan(0);
    expect(new Set(healthStatuses)).toEqual(new Set([200]));
    expect(heapGrowth).toBeLessThan(100 * 1024 * 1024);
    expect(leftInTemp()).toEqual([]);
  });

  it('stops reading at the 1,001st row', async () => {
    let chunksRead = 0;
    async function* rows() {
      yield Buffer.from(`${BULK_CSV_COLUMNS.join(',')}\n`);
      for (let i = 0; i < 1_000_000; i++) {
        chunksRead += 1;
        yield Buffer.from('1,a\n');
      }
    }
    await expect(readBulkCsv(rows())).rejects.toMatchObject({ code: 'too_many_rows' });
    expect(chunksRead).toBeLessThan(1_100);
  });
});

function request(
  port: number,
  options: http.RequestOptions,
  body?: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
