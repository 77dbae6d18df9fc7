import { loadConfig } from '../config.ts';
import { DEMO_DEFAULTS, DEMO_MUNICIPALITY, seedDemo } from '../modules/properties/index.ts';
import { parseCommandArgs, parseCount, UsageError } from './usage.ts';
import { withDatabase } from './with-database.ts';

// The generator's street and tax-map numbering is sized for towns up to this many parcels.
const MAX_PARCELS = 500_000;

/** `demo seed [--seed N] [--parcels N] [--sales N]` */
export async function runDemoSeedCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    seed: { type: 'string' },
    parcels: { type: 'string' },
    sales: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(
      `Usage: npm run cli -- demo seed [--seed N] [--parcels N] [--sales N]\n` +
        `Defaults: --seed ${DEMO_DEFAULTS.seed} --parcels ${DEMO_DEFAULTS.parcels} --sales ${DEMO_DEFAULTS.sales}\n`,
    );
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals.join(' ')}`);
  const options = {
    seed: parseCount('seed', values.seed, 0, 0xffff_ffff),
    parcels: parseCount('parcels', values.parcels, 1, MAX_PARCELS),
    sales: parseCount('sales', values.sales, 0, MAX_PARCELS),
  };
  const config = loadConfig();
  const result = await withDatabase(config, (db) => seedDemo(db, options));
  const f = (v: number) => v.toLocaleString('en-US');
  process.stdout.write(
    `Seeded ${DEMO_MUNICIPALITY} from seed ${result.seed}: ${f(result.parcels)} parcels, ` +
      `${f(result.sales)} sales (${f(result.armsLengthSales)} arm's-length) in ${(result.elapsedMs / 1000).toFixed(1)} s\n`,
  );
  return 0;
}
