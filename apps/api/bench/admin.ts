/**
 * Administration with a large municipality: `GET /api/admin/userlist` with 50,000 accounts on
 * both databases, and how long Admin Controls' picker takes to filter them in Chromium.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import { fmt, percentile, withPostgresDatabase } from './processes.ts';

const ACCOUNTS = 50_000;
const REQUESTS = 100;
const MUNICIPALITY = 'development';

/** 50,000 owners and one mega-admin, written in one statement (no password hashing). */
async function seedAccounts(database: Database): Promise<number> {
  await database.db.execute(sql`
    insert into users (municipality_key, email, password_hash, role, status, verified_at)
    select ${MUNICIPALITY}, 'owner' || lpad(n::text, 5, '0') || '@example.com', null, 'user',
           'active', now()
    from generate_series(1, ${ACCOUNTS}) as n`);
  const admin = await insertUser(database.db, {
    municipalityKey: MUNICIPALITY,
    email: 'bench-admin@example.com',
    passwordHash: null,
    role: 'mega-admin',
    status: 'active',
    verifiedAt: new Date(),
  });
  if (!admin) throw new Error('the bench mega-admin was not created');
  return admin.id;
}

interface AdminFigures {
  p50: number;
  p95: number;
  bytes: number;
  filterMs: number | null;
}

async function measureOn(database: Database, withBrowser: boolean): Promise<AdminFigures> {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_HMAC_KEY: 'bench' });
  // Built first: it writes the municipalities the accounts belong to.
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const adminId = await seedAccounts(database);
    const port = (app.server.address() as AddressInfo).port;
    const token = await createSession(
      database.db,
      { userId: adminId, municipalityKey: MUNICIPALITY },
      new Date(),
    );
    const base = `http://127.0.0.1:${port}`;
    const latencies: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/userlist`, {
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      const body = await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`userlist answered ${res.status}`);
      bytes = body.byteLength;
    }
    latencies.sort((a, b) => a - b);
    const filterMs = withBrowser ? await measurePicker(port, token) : null;
    return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), bytes, filterMs };
  } finally {
    await app.close();
  }
}

/**
 * Types an e-mail into the picker on /admin and times, in the page, from the last keystroke
 * until the listbox says how many of the 50,001 accounts match: the median of five queries.
 */
async function measurePicker(port: number, token: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies([
      { name: SESSION_COOKIE, value: token, domain: '127.0.0.1', path: '/' },
    ]);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/admin`);
    const picker = page.getByRole('combobox', { name: 'Find a user' });
    await picker.click();
    await page.getByText(`${ACCOUNTS + 1} of ${ACCOUNTS + 1} accounts`).waitFor();
    const times: number[] = [];
    for (const query of ['owner4', 'owner49', 'owner4999', 'owner12345', 'bench-admin']) {
      await picker.fill('');
      await page.getByText(`${ACCOUNTS + 1} of ${ACCOUNTS + 1} accounts`).waitFor();
      const started = performance.now();
      await picker.fill(query);
      await page
        .getByText(new RegExp(`^\\d+ of ${ACCOUNTS + 1} accounts$`))
        .filter({ hasNotText: `${ACCOUNTS + 1} of` })
        .waitFor();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return times[2] as number;
  } finally {
    await browser.close();
  }
}

export async function measureAdmin(): Promise<string> {
  const postgres = await withPostgresDatabase(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      return await measureOn(database, true);
    } finally {
      await database.close();
    }
  });
  const pglite = await (async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      return await measureOn(database, false);
    } finally {
      await database.close();
    }
  })();
  return `## Administration

| measurement | figure |
| --- | --- |
| \`GET /api/admin/userlist\`, ${fmt(ACCOUNTS + 1)} accounts, PostgreSQL, ${REQUESTS} requests in turn, p50 / p95 | ${postgres.p50.toFixed(0)} / ${postgres.p95.toFixed(0)} ms |
| same on PGlite, p50 / p95 | ${pglite.p50.toFixed(0)} / ${pglite.p95.toFixed(0)} ms |
| its answer, uncompressed (sent brotli- or gzip-compressed to a browser) | ${fmt(postgres.bytes / 1024)} KB |
| Admin Controls' picker in Chromium: from typing an e-mail to the filtered list, median of 5 queries | ${postgres.filterMs === null ? 'not measured' : `${postgres.filterMs.toFixed(0)} ms`} |

The picker keeps every e-mail in the page and renders only the rows in view (TanStack
Virtual), so filtering is one pass over the list; the time includes Playwright's own round
trips to the browser.
`;
}
