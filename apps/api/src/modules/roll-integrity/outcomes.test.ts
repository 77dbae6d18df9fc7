import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOMES_CSV_COLUMNS, publishedOutcomesSchema, type OutcomeRow } from '@ir/domain';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { createOutcomeFiling } from '../../../test/outcome-filings.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import { insertUser } from '../users/index.ts';
import { setMunicipality } from '../municipalities/index.ts';

let t: TestApp;
const db = () => t.app.database.db;

/** Kent publishes; Lyons does not. Both have roll year 2025. */
const MUNI = 'kent';
const OTHER = 'lyons';
const JSON_URL = '/api/public/outcomes.json';
const CSV_URL = '/api/public/outcomes.csv';

/** Filed at 10:00 ET on March 2; decided late on March 11 in New York (03:00 UTC the 12th). */
const FILED = new Date('2025-03-02T15:00:00Z');
const decidedOn = (day: number) => new Date(`2025-03-${day}T03:00:00Z`);

let spanishOwner = 0;
const emails: string[] = [];

beforeAll(async () => {
  t = await build();
  const owner = await insertUser(db(), {
    municipalityKey: MUNI,
    email: 'olive.owner@example.com',
    passwordHash: null,
    role: 'user',
    status: 'active',
    language: 'es',
  });
  spanishOwner = owner!.id;
  emails.push(owner!.email);
  const file = (options: Parameters<typeof createOutcomeFiling>[2]) =>
    createOutcomeFiling(db(), MUNI, { submittedAt: FILED, ...options });
  // N1: five filings of the Spanish owner. Three decided: −10% after 9 days, no change after
  // 10, −20% after 11; one withdrawn, one open.
  await file({ nbhdCode: 'N1', submittedBy: spanishOwner, outcome: complete(180_000, 12) });
  await file({ nbhdCode: 'N1', submittedBy: spanishOwner, outcome: complete(200_000, 13) });
  await file({ nbhdCode: 'N1', submittedBy: spanishOwner, outcome: complete(160_000, 14) });
  await file({ nbhdCode: 'N1', submittedBy: spanishOwner, outcome: { status: 'withdrawn' } });
  await file({ nbhdCode: 'N1', submittedBy: spanishOwner });
  // N2 and N4: four each (so each is suppressed on its own count); N3: six by representatives.
  for (let i = 0; i < 4; i += 1) await file({ nbhdCode: 'N2', propClass: '411' });
  for (let i = 0; i < 4; i += 1) await file({ nbhdCode: 'N4', propClass: '411' });
  for (let i = 0; i < 6; i += 1) await file({ nbhdCode: 'N3', representative: true });
  // Not counted: a filing of another roll year, and Lyons's own filings (N1 and a new N9).
  await file({ nbhdCode: 'N1', filingYear: 2024, outcome: complete(1_000, 12) });
  for (let i = 0; i < 7; i += 1) {
    await createOutcomeFiling(db(), OTHER, { nbhdCode: i < 3 ? 'N1' : 'N9' });
  }
  await setMunicipality(db(), MUNI, { publishOutcomes: 'on' });
  await t.app.municipalities.refresh(db());
});
afterAll(() => t.close());

function complete(newValue: number, day: number) {
  return { status: 'complete' as const, newValue, decidedAt: decidedOn(day) };
}

const get = (url: string, on = MUNI, account?: SignedInAccount) =>
  injectOn(t.app, on, { url }, account);
const rowsOf = (rows: OutcomeRow[], dimension: OutcomeRow['dimension']) =>
  rows.filter((row) => row.dimension === dimension);

