/**
 * Statewide scale: one PostgreSQL database holding New York's 1,116 assessing units and about
 * 4.7 million parcels from the demo generator, sized like the state's units (most under 5,000
 * parcels, a few over 100,000, one of 420,000). In it: the server's warm start and memory
 * beside a database of today's few municipalities, the largest unit's roll imported by the
 * CLI beside PostgreSQL's COPY of the same file, propertysearch and propertysearchdata in that
 * unit, and `super/list` with 50,000 filings.
 *
 * BENCH_SCALE (1) multiplies every count, e.g. BENCH_SCALE=0.02 for a quick run.
 * BENCH_SCALE_DATABASE=<url> measures the import alone again, the same way, on a statewide
 * database this bench built before (kept, e.g. copied from its scratch database): the largest
 * unit's parcels are dropped first, so its roll is a first roll again; the section's other rows
 * stay as the last full run measured them.
 */
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { municipalityCatalog, seedMunicipalities } from '../src/modules/municipalities/index.ts';
import {
  generateDemoData,
  mulberry32,
  replaceParcelsAndSales,
  type ParcelRow,
} from '../src/modules/properties/index.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import {
  fmt,
  median,
  percentile,
  PORT,
  ratio,
  root,
  run,
  SHARED_DATABASE_KEYS,
  startServer,
  withPostgresDatabase,
} from './processes.ts';
import { measureColdList, seedReviews } from './review.ts';
import { cliCommand } from './import.ts';
import {
  measureSearchData,
  timeSearches,
  withoutSearchIndexes,
  type SearchQuery,
} from './search.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
/** New York's assessing units: the catalog's municipalities and generated units beside them. */
export const STATE_MUNICIPALITIES = 1_116;
const PARCELS = Math.round(4_700_000 * SCALE);
const LARGEST = Math.round(420_000 * SCALE);
/** The few units over 100,000 parcels besides the largest (Nassau's and Suffolk's towns). */
const LARGE = [240_000, 200_000, 180_000, 160_000, 140_000, 130_000, 120_000, 110_000, 105_000].map(
  (n) => Math.round(n * SCALE),
);
const FILINGS = Math.round(50_000 * SCALE);
/** The largest unit: its roll is imported by the CLI, its filings listed. */
export const LARGEST_UNIT = 'unit0000';
const START_SAMPLES = 5;
const COLD_LISTS = 20;
const GOALS = { startRatio: 1.2, searchP95Ms: 50, searchRatio: 1.5, dataRatio: 0.8 };
const IMPORT_GOAL_RATIO = 10;
const LIST_GOAL_P95_MS = 300;

/** Searches as a person types them, fitted to the demo generator's streets and SBLs. */
const QUERIES: SearchQuery[] = [
  ...['123', '1234', '1234 ma', 'maple', 'maple ave', 'chestnut', 'sunset dr', 'old farm'].map(
    (q) => ({ by: 'address' as const, q }),
  ),
  ...['100', '100.0', '100.01-1', '100.01-1-1', '-12-'].map((q) => ({ by: 'sbl' as const, q })),
];

/** `count` parcels shared by `units` units: the largest, LARGE, and the rest log-normal. */
export function unitSizes(units: number, count = PARCELS): number[] {
  const random = mulberry32(11);
  const rest = count - LARGEST - LARGE.reduce((a, b) => a + b, 0);
  const others = units - 1 - LARGE.length;
  // Log-normal with sigma 1.1: about nine in ten units under 5,000 parcels at full scale.
  const raw = Array.from({ length: others }, () => {
    const u = 1 - random();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    return Math.exp(1.1 * z);
  });
  const sum = raw.reduce((a, b) => a + b, 0);
  const sizes = raw.map((r) => Math.max(1, Math.round((r / sum) * rest)));
  sizes[0]! += rest - sizes.reduce((a, b) => a + b, 0);
  return [LARGEST, ...LARGE, ...sizes.sort((a, b) => b - a)];
}

const unitKey = (i: number) => `unit${String(i).padStart(4, '0')}`;

/**
 * The catalog's municipalities, then units beside them (unit0000, unit0001, ...) with the
 * development municipality's filing period, until the table holds `total`. Answers how many
 * units were added.
 */
