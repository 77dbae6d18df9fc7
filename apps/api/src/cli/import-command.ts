import path from 'node:path';
import { municipalityKeySchema } from '@ir/domain';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  checkImportFile,
  importCheckedFile,
  importFile,
  type CheckedFile,
  type ImportKind,
  type ImportOptions,
} from '../modules/properties/index.ts';
import { requireMunicipality } from '../modules/municipalities/index.ts';
import { formatImportReport } from './format-import-report.ts';
import { createProgressLine } from './progress-line.ts';
import { LIST_KEYS, parseCommandArgs, UsageError } from './usage.ts';
import { withDatabase } from './with-database.ts';

/** `import parcels|sales --muni KEY FILE.csv`; resolves FILE against `cwd`. */
export async function runImportCommand(
  kind: ImportKind,
  args: string[],
  cwd: string,
): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    muni: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`Usage: npm run cli -- import ${kind} --muni KEY FILE.csv\n`);
    return 0;
  }
  if (!values.muni) throw new UsageError(`--muni KEY is required (${LIST_KEYS})`);
  const muni = municipalityKeySchema.safeParse(values.muni);
  if (!muni.success) {
    throw new UsageError(`"${values.muni}" is not a municipality key (${LIST_KEYS})`);
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? `Name the CSV file to import: import ${kind} --muni ${muni.data} FILE.csv`
        : `Expected one CSV file, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  const config = loadConfig();
  const file = path.resolve(cwd, positionals[0] as string);
  const write = (db: Db, options: ImportOptions, checked?: CheckedFile) =>
    checked ? importCheckedFile(db, checked, options) : importFile(db, kind, file, options);
  // On PostgreSQL the check and the writing go together (a first roll's rows are stored while
  // the next ones are checked; a refused file leaves nothing). The embedded database is only
  // opened for a file already checked: a bad file changes nothing, not even DATA_DIR.
  const checked = config.DATABASE_URL ? undefined : await checkImportFile(kind, file);
  const report = await withDatabase(config, async (db) => {
    await requireMunicipality(db, muni.data);
    const progress = createProgressLine(process.stderr, `Importing ${kind}`);
    try {
      return await write(db, { municipalityKey: muni.data, onProgress: progress.update }, checked);
    } finally {
      progress.done();
    }
  });
  process.stdout.write(formatImportReport(report));
  return 0;
}
