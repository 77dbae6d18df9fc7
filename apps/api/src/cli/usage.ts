import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The command line itself is wrong: exit code 2, with a pointer to --help. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const HELP = `Usage: npm run cli -- <command> [options]

Commands:
  import parcels --muni KEY FILE.csv   Add or update parcels (the assessment roll) from a CSV file
  import sales --muni KEY FILE.csv     Add or update sales from a CSV file
  demo seed [--seed N] [--parcels N] [--sales N]
                                       Replace the development municipality's parcels and sales
                                       with generated demo data (defaults: seed 1, 50000 parcels,
                                       5000 arm's-length sales)
  user create --muni KEY --email E --role R [--password P]
                                       Add an active, verified account (roles: user, town,
                                       super, admin, mega-admin); without --password a strong
                                       one is generated and printed once
  backup --out FILE.tar                The embedded database and its stored files, into a new
                                       file (PostgreSQL: pg_dump, docs/operations.md)
  restore --from FILE.tar [--force]    Replace the embedded database and files with a backup's;
                                       --force when DATA_DIR already holds data
  municipality list                    Every municipality: key, name, hosts, filing deadline
  municipality add --key KEY --name N --short S --website URL --deadline DATE --roll-year YYYY
                   [--host HOST]... [--phone P] [--comparison-url TEMPLATE] [--ie-form-url URL]
                   [--grievance-day DATE] [--second-notice-month YYYY-MM]
                   [--assessor-name N] [--assessor-address LINE] [--assessor-phone P]
                   [--equalization-rate PERCENT --equalization-rate-year YYYY]
                   [--representative-authorization file|e_sign|either]
                                       Add a municipality (then import its roll and sales, and
                                       create its first mega-admin with user create)
  municipality set --key KEY [the same options]
                                       Change a municipality; --host replaces its hosts, and an
                                       empty value ("") clears an optional setting
  reminders send                       Enqueue the reminder e-mails due now (what each server
                                       does every REMINDER_INTERVAL_SECONDS); a running server
                                       sends them

Municipality keys: \`npm run cli -- municipality list\`; settings: docs/municipalities.md

The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the embedded
one in DATA_DIR (default ./data), which must not be in use by a running server.

Exit codes: 0 done (rejected rows are listed in the report), 1 could not run, 2 wrong command line.
Column names, validation rules and the report: docs/data-import.md
`;

/** Where an operator finds the keys, for the messages of the commands that take --muni. */
export const LIST_KEYS = '`npm run cli -- municipality list` shows the keys';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, with its errors turned into usage errors. */
export function parseCommandArgs<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      throw new UsageError((error as Error).message);
    }
    throw error;
  }
}

/** A whole number within bounds, for options like --parcels 1000. */
export function parseCount(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value.replace(/_/g, '')) ? Number(value.replace(/_/g, '')) : NaN;
  if (!(n >= min && n <= max)) {
    throw new UsageError(
      `--${name} must be a whole number from ${min} to ${max.toLocaleString('en-US')} (got "${value}")`,
    );
  }
  return n;
}