export async function insertUnits(database: Database, total: number): Promise<number> {
  const catalog = municipalityCatalog(new Date());
  await seedMunicipalities(database.db, catalog);
  const count = total - catalog.length;
  await database.db.execute(sql`
    insert into municipalities (key, display_name, short_name, website, filing_deadline,
      roll_year, second_notice_month, hosts)
    select 'unit' || lpad(n::text, 4, '0'), 'Town of Unit ' || n, 'Unit ' || n,
      'https://unit' || n || '.example.gov', d.filing_deadline, d.roll_year,
      d.second_notice_month, array['unit' || n || '.review.example.com']
    from generate_series(0, ${count - 1}) as n, municipalities d
    where d.key = 'development'
    on conflict (key) do nothing`);
  return count;
}

/** Every unit but the largest filled from the demo generator; the trigram indexes after. */
export async function fillUnits(database: Database, sizes: number[]): Promise<{ ms: number }> {
  const started = performance.now();
  const now = new Date();
  await withoutSearchIndexes(database, async () => {
    for (let i = 1; i < sizes.length; i++) {
      const parcels = sizes[i]!;
      const data = generateDemoData({ seed: i, parcels, sales: Math.ceil(parcels / 20), now });
      await replaceParcelsAndSales(database.db, unitKey(i), data.parcels, data.sales);
      if (i % 100 === 0) console.log(`  ${i} units filled`);
    }
  });
  await database.db.execute(sql`analyze`);
  return { ms: performance.now() - started };
}

const CSV_COLUMNS: Array<[string, keyof ParcelRow]> = [
  ['sbl', 'sbl'],
  ['parcel_id', 'parcelId'],
  ['swis_co', 'swisCo'],
  ['swis_town', 'swisTown'],
  ['swis_vg', 'swisVg'],
  ['prop_class', 'propClass'],
  ['nbhd_code', 'nbhdCode'],
  ['loc_prefix_dir', 'locPrefixDir'],
  ['loc_st_nbr', 'locStNbr'],
  ['loc_st_name', 'locStName'],
  ['loc_mail_st_suff', 'locMailStSuff'],
  ['loc_unit', 'locUnit'],
  ['land_av', 'landAv'],
  ['total_av', 'totalAv'],
  ['bldg_style', 'bldgStyle'],
  ['overall_cond', 'overallCond'],
  ['sfla', 'sfla'],
  ['yr_built', 'yrBuilt'],
  ['acres', 'acres'],
  ['front', 'front'],
  ['depth', 'depth'],
];

