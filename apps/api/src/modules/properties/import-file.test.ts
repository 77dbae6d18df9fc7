import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MunicipalityKey } from '@ir/domain';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database, Db } from '../../db/client.ts';
import { parcels, sales } from '../../db/schema/index.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import type { ImportKind } from './csv-columns.ts';
import {
  REJECTIONS_KEPT,
  checkImportFile,
  importCheckedFile,
  importFile,
  type ImportOptions,
  type ImportProgress,
} from './import-file.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../test/fixtures/${name}`, import.meta.url));

let database: Database;
let db: Db;
let tmp: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await loadMunicipalityRegistry(db, 'development');
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ir-import-'));
});
afterAll(async () => {
  await database.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function runImport(
  kind: ImportKind,
  file: string,
  municipalityKey: MunicipalityKey,
  options: Partial<ImportOptions> = {},
) {
  const checked = await checkImportFile(kind, file);
  return importCheckedFile(db, checked, { municipalityKey, now: NOW, ...options });
}

function writeCsv(name: string, text: string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, text);
  return file;
}

const parcelsOf = (key: MunicipalityKey) =>
  db.select().from(parcels).where(eq(parcels.municipalityKey, key)).orderBy(asc(parcels.sbl));
const parcelOf = async (key: MunicipalityKey, sbl: string) =>
  (
    await db
      .select()
      .from(parcels)
      .where(and(eq(parcels.municipalityKey, key), eq(parcels.sbl, sbl)))
  )[0];

describe('import parcels', () => {
  it('imports a good file and stores every value', async () => {
    const report = await runImport('parcels', fixture('parcels-good.csv'), 'kent');
    expect(report).toMatchObject({
      read: 5,
      total: 5,
      inserted: 5,
      updated: 0,
      rejected: 0,
      rejections: [],
    });
    expect(report.ignoredColumns).toEqual([]);

    expect(await parcelOf('kent', '101.05-2-14')).toMatchObject({
      parcelId: '1000101',
      swisCo: '14',
      swisTown: '1422',
      swisVg: '142289',
      propClass: '210',
      propertyType: 'residential',
      nbhdCode: '00202',
      fullAddress: '12 Maple Ave',
      landAv: 28000,
      totalAv: 185000,
      bldgStyle: '01',
      overallCond: '3',
      sfla: 1450,
      yrBuilt: 1962,
      numResUnits: 1,
      totalNumSites: 1,
      acres: '0.2300',
      front: '75.00',
      depth: '133.50',
      salePrice: 179000,
      saleDate: '2023-06-14',
    });
    // Derived address, dollar formatting, class-derived type, empty cells as null.
    expect(await parcelOf('kent', '101.05-2-15')).toMatchObject({
      fullAddress: '14 N Maple Ave',
      landAv: 31000,
      totalAv: 212500,
      bldgStyle: '12',
      propertyType: 'residential',
      ownCode: null,
      salePrice: null,
      saleDate: null,
    });
    expect(await parcelOf('kent', '101.05-2-16')).toMatchObject({
      propertyType: 'vacant',
      bldgStyle: null,
      saleDate: '2022-03-02',
    });
    expect(await parcelOf('kent', '204.11-1-3')).toMatchObject({
      fullAddress: '250 Genesee St Suite 2',
      propertyType: 'commercial',
      ownCode: 'T',
      actualRentableArea: 14200,
      bldgSquareFootage: 16000,
      totalAv: 1250000,
    });
    expect(await parcelOf('kent', '204.11-1-4')).toMatchObject({
      bldgStyle: '08',
      totalNumSites: 3,
    });
  });

  it('updates on re-import: nothing inserted, every row updated', async () => {
    const first = await runImport('parcels', fixture('parcels-good.csv'), 'greenport');
    expect(first).toMatchObject({ inserted: 5, updated: 0 });
    const again = await runImport('parcels', fixture('parcels-good.csv'), 'greenport');
    expect(again).toMatchObject({ read: 5, inserted: 0, updated: 5, rejected: 0 });
    expect(await parcelsOf('greenport')).toHaveLength(5);
  });

  it('keeps municipalities apart: the same SBL in two municipalities is two parcels', async () => {
    await runImport('parcels', fixture('parcels-good.csv'), 'taghkanic');
    const report = await runImport('parcels', fixture('parcels-good.csv'), 'sandlake');
    expect(report).toMatchObject({ inserted: 5, updated: 0 });
  });

  it('imports every other row of a file with one bad row and names the line and why', async () => {
    const report = await runImport('parcels', fixture('parcels-one-bad-row.csv'), 'lyons');
    expect(report).toMatchObject({ read: 5, inserted: 4, updated: 0, rejected: 1 });
    expect(report.rejections).toEqual([
      { line: 4, reason: 'total_av: must be a whole dollar amount (got "12x")' },
    ]);
    expect((await parcelsOf('lyons')).map((p) => p.sbl)).toEqual([
      '110.01-1-1',
      '110.01-1-2',
      '110.01-1-4',
      '110.01-1-5',
    ]);
  });

  it("reads New York State's open-data column names", async () => {
    const report = await runImport('parcels', fixture('parcels-state-export.csv'), 'amherst');
    expect(report).toMatchObject({ read: 3, inserted: 3, rejected: 0 });
    expect(report.ignoredColumns).toEqual([
      'Roll Year',
      'County Name',
      'Municipality Name',
      'Property Class Description',
      'Primary Owner First Name',
      'Primary Owner Last Name',
      'Roll Section',
      'School District Code',
      'Full Market Value',
    ]);
    expect(await parcelOf('amherst', '55.12-3-4')).toMatchObject({
      parcelId: '14228905512000300004000',
      swisCo: '14',
      swisTown: '1422',
      swisVg: '142289',
      propClass: '210',
      propertyType: 'residential',
      locStNbr: '180',
      locStName: 'Maple',
      locMailStSuff: 'Rd',
      fullAddress: '180 Maple Rd',
      front: '85.00',
      depth: '150.00',
      acres: '0.2900',
      landAv: 32000,
      totalAv: 210000,
    });
    expect(await parcelOf('amherst', '55.12-3-5')).toMatchObject({
      fullAddress: 'Sheridan Dr',
      propertyType: 'vacant',
    });
    expect(await parcelOf('amherst', '55.12-3-6')).toMatchObject({
      propClass: '421',
      propertyType: 'commercial',
    });
  });

  it('tolerates a BOM, CRLF line ends, an empty line and header case, spaces and dashes', async () => {
    const report = await runImport('parcels', fixture('parcels-bom-variants.csv'), 'potsdam');
    expect(report).toMatchObject({ read: 2, inserted: 2, rejected: 0, ignoredColumns: ['Notes'] });
    expect(await parcelOf('potsdam', '130.01-1-1')).toMatchObject({
      locStNbr: '40',
      fullAddress: '40 Cedar Ln',
      totalAv: 199900,
      landAv: 25000,
      bldgStyle: '01',
      overallCond: '3',
    });
    expect(await parcelOf('potsdam', '130.01-1-2')).toMatchObject({
      totalAv: 205000,
      bldgStyle: '06',
    });
  });

  it('only overwrites the columns a file has, so a partial file keeps the rest', async () => {
    await runImport('parcels', fixture('parcels-good.csv'), 'townofniagara');
    const partial = writeCsv(
      'values-only.csv',
      'print_key_code,assessment_total\n101.05-2-14,199000\n',
    );
    expect(await runImport('parcels', partial, 'townofniagara')).toMatchObject({
      inserted: 0,
      updated: 1,
    });
    expect(await parcelOf('townofniagara', '101.05-2-14')).toMatchObject({
      totalAv: 199000,
      landAv: 28000,
      bldgStyle: '01',
      fullAddress: '12 Maple Ave',
      propertyType: 'residential',
    });
    // A file with address parts re-derives the address; one with a class re-derives the type.
    const moved = writeCsv(
      'moved.csv',
      'sbl,loc_st_nbr,loc_st_name,prop_class\n101.05-2-14,14,Elm,311\n',
    );
    await runImport('parcels', moved, 'townofniagara');
    expect(await parcelOf('townofniagara', '101.05-2-14')).toMatchObject({
      fullAddress: '14 Elm',
      propertyType: 'vacant',
      totalAv: 199000,
    });
  });

  it('counts physical lines across empty lines and quoted line breaks; rejects repeats and short rows', async () => {
    const file = writeCsv(
      'lines.csv',
      [
        'sbl,full_address,total_av',
        '140.01-1-1,1 Main St,100000',
        '',
        '140.01-1-2,"2 Main St',
        'Rear",100000',
        '140.01-1-1,1 Main St again,100000',
        '140.01-1-3,3 Main St',
        '140.01-1-4,4 Main St,x',
        '140.01-1-5,5 Main St,100000',
      ].join('\n'),
    );
    const report = await runImport('parcels', file, 'cityofoswego');
    expect(report).toMatchObject({ read: 6, inserted: 3, rejected: 3 });
    expect(report.rejections).toEqual([
      { line: 6, reason: 'sbl: same as line 2 (the first one is kept)' },
      { line: 7, reason: 'has 2 fields but the header has 3' },
      { line: 8, reason: 'total_av: must be a whole dollar amount (got "x")' },
    ]);
    expect((await parcelOf('cityofoswego', '140.01-1-2'))?.fullAddress).toBe('2 Main St\nRear');
    expect((await parcelOf('cityofoswego', '140.01-1-1'))?.fullAddress).toBe('1 Main St');
  });

  it('retries a batch the database rejects row by row, so only the offending row is rejected', async () => {
    await db.execute(
      sql`alter table parcels add constraint reject_for_test check (municipality_key <> 'townofamherst' or sbl <> '110.01-1-4')`,
    );
    try {
      const report = await runImport(
        'parcels',
        fixture('parcels-one-bad-row.csv'),
        'townofamherst',
        {
          batchSize: 2,
        },
      );
      expect(report).toMatchObject({ read: 5, inserted: 3, rejected: 2 });
      expect(report.rejections).toEqual([
        { line: 4, reason: 'total_av: must be a whole dollar amount (got "12x")' },
        {
          line: 5,
          reason:
            'rejected by the database: new row for relation "parcels" violates check constraint "reject_for_test"',
        },
      ]);
      // 110.01-1-5 shared the rejected batch and was written on its own.
      expect((await parcelsOf('townofamherst')).map((p) => p.sbl)).toEqual([
        '110.01-1-1',
        '110.01-1-2',
        '110.01-1-5',
      ]);
    } finally {
      await db.execute(sql`alter table parcels drop constraint reject_for_test`);
    }
  });

  it('stops, rather than rejecting every row, when the database itself fails', async () => {
    await db.execute(sql`alter table parcels rename to parcels_away`);
    try {
      await expect(
        runImport('parcels', fixture('parcels-good.csv'), 'development'),
      ).rejects.toThrow(
        /^The database failed while importing the rows from line 2: .*parcels.* does not exist\. 0 rows before them were saved/,
      );
    } finally {
      await db.execute(sql`alter table parcels_away rename to parcels`);
    }
  });

  it('reports progress after each batch and keeps the first 100 rejections, in line order', async () => {
    const lines = ['sbl,total_av'];
    for (let i = 0; i < 150; i++) lines.push(`150.01-1-${i},bad${i}`);
    lines.push('150.01-2-1,1000');
    const seen: ImportProgress[] = [];
    const report = await runImport(
      'parcels',
      writeCsv('many-bad.csv', lines.join('\n')),
      'development',
      {
        batchSize: 1,
        onProgress: (p) => seen.push(p),
      },
    );
    expect(report).toMatchObject({ read: 151, inserted: 1, rejected: 150 });
    expect(report.rejections).toHaveLength(REJECTIONS_KEPT);
    expect(report.rejections[0]).toEqual({
      line: 2,
      reason: 'total_av: must be a whole dollar amount (got "bad0")',
    });
    expect(report.rejections.at(-1)?.line).toBe(101);
    expect(seen.at(-1)).toEqual({ read: 151, total: 151, inserted: 1, updated: 0, rejected: 150 });
  });
});

describe('bad files: one clear message, nothing written', () => {
  it('refuses a missing file', async () => {
    await expect(checkImportFile('parcels', path.join(tmp, 'nope.csv'))).rejects.toThrow(
      `File not found: ${path.join(tmp, 'nope.csv')}`,
    );
  });

  it('refuses a folder and an empty file', async () => {
    await expect(checkImportFile('parcels', tmp)).rejects.toThrow(
      `${tmp} is a folder, not a CSV file`,
    );
    const empty = writeCsv('empty.csv', '');
    await expect(checkImportFile('parcels', empty)).rejects.toThrow(
      `${empty} is empty: its first line must name the columns`,
    );
  });

  it('refuses malformed CSV with the line of the broken row', async () => {
    const file = fixture('parcels-malformed.csv');
    await expect(checkImportFile('parcels', file)).rejects.toThrow(
      `${file} is not valid CSV: the row starting on line 3: Quote Not Closed`,
    );
    await expect(checkImportFile('parcels', file)).rejects.toThrow(/Nothing was imported\.$/);
  });

  it('refuses a header without an sbl column, naming what it found', async () => {
    const file = fixture('parcels-no-sbl.csv');
    await expect(checkImportFile('parcels', file)).rejects.toThrow(
      `${file}: the header has no sbl (or print_key_code, print_key) column; it has: parcel_id, loc_st_nbr, loc_st_name, total_av. Nothing was imported.`,
    );
  });

  it('refuses a sales file without sale_date and sale_price columns', async () => {
    const file = writeCsv('sales-no-price.csv', 'sbl,arms_length\n1-1-1,Y\n');
    await expect(checkImportFile('sales', file)).rejects.toThrow(
      'the header has no sale_date, no sale_price column',
    );
  });
});

describe('import sales', () => {
  it('imports sales with arms_length in every accepted spelling, and updates on re-import', async () => {
    const report = await runImport('sales', fixture('sales.csv'), 'kent');
    expect(report).toMatchObject({ read: 5, inserted: 5, updated: 0, rejected: 0 });
    const stored = await db
      .select()
      .from(sales)
      .where(eq(sales.municipalityKey, 'kent'))
      .orderBy(asc(sales.sbl), asc(sales.saleDate));
    expect(stored.map((s) => [s.sbl, s.saleDate, s.salePrice, s.armsLength])).toEqual([
      ['101.05-2-14', '2021-03-02', 150000, true],
      ['101.05-2-14', '2024-06-14', 189000, true],
      ['101.05-2-15', '2023-05-17', 1, false],
      ['101.05-2-16', '2022-03-02', 45000, false],
      ['204.11-1-4', '2025-01-09', 265000, true],
    ]);
    expect(stored[2]).toMatchObject({
      locPrefixDir: 'N',
      bldgStyle: '12',
      overallCond: '4',
      sfla: 2240,
      yrBuilt: 1925,
    });
    expect(stored[4]?.bldgStyle).toBe('08');

    expect(await runImport('sales', fixture('sales.csv'), 'kent')).toMatchObject({
      inserted: 0,
      updated: 5,
    });
  });

  it('rejects a sale repeated in the file, keyed by sbl and sale_date', async () => {
    const file = writeCsv(
      'sales-repeat.csv',
      'sbl,sale_date,sale_price\n1-1-1,2024-01-05,100000\n1-1-1,1/5/2024,101000\n1-1-1,2024-01-06,102000\n',
    );
    const report = await runImport('sales', file, 'potsdam');
    expect(report).toMatchObject({ read: 3, inserted: 2, rejected: 1 });
    expect(report.rejections).toEqual([
      { line: 3, reason: 'sbl and sale_date: same as line 2 (the first one is kept)' },
    ]);
  });
});

describe('a first roll checked while it is loaded (importFile)', () => {
  let fresh: Database;
  let fdb: Db;
  beforeAll(async () => {
    fresh = await createTestDatabase();
    fdb = fresh.db;
    await loadMunicipalityRegistry(fdb, 'development');
  });
  afterAll(() => fresh.close());

  const load = (
    file: string,
    municipalityKey: MunicipalityKey,
    options: Partial<ImportOptions> = {},
  ) => importFile(fdb, 'parcels', file, { municipalityKey, now: NOW, ...options });
  const storedOf = async (key: MunicipalityKey) =>
    (
      await fdb
        .select()
        .from(parcels)
        .where(eq(parcels.municipalityKey, key))
        .orderBy(asc(parcels.sbl))
    ).map(({ id: _id, municipalityKey: _key, createdAt: _c, updatedAt: _u, ...row }) => row);
  const tableOf = async (key: string) =>
    (
      (await fdb.execute(
        sql`select to_regclass(${`parcels_of_${key}`})::text as name`,
      )) as unknown as {
        rows: Array<{ name: string | null }>;
      }
    ).rows[0]?.name ?? null;
  /** `rows` parcels, one a line: sbl and total_av, line 2 onwards. */
  const rollOf = (
    name: string,
    rows: number,
    line: (i: number) => string = (i) => `160.${i}-1-1,${1000 + i}`,
  ) =>
    writeCsv(name, ['sbl,total_av', ...Array.from({ length: rows }, (_, i) => line(i))].join('\n'));

  it('stores exactly what checking first stores, in a partition of its own', async () => {
    const checkedFirst = await importCheckedFile(
      fdb,
      await checkImportFile('parcels', fixture('parcels-good.csv')),
      { municipalityKey: 'kent', now: NOW },
    );
    const whileLoaded = await load(fixture('parcels-good.csv'), 'lyons');
    expect(whileLoaded).toMatchObject({ read: 5, total: 5, inserted: 5, updated: 0, rejected: 0 });
    expect({ ...whileLoaded, municipalityKey: 'kent', elapsedMs: 0 }).toEqual({
      ...checkedFirst,
      elapsedMs: 0,
    });
    expect(await storedOf('lyons')).toEqual(await storedOf('kent'));
    expect(await tableOf('lyons')).toBe('parcels_of_lyons');
    // The check that spared ATTACH PARTITION a read of every row is gone once attached.
    const constraints = (await fdb.execute(
      sql`select conname from pg_constraint where conrelid = 'parcels_of_lyons'::regclass`,
    )) as unknown as { rows: Array<{ conname: string }> };
    expect(constraints.rows.map((c) => c.conname)).not.toContain('parcels_of_lyons_town');
    expect(constraints.rows.length).toBeGreaterThan(0);
  });

  it('stores a backslash, a tab and a quoted line break exactly, beside plain rows', async () => {
    const quoted = writeCsv(
      'quoted.csv',
      'sbl,full_address\n1-1-1,"2 Main St\nRear"\n1-1-2,3 Main\n',
    );
    expect(await load(quoted, 'townofamherst')).toMatchObject({ inserted: 2, rejected: 0 });
    expect((await storedOf('townofamherst')).map((p) => p.fullAddress)).toEqual([
      '2 Main St\nRear',
      '3 Main',
    ]);
    const escaped = writeCsv(
      'escaped.csv',
      'sbl,full_address\n1-1-1,C:\\x\\N\n1-1-2,a\tb\n1-1-3,c\n',
    );
    expect(await load(escaped, 'townofniagara')).toMatchObject({ inserted: 3, rejected: 0 });
    expect((await storedOf('townofniagara')).map((p) => p.fullAddress)).toEqual([
      'C:\\x\\N',
      'a\tb',
      'c',
    ]);
  });

  it('reports a bad row by its line and writes the others', async () => {
    const report = await load(fixture('parcels-one-bad-row.csv'), 'greenport');
    expect(report).toMatchObject({ read: 5, inserted: 4, updated: 0, rejected: 1 });
    expect(report.rejections).toEqual([
      { line: 4, reason: 'total_av: must be a whole dollar amount (got "12x")' },
    ]);
  });

  it('upserts into a town that has parcels: nothing inserted, every row updated', async () => {
    expect(await load(fixture('parcels-one-bad-row.csv'), 'greenport')).toMatchObject({
      inserted: 0,
      updated: 4,
      rejected: 1,
    });
  });

  it('keeps no table for a file without a valid row', async () => {
    const report = await load(
      writeCsv('no-valid-row.csv', 'sbl,total_av\n1-1-1,none\n'),
      'taghkanic',
    );
    expect(report).toMatchObject({ read: 1, inserted: 0, rejected: 1 });
    expect(await tableOf('taghkanic')).toBeNull();
  });

  it('reads a file again with the full CSV reader when an unusual row comes after rows were sent', async () => {
    // 25,000 plain rows go to the server before the quoted field sends the file to csv-parse.
    const file = rollOf('unusual-late.csv', 25_001, (i) =>
      i === 25_000 ? '"160.25000-1-1",26000' : `160.${i}-1-1,${1000 + i}`,
    );
    expect(await load(file, 'sandlake')).toMatchObject({
      read: 25_001,
      inserted: 25_001,
      rejected: 0,
    });
    expect((await storedOf('sandlake')).length).toBe(25_001);
  });

  it('leaves nothing when the file turns out malformed after rows were sent', async () => {
    const file = rollOf('malformed-late.csv', 25_001, (i) =>
      i === 25_000 ? '"160.25000-1-1,26000' : `160.${i}-1-1,${1000 + i}`,
    );
    await expect(load(file, 'potsdam')).rejects.toThrow(
      /is not valid CSV: the row starting on line 25002: Quote Not Closed.*\. Nothing was imported\.$/,
    );
    expect(await storedOf('potsdam')).toEqual([]);
    expect(await tableOf('potsdam')).toBeNull();
  });

  it('checks the rest of the file after the database refused a row, and refuses only that row', async () => {
    await fdb.execute(
      sql`alter table parcels add constraint reject_while_loaded check (municipality_key <> 'cityofoswego' or sbl <> '160.15000-1-1')`,
    );
    try {
      const file = rollOf('refused-row.csv', 20_000, (i) =>
        i === 19_000 ? '160.19000-1-1,12x' : `160.${i}-1-1,${1000 + i}`,
      );
      const report = await load(file, 'cityofoswego', { batchSize: 500 });
      expect(report).toMatchObject({ read: 20_000, inserted: 19_998, updated: 0, rejected: 2 });
      expect(report.rejections).toEqual([
        {
          line: 15_002,
          reason:
            'rejected by the database: new row for relation "parcels" violates check constraint "reject_while_loaded"',
        },
        { line: 19_002, reason: 'total_av: must be a whole dollar amount (got "12x")' },
      ]);
    } finally {
      await fdb.execute(sql`alter table parcels drop constraint reject_while_loaded`);
    }
  });

  it('refuses an SBL repeated after rows were sent with the line of its first, keeping the first', async () => {
    // On PostgreSQL the table's unique index refuses the repeat, and the file is checked again.
    const file = rollOf('repeated-late.csv', 20_000, (i) =>
      i === 19_000 ? '160.3-1-1,99' : `160.${i}-1-1,${1000 + i}`,
    );
    const report = await load(file, 'development');
    expect(report).toMatchObject({ read: 20_000, inserted: 19_999, updated: 0, rejected: 1 });
    expect(report.rejections).toEqual([
      { line: 19_002, reason: 'sbl: same as line 5 (the first one is kept)' },
    ]);
    const stored = await storedOf('development');
    expect(stored.length).toBe(19_999);
    expect(stored.find((p) => p.sbl === '160.3-1-1')?.totalAv).toBe(1003);
    expect(await tableOf('development')).toBe('parcels_of_development');
  });

  it('stops, rather than rejecting every row, when the database itself fails', async () => {
    await fdb.execute(sql`alter table parcels rename to parcels_away`);
    try {
      await expect(load(fixture('parcels-good.csv'), 'development')).rejects.toThrow(
        /^The database failed while importing the rows from line 2: .*parcels.* does not exist\. 0 rows before them were saved/,
      );
    } finally {
      await fdb.execute(sql`alter table parcels_away rename to parcels`);
    }
  });

  it('refuses a missing file, a folder and a header without sbl, as checking first does', async () => {
    await expect(load(path.join(tmp, 'nope.csv'), 'amherst')).rejects.toThrow(
      `File not found: ${path.join(tmp, 'nope.csv')}`,
    );
    await expect(load(tmp, 'amherst')).rejects.toThrow(`${tmp} is a folder, not a CSV file`);
    await expect(load(fixture('parcels-no-sbl.csv'), 'amherst')).rejects.toThrow(
      /the header has no sbl .*Nothing was imported\.$/,
    );
    expect(await tableOf('amherst')).toBeNull();
  });
});
