/**
 * The filing API: `POST /api/v1/filings` over real HTTP on PostgreSQL (a scratch database,
 * dropped after) against the wizard's `POST /api/ir/submit_review`, one filing at a time each
 * with one file, then 1,000 API filings in a row by one key: throughput, p95, and every answer
 * counted against the rows written (nothing lost, nothing twice).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import { fmt, percentile, ratio, withPostgresDatabase } from './processes.ts';
import { captcha, payload, sblOf, seedParcels } from './submit.ts';

const MUNICIPALITY = 'development';
/** Filings of each kind for the side-by-side comparison. */
const COMPARED = 50;
/** The API filings in a row. */
const IN_A_ROW = 1000;

interface Figures {
  p50: number;
  p95: number;
  count: number;
  perSecond: number;
}

function summarise(latencies: number[], wallMs: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    count: sorted.length,
    perSecond: (sorted.length / wallMs) * 1000,
  };
}

/** A small PDF, different each time, so each upload is stored as its own file. */
function pdf(n: number): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% authorization ${n}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

async function timed(call: () => Promise<Response>): Promise<{ ms: number; res: Response }> {
  const started = performance.now();
  const res = await call();
  return { ms: performance.now() - started, res };
}

async function account(database: Database, email: string) {
  const user = await insertUser(database.db, {
    municipalityKey: MUNICIPALITY,
    email,
    passwordHash: null,
    role: 'user',
    status: 'active',
    verifiedAt: new Date(),
  });
  if (!user) throw new Error('the bench account was not created');
  return user;
}

