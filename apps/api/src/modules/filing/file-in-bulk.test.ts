import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BULK_CSV_COLUMNS,
  fillMessage,
  MESSAGES,
  ROLES,
  type BulkBatch,
  type BulkReport,
} from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { approveRepresentative, bulkCsv, bulkForm, bulkRow } from '../../../test/bulk-forms.ts';
import { freshIp, mailTo } from '../../../test/factories.ts';
import { createParcel } from '../../../test/filing-factories.ts';
import { writeFilingOverride } from '../municipalities/index.ts';
import { updateUser } from '../users/index.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import { eicar, exe, pdf, png, zip } from '../../../test/upload-fixtures.ts';
import { ownTempDir } from '../../../test/own-temp-dir.ts';
import { applicationFiles, applications } from '../../db/schema/index.ts';

const clamavUrl = inject('clamavUrl');
/** development's deadline is the next March 31 (2026-03-31): open, roll year 2026. */
const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0199';

let t: TestApp;
// A temp folder of this file's own, so that the forms' folders it checks are its own.
const inTemp = ownTempDir();

beforeAll(async () => {
  t = await build({
    now: NOW,
    env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE, ...(clamavUrl ? { CLAMAV_URL: clamavUrl } : {}) },
  });
});
afterAll(() => t.close());

const db = () => t.database.db;

interface Batch {
  captcha?: string | null;
  csv?: string | Buffer;
  zip?: Buffer;
  accept?: string;
  /** The page's language, sent as Accept-Language. */
  language?: string;
}

/**
 * POST /api/applications/bulk as `account`, with a freshly solved captcha unless told. A batch
 * accepted (202) is followed as its page does, until it is done; the answer is then its report
 * (GET /api/applications/bulk/{id}, as CSV when `accept` asks for it).
 */
async function send(account: SignedInAccount | undefined, batch: Batch, host?: string) {
  const captcha =
    batch.captcha === null ? undefined : (batch.captcha ?? (await solvedCaptcha(t.app)));
  const form = bulkForm({ captcha, csv: batch.csv, zip: batch.zip });
  const muni = host ?? account?.municipalityKey ?? 'development';
  const headers = batch.language ? { 'accept-language': batch.language } : {};
  const res = await injectOn(
    t.app,
    muni,
    {
      method: 'POST',
      url: '/api/applications/bulk',
      headers: { ...form.headers, ...headers },
      payload: form.payload,
      remoteAddress: freshIp(),
    },
    account,
  );
  if (res.statusCode !== 202) return res;
  const { batch_id } = res.json<{ batch_id: number }>();
  await finished(muni, account, batch_id);
  return injectOn(
    t.app,
    muni,
    {
      url: `/api/applications/bulk/${batch_id}`,
      headers: { ...headers, ...(batch.accept ? { accept: batch.accept } : {}) },
    },
    account,
  );
}

/** Polls the batch as its page does until every row has an outcome. */
async function finished(muni: string, account: SignedInAccount | undefined, id: number) {
  for (let poll = 0; poll < 2_000; poll++) {
    const res = await injectOn(t.app, muni, { url: `/api/applications/bulk/${id}` }, account);
    const status = res.json<BulkBatch>().status;
    if (status === 'done' || status === 'failed') return res.json<BulkBatch>();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`batch ${id} did not finish`);
}

/** A self-registered account a mega-admin approved as a representative. */
async function representative(municipalityKey = 'development') {
  const account = await signedInAs(t.app, 'user', municipalityKey);
  await approveRepresentative(db(), account.user.id);
  return account;
}

const authorization = () => pdf('authorization of the representative');

/** Every table, less what any request may write (rate limits) or a spent captcha. */
const tables = (also: string[] = []) =>
  countEveryTable(db(), ['rate_limits', 'used_captchas', ...also]);

async function parcels(n: number, municipalityKey = 'development') {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await createParcel(db(), municipalityKey));
  return made;
}

