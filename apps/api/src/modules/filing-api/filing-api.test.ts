import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  API_FILING_BODY_MAX_BYTES,
  type ApiError,
  type ApiFiling,
  MESSAGES,
  fillMessage,
} from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { hostOf, injectOn, signedInAs } from '../../../test/accounts.ts';
import { representativeWithKey, type KeyHolder } from '../../../test/api-keys.ts';
import { createApplication } from '../../../test/factories.ts';
import { createParcel } from '../../../test/filing-factories.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import { eicar, exe, multipart, pdf } from '../../../test/upload-fixtures.ts';
import { applicationFiles, applications, reviews } from '../../db/schema/index.ts';
import { actionBody } from '../../../test/review-state.ts';
import { setMunicipality, writeFilingOverride } from '../municipalities/index.ts';
import { findParcelFiler, listFilingsPage } from '../applications/index.ts';
import { purgeExpiredDraftFiles } from '../uploads/index.ts';

const clamavUrl = inject('clamavUrl');
const PHONE = '(518) 555-0199';
/** development's deadline is the next March 31 (2026-03-31): open, roll year 2026. */
const OPEN = new Date('2026-02-10T15:00:00Z');
let now = OPEN;
let t: TestApp;

beforeAll(async () => {
  t = await build({
    now: OPEN,
    env: {
      FIRM_PHONE: PHONE,
      API_KEY_RATE_LIMIT: '25',
      ...(clamavUrl ? { CLAMAV_URL: clamavUrl } : {}),
    },
  });
  t.app.clock = () => now;
});
afterAll(() => t.close());

const db = () => t.database.db;
const tables = () => countEveryTable(db(), ['rate_limits']);
let uploads = 0;

function upload(holder: KeyHolder, content: Buffer = pdf(`file ${++uploads}`), name = 'auth.pdf') {
  const form = multipart({ name, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...holder.headers, ...form.headers },
    payload: form.payload,
  });
}

async function fileId(holder: KeyHolder): Promise<number> {
  const res = await upload(holder);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ file_id: number }>().file_id;
}

function body(sbl: string, fileIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    sbl,
    owner_first_name: 'Jane',
    owner_last_name: 'Owner',
    owner_address1: '12 Main Street',
    owner_city: 'Springfield',
    owner_state: 'NY',
    owner_zip: '12345',
    owner_phone: '555-123-4567',
    owner_email: 'jane.owner@example.com',
    desired_value: 185000,
    reason: 'comparable_sales',
    comments: 'Three similar houses sold for less.',
    file_ids: fileIds,
    ...overrides,
  };
}

/** POST /api/v1/filings with a fresh Idempotency-Key unless told (null: none). */
function file(holder: KeyHolder, payload: unknown, key?: string | null) {
  const idempotencyKey = key === undefined ? `key-${Math.random()}` : key;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/filings',
    headers: {
      ...holder.headers,
      ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: payload as Record<string, unknown>,
  });
}

const filingsOf = (userId: number) =>
  db().select().from(applications).where(eq(applications.submittedBy, userId));

