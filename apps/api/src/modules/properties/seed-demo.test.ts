import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { parcels, sales } from '../../db/schema/index.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { countParcels, upsertParcels } from './repository.ts';
import { seedDemo, seedDemoOnFirstStart } from './seed-demo.ts';
import { DEPLOYMENT_KEYS } from '../../../test/deployment-keys.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const SMALL = { parcels: 400, sales: 80, now: NOW };

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // What buildApp does before the server seeds: the demo data refers to the municipalities.
  await loadMunicipalityRegistry(database.db, 'development');
});
afterAll(() => database.close());

/** The stored demo data without ids and timestamps, in a stable order. */
async function snapshot() {
  const strip = <T extends { id: number; createdAt: Date; updatedAt: Date }>({
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...rest
  }: T) => rest;
  const p = await database.db
    .select()
    .from(parcels)
    .where(eq(parcels.municipalityKey, 'development'))
    .orderBy(asc(parcels.sbl));
  const s = await database.db
    .select()
    .from(sales)
    .where(eq(sales.municipalityKey, 'development'))
    .orderBy(asc(sales.sbl), asc(sales.saleDate));
  return { parcels: p.map(strip), sales: s.map(strip) };
}

describe('seedDemoOnFirstStart', () => {
  // Runs first: the database is fresh, so development has no parcels yet.
  it('leaves PostgreSQL deployments and production alone', async () => {
    const log: string[] = [];
    const info = (m: string) => log.push(m);
    await seedDemoOnFirstStart(
      database,
      testConfig({ DATABASE_URL: 'postgres://db.example/ir', ...DEPLOYMENT_KEYS }),
      { info },
      SMALL,
    );
    await seedDemoOnFirstStart(
      database,
      testConfig({
        NODE_ENV: 'production',
        EMAIL_LINK_KEY: 'an-e-mail-link-key-of-32-characters',
        CAPTCHA_HMAC_KEY: 'test-key',
        PUBLIC_URL: 'https://review.example.com',
        SMTP_URL: 'smtp://mail.example.com',
        CLAMAV_URL: 'tcp://127.0.0.1:3310',
        MFA_ENCRYPTION_KEY: '5c1a29a75ae64a2b230d1d10f00d5d32ac875df6ba9d4d35dd13bb179dce9213',
      }),
      { info },
      SMALL,
    );
    expect(await countParcels(database.db, 'development')).toBe(0);
    expect(log).toEqual([]);
  });

  it('seeds an empty development municipality once, logging one line', async () => {
    const log: string[] = [];
    await seedDemoOnFirstStart(database, testConfig(), { info: (m) => log.push(m) }, SMALL);
    expect(await countParcels(database.db, 'development')).toBe(400);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^Seeded demo data for development: 400 parcels, 83 sales in \d+\.\d s/);

    await seedDemoOnFirstStart(
      database,
      testConfig(),
      { info: (m) => log.push(m) },
      { ...SMALL, parcels: 10 },
    );
    expect(await countParcels(database.db, 'development')).toBe(400);
    expect(log).toHaveLength(1);
  });
});

describe('seedDemo', () => {
  it('replaces development’s data: the same seed stores identical rows, another seed other rows', async () => {
    await loadMunicipalityRegistry(database.db, 'development');
    const first = await seedDemo(database.db, { ...SMALL, seed: 11 });
    expect(first).toMatchObject({ seed: 11, parcels: 400, sales: 83, armsLengthSales: 80 });
    const stored = await snapshot();
    expect(stored.parcels).toHaveLength(400);
    expect(stored.sales).toHaveLength(83);
    expect(stored.sales.filter((s) => !s.armsLength)).toHaveLength(3);

    await seedDemo(database.db, { ...SMALL, seed: 11 });
    expect(await snapshot()).toEqual(stored);

    await seedDemo(database.db, { ...SMALL, seed: 12 });
    const other = await snapshot();
    expect(other.parcels).toHaveLength(400);
    expect(other.parcels.map((p) => p.totalAv)).not.toEqual(stored.parcels.map((p) => p.totalAv));
  });

  it('never touches another municipality', async () => {
    const row = (await snapshot()).parcels[0];
    if (!row) throw new Error('no demo parcel');
    const { municipalityKey: _key, ...values } = row;
    await upsertParcels(database.db, 'kent', [values], []);
    await seedDemo(database.db, { ...SMALL, parcels: 50, sales: 5 });
    expect(await countParcels(database.db, 'kent')).toBe(1);
    expect(await countParcels(database.db, 'development')).toBe(50);
  });
});

describe('seedDemo on empty tables', () => {
  /** Every index of the two tables with its full definition. */
  const indexes = async () =>
    (
      (await database.db.execute(
        sql`select indexname, indexdef from pg_indexes where tablename in ('parcels', 'sales') order by indexname`,
      )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> }
    ).rows;

  it('builds the indexes again exactly as the migrations made them, over searchable rows', async () => {
    await database.db.execute(sql`delete from sales`);
    await database.db.execute(sql`delete from parcels`);
    const before = await indexes();
    expect(before.map((i) => i.indexname)).toContain('parcels_muni_full_address_trgm_idx');
    await seedDemo(database.db, SMALL);
    expect(await indexes()).toEqual(before);
    const hits = await database.db
      .select({ sbl: parcels.sbl })
      .from(parcels)
      .where(sql`${parcels.fullAddress} ilike ${'%ave%'}`);
    expect(hits.length).toBeGreaterThan(0);
  });
});
