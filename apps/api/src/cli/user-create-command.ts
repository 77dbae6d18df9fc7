import { AUTH_LIMITS, municipalityKeySchema, normalizeEmail, ROLES, roleSchema } from '@ir/domain';
import { loadConfig } from '../config.ts';
import {
  checkNewUser,
  createVerifiedUser,
  generatePassword,
  isUserRefusal,
  type UserRefusal,
} from '../modules/users/index.ts';
import { requireMunicipality } from '../modules/municipalities/index.ts';
import { LIST_KEYS, parseCommandArgs, UsageError } from './usage.ts';
import { withDatabase } from './with-database.ts';

const USAGE = 'Usage: npm run cli -- user create --muni KEY --email E --role R [--password P]\n';

const REFUSALS: Record<UserRefusal, (email: string, muni: string) => string> = {
  bad_email: (email) => `"${email}" is not a valid e-mail address`,
  weak_password: () =>
    `The password is too weak: it needs a lowercase letter, an uppercase letter, a digit and ` +
    `${AUTH_LIMITS.passwordMin} to ${AUTH_LIMITS.passwordMax} characters (omit --password to get a generated one)`,
  dup_user: (email, muni) =>
    `An account for ${email} already exists in ${muni}; nothing was changed`,
};

/**
 * `user create --muni KEY --email E --role R [--password P]`: an active, verified account.
 * Without --password one is generated and printed, which also keeps it out of shell history.
 */
export async function runUserCreateCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    muni: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}Roles: ${ROLES.join(', ')}\n`);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals.join(' ')}`);
  if (!values.muni) throw new UsageError(`--muni KEY is required (${LIST_KEYS})`);
  const muni = municipalityKeySchema.safeParse(values.muni);
  if (!muni.success) {
    throw new UsageError(`"${values.muni}" is not a municipality key (${LIST_KEYS})`);
  }
  if (!values.email) throw new UsageError('--email E is required');
  if (!values.role) throw new UsageError(`--role R is required (one of: ${ROLES.join(', ')})`);
  const role = roleSchema.safeParse(values.role);
  if (!role.success) {
    throw new UsageError(`Unknown role "${values.role}"; the roles are: ${ROLES.join(', ')}`);
  }
  const email = normalizeEmail(values.email);
  const password = values.password ?? generatePassword();
  // Checked before the database is opened: a refused command changes nothing, not even DATA_DIR.
  const refused = checkNewUser(email, password);
  if (refused) throw new UsageError(REFUSALS[refused](values.email, muni.data));

  const config = loadConfig();
  try {
    await withDatabase(config, async (db) => {
      await requireMunicipality(db, muni.data);
      await createVerifiedUser(
        db,
        { municipalityKey: muni.data, email, role: role.data, password },
        new Date(),
      );
    });
  } catch (error) {
    if (!isUserRefusal(error)) throw error;
    process.stderr.write(`${REFUSALS[error.code](email, muni.data)}\n`);
    return 1;
  }
  process.stdout.write(
    `Created ${role.data} account ${email} in ${muni.data} (active, verified)\n`,
  );
  if (values.password === undefined) {
    process.stdout.write(`Password: ${password}\n(shown only this once)\n`);
  }
  return 0;
}
