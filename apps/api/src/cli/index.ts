import type { ImportKind } from '../modules/properties/index.ts';
import { HELP, UsageError } from './usage.ts';

/**
 * `npm run cli -- <command>`. npm runs workspace scripts in apps/api; INIT_CWD is where the
 * user typed the command, so FILE and a relative DATA_DIR mean what they read as.
 */
const cwd = process.env.INIT_CWD ?? process.cwd();
process.chdir(cwd);

// Each command loads its own modules when it runs: the bundle's chunks for the others (the
// demo generator, users, backups) cost start time to every command.
const importKind = (kind: ImportKind) => async (args: string[]) =>
  (await import('./import-command.ts')).runImportCommand(kind, args, cwd);
const municipality = (action: 'list' | 'add' | 'set') => async (args: string[]) =>
  (await import('./municipality-command.ts')).runMunicipalityCommand(action, args);

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  'import parcels': importKind('parcels'),
  'import sales': importKind('sales'),
  'demo seed': async (args) => (await import('./demo-seed-command.ts')).runDemoSeedCommand(args),
  'user create': async (args) =>
    (await import('./user-create-command.ts')).runUserCreateCommand(args),
  'reminders send': async (args) =>
    (await import('./reminders-command.ts')).runRemindersCommand(args),
  'municipality list': municipality('list'),
  'municipality add': municipality('add'),
  'municipality set': municipality('set'),
};

/** Commands of one word, which take options only. */
const SINGLE_COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  backup: async (args) => (await import('./backup-command.ts')).runBackupCommand(args, cwd),
  restore: async (args) => (await import('./backup-command.ts')).runRestoreCommand(args, cwd),
};

/** Operator mistakes, told by their message alone (by name: their modules load lazily). */
const KNOWN_ERRORS = new Set([
  'ConfigError',
  'DataDirLockedError',
  'BackupError',
  'ImportFileError',
  'MunicipalityInputError',
]);

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
    const known = error instanceof Error && KNOWN_ERRORS.has(error.name);
    process.stderr.write(`${known ? message : `Failed: ${message}`}\n`);
    if (!known && process.env.LOG_LEVEL === 'debug' && error instanceof Error) {
      process.stderr.write(`${error.stack}\n`);
    }
    process.exitCode = 1;
  },
);
