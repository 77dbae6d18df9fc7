import { ROLES, type Role } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createVerifiedUser, generatePassword, isUserRefusal } from './service.ts';

/** One account per role, so every screen of the development municipality can be tried. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role }> = ROLES.map((role) => ({
  email: `${role}@example.com`,
  role,
}));

export interface CreatedDemoAccount {
  email: string;
  role: Role;
  password: string;
}

/**
 * Creates the demo accounts that do not exist yet, each with a fresh random password, and
 * returns them: the passwords are stored only as hashes, so the caller shows them now or
 * never. Never on a PostgreSQL deployment or in production, where such accounts would be
 * a way in.
 */
export async function seedDemoAccounts(
  db: Db,
  config: Pick<Config, 'DATABASE_URL' | 'NODE_ENV'>,
  municipalityKey: string,
  now: Date,
): Promise<CreatedDemoAccount[]> {
  if (config.DATABASE_URL || config.NODE_ENV === 'production') return [];
  const created: CreatedDemoAccount[] = [];
  for (const { email, role } of DEMO_ACCOUNTS) {
    const password = generatePassword();
    try {
      await createVerifiedUser(db, { municipalityKey, email, role, password }, now);
      created.push({ email, role, password });
    } catch (error) {
      // An earlier seed made this one; its password was shown then.
      if (isUserRefusal(error) && error.code === 'dup_user') continue;
      throw error;
    }
  }
  return created;
}

export function formatDemoAccounts(
  municipalityKey: string,
  accounts: CreatedDemoAccount[],
): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  return [
    `Demo accounts for ${municipalityKey} (the passwords are shown only this once):`,
    ...accounts.map((a) => `  ${a.email.padEnd(width)}  ${a.password}  (${a.role})`),
  ].join('\n');
}