async function measureOn(database: Database) {
  await database.migrate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-filing-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_HMAC_KEY: 'bench',
    CAPTCHA_COMPLEXITY: '100',
    TRUST_PROXY: 'true',
    // The per-key limit (600 a minute by default) would pace the run; the limit's own cost,
    // one counter upsert per call, is still paid on every call.
    API_KEY_RATE_LIMIT: '1000000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await seedParcels(database);
    // The representative and its key, written as the key's route would (only the hash kept).
    const rep = await account(database, 'bench-representative@example.com');
    await database.db.execute(sql`update users set representative = true where id = ${rep.id}`);
    const key = `irk_${randomBytes(32).toString('base64url')}`;
    await database.db.execute(sql`
      insert into api_keys (municipality_key, user_id, name, prefix, key_hash)
      values (${MUNICIPALITY}, ${rep.id}, 'bench', ${key.slice(0, 12)},
        ${createHash('sha256').update(key).digest('hex')})`);
    const bearer = { authorization: `Bearer ${key}` };
    // The wizard's applicants, signed in: one per submission, each from an address of its own,
    // as owners are (the wizard's per-account and per-address limits stay out of the figures).
    const owners: Array<Record<string, string>> = [];
    for (let i = 0; i < COMPARED + 5; i++) {
      const owner = await account(database, `bench-owner-${i}@example.com`);
      const token = await createSession(
        database.db,
        { userId: owner.id, municipalityKey: MUNICIPALITY },
        new Date(),
      );
      owners.push({ cookie: `${SESSION_COOKIE}=${token}`, 'x-forwarded-for': `10.78.0.${i + 1}` });
    }
    const submit = (owner: Record<string, string>, body: string) =>
      timed(() =>
        fetch(`${base}/api/ir/submit_review`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...owner },
          body,
        }),
      );

    let uploaded = 0;
    const uploadTimes: number[] = [];
    const upload = async (headers: Record<string, string>, printkey?: string) => {
      const form = new FormData();
      if (printkey) form.append('printkey', printkey);
      form.append('file', new Blob([pdf((uploaded += 1))]), 'authorization.pdf');
      const url = printkey ? `${base}/api/ir/uploadfile` : `${base}/api/v1/files`;
      const { ms, res } = await timed(() => fetch(url, { method: 'POST', headers, body: form }));
      uploadTimes.push(ms);
      if (res.status !== (printkey ? 200 : 201)) throw new Error(`upload answered ${res.status}`);
      return printkey ? undefined : ((await res.json()) as { file_id: number }).file_id;
    };
    const filing = (sbl: string, fileId: number) =>
      JSON.stringify({
        sbl,
        owner_first_name: 'Olive',
        owner_last_name: 'Owner',
        owner_address1: '1 Bench St',
        owner_city: 'Kent',
        owner_state: 'NY',
        owner_zip: '10512',
        owner_phone: '(845) 555-0101',
        desired_value: 150000,
        reason: 'comparable_sales',
        comments: 'Similar houses sold for less.',
        comparables: ['B000001', 'B000002'],
        file_ids: [fileId],
      });
    const fileByApi = (body: string, idempotencyKey: string) =>
      timed(() =>
        fetch(`${base}/api/v1/filings`, {
          method: 'POST',
          headers: {
            ...bearer,
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body,
        }),
      );
    let next = 100;

    // Warm-up of both paths; not counted.
    for (let i = 0; i < 5; i++) {
      const a = sblOf((next += 1));
      await upload(owners[COMPARED + i]!, a);
      const w = await submit(owners[COMPARED + i]!, payload(a, await captcha(base)));
      await w.res.arrayBuffer();
      if (w.res.status !== 200) throw new Error(`warm-up submit_review answered ${w.res.status}`);
      const b = sblOf((next += 1));
      const r = await fileByApi(filing(b, (await upload(bearer))!), `warm-${i}`);
      if (r.res.status !== 201) throw new Error(`warm-up API filing answered ${r.res.status}`);
    }

    // Side by side: the wizard's submission and the API's filing, one at a time, one file each.
    const wizard: number[] = [];
    const api: number[] = [];
    let wizardWall = 0;
    let apiWall = 0;
    for (let i = 0; i < COMPARED; i++) {
      const a = sblOf((next += 1));
      await upload(owners[i]!, a);
      const w = await submit(owners[i]!, payload(a, await captcha(base)));
      await w.res.arrayBuffer();
      if (w.res.status !== 200) throw new Error(`submit_review answered ${w.res.status}`);
      wizard.push(w.ms);
      wizardWall += w.ms;
      const b = sblOf((next += 1));
      const fileId = (await upload(bearer))!;
      const r = await fileByApi(filing(b, fileId), `compare-${i}`);
      await r.res.arrayBuffer();
      if (r.res.status !== 201) throw new Error(`API filing answered ${r.res.status}`);
      api.push(r.ms);
      apiWall += r.ms;
    }

    // 1,000 API filings in a row, by chunks of 100 whose files are uploaded just before (an
    // account holds at most 200 unused files); only the filings are in the filings' figures.
    const fileIds: number[] = [];
    uploadTimes.length = 0;
    let uploadWall = 0;
    const row: number[] = [];
    const acknowledged = new Set<number>();
    let rowWall = 0;
    for (let chunk = 0; chunk < IN_A_ROW; chunk += 100) {
      const uploadStarted = performance.now();
      for (let i = chunk; i < chunk + 100; i++) fileIds.push((await upload(bearer))!);
      uploadWall += performance.now() - uploadStarted;
      const rowStarted = performance.now();
      for (let i = chunk; i < chunk + 100; i++) {
        const r = await fileByApi(filing(sblOf(next + 1 + i), fileIds[i]!), `row-${i}`);
        if (r.res.status !== 201) throw new Error(`API filing ${i} answered ${r.res.status}`);
        acknowledged.add(((await r.res.json()) as { id: number }).id);
        row.push(r.ms);
      }
      rowWall += performance.now() - rowStarted;
    }
    const uploads = summarise(uploadTimes, uploadWall);
    // Each of them again with its key: the same answers, nothing filed twice.
    const replayStarted = performance.now();
    const replays: number[] = [];
    for (let i = 0; i < 100; i++) {
      const r = await fileByApi(filing(sblOf(next + 1 + i), fileIds[i]!), `row-${i}`);
      await r.res.arrayBuffer();
      if (r.res.status !== 201 || r.res.headers.get('idempotent-replayed') !== 'true') {
        throw new Error(`replay ${i} answered ${r.res.status}`);
      }
      replays.push(r.ms);
    }
    const replayWall = performance.now() - replayStarted;
    const counted = (await database.db.execute(
      sql`select count(*)::text as n from applications where submitted_by = ${rep.id}`,
    )) as unknown as { rows: { n: string }[] };
    const rows = Number(counted.rows[0]?.n ?? 0);
    const expected = 5 + COMPARED + IN_A_ROW;
    if (acknowledged.size !== IN_A_ROW || rows !== expected) {
      throw new Error(`${acknowledged.size} acknowledged, ${rows} rows, ${expected} expected`);
    }
    return {
      wizard: summarise(wizard, wizardWall),
      api: summarise(api, apiWall),
      row: summarise(row, rowWall),
      uploads,
      replays: summarise(replays, replayWall),
      rows,
      expected,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureFilingApi(): Promise<string> {
  const f = await withPostgresDatabase(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      return await measureOn(database);
    } finally {
      await database.close();
    }
  });
  const line = (name: string, x: Figures, baseline: Figures) =>
    `| ${name} | ${x.p50.toFixed(0)} / ${x.p95.toFixed(0)} ms | ${fmt(x.perSecond)} | ${ratio(x.p95, baseline.p95)} |`;
  return `## Filing API: POST /api/v1/filings

| measurement | p50 / p95 | calls/s | p95 ratio to baseline |
| --- | --- | --- | --- |
${line(`\`POST /api/ir/submit_review\`, the wizard's submission, one at a time (baseline, ${f.wizard.count})`, f.wizard, f.wizard)}
${line(`\`POST /api/v1/filings\`, one at a time, beside it (${f.api.count})`, f.api, f.wizard)}
${line(`\`POST /api/v1/filings\`, ${fmt(IN_A_ROW)} in a row by one key`, f.row, f.wizard)}
${line(`the same key and body again (${f.replays.count} replays: the stored answer)`, f.replays, f.wizard)}
${line(`\`POST /api/v1/files\` for them, by 100 before each 100 filings (not scanned: no clamd)`, f.uploads, f.wizard)}

Nothing lost: ${fmt(IN_A_ROW)} filings answered 201, each with its own id, and the account has
${fmt(f.rows)} applications (${fmt(f.expected)} expected, warm-up and comparison included); the
replays filed nothing. Each call is the whole request over HTTP: the bearer key's lookup, its
account, the per-key rate limit (one counter upsert per call; the limit itself raised for the
run), the Idempotency-Key's lookup, the bulk row's rules, the held file, the parcel among the
seeded parcels, then the single filing's transaction (application, file, receipt e-mail,
owner's authorization rule, the Idempotency-Key's answer). The wizard's submission verifies a
captcha and attaches its draft's file instead. One app instance with the default pool on the
local PostgreSQL server, in a scratch database dropped after; the machine is shared with other
work, so compare ratios, not milliseconds.
`;
}