/** The largest unit's roll as a CSV in the import's columns. */
export async function writeRoll(file: string, parcels: number): Promise<void> {
  const { parcels: rows } = generateDemoData({ seed: 0, parcels, sales: 0, now: new Date() });
  const out = createWriteStream(file);
  out.write(`${CSV_COLUMNS.map(([c]) => c).join(',')}\n`);
  for (const row of rows) {
    const line = CSV_COLUMNS.map(([, key]) => {
      const value = row[key];
      return value === null || value === undefined ? '' : String(value);
    }).join(',');
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

interface RollFigures {
  /** The CLI's wall time, process start included (median of the turns). */
  cliMs: number;
  /** The import's own time as the CLI reports it (reading the file to the last commit). */
  importMs: number;
  /** The COPY baseline (median of the turns). */
  copyMs: number;
  /** Each turn's import against its own COPY. */
  turns: number[];
  /** The rows alone, from the COPYed table into a table of their own, its indexes built after
   * the rows one by one (rolled back). */
  intoOwnTableMs: number;
  bytes: number;
}

/** The typed columns that the roll's rows fill, from the text columns of the COPYed table. */
const ROLL_SELECT = `sbl, parcel_id, swis_co, swis_town, swis_vg, prop_class, nbhd_code,
  loc_st_nbr, loc_st_name, loc_mail_st_suff, concat_ws(' ', loc_st_nbr, loc_st_name, loc_mail_st_suff),
  nullif(land_av, '')::bigint, nullif(total_av, '')::bigint, nullif(sfla, '')::int,
  nullif(yr_built, '')::int`;
const ROLL_COLUMNS = `sbl, parcel_id, swis_co, swis_town, swis_vg, prop_class, nbhd_code,
  loc_st_nbr, loc_st_name, loc_mail_st_suff, full_address, land_av, total_av, sfla, yr_built`;

/** Imports and COPYs of the roll, in turns: the machine's speed drifts over a minute. */
const IMPORT_TURNS = 3;

/**
 * The CLI import of the roll as a first roll, then PostgreSQL's own COPY of the file into a
 * bare table, IMPORT_TURNS times in turns (the town's table dropped before each import again);
 * the medians of each. Then the same rows inserted by one statement into a table of their own
 * whose indexes are built afterwards, one after the other.
 */
export async function importRoll(url: string, file: string): Promise<RollFigures> {
  const cli = await cliCommand();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timed = async (statements: string[]) => {
    await client.query('begin');
    const started = performance.now();
    for (const statement of statements) await client.query(statement);
    const ms = performance.now() - started;
    await client.query('rollback');
    return ms;
  };
  const turns: Array<{ cliMs: number; importMs: number; copyMs: number }> = [];
  try {
    for (let turn = 0; turn < IMPORT_TURNS; turn++) {
      if (turn > 0) {
        await client.query(`drop table if exists parcels_of_${LARGEST_UNIT}`);
        await client.query('delete from parcels where municipality_key = $1', [LARGEST_UNIT]);
      }
      // Each starts with no dirty pages of the other's to write: a CHECKPOINT before each.
      await client.query('checkpoint');
      const imported = await run(
        process.execPath,
        [...cli, 'import', 'parcels', '--muni', LARGEST_UNIT, file],
        { DATABASE_URL: url, ...SHARED_DATABASE_KEYS },
      );
      const reported = /Done in ([\d.]+) s/.exec(imported.output);
      if (!reported) throw new Error(`the import reported no time:\n${imported.output}`);
      await client.query(
        `create temp table copy_baseline (${CSV_COLUMNS.map(([c]) => `${c} text`).join(', ')})`,
      );
      await client.query('checkpoint');
      const started = performance.now();
      await client.query(`copy copy_baseline from '${file}' with (format csv, header true)`);
      const copyMs = performance.now() - started;
      if (turn < IMPORT_TURNS - 1) await client.query('drop table copy_baseline');
      turns.push({ cliMs: imported.ms, importMs: Number(reported[1]) * 1000, copyMs });
    }
    const intoOwnTableMs = await timed([
      'create table roll_alone (like parcels including defaults including constraints)',
      `insert into roll_alone (municipality_key, ${ROLL_COLUMNS})
        select 'rollalone', ${ROLL_SELECT} from copy_baseline`,
      'create unique index on roll_alone (municipality_key, sbl)',
      'create index on roll_alone (municipality_key, parcel_id)',
      'create index on roll_alone using gin (municipality_key, full_address gin_trgm_ops)',
      'create index on roll_alone using gin (municipality_key, sbl gin_trgm_ops)',
    ]);
    return {
      cliMs: median(turns.map((t) => t.cliMs)),
      importMs: median(turns.map((t) => t.importMs)),
      copyMs: median(turns.map((t) => t.copyMs)),
      turns: turns.map((t) => t.cliMs / t.copyMs),
      intoOwnTableMs,
      bytes: statSync(file).size,
    };
  } finally {
    await client.end();
  }
}

/** The server's resident memory, from /proc. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Warm starts of the built server (`node scripts/start.mjs`), in turns on both databases. */
export async function warmStarts(
  urls: Record<'today' | 'state', string>,
): Promise<Record<'today' | 'state', { ms: number; rss: number }>> {
  const ready = `http://localhost:${PORT}/api/readyz`;
  const once = async (url: string) => {
    const server = await startServer(
      process.execPath,
      [path.join(root, 'scripts/start.mjs')],
      { DATABASE_URL: url, ...SHARED_DATABASE_KEYS },
      ready,
    );
    const rss = rssMiB(server.pid);
    await server.stop();
    return { ms: server.readyMs, rss };
  };
  // The first start of each applies nothing new but may build the web app and the bundle.
  await once(urls.today);
  await once(urls.state);
  const samples: Record<'today' | 'state', Array<{ ms: number; rss: number }>> = {
    today: [],
    state: [],
  };
  for (let i = 0; i < START_SAMPLES; i++) {
    samples.today.push(await once(urls.today));
    samples.state.push(await once(urls.state));
  }
  const summary = (s: { ms: number; rss: number }[]) => ({
    ms: median(s.map((x) => x.ms)),
    rss: median(s.map((x) => x.rss)),
  });
  return { today: summary(samples.today), state: summary(samples.state) };
}

/** A database as today's deployments have it: the catalog's municipalities, migrated. */
async function withTodaysDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  return withPostgresDatabase(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await database.migrate();
      await seedMunicipalities(database.db, municipalityCatalog(new Date()));
    } finally {
      await database.close();
    }
    return fn(url);
  });
}

