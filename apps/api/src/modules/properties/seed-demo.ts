import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { DEMO_DEFAULTS, generateDemoData } from './generate-demo-data.ts';
import { countParcels, replaceParcelsAndSales } from './repository.ts';

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
 * `npm start` on a fresh machine shows a populated development municipality. Only the
 * embedded database outside production, and only while development has no parcels, so an
 * operator's imported or hand-made data is never replaced.
 */
export async function seedDemoOnFirstStart(
  database: Database,
  config: Config,
  log: StartupLog,
  options: SeedDemoOptions = {},
): Promise<void> {
  if (config.DATABASE_URL || config.NODE_ENV === 'production') return;
  // The parcels reference the municipalities table, which buildApp has not synced yet.
  await loadMunicipalityRegistry(database.db, config.DEFAULT_MUNICIPALITY);
  if ((await countParcels(database.db, DEMO_MUNICIPALITY)) > 0) return;
  const result = await seedDemo(database.db, options);
  log.info(
    `Seeded demo data for ${DEMO_MUNICIPALITY}: ${result.parcels.toLocaleString('en-US')} parcels, ` +
      `${result.sales.toLocaleString('en-US')} sales in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
      `(\`npm run cli -- demo seed\` regenerates it)`,
  );
}
