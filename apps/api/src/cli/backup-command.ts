import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import {
  backupEmbedded,
  BackupError,
  restoreEmbedded,
  type BackupSummary,
} from './embedded-backup.ts';
import { parseCommandArgs, UsageError } from './usage.ts';

/** PostgreSQL has its own tools, which also see a running server's data consistently. */
function refusePostgres(config: Config, command: string): void {
  if (config.DATABASE_URL) {
    throw new BackupError(
      `${command} is for the embedded database. With DATABASE_URL, use pg_dump and pg_restore (docs/operations.md, Backups).`,
    );
  }
}

function summary(result: BackupSummary): string {
  const tables = Object.keys(result.tables).length;
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  const f = (v: number) => v.toLocaleString('en-US');
  return `${f(tables)} tables, ${f(rows)} rows, ${f(result.files)} stored files, ${f(result.bytes)} bytes`;
}

/** `backup --out FILE` */
export async function runBackupCommand(args: string[], cwd: string): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write('Usage: npm run cli -- backup --out FILE.tar\n');
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals.join(' ')}`);
  if (!values.out) throw new UsageError('--out FILE is required');
  const config = loadConfig();
  refusePostgres(config, 'backup');
  const out = path.resolve(cwd, values.out);
  const result = await backupEmbedded(config.dataDir, out);
  process.stdout.write(`Backed up ${config.dataDir} to ${out}: ${summary(result)}\n`);
  return 0;
}

/** `restore --from FILE [--force]` */
export async function runRestoreCommand(args: string[], cwd: string): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    from: { type: 'string' },
    force: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write('Usage: npm run cli -- restore --from FILE.tar [--force]\n');
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals.join(' ')}`);
  if (!values.from) throw new UsageError('--from FILE is required');
  const config = loadConfig();
  refusePostgres(config, 'restore');
  const from = path.resolve(cwd, values.from);
  const result = await restoreEmbedded(config.dataDir, from, { force: values.force === true });
  process.stdout.write(`Restored ${from} into ${config.dataDir}: ${summary(result)}\n`);
  return 0;
}