interface ScaleFigures {
  sizes: number[];
  fillMs: number;
  totalParcels: number;
  databaseBytes: number;
  start: Awaited<ReturnType<typeof warmStarts>>;
  roll: RollFigures;
  search: Awaited<ReturnType<typeof timeSearches>>;
  data: Awaited<ReturnType<typeof measureSearchData>>;
  list: { cold: number[]; rows: number };
}

async function measureState(url: string, todayUrl: string, work: string): Promise<ScaleFigures> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    const sizes = unitSizes(await insertUnits(database, STATE_MUNICIPALITIES));
    console.log(`filling ${fmt(sizes.length - 1)} units with ${fmt(PARCELS - LARGEST)} parcels…`);
    const { ms: fillMs } = await fillUnits(database, sizes);

    console.log(`importing the largest unit's ${fmt(LARGEST)} parcels…`);
    const file = path.join(work, 'roll.csv');
    await writeRoll(file, LARGEST);
    const roll = await importRoll(url, file);
    await database.db.execute(sql`analyze parcels`);

    console.log('warm starts…');
    const start = await warmStarts({ today: todayUrl, state: url });

    console.log('propertysearch…');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_HMAC_KEY: 'bench' });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    let search: ScaleFigures['search'];
    let list: ScaleFigures['list'];
    try {
      search = await timeSearches(app, database, LARGEST_UNIT, { queries: QUERIES });

      console.log(`super/list with ${fmt(FILINGS)} filings…`);
      const adminId = await seedReviews(database, {
        sales: false,
        municipalityKey: LARGEST_UNIT,
        applications: FILINGS,
      });
      await database.db.execute(sql`analyze`);
      const token = await createSession(
        database.db,
        { userId: adminId, municipalityKey: LARGEST_UNIT },
        new Date(),
      );
      // fetch cannot set Host, so 127.0.0.1 must resolve to the unit: a second app for it.
      const unitConfig = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        CAPTCHA_HMAC_KEY: 'bench',
        DEFAULT_MUNICIPALITY: LARGEST_UNIT,
      });
      const unitApp = await buildApp({ config: unitConfig, database, logger: false });
      await unitApp.listen({ port: 0, host: '127.0.0.1' });
      try {
        const unitBase = `http://127.0.0.1:${(unitApp.server.address() as AddressInfo).port}/api`;
        const { cold } = await measureColdList(database, {
          base: unitBase,
          cookie: `${SESSION_COOKIE}=${token}`,
          adminId,
          municipalityKey: LARGEST_UNIT,
          changes: COLD_LISTS,
        });
        list = { cold, rows: FILINGS };
      } finally {
        await unitApp.close();
      }
    } finally {
      await app.close();
    }

    console.log('propertysearchdata…');
    const data = await measureSearchData(database, { municipalityKey: LARGEST_UNIT, seed: 0 });

    const counted = (await database.db.execute(sql`select count(*)::int as n,
        pg_database_size(current_database())::bigint as bytes from parcels`)) as unknown as {
      rows: Array<{ n: number; bytes: string }>;
    };
    return {
      sizes,
      fillMs,
      totalParcels: Number(counted.rows[0]?.n ?? 0),
      databaseBytes: Number(counted.rows[0]?.bytes ?? 0),
      start,
      roll,
      search,
      data,
      list,
    };
  } finally {
    await database.close();
  }
}

const ms = (n: number) => (n < 10 ? n.toFixed(1) : fmt(n));
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