describe('POST /api/v1/files', () => {
  it('takes a file through the upload pipeline and holds it for the account; the same bytes answer the same id', async () => {
    const holder = await representativeWithKey(t.app);
    const content = pdf('held once');
    const first = await upload(holder, content);
    expect(first.statusCode, first.body).toBe(201);
    const { file_id } = first.json<{ file_id: number }>();
    const again = await upload(holder, content);
    expect(again.json<{ file_id: number }>().file_id).toBe(file_id);
    const rows = await db().select().from(applicationFiles).where(eq(applicationFiles.id, file_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      applicationId: null,
      sbl: '',
      uploadedBy: holder.account.user.id,
    });
  });

  it('removes a held file no filing used a day after its upload, as a draft file', async () => {
    const holder = await representativeWithKey(t.app);
    const id = await fileId(holder);
    const deps = { db: db(), storage: t.app.storage };
    await purgeExpiredDraftFiles(deps, new Date(now.getTime() + 23 * 3600_000));
    expect(
      await db().select().from(applicationFiles).where(eq(applicationFiles.id, id)),
    ).toHaveLength(1);
    await purgeExpiredDraftFiles(deps, new Date(now.getTime() + 25 * 3600_000));
    expect(await db().select().from(applicationFiles).where(eq(applicationFiles.id, id))).toEqual(
      [],
    );
    const parcel = await createParcel(db(), 'development');
    const res = await file(holder, body(parcel.sbl, [id]));
    expect(res.json<ApiError>().error_message).toBe('unknown_file');
  });

  it('refuses a file type not accepted (415) and, with clamd, a virus (422), holding nothing', async () => {
    const holder = await representativeWithKey(t.app);
    const before = await tables();
    const bad = await upload(holder, exe(), 'tool.pdf');
    expect(bad.statusCode).toBe(415);
    expect(bad.json<ApiError>().error_message).toBe('bad_file_type');
    if (clamavUrl) {
      const virus = await upload(holder, eicar(), 'eicar.txt');
      expect([415, 422]).toContain(virus.statusCode);
    }
    expect(await tables()).toEqual(before);
  });

  it('refuses a call without a key (401) and reads no body', async () => {
    const form = multipart({ name: 'a.pdf', content: pdf() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { host: hostOf('development'), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/v1/filings', () => {
  it("files a parcel with its files: 201 { filing_number, id }, marked as a representative's, the held files attached", async () => {
    const holder = await representativeWithKey(t.app);
    const parcel = await createParcel(db(), 'development');
    const id = await fileId(holder);
    const res = await file(holder, body(parcel.sbl, [id]));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ filing_number: string; id: number }>();
    expect(created.filing_number).toBe(`DEVELOPMENT-2026-${String(created.id).padStart(6, '0')}`);
    const [row] = await filingsOf(holder.account.user.id);
    expect(row).toMatchObject({
      id: created.id,
      sbl: parcel.sbl,
      filedByRepresentative: true,
      ownerEmail: 'jane.owner@example.com',
      desiredValue: 185000,
    });
    const attached = await db()
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, created.id));
    expect(attached).toHaveLength(1);
    const held = await db().select().from(applicationFiles).where(eq(applicationFiles.id, id));
    expect(held).toEqual([]);
  });

  it('answers the same key and body with the first answer and files nothing more; another body is 422', async () => {
    const holder = await representativeWithKey(t.app);
    const [a, b] = [
      await createParcel(db(), 'development'),
      await createParcel(db(), 'development'),
    ];
    const id = await fileId(holder);
    const first = await file(holder, body(a.sbl, [id]), 'order-1');
    expect(first.statusCode, first.body).toBe(201);
    // The same body in another key order, the value as a string: the same request.
    const { desired_value: _value, ...rest } = body(a.sbl, [id]);
    const reordered = Object.fromEntries(
      Object.entries({ ...rest, desired_value: '185000' }).reverse(),
    );
    const again = await file(holder, reordered, 'order-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await filingsOf(holder.account.user.id)).toHaveLength(1);
    const before = await tables();
    const other = await file(holder, body(b.sbl, [id]), 'order-1');
    expect(other.statusCode).toBe(422);
    expect(other.json<ApiError>().error_message).toBe('idempotency_key_reused');
    expect(await tables()).toEqual(before);
  });

  it('files once when the same request is sent twice at once', async () => {
    const holder = await representativeWithKey(t.app);
    const parcel = await createParcel(db(), 'development');
    const id = await fileId(holder);
    const [x, y] = await Promise.all([
      file(holder, body(parcel.sbl, [id]), 'at-once'),
      file(holder, body(parcel.sbl, [id]), 'at-once'),
    ]);
    expect([x.statusCode, y.statusCode], `${x.body} ${y.body}`).toEqual([201, 201]);
    expect(x.json()).toEqual(y.json());
    expect(await filingsOf(holder.account.user.id)).toHaveLength(1);
  });

  it('requires an Idempotency-Key of 1 to 200 characters, writing nothing', async () => {
    const holder = await representativeWithKey(t.app);
    const parcel = await createParcel(db(), 'development');
    const id = await fileId(holder);
    const before = await tables();
    for (const key of [null, '', 'k'.repeat(201)]) {
      const res = await file(holder, body(parcel.sbl, [id]), key);
      expect(res.statusCode, String(key?.length)).toBe(400);
      const error = res.json<ApiError>();
      expect(error.error_message).toBe('idempotency_key_required');
      expect(error.message).toBe(MESSAGES.filingApi.idempotencyKeyRequired);
    }
    expect(await tables()).toEqual(before);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const holder = await representativeWithKey(t.app);
    const res = await file(
      holder,
      body('1.-1-1', [1], { comments: 'x'.repeat(API_FILING_BODY_MAX_BYTES) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json<ApiError>().statusCode).toBe(413);
  });

  it("refuses a row's every problem at once, each where it is in the body, writing nothing", async () => {
    const holder = await representativeWithKey(t.app);
    const parcel = await createParcel(db(), 'development');
    const id = await fileId(holder);
    const before = await tables();
    const res = await file(holder, body(parcel.sbl, [id], { owner_zip: '12', reason: 'cheaper' }));
    expect(res.statusCode).toBe(400);
    const error = res.json<ApiError>();
    expect(error.error_message).toBe('validation_error');
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(['body', 'body.owner_zip']);
    expect(await tables()).toEqual(before);
  });

  it("refuses an unknown parcel (404), an unknown comparable (400 invalid_comp), and another account's file (400 unknown_file)", async () => {
    const holder = await representativeWithKey(t.app);
    const other = await representativeWithKey(t.app);
    const parcel = await createParcel(db(), 'development');
    const mine = await fileId(holder);
    const theirs = await fileId(other);
    const before = await tables();
    const unknown = await file(holder, body('999.99-9-99', [mine]));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>()).toMatchObject({
      error_message: 'unknown_parcel',
      field: 'sbl',
    });
    const comp = await file(holder, body(parcel.sbl, [mine], { comparables: ['999.99-9-98'] }));
    expect(comp.statusCode).toBe(400);
    expect(comp.json<ApiError>().error_message).toBe('invalid_comp');
    expect(comp.json<ApiError>().issues?.[0]?.path).toBe('body.comparables.0');
    const foreign = await file(holder, body(parcel.sbl, [theirs]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ApiError>()).toMatchObject({
      error_message: 'unknown_file',
      field: 'file_ids',
    });
    expect(await tables()).toEqual(before);
  });

  it('refuses a parcel filed already with 409 app_exists naming who filed it', async () => {
    const holder = await representativeWithKey(t.app);
    const owner = await signedInAs(t.app, 'user');
    const byOwner = await createParcel(db(), 'development');
    await createApplication(db(), 'development', owner.user.id, {
      sbl: byOwner.sbl,
      filingYear: 2026,
      applicantIsOwner: true,
    });
    const byMe = await createParcel(db(), 'development');
    const first = await file(holder, body(byMe.sbl, [await fileId(holder)]));
    const number = first.json<{ filing_number: string }>().filing_number;
    const id = await fileId(holder);
    const before = await tables();
    const ownerFiled = await file(holder, body(byOwner.sbl, [id]));
    expect(ownerFiled.statusCode).toBe(409);
    expect(ownerFiled.json<ApiError>()).toMatchObject({
      error_message: 'app_exists',
      message: fillMessage(MESSAGES.filingApi.filedByOwner, { sbl: byOwner.sbl, phone: PHONE }),
    });
    const iFiled = await file(holder, body(byMe.sbl, [id]));
    expect(iFiled.statusCode).toBe(409);
    expect(iFiled.json<ApiError>().message).toBe(
      fillMessage(MESSAGES.filingApi.filedByYou, { sbl: byMe.sbl, filing_number: number }),
    );
    expect(await tables()).toEqual(before);
  });

  it('refuses a filing once the period has closed (403 period_expired)', async () => {
    const holder = await representativeWithKey(t.app);
    const parcel = await createParcel(db(), 'development');
    const id = await fileId(holder);
    now = new Date('2026-04-15T15:00:00Z');
    try {
      const res = await file(holder, body(parcel.sbl, [id]));
      expect(res.statusCode).toBe(403);
      expect(res.json<ApiError>().error_message).toBe('period_expired');
    } finally {
      now = OPEN;
    }
  });

  it("refuses with authorization_required where the municipality's rule wants an e-signed authorization", async () => {
    const holder = await representativeWithKey(t.app, 'kent');
    const parcel = await createParcel(db(), 'kent');
    const id = await fileId(holder);
    await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
    await setMunicipality(db(), 'kent', { representativeAuthorization: 'e_sign' });
    await t.app.municipalities.refresh(db());
    try {
      const before = await tables();
      const res = await file(holder, body(parcel.sbl, [id]));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<ApiError>().error_message).toBe('authorization_required');
      expect(await tables()).toEqual(before);
    } finally {
      await setMunicipality(db(), 'kent', { representativeAuthorization: 'file' });
      await t.app.municipalities.refresh(db());
    }
  });

  it('past the rate limit answers 429 with Retry-After, and every call acknowledged is kept', async () => {
    now = new Date('2026-02-10T17:00:00Z');
    const holder = await representativeWithKey(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 15; i++) ids.push(await fileId(holder));
    const parcels = [];
    for (let i = 0; i < 15; i++) parcels.push(await createParcel(db(), 'development'));
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await file(holder, body(parcels[i]!.sbl, [ids[i]!])));
    const filed = answers.filter((res) => res.statusCode === 201);
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(filed).toHaveLength(10);
    expect(limited).toHaveLength(5);
    expect(limited.every((res) => Number(res.headers['retry-after']) > 0)).toBe(true);
    const rows = await filingsOf(holder.account.user.id);
    expect(rows.map((row) => row.id).sort()).toEqual(
      filed.map((res) => res.json<{ id: number }>().id).sort(),
    );
    // The files of the refused calls are still held, ready for the same calls again.
    const held = await db()
      .select()
      .from(applicationFiles)
      .where(
        and(
          eq(applicationFiles.uploadedBy, holder.account.user.id),
          isNull(applicationFiles.applicationId),
        ),
      );
    expect(held).toHaveLength(5);
    now = new Date('2026-02-10T17:02:00Z');
    const retried = await file(holder, body(parcels[10]!.sbl, [ids[10]!]));
    expect(retried.statusCode, retried.body).toBe(201);
    now = OPEN;
  });
});

describe('GET /api/v1/filings and /api/v1/filings/{filing_number}', () => {
  it("lists the account's filings newest change first, a page at a time, filtered by status and time", async () => {
    const holder = await representativeWithKey(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const parcel = await createParcel(db(), 'development');
      ids.push(
        await createApplication(db(), 'development', holder.account.user.id, {
          sbl: parcel.sbl,
          filingYear: 2026,
          updatedAt: new Date(Date.UTC(2026, 1, 1 + i)),
          reviewStatus: i === 4 ? 'far' : 'incomplete',
        }),
      );
    }
    const other = await representativeWithKey(t.app);
    await createApplication(db(), 'development', other.account.user.id, { filingYear: 2026 });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/filings?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.app.inject({
        url,
        headers: holder.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page: { filings: Array<{ id: number }>; next_cursor: string | null } = res.json();
      expect(page.filings.length).toBeLessThanOrEqual(2);
      seen.push(...page.filings.map((f) => f.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const far = await t.app.inject({ url: '/api/v1/filings?status=far', headers: holder.headers });
    expect(far.json<{ filings: Array<{ id: number }> }>().filings.map((f) => f.id)).toEqual([
      ids[4],
    ]);
    const since = await t.app.inject({
      url: '/api/v1/filings?updated_since=2026-02-04T00:00:00Z',
      headers: holder.headers,
    });
    expect(since.json<{ filings: Array<{ id: number }> }>().filings.map((f) => f.id)).toEqual([
      ids[4],
      ids[3],
    ]);
    for (const query of ['limit=101', 'limit=0', 'status=done', 'cursor=bm90LWEtY3Vyc29y']) {
      const bad = await t.app.inject({ url: `/api/v1/filings?${query}`, headers: holder.headers });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it("answers one filing with its status, values, dates and documents; another account's or municipality's is 404", async () => {
    const holder = await representativeWithKey(t.app);
    const parcel = await createParcel(db(), 'development');
    const created = (await file(holder, body(parcel.sbl, [await fileId(holder)]))).json<{
      filing_number: string;
    }>();
    const res = await t.app.inject({
      url: `/api/v1/filings/${created.filing_number}`,
      headers: holder.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const filing = res.json<ApiFiling>();
    expect(filing).toMatchObject({
      filing_number: created.filing_number,
      sbl: parcel.sbl,
      status: 'incomplete',
      values: { received_total_value: parcel.totalAv, requested_value: 185000 },
      decision: null,
      documents: [],
    });
    expect(filing.files).toHaveLength(1);
    const other = await representativeWithKey(t.app);
    const kent = await representativeWithKey(t.app, 'kent');
    for (const [holderOf, number] of [
      [other, created.filing_number],
      [kent, created.filing_number],
      [kent, created.filing_number.replace('DEVELOPMENT', 'KENT')],
      [holder, created.filing_number.replace('-2026-', '-2025-')],
    ] as const) {
      const denied = await t.app.inject({
        url: `/api/v1/filings/${number}`,
        headers: holderOf.headers,
      });
      expect(denied.statusCode, number).toBe(404);
    }
  });

  it('reads only the municipality and account given (repository)', async () => {
    const holder = await representativeWithKey(t.app);
    const parcel = await createParcel(db(), 'development');
    await createApplication(db(), 'development', holder.account.user.id, {
      sbl: parcel.sbl,
      filingYear: 2026,
    });
    expect(await listFilingsPage(db(), 'kent', holder.account.user.id, { limit: 10 })).toEqual([]);
    expect(await findParcelFiler(db(), 'kent', parcel.sbl, 2026)).toBeUndefined();
  });
});

describe('the offer and the documents through the key', () => {
  async function versionOf(id: number): Promise<number> {
    const [row] = await db().select().from(reviews).where(eq(reviews.applicationId, id));
    return row?.version ?? 0;
  }

  function get(holder: KeyHolder | { headers: Record<string, string> }, url: string) {
    return t.app.inject({ url, headers: holder.headers });
  }

  it('reports the open offer, then the decision with its notice, which the same key downloads; others are 404', async () => {
    const holder = await representativeWithKey(t.app);
    const staff = await signedInAs(t.app, 'admin', 'development');
    const parcel = await createParcel(db(), 'development', { totalAv: 250000 });
    const assessed = 250000;
    const created = (await file(holder, body(parcel.sbl, [await fileId(holder)]))).json<{
      filing_number: string;
      id: number;
    }>();
    const url = `/api/v1/filings/${created.filing_number}`;
    const staffPost = (path: string, payload: object) =>
      injectOn(t.app, 'development', { method: 'POST', url: path, payload }, staff);

    expect((await get(holder, `${url}/notice.pdf`)).statusCode).toBe(404);

    const sent = await staffPost('/api/super/offer', {
      id: created.id,
      version: await versionOf(created.id),
      offered_total_value: String(assessed - 5000),
      decision_reason: 'comparable_sales_support',
      decision_explanation: 'Three nearby sales support a lower value.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const offered = (await get(holder, url)).json<ApiFiling>();
    expect(offered).toMatchObject({
      status: 'offer',
      decision: null,
      documents: [],
      offer: {
        number: 1,
        status: 'open',
        offered_total_value: assessed - 5000,
        reason: 'comparable_sales_support',
        explanation: 'Three nearby sales support a lower value.',
        respond_by: sent.json<{ respond_by: string }>().respond_by,
        meeting_requested: false,
        counter_value: null,
        responded_at: null,
      },
    });
    expect(JSON.stringify(offered)).not.toContain(staff.user.email);
    const listed = (await get(holder, '/api/v1/filings')).json<{
      filings: Array<{ id: number; offer_status: string | null }>;
    }>();
    expect(listed.filings.find((f) => f.id === created.id)?.offer_status).toBe('open');

    const completed = await staffPost(
      '/api/super/complete',
      actionBody(created.id, 'complete', {
        version: await versionOf(created.id),
        total_value_change: 'Y',
        assessed_total_value: String(assessed - 10000),
      }),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const decided = (await get(holder, url)).json<ApiFiling>();
    expect(decided).toMatchObject({
      status: 'complete',
      decision: { assessed_total_value: assessed - 10000 },
      offer: { number: 1, status: 'closed' },
    });
    expect(decided.documents).toEqual([
      { kind: 'decision_notice', url: expect.stringMatching(new RegExp(`${url}/notice\\.pdf$`)) },
    ]);
    const notice = await get(holder, new URL(decided.documents[0]!.url).pathname);
    expect(notice.statusCode, notice.body.slice(0, 200)).toBe(200);
    expect(notice.headers['content-type']).toBe('application/pdf');
    expect(notice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(holder, `${url}/notice.pdf?lang=es`)).statusCode).toBe(200);
    // Not answered yet: neither the agreement nor the packet exists.
    for (const document of ['agreement.pdf', 'grievance.pdf']) {
      expect((await get(holder, `${url}/${document}`)).statusCode, document).toBe(404);
    }

    // The filer disagrees (signed in, as the owner's page does): the packet follows, not the agreement.
    const disagreed = await injectOn(
      t.app,
      'development',
      {
        method: 'POST',
        url: '/api/applications/respond',
        payload: { id: created.id, decision: 'disagree', name: 'Jane Owner' },
      },
      holder.account,
    );
    expect(disagreed.statusCode, disagreed.body).toBe(200);
    const answered = (await get(holder, url)).json<ApiFiling>();
    expect(answered.documents.map((d) => d.kind)).toEqual(['decision_notice', 'grievance_packet']);
    const packet = await get(holder, `${url}/grievance.pdf`);
    expect(packet.statusCode).toBe(200);
    expect(packet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(holder, `${url}/agreement.pdf`)).statusCode).toBe(404);

    const other = await representativeWithKey(t.app);
    const kent = await representativeWithKey(t.app, 'kent');
    for (const [who, path] of [
      [other, `${url}/notice.pdf`],
      [kent, `${url}/notice.pdf`],
      [kent, `${url.replace('DEVELOPMENT', 'KENT')}/notice.pdf`],
      [holder, `${url.replace('-2026-', '-2025-')}/notice.pdf`],
      [other, `${url}/grievance.pdf`],
    ] as const) {
      const denied = await get(who, path);
      expect(denied.statusCode, path).toBe(404);
      expect(denied.headers['content-type']).toMatch(/json/);
    }
    // A key of another municipality on this host is no key here; a cookie is never one.
    expect(
      (
        await get(
          { headers: { ...kent.headers, host: hostOf('development') } },
          `${url}/notice.pdf`,
        )
      ).statusCode,
    ).toBe(401);
    expect((await get(holder.account, `${url}/notice.pdf`)).statusCode).toBe(401);
    expect(
      (await get({ headers: { host: hostOf('development') } }, `${url}/notice.pdf`)).statusCode,
    ).toBe(401);
    expect((await get(holder, `${url}/notice.pdf?lang=fr`)).statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('describes /api/v1 with its bearer scheme', async () => {
    const res = await t.app.inject({
      url: '/api/docs/json',
      headers: { host: hostOf('development') },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    }>();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, method] of [
      ['/api/v1/files', 'post'],
      ['/api/v1/filings', 'post'],
      ['/api/v1/filings', 'get'],
      ['/api/v1/filings/{filing_number}', 'get'],
      ['/api/v1/filings/{filing_number}/notice.pdf', 'get'],
      ['/api/v1/filings/{filing_number}/agreement.pdf', 'get'],
      ['/api/v1/filings/{filing_number}/grievance.pdf', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ apiKey: [] }]);
    }
  });
});
