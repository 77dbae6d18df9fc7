import { ConfigError } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { MunicipalityInputError } from '../modules/municipalities/index.ts';
import { ImportFileError, type ImportKind } from '../modules/properties/index.ts';
import { runBackupCommand, runRestoreCommand } from './backup-command.ts';
import { runDemoSeedCommand } from './demo-seed-command.ts';
import { BackupError } from './embedded-backup.ts';
import { runImportCommand } from './import-command.ts';
import { runMunicipalityCommand } from './municipality-command.ts';
import { runRemindersCommand } from './reminders-command.ts';
import { HELP, UsageError } from './usage.ts';
import { runUserCreateCommand } from './user-create-command.ts';

/**
 * `npm run cli -- <command>`. npm runs workspace scripts in apps/api; INIT_CWD is where the
 * user typed the command, so FILE and a relative DATA_DIR mean what they read as.
 */
const cwd = process.env.INIT_CWD ?? process.cwd();
process.chdir(cwd);

const importKind = (kind: ImportKind) => (args: string[]) => runImportCommand(kind, args, cwd);

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  'import parcels': importKind('parcels'),
  'import sales': importKind('sales'),
  'demo seed': runDemoSeedCommand,
  'user create': runUserCreateCommand,
  'reminders send': runRemindersCommand,
  'municipality list': (args) => runMunicipalityCommand('list', args),
  'municipality add': (args) => runMunicipalityCommand('add', args),
  'municipality set': (args) => runMunicipalityCommand('set', args),
};

/** Commands of one word, which take options only. */
const SINGLE_COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  backup: (args) => runBackupCommand(args, cwd),
  restore: (args) => runRestoreCommand(args, cwd),
};

async function main(argv: string[]): Promise<number> {
  const [first = '', second = ''] = argv;
  if (['--help', '-h', 'help'].includes(first)) {
    process.stdout.write(HELP);
    return 0;
  }
  if (argv.length === 0) {
    process.stderr.write(HELP);
    return 2;
  }
  const single = SINGLE_COMMANDS[first];
  if (single) return single(argv.slice(1));
  const command = COMMANDS[`${first} ${second}`];
  if (!command) throw new UsageError(`Unknown command "${[first, second].join(' ').trim()}"`);
  return command(argv.slice(2));
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError) {
      process.stderr.write(
        `${message}\nRun \`npm run cli -- --help\` for the commands and options.\n`,
      );
      process.exitCode = 2;
      return;
    }
    // Operator mistakes get their message alone; anything else is a failure worth a stack.
    const known =
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof BackupError ||
      error instanceof ImportFileError ||
      error instanceof MunicipalityInputError;
    process.stderr.write(`${known ? message : `Failed: ${message}`}\n`);
    if (!known && process.env.LOG_LEVEL === 'debug' && error instanceof Error) {
      process.stderr.write(`${error.stack}\n`);
    }
    process.exitCode = 1;
  },
);