export async function measureScale(): Promise<string> {
  const existing = process.env.BENCH_SCALE_DATABASE;
  if (existing) return measureImportAgain(existing);
  const work = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-scale-'));
  // The PostgreSQL server process reads the roll for the COPY baseline.
  chmodSync(work, 0o755);
  try {
    const f = await withTodaysDatabase((todayUrl) =>
      withPostgresDatabase((url) => measureState(url, todayUrl, work)),
    );
    return report(f);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The import's row of the goals table. */
function importRow(roll: RollFigures): string {
  return `| import ≤ ${IMPORT_GOAL_RATIO}× PostgreSQL's COPY | \`npm run cli -- import parcels\` of the ${fmt(LARGEST)}-parcel roll (${fmt(roll.bytes / 2 ** 20)} MiB), a first roll into the full database, wall time with process start, median of ${IMPORT_TURNS} in turns with the COPY (each turn: ${roll.turns.map((t) => t.toFixed(2)).join(', ')}) | ${fmt(roll.cliMs)} ms | COPY of the same file into an unindexed table: ${fmt(roll.copyMs)} ms | ${ratio(roll.cliMs, roll.copyMs)} | ${met(roll.cliMs / roll.copyMs <= IMPORT_GOAL_RATIO)} |`;
}

/** Where the import's time goes, from its figures. */
function importParagraph(roll: RollFigures): string {
  const toCopy = (n: number) => `${ratio(n, roll.copyMs)}× COPY`;
  return `**Where the import's time goes.** Baseline before the parcels table was partitioned by
municipality: 46.6× COPY (22,073 ms against 473 ms, 2026-11-26), of which 17.4× was the
state's five indexes kept up row by row and about 14 s of CPU two passes of checks in Node.
Now (docs/decisions/059-partitioned-parcels.md) the CLI reports ${fmt(roll.importMs)} ms for the import
itself (${toCopy(roll.importMs)}; the rest of its wall time, ${fmt(roll.cliMs - roll.importMs)} ms, is the process starting
(\`node scripts/cli.mjs\`, the bundled command line that \`npm run cli\` runs) and connecting):
the file checked in one pass in Node (a CSV reader for plain files, each row's checks as plain
functions) while its rows go on, 10,000 at a time, by one COPY into a table of the town's own,
which the server stores (keeping the SBL key up) while Node checks the next; then the other
four indexes built after the rows in two lanes side by side, and ATTACH
PARTITION. The same rows by one \`INSERT ... SELECT\`
into a table of their own with the indexes built one after the other: ${fmt(roll.intoOwnTableMs)} ms
(${toCopy(roll.intoOwnTableMs)}).`;
}

/**
 * The import alone again on a statewide database built before: the largest unit's parcels go,
 * its roll is written and imported as a first roll, and the section's import row and paragraph
 * are replaced; the other rows stay as the last full run measured them.
 */
async function measureImportAgain(url: string): Promise<string> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-scale-'));
  chmodSync(work, 0o755);
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`drop table if exists parcels_of_${LARGEST_UNIT}`);
      await client.query('delete from parcels where municipality_key = $1', [LARGEST_UNIT]);
    } finally {
      await client.end();
    }
    const file = path.join(work, 'roll.csv');
    await writeRoll(file, LARGEST);
    const roll = await importRoll(url, file);
    const previous = /<!-- bench:scale -->\n([\s\S]*?)<!-- \/bench:scale -->/.exec(
      readFileSync(path.join(root, 'docs/benchmarks.md'), 'utf8'),
    )?.[1];
    if (!previous) throw new Error('docs/benchmarks.md has no statewide scale section to update');
    // The full run's date: from an earlier import-only run's note, else its own line.
    const fullRun =
      /the other rows: the full run, measured (.*)\.\)$/m.exec(previous)?.[1] ??
      /^Measured (.*) at the start\.$/m.exec(previous)?.[1] ??
      'before';
    return previous
      .replace(/^Measured .*\n\n/m, '')
      .replace(/^\(The import's row .*\n\n/m, '')
      .replace(
        /^## Statewide scale\n/,
        `## Statewide scale\n\n(The import's row and paragraph: measured again at the time above on the statewide database of the full run, BENCH_SCALE_DATABASE; the other rows: the full run, measured ${fullRun}.)\n`,
      )
      .replace(/^\| import ≤ .*$/m, importRow(roll))
      .replace(
        /\*\*Where the import's time goes\.\*\*[\s\S]*?\n\n(?=The search data)/,
        `${importParagraph(roll)}\n\n`,
      )
      .trim();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function report(f: ScaleFigures): string {
  const { sizes, roll } = f;
  const under5k = sizes.filter((s) => s < 5_000).length;
  const over100k = sizes.filter((s) => s > 100_000).length;
  const startRatio = f.start.state.ms / f.start.today.ms;
  const rssRatio = f.start.state.rss / f.start.today.rss;
  const searchRatio = f.search.app.p95 / f.search.direct.p95;
  const dataRatio = f.data.appPerSecond / f.data.staticPerSecond;
  const cold = [...f.list.cold].sort((a, b) => a - b);
  const listP95 = percentile(cold, 0.95);
  const catalog = STATE_MUNICIPALITIES - sizes.length;
  return `## Statewide scale

One PostgreSQL database (127.0.0.1) holding ${fmt(STATE_MUNICIPALITIES)} municipalities and
${fmt(f.totalParcels)} parcels (${(f.databaseBytes / 2 ** 30).toFixed(1)} GiB on disk): the catalog's ${catalog}, which hold no
parcels here, and ${fmt(sizes.length)} units from the demo generator, sized like New York's assessing
units: ${fmt(under5k)} under 5,000 parcels, ${fmt(over100k)} over 100,000, the largest (\`${LARGEST_UNIT}\`)
${fmt(LARGEST)}, the median ${fmt(median(sizes))}. The other units were loaded by COPY in
${fmt(f.fillMs / 1000)} s (the trigram indexes built after the rows); then the largest unit's roll was
imported by the CLI into the full database.

| goal | measurement | figure | baseline | ratio | met |
| --- | --- | --- | --- | --- | --- |
| start-up does not grow with the municipalities: warm start ≤ ${GOALS.startRatio}× today's | \`node scripts/start.mjs\` warm, until \`/api/readyz\` answers (median of ${START_SAMPLES}, in turns) | ${fmt(f.start.state.ms)} ms | ${fmt(f.start.today.ms)} ms with the catalog's ${catalog} municipalities | ${ratio(f.start.state.ms, f.start.today.ms)} | ${met(startRatio <= GOALS.startRatio)} |
| … and memory | the server's resident memory once ready (median) | ${fmt(f.start.state.rss)} MiB | ${fmt(f.start.today.rss)} MiB | ${ratio(f.start.state.rss, f.start.today.rss)} | ${met(rssRatio <= GOALS.startRatio)} |
| \`propertysearch\` p95 ≤ ${GOALS.searchP95Ms} ms in the ${fmt(LARGEST)}-parcel unit | ${QUERIES.length} queries as typed, 20 rounds after a warm-up, \`app.inject\`, p50 / p95 | ${ms(f.search.app.p50)} / ${ms(f.search.app.p95)} ms | | | ${met(f.search.app.p95 <= GOALS.searchP95Ms)} |
| … and ≤ ${GOALS.searchRatio}× the direct SQL | the repository's SQL alone, in turns, p50 / p95 | | ${ms(f.search.direct.p50)} / ${ms(f.search.direct.p95)} ms | ${ratio(f.search.app.p95, f.search.direct.p95)} | ${met(searchRatio <= GOALS.searchRatio)} |
| \`propertysearchdata\` within ${GOALS.dataRatio}× of a static file of the same bytes | ${fmt(f.data.records)} parcels, HTTP, 16 concurrent for 5 s in turns | ${fmt(f.data.appPerSecond)} requests/s | ${fmt(f.data.staticPerSecond)} requests/s | ${ratio(f.data.appPerSecond, f.data.staticPerSecond)} | ${met(dataRatio >= GOALS.dataRatio)} |
${importRow(roll)}
| \`super/list\` cold p95 ≤ ${LIST_GOAL_P95_MS} ms with ${fmt(f.list.rows)} filings | the first list after each of ${COLD_LISTS} assignments, to the last byte, p50 / p95 | ${ms(percentile(cold, 0.5))} / ${ms(listP95)} ms | | | ${met(listP95 <= LIST_GOAL_P95_MS)} |

${importParagraph(roll)}

The search data of the largest unit: ${fmt(f.data.jsonBytes / 2 ** 20)} MiB of JSON, a body of
${fmt(f.data.identityBytes / 2 ** 20)} MiB (base64 of the deflated JSON), ${fmt(f.data.wireBytes / 2 ** 20)} MiB on the wire
(${f.data.encoding}); built in ${fmt(f.data.firstBuildMs)} ms on the first request, then served from the
revision cache. The wizard never downloads the whole roll, whatever the municipality's size: it
asks \`propertysearch\` as the owner types (from the third character), so the threshold for server
search is zero parcels. A phone would otherwise fetch and inflate the whole answer above before
its first result; the server's search answers one small page per keystroke instead.
`;
}