describe('GET /api/public/outcomes.json', () => {
  it('answers a visitor without signing in, cacheable for a few minutes', async () => {
    const res = await get(JSON_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = publishedOutcomesSchema.parse(res.json());
    expect(body).toMatchObject({ roll_year: 2025, min_cell: 5 });
    expect(body.rows[0]).toEqual({
      dimension: 'all',
      group: null,
      suppressed: false,
      filings: 19,
      decided: 3,
      reduced: 2,
      withdrawn: 1,
      median_change_percent: -10,
      median_days_to_decision: 10,
    });
  });

  it('shows a row of 5 filings and suppresses a row of 4', async () => {
    const rows = rowsOf((await get(JSON_URL)).json().rows, 'neighbourhood');
    expect(rows.map((r) => [r.group, r.suppressed, r.filings])).toEqual([
      ['N1', false, 5],
      ['N2', true, null],
      ['N3', false, 6],
      ['N4', true, null],
    ]);
    expect(rows[0]).toMatchObject({
      decided: 3,
      reduced: 2,
      withdrawn: 1,
      median_change_percent: -10,
      median_days_to_decision: 10,
    });
    expect(rows[1]).toMatchObject({
      decided: null,
      reduced: null,
      withdrawn: null,
      median_change_percent: null,
      median_days_to_decision: null,
    });
  });

  it('counts class groups, filers and the filing account language', async () => {
    const { rows } = (await get(JSON_URL)).json() as { rows: OutcomeRow[] };
    expect(rowsOf(rows, 'class_group').map((r) => [r.group, r.filings])).toEqual([
      ['residential', 11],
      ['commercial', 8],
    ]);
    expect(rowsOf(rows, 'filer').map((r) => [r.group, r.filings])).toEqual([
      ['owner', 13],
      ['representative', 6],
    ]);
    expect(rowsOf(rows, 'language').map((r) => [r.group, r.filings])).toEqual([
      ['en', 14],
      ['es', 5],
    ]);
  });

  it("never counts another municipality's filings, and says nothing of a person", async () => {
    const res = await get(JSON_URL);
    expect(res.body).not.toMatch(/N9|100\.00-|Olive|Owner|Main St|@|Kent/);
    for (const email of emails) expect(res.body).not.toContain(email);
  });

  it('is the same for a signed-in account, and reading writes nothing but the rate count', async () => {
    const staff = await signedInAs(t.app, 'admin', MUNI);
    const before = await countEveryTable(db());
    const res = await get(JSON_URL, MUNI, staff);
    expect(res.json()).toEqual((await get(JSON_URL)).json());
    const after = await countEveryTable(db());
    expect({ ...after, rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
  });
});

describe('GET /api/public/outcomes.csv', () => {
  it('is an attachment of the same rows, a header first', async () => {
    const res = await get(CSV_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="outcomes-kent-2025.csv"',
    );
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(OUTCOMES_CSV_COLUMNS.join(','));
    expect(lines.at(-1)).toBe('');
    const { rows } = (await get(JSON_URL)).json() as { rows: OutcomeRow[] };
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines[1]).toBe('2025,all,,no,19,3,2,1,-10,10');
    expect(lines).toContain('2025,neighbourhood,N2,yes,,,,,,');
    expect(lines.slice(1, -1).every((l) => l.split(',').length === 10)).toBe(true);
  });
});

describe('while the municipality does not publish', () => {
  it.each([JSON_URL, CSV_URL])('%s is 404 in the error shape, never cached', async (url) => {
    const res = await get(url, OTHER);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ statusCode: 404, error_message: 'not_found' });
    expect(res.body).not.toContain('N9');
  });

  it('publishes once the mega-admin turns the setting on, and stops when turned off', async () => {
    const mega = await signedInAs(t.app, 'mega-admin', OTHER);
    const save = async (publishOutcomes: boolean) => {
      const current = await injectOn(
        t.app,
        OTHER,
        { url: '/api/admin/municipality_settings' },
        mega,
      );
      expect(current.json().publishOutcomes).toBe(!publishOutcomes);
      const { key: _key, hosts: _hosts, ...settings } = current.json();
      const res = await injectOn(
        t.app,
        OTHER,
        {
          method: 'POST',
          url: '/api/admin/municipality_settings',
          payload: { ...settings, publishOutcomes },
        },
        mega,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().publishOutcomes).toBe(publishOutcomes);
      await t.app.municipalities.refresh(db());
    };
    await save(true);
    const on = await get(JSON_URL, OTHER);
    expect(on.statusCode).toBe(200);
    expect(on.json().rows[0]).toMatchObject({ filings: 7 });
    expect(rowsOf(on.json().rows, 'neighbourhood').map((r) => r.group)).toEqual(['N1', 'N9']);
    await save(false);
    expect((await get(JSON_URL, OTHER)).statusCode).toBe(404);
  });
});
