import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { formatDemoAccounts, seedDemoAccounts } from '../users/index.ts';
import { DEMO_DEFAULTS, generateDemoData } from './generate-demo-data.ts';
import { hasParcels, replaceParcelsAndSales } from './repository.ts';

/** Demo data lives only in this municipality; real ones are filled by the CSV import. */
export const DEMO_MUNICIPALITY = 'development';

export interface SeedDemoOptions {
  seed?: number;
  parcels?: number;
  sales?: number;
  now?: Date;
}

export interface SeedDemoResult {
  seed: number;
  parcels: number;
  sales: number;
  armsLengthSales: number;
  elapsedMs: number;
}

/**
 * Replaces the development municipality's parcels and sales with generated ones, in one
 * transaction: running it again with the same seed gives the same rows.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = performance.now();
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const data = generateDemoData({
    seed,
    parcels: options.parcels ?? DEMO_DEFAULTS.parcels,
    sales: options.sales ?? DEMO_DEFAULTS.sales,
    now: options.now ?? new Date(),
  });
  await replaceParcelsAndSales(db, DEMO_MUNICIPALITY, data.parcels, data.sales);
  return {
    seed,
    parcels: data.parcels.length,
    sales: data.sales.length,
    armsLengthSales: data.sales.filter((s) => s.armsLength).length,
    elapsedMs: performance.now() - started,
  };
}

export interface StartupLog {
  info(message: string): void;
}

/**
 * `npm start` on a fresh machine shows a populated development municipality, with one
 * account per role whose password is logged once. Only the embedded database outside
 * production; parcels only while development has none and each account only while it does
 * not exist, so an operator's imported or hand-made data is never replaced. Call it after
 * buildApp, which writes the municipalities the demo data refers to.
 */
export async function seedDemoOnFirstStart(
  database: Database,
  config: Config,
  log: StartupLog,
  options: SeedDemoOptions = {},
): Promise<void> {
  if (config.DATABASE_URL || config.NODE_ENV === 'production') return;
  const lines: string[] = [];
  if (!(await hasParcels(database.db, DEMO_MUNICIPALITY))) {
    const result = await seedDemo(database.db, options);
    lines.push(
      `Seeded demo data for ${DEMO_MUNICIPALITY}: ${result.parcels.toLocaleString('en-US')} parcels, ` +
        `${result.sales.toLocaleString('en-US')} sales in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
        `(\`npm run cli -- demo seed\` regenerates it)`,
    );
  }
  // Checked apart from the parcels, so a data folder seeded before accounts existed gets them.
  const accounts = await seedDemoAccounts(
    database.db,
    config,
    DEMO_MUNICIPALITY,
    options.now ?? new Date(),
  );
  if (accounts.length > 0) lines.push(formatDemoAccounts(DEMO_MUNICIPALITY, accounts));
  if (lines.length > 0) log.info(lines.join('\n'));
}