describe('POST /api/applications/bulk: rows that pass are filed', () => {
  it("writes the report's refusals in the page's language, column names as in the CSV", async () => {
    const rep = await representative();
    const [a, b, c] = await parcels(3);
    const csv = bulkCsv([
      bulkRow(a!.sbl, { owner_phone: '555-01', reason: 'cheaper', files: 'authorization.pdf' }),
      bulkRow(b!.sbl, { files: 'missing.pdf' }),
      bulkRow('999.99-9-9', { files: 'authorization.pdf' }),
      bulkRow(c!.sbl, { files: 'authorization.pdf' }),
    ]);
    const zipped = zip([{ name: 'authorization.pdf', data: authorization() }]);
    const res = await send(rep, { csv, zip: zipped, language: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    const [phone, missing, unknown, filed] = res.json<BulkReport>().rows;
    expect(phone?.error).toContain(`owner_phone: ${MESSAGES_ES.owner.phone}`);
    expect(phone?.error).toContain('reason: use uno de estos valores: recent_appraisal');
    expect(missing?.error).toBe(
      fillMessage(MESSAGES_ES.bulk.fileNotInZip, { name: 'missing.pdf' }),
    );
    expect(unknown?.error).toBe(`sbl: ${MESSAGES_ES.bulk.parcelNotFound}`);
    expect(filed?.status).toBe('filed');
  });

  it('reports every problem of a row, each as a key with its values, not only the first', async () => {
    const rep = await representative();
    const [a] = await parcels(1);
    const csv = bulkCsv([
      bulkRow(a!.sbl, {
        owner_zip: '12',
        owner_email: 'not-an-address',
        files: 'authorization.pdf;missing.pdf',
      }),
    ]);
    const zipped = zip([{ name: 'authorization.pdf', data: authorization() }]);
    const res = await send(rep, { csv, zip: zipped, language: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json<BulkReport>().rows;
    expect(row?.status).toBe('refused');
    expect(row?.problems).toEqual([
      { key: 'owner.zip', column: 'owner_zip' },
      { key: 'bulk.ownerEmail' },
      { key: 'bulk.fileNotInZip', values: { name: 'missing.pdf' } },
    ]);
    // The text older clients read: all three, in the batch's language.
    expect(row?.error).toBe(
      [
        `owner_zip: ${MESSAGES_ES.owner.zip}`,
        MESSAGES_ES.bulk.ownerEmail,
        fillMessage(MESSAGES_ES.bulk.fileNotInZip, { name: 'missing.pdf' }),
      ].join(' '),
    );
  });

  it('says an already filed parcel in Spanish with its SBL as a value, never behind "sbl:"', async () => {
    const rep = await representative();
    const [a] = await parcels(1);
    const batch = () => ({
      csv: bulkCsv([bulkRow(a!.sbl)]),
      zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
      language: 'es',
    });
    expect((await send(rep, batch())).json<BulkReport>().rows[0]?.status).toBe('filed');
    const [row] = (await send(rep, batch())).json<BulkReport>().rows;
    expect(row?.problems).toEqual([
      { key: 'bulk.alreadyFiled', values: { sbl: a!.sbl, phone: PHONE } },
    ]);
    expect(row?.error).toBe(
      fillMessage(MESSAGES_ES.bulk.alreadyFiled, { sbl: a!.sbl, phone: PHONE }),
    );
    expect(row?.error).not.toContain('sbl:');
  });

  it("writes each receipt in its reader's language: an account's own, the page's for an owner without one", async () => {
    const rep = await representative();
    const spanishOwner = await signedInAs(t.app, 'user');
    await updateUser(db(), 'development', spanishOwner.user.id, { language: 'es' }, NOW);
    const [a, b] = await parcels(2);
    const csv = bulkCsv([
      bulkRow(a!.sbl, { owner_email: 'sin.cuenta@example.com', files: 'authorization.pdf' }),
      bulkRow(b!.sbl, { owner_email: spanishOwner.user.email, files: 'authorization.pdf' }),
    ]);
    const zipped = zip([{ name: 'authorization.pdf', data: authorization() }]);
    // From a Spanish page: the representative's English account still reads English.
    const res = await send(rep, { csv, zip: zipped, language: 'es-US,es;q=0.9' });
    expect(res.statusCode, res.body).toBe(200);
    const toRep = await mailTo(db(), rep.user.email);
    expect(toRep).toHaveLength(2);
    for (const mail of toRep) expect(mail.subject).toMatch(/^Your Development informal review/);
    const [noAccount] = await mailTo(db(), 'sin.cuenta@example.com');
    expect(noAccount?.subject).toMatch(/^Se presentó una Revisión Informal/);
    expect(noAccount?.textBody).toContain('Su representante presentó una solicitud');
    const [withAccount] = await mailTo(db(), spanishOwner.user.email);
    expect(withAccount?.textBody).toContain('Su representante presentó una solicitud');

    // From an English page, an owner without an account reads English.
    const [c] = await parcels(1);
    const english = bulkCsv([
      bulkRow(c!.sbl, { owner_email: 'no.account@example.com', files: 'authorization.pdf' }),
    ]);
    expect((await send(rep, { csv: english, zip: zipped, language: 'en-US' })).statusCode).toBe(
      200,
    );
    const [copy] = await mailTo(db(), 'no.account@example.com');
    expect(copy?.textBody).toContain('Your representative filed');
  });

  it('files each good row with its files, marks it, mails the receipts, and refuses the others by line', async () => {
    const rep = await representative();
    const [a, b, c] = await parcels(3);
    const csv = bulkCsv([
      bulkRow(a!.sbl, {
        owner_email: 'Olive.Owner@Example.com',
        files: 'authorization.pdf;photo.png',
      }),
      bulkRow(b!.sbl, { owner_phone: '555-01' }),
      bulkRow(c!.sbl, { owner_zip: '105121234', files: ' authorization.pdf ' }),
    ]);
    const res = await send(rep, {
      csv,
      zip: zip([
        { name: 'authorization.pdf', data: authorization() },
        { name: 'photo.png', data: png() },
        { name: 'unused.pdf', data: pdf('never named') },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The form's temp folder is gone with the answer.
    expect(inTemp(/^ir-form-/)).toEqual([]);
    const report = res.json<BulkReport>();
    expect(report.rows).toHaveLength(3);
    const [first, second, third] = report.rows;
    expect(first).toMatchObject({ line: 2, sbl: a!.sbl, status: 'filed' });
    expect(first!.filingNumber).toMatch(/^DEVELOPMENT-2026-\d{6}$/);
    expect(second).toEqual({
      line: 3,
      sbl: b!.sbl,
      status: 'refused',
      error: `owner_phone: ${MESSAGES.owner.phone}`,
      problems: [{ key: 'owner.phone', column: 'owner_phone' }],
    });
    expect(third).toMatchObject({ line: 4, status: 'filed' });

    const [filed] = await db()
      .select()
      .from(applications)
      .where(eq(applications.id, first!.ir_id!));
    expect(filed).toMatchObject({
      submittedBy: rep.user.id,
      filedByRepresentative: true,
      applicantIsOwner: false,
      ownerPhone: '(845) 555-0101',
      reviewStatus: 'incomplete',
    });
    const [zipShaped] = await db()
      .select()
      .from(applications)
      .where(eq(applications.id, third!.ir_id!));
    expect(zipShaped?.ownerZip).toBe('10512-1234');
    const files = await db()
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, first!.ir_id!));
    expect(files.map((f) => [f.originalName, f.addedAfterFiling]).sort()).toEqual([
      ['authorization.pdf', false],
      ['photo.png', false],
    ]);
    // The same authorization bytes serve two filings; the unnamed file is not kept.
    expect(
      await db()
        .select()
        .from(applicationFiles)
        .where(eq(applicationFiles.originalName, 'unused.pdf')),
    ).toEqual([]);

    const toRep = await mailTo(db(), rep.user.email);
    expect(toRep).toHaveLength(2);
    expect(toRep[0]?.textBody).toContain(first!.filingNumber);
    const toOwner = await mailTo(db(), 'olive.owner@example.com');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.subject).toContain(first!.filingNumber);
    expect(toOwner[0]?.textBody).toContain('Your representative filed');

    // The review list's row says so, for the staff's filter.
    const listed = (await db().execute(
      sql`select row_json from review_list_rows where application_id = ${first!.ir_id!}`,
    )) as unknown as { rows: Array<{ row_json: string }> };
    expect(JSON.parse(JSON.parse(listed.rows[0]!.row_json) as string)).toMatchObject({
      by_representative: true,
    });
  });

  it('a second upload of the same file files nothing twice', async () => {
    const rep = await representative();
    const [a, b] = await parcels(2);
    const batch = () => ({
      csv: bulkCsv([bulkRow(a!.sbl), bulkRow(b!.sbl)]),
      zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
    });
    const once = await send(rep, batch());
    expect(once.json<BulkReport>().rows.map((r) => r.status)).toEqual(['filed', 'filed']);
    // The batch and its report are kept; nothing else is written.
    const batchTables = ['bulk_batches', 'bulk_batch_rows'];
    const before = await tables(batchTables);
    const again = await send(rep, batch());
    expect(again.statusCode).toBe(200);
    const exists = (sbl: string) => ({
      status: 'refused',
      error: fillMessage(MESSAGES.bulk.alreadyFiled, { sbl, phone: PHONE }),
      problems: [{ key: 'bulk.alreadyFiled', values: { sbl, phone: PHONE } }],
    });
    expect(again.json<BulkReport>().rows).toEqual([
      { line: 2, sbl: a!.sbl, ...exists(a!.sbl) },
      { line: 3, sbl: b!.sbl, ...exists(b!.sbl) },
    ]);
    expect(await tables(batchTables)).toEqual(before);
  });

  it('answers the report as CSV to a request that accepts text/csv', async () => {
    const rep = await representative();
    const [a] = await parcels(1);
    const res = await send(rep, {
      csv: bulkCsv([bulkRow(a!.sbl), bulkRow('999.99-9-9', { comments: '=HYPERLINK("x")' })]),
      zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
      accept: 'text/csv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/bulk-filing-report-\d+\.csv/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('line,sbl,status,filing_number,ir_id,error,owner_copy');
    expect(lines[1]).toMatch(
      new RegExp(`^2,${a!.sbl.replaceAll('.', '\\.')},filed,DEVELOPMENT-2026-\\d{6},\\d+,,$`),
    );
    expect(lines[2]).toBe(
      `3,999.99-9-9,refused,,,"${MESSAGES.bulk.formulaCell.replace('{column}', 'comments')}",`,
    );
  });

  it('accepts a UTF-8 byte-order mark and CRLF line ends', async () => {
    const rep = await representative();
    const [a] = await parcels(1);
    const csv = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(bulkCsv([bulkRow(a!.sbl, { comments: 'Two\r\nlines' })], '\r\n')),
    ]);
    const res = await send(rep, {
      csv,
      zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
    });
    expect(res.json<BulkReport>().rows).toMatchObject([{ line: 2, status: 'filed' }]);
  });

  it('refuses a formula cell, a duplicate parcel, a missing or unknown file, an unknown parcel and comparable, each by its line', async () => {
    const rep = await representative();
    const [a, b, c, d, e] = await parcels(5);
    const before = await db().select().from(applications);
    const res = await send(rep, {
      csv: bulkCsv([
        bulkRow(a!.sbl, { owner_last_name: '@SUM(A1)' }),
        bulkRow(b!.sbl),
        bulkRow(b!.sbl),
        bulkRow(c!.sbl, { files: 'authorization.pdf;missing.pdf' }),
        bulkRow(d!.sbl, { files: '' }),
        bulkRow('000.00-0-0'),
        bulkRow(e!.sbl, { reason: 'sold' }),
        bulkRow(e!.sbl, { comp2: '000.00-0-1' }),
      ]),
      zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json<BulkReport>().rows;
    expect(rows.map((r) => [r.line, r.status, r.error])).toEqual([
      [2, 'refused', MESSAGES.bulk.formulaCell.replace('{column}', 'owner_last_name')],
      [3, 'filed', undefined],
      [4, 'refused', MESSAGES.bulk.duplicateRow.replace('{line}', '3')],
      [5, 'refused', MESSAGES.bulk.fileNotInZip.replace('{name}', 'missing.pdf')],
      [6, 'refused', MESSAGES.bulk.noFiles],
      [7, 'refused', `sbl: ${MESSAGES.bulk.parcelNotFound}`],
      [8, 'refused', expect.stringContaining('reason: use one of recent_appraisal')],
      [9, 'refused', `comp2: ${MESSAGES.filing.compInvalid}`],
    ]);
    expect((await db().select().from(applications)).length).toBe(before.length + 1);
  });

  it('refuses the rows of a batch without a ZIP that name files', async () => {
    const rep = await representative();
    const [a] = await parcels(1);
    const res = await send(rep, { csv: bulkCsv([bulkRow(a!.sbl)]) });
    expect(res.json<BulkReport>().rows).toEqual([
      {
        line: 2,
        sbl: a!.sbl,
        status: 'refused',
        error: MESSAGES.bulk.noZip,
        problems: [{ key: 'bulk.noZip' }],
      },
    ]);
  });

  it('refuses a row whose file is not an accepted type, keeping nothing of it', async () => {
    const rep = await representative();
    const [a, b] = await parcels(2);
    const res = await send(rep, {
      csv: bulkCsv([bulkRow(a!.sbl, { files: 'authorization.pdf;tool.pdf' }), bulkRow(b!.sbl)]),
      zip: zip([
        { name: 'authorization.pdf', data: authorization() },
        { name: 'tool.pdf', data: exe() },
      ]),
    });
    expect(res.json<BulkReport>().rows.map((r) => [r.status, r.error])).toEqual([
      ['refused', `files: "tool.pdf": ${MESSAGES.upload.badType}`],
      ['filed', undefined],
    ]);
  });

  it.skipIf(!clamavUrl)(
    'refuses a row whose file carries a virus (EICAR), and files the others',
    async () => {
      const rep = await representative();
      const [a, b] = await parcels(2);
      const before = await db().select().from(applicationFiles);
      const res = await send(rep, {
        csv: bulkCsv([bulkRow(a!.sbl, { files: 'authorization.pdf;virus.pdf' }), bulkRow(b!.sbl)]),
        zip: zip([
          { name: 'authorization.pdf', data: authorization() },
          { name: 'virus.pdf', data: pdf(eicar().toString()) },
        ]),
      });
      expect(res.json<BulkReport>().rows.map((r) => [r.status, r.error])).toEqual([
        ['refused', `files: "virus.pdf": ${MESSAGES.upload.malware}`],
        ['filed', undefined],
      ]);
      const after = await db().select().from(applicationFiles);
      expect(after.length).toBe(before.length + 1);
      expect(after.some((f) => f.originalName === 'virus.pdf')).toBe(false);
    },
  );

  it('files for every role that files (staff filing is audited) and is refused to a visitor', async () => {
    for (const role of ROLES) {
      const account = await signedInAs(t.app, role);
      await approveRepresentative(db(), account.user.id);
      const [a] = await parcels(1);
      const res = await send(account, {
        csv: bulkCsv([bulkRow(a!.sbl)]),
        zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
      });
      expect(res.statusCode, role).toBe(200);
      expect(res.json<BulkReport>().rows[0]?.status, role).toBe('filed');
      const audited = await db().execute(
        sql`select count(*)::int as n from audit_log where actor_user_id = ${account.user.id} and action = 'application.file'`,
      );
      expect(Number((audited as unknown as { rows: [{ n: number }] }).rows[0].n), role).toBe(
        role === 'user' ? 0 : 1,
      );
    }
    const before = await tables();
    const visitor = await send(undefined, { csv: bulkCsv([bulkRow('1')]) });
    expect(visitor.statusCode).toBe(401);
    expect(await tables()).toEqual(before);
  });

  it("reaches only its own municipality: another's cookie is a visitor, another's parcel is not found", async () => {
    // Open for filing (its catalog period ended in 2025), roll year 2026.
    await writeFilingOverride(db(), 'lyons', { deadline: '2026-03-31', rollYear: 2026 });
    const lyons = await representative('lyons');
    const [kentParcel] = await parcels(1, 'kent');
    const before = await tables();
    const form = bulkForm({
      captcha: await solvedCaptcha(t.app),
      csv: bulkCsv([bulkRow(kentParcel!.sbl)]),
    });
    const foreign = await injectAsForeigner(t.app, lyons, {
      method: 'POST',
      url: '/api/applications/bulk',
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    });
    expect(foreign.statusCode).toBe(401);
    expect(await tables()).toEqual(before);
    const res = await send(lyons, {
      csv: bulkCsv([bulkRow(kentParcel!.sbl)]),
      zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
    });
    expect(res.json<BulkReport>().rows[0]).toMatchObject({
      status: 'refused',
      error: `sbl: ${MESSAGES.bulk.parcelNotFound}`,
    });
  });
});

describe('POST /api/applications/bulk: a batch refused whole files nothing', () => {
  const good = async () => {
    const [a] = await parcels(1);
    return bulkRow(a!.sbl);
  };

  async function expectRefused(
    batch: Batch,
    status: number,
    code: string,
    message: string | RegExp,
  ) {
    const rep = await representative();
    const before = await tables();
    const res = await send(rep, batch);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<{ error_message: string; message: string }>();
    expect(body.error_message).toBe(code);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await tables()).toEqual(before);
    // The server keeps answering.
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
  }

  it('a header with a missing column', async () => {
    const columns = BULK_CSV_COLUMNS.filter((c) => c !== 'owner_phone' && c !== 'reason');
    await expectRefused(
      { csv: bulkCsv([await good()], '\n', columns) },
      400,
      'bad_csv',
      MESSAGES.bulk.missingColumns.replace('{columns}', 'owner_phone, reason'),
    );
  });

  it('a header with an unknown or doubled column', async () => {
    await expectRefused(
      { csv: bulkCsv([await good()], '\n', [...BULK_CSV_COLUMNS, 'notes']) },
      400,
      'bad_csv',
      MESSAGES.bulk.unknownColumns.replace('{columns}', 'notes'),
    );
    await expectRefused(
      { csv: bulkCsv([await good()], '\n', [...BULK_CSV_COLUMNS, 'sbl']) },
      400,
      'bad_csv',
      MESSAGES.bulk.duplicateColumns.replace('{columns}', 'sbl'),
    );
  });

  it('a CSV separated by semicolons or tabs', async () => {
    const row = await good();
    const semi = [BULK_CSV_COLUMNS.join(';'), BULK_CSV_COLUMNS.map((c) => row[c]).join(';')].join(
      '\n',
    );
    await expectRefused(
      { csv: semi },
      400,
      'bad_csv',
      MESSAGES.bulk.wrongDelimiter.replace('{delimiter}', 'semicolons'),
    );
    const tabs = [BULK_CSV_COLUMNS.join('\t'), BULK_CSV_COLUMNS.map((c) => row[c]).join('\t')].join(
      '\n',
    );
    await expectRefused(
      { csv: tabs },
      400,
      'bad_csv',
      MESSAGES.bulk.wrongDelimiter.replace('{delimiter}', 'tabs'),
    );
  });

  it('a CSV that is not UTF-8, has no rows, or cannot be parsed', async () => {
    const latin1 = Buffer.from(bulkCsv([bulkRow('1', { owner_last_name: 'Müller' })]), 'latin1');
    await expectRefused({ csv: latin1 }, 400, 'bad_csv', MESSAGES.bulk.notUtf8);
    await expectRefused({ csv: bulkCsv([]) }, 400, 'bad_csv', MESSAGES.bulk.empty);
    await expectRefused({ csv: '' }, 400, 'bad_csv', MESSAGES.bulk.empty);
    const open = `${BULK_CSV_COLUMNS.join(',')}\n1,"unclosed\n`;
    await expectRefused({ csv: open }, 400, 'bad_csv', /^The CSV cannot be read at line \d+: /);
  });

  it('1,001 rows, and 10,001 rows', async () => {
    const row = bulkRow('100.00-1-1');
    for (const n of [1001, 10_001]) {
      await expectRefused(
        { csv: bulkCsv(Array.from({ length: n }, () => row)) },
        400,
        'too_many_rows',
        fillMessage(MESSAGES.bulk.tooManyRows, { max: '1,000' }),
      );
    }
  });

  it('a CSV over 10 MB', async () => {
    const long = bulkRow('100.00-1-1', { comments: 'x'.repeat(3990) });
    await expectRefused(
      { csv: bulkCsv(Array.from({ length: 2700 }, () => long)) },
      413,
      'too_large',
      MESSAGES.bulk.csvTooLarge,
    );
  });

  it('no CSV', async () => {
    await expectRefused({ zip: zip([]) }, 400, 'no_file', MESSAGES.bulk.noCsv);
  });

  it('a captcha missing, wrong or used before', async () => {
    const csv = bulkCsv([await good()]);
    const used = await solvedCaptcha(t.app);
    const rep = await representative();
    await send(rep, { csv, captcha: used });
    for (const captcha of [null, '', 'not-a-solution', used]) {
      await expectRefused({ csv, captcha }, 400, 'bad_captcha', MESSAGES.filing.badCaptcha);
    }
  });

  it('a body that is not a multipart form, or a captcha field of 20 kB', async () => {
    const rep = await representative();
    const csv = bulkCsv([await good()]);
    const before = await tables();
    const json = await injectOn(
      t.app,
      'development',
      {
        method: 'POST',
        url: '/api/applications/bulk',
        payload: { csv: 'sbl' },
        remoteAddress: freshIp(),
      },
      rep,
    );
    expect(json.statusCode).toBe(400);
    expect(json.json<{ error_message: string }>().error_message).toBe('no_file');
    const long = await send(rep, { captcha: 'x'.repeat(20_000), csv });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(await tables()).toEqual(before);
  });

  it('a ZIP entry with a path, in a folder, absolute, or named twice', async () => {
    const csv = bulkCsv([await good()]);
    for (const name of [
      '../authorization.pdf',
      'docs/authorization.pdf',
      '/etc/authorization.pdf',
      'docs/',
      'a\\b.pdf',
    ]) {
      await expectRefused(
        {
          csv,
          zip: zip([
            { name: 'authorization.pdf', data: authorization() },
            { name, data: pdf() },
          ]),
        },
        400,
        'bad_zip',
        MESSAGES.bulk.zipEntryPath.replace('{name}', name.replace('\\', '/')),
      );
    }
    await expectRefused(
      {
        csv,
        zip: zip([
          { name: 'authorization.pdf', data: authorization() },
          { name: 'authorization.pdf', data: pdf() },
        ]),
      },
      400,
      'bad_zip',
      MESSAGES.bulk.zipDuplicate.replace('{name}', 'authorization.pdf'),
    );
  });

  it('a ZIP that is a bomb, encrypted or not a ZIP', async () => {
    const csv = bulkCsv([await good()]);
    const bomb = zip([{ name: 'authorization.pdf', data: Buffer.alloc(5 * 1024 * 1024) }]);
    const named = { name: 'authorization.pdf' };
    await expectRefused(
      { csv, zip: bomb },
      400,
      'bad_zip',
      fillMessage(MESSAGES.bulk.zipEntryRatio, named),
    );
    const encrypted = zip([{ name: 'authorization.pdf', data: authorization(), encrypted: true }]);
    await expectRefused(
      { csv, zip: encrypted },
      400,
      'bad_zip',
      fillMessage(MESSAGES.bulk.zipEncrypted, named),
    );
    await expectRefused({ csv, zip: pdf() }, 400, 'bad_zip', MESSAGES.bulk.zipBroken);
  });

  it('a closed filing period (greenport: ended 2025-03-31), for a role that may not file late', async () => {
    const rep = await representative('greenport');
    const [a] = await parcels(1, 'greenport');
    const before = await tables();
    const res = await send(rep, {
      csv: bulkCsv([bulkRow(a!.sbl)]),
      zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error_message: string }>().error_message).toBe('period_expired');
    expect(await tables()).toEqual(before);
    // Staff may file late (SPEC §6).
    const staff = await signedInAs(t.app, 'super', 'greenport');
    await approveRepresentative(db(), staff.user.id);
    const late = await send(staff, {
      csv: bulkCsv([bulkRow(a!.sbl)]),
      zip: zip([{ name: 'authorization.pdf', data: authorization() }]),
    });
    expect(late.json<BulkReport>().rows[0]?.status).toBe('filed');
  });
});

describe('GET /api/applications/bulk/template.csv', () => {
  it('is the header and an example row that passes the row rules', async () => {
    const res = await t.app.inject({ url: '/api/applications/bulk/template.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header] = res.body.split('\r\n');
    expect(header).toBe(BULK_CSV_COLUMNS.join(','));
  });
});
