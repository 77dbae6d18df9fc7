/** Parcel import: the CLI import of generated parcels next to PostgreSQL's own COPY. */
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { fmt, root, run, SHARED_DATABASE_KEYS, withPostgresDatabase } from './processes.ts';

const PARCELS = Number(process.env.BENCH_PARCELS ?? 1_000_000);
const GOALS = { ms: 60_000, ratio: 10 };

const pad2 = (n: number) => String(n).padStart(2, '0');
const STREETS = [
  'Maple Ave',
  'Oak St',
  'Main St',
  'Elm Dr',
  'Cedar Ln',
  'Park Pl',
  'Lake Rd',
  'Hill St',
];

/** A deterministic parcels CSV in our column format. */
async function writeParcelsCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(
    'sbl,parcel_id,swis_co,swis_town,swis_vg,prop_class,loc_st_nbr,loc_st_name,land_av,total_av,bldg_style,overall_cond,sfla,yr_built\n',
  );
  for (let i = 0; i < rows; i++) {
    // Unique below 1,000,000 rows and shaped like real SBLs: 123.45-67-1.
    const sbl = `${100 + Math.floor(i / 10_000)}.${pad2(Math.floor(i / 100) % 100)}-${pad2(i % 100)}-1`;
    const line = `${sbl},P${i},14,1422,142289,210,${(i % 2000) + 1},${STREETS[i % STREETS.length]},${20_000 + (i % 50_000)},${120_000 + (i % 300_000)},${String((i % 17) + 1).padStart(2, '0')},${(i % 5) + 1},${900 + (i % 3000)},${1900 + (i % 125)}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Baseline: PostgreSQL's own COPY of the same file into an unindexed table. */
async function copyBaseline(url: string, file: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'CREATE TEMP TABLE copy_baseline (sbl text, parcel_id text, swis_co text, swis_town text, swis_vg text, prop_class text, loc_st_nbr text, loc_st_name text, land_av bigint, total_av bigint, bldg_style text, overall_cond text, sfla int, yr_built int)',
    );
    const started = performance.now();
    await client.query(`COPY copy_baseline FROM '${file}' WITH (FORMAT csv, HEADER true)`);
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

/**
 * `npm run cli` as an operator runs it: node on the API's bundle (scripts/cli.mjs), built
 * here first so the timed runs find it fresh, as every run after an install does.
 */
export async function cliCommand(): Promise<string[]> {
  const bundle = (await import(pathToFileURL(path.join(root, 'scripts/bundle-api.mjs')).href)) as {
    bundleApi(): Promise<boolean>;
  };
  await bundle.bundleApi();
  return [path.join(root, 'scripts/cli.mjs')];
}

export async function measureImport(): Promise<string> {
  const cli = await cliCommand();
  const importInto = (env: Record<string, string>, csv: string) =>
    run(process.execPath, [...cli, 'import', 'parcels', '--muni', 'development', csv], env);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-import-'));
  try {
    // The PostgreSQL server process reads the file for the COPY baseline.
    chmodSync(workDir, 0o755);
    const csv = path.join(workDir, 'parcels.csv');
    console.log(`writing ${fmt(PARCELS)} parcels…`);
    await writeParcelsCsv(csv, PARCELS);
    console.log('importing into PostgreSQL…');
    const { postgres, copy } = await withPostgresDatabase(async (url) => ({
      postgres: await importInto({ DATABASE_URL: url, ...SHARED_DATABASE_KEYS }, csv),
      copy: await copyBaseline(url, csv),
    }));
    console.log('importing into PGlite…');
    const pglite = await importInto({ DATA_DIR: path.join(workDir, 'data') }, csv);

    const rate = (ms: number) => fmt(PARCELS / (ms / 1000));
    const goal = (ms: number) =>
      `≤ ${fmt(GOALS.ms / 1000)} s and ≤ ${GOALS.ratio}× COPY: ${ms <= GOALS.ms ? 'time met' : 'time not met'}, ${ms / copy <= GOALS.ratio ? 'ratio met' : 'ratio not met'}`;
    return `## Parcel import

\`npm run cli -- import parcels\` (timed as \`node scripts/cli.mjs\`, the bundled command line it
runs, without npm's own start) of ${fmt(PARCELS)} generated parcels, a first roll: the file
checked in one pass (each row validated); on PostgreSQL its rows go on while it is checked, by
one COPY into a table of the municipality's own (on PGlite, after the check); the table's
indexes built after the rows (on PostgreSQL all but the SBL key, which the COPY keeps up) and
the table attached as its partition of \`parcels\`
(docs/decisions/059-partitioned-parcels.md); wall time including process start and migrations.
Baseline: PostgreSQL's \`COPY\` of the same file into an unindexed table, no validation.

| target | time | rows per second | ratio to COPY | goal |
| --- | --- | --- | --- | --- |
| PostgreSQL COPY (baseline) | ${fmt(copy)} ms | ${rate(copy)} | 1.0 | |
| PostgreSQL (127.0.0.1) | ${fmt(postgres.ms)} ms | ${rate(postgres.ms)} | ${(postgres.ms / copy).toFixed(1)} | ${goal(postgres.ms)} |
| PGlite (embedded) | ${fmt(pglite.ms)} ms | ${rate(pglite.ms)} | ${(pglite.ms / copy).toFixed(1)} | |
`;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
