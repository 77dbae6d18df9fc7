import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStrongPassword } from '@ir/domain';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { countAccountRows, sessionsOf } from '../auth/auth-test-support.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/session-store.ts';
import { findUserById, insertUser } from './repository.ts';
import {
  changePassword,
  createVerifiedUser,
  generatePassword,
  restrictUser,
  unrestrictUser,
} from './service.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
const LATER = new Date('2026-02-11T09:30:00Z');
const PASSWORD = 'Secret-Garden-42';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadMunicipalityRegistry(database.db, 'development', NOW);
});
afterAll(() => database.close());

let accounts = 0;
async function activeUser() {
  accounts += 1;
  const result = await createVerifiedUser(
    database.db,
    {
      municipalityKey: 'development',
      email: `member-${accounts}@example.com`,
      role: 'user',
      password: PASSWORD,
    },
    NOW,
  );
  if (!result.ok) throw new Error(result.reason);
  return result.user;
}

function openSession(userId: number) {
  return createSession(database.db, { userId, municipalityKey: 'development' }, NOW);
}

describe('createVerifiedUser', () => {
  it('creates an active, verified account with an argon2id hash of the password', async () => {
    const result = await createVerifiedUser(
      database.db,
      {
        municipalityKey: 'development',
        email: '  Clerk@Town.Example ',
        role: 'town',
        password: PASSWORD,
      },
      NOW,
    );
    expect(result.ok).toBe(true);
    const user = result.ok ? result.user : undefined;
    expect(user).toMatchObject({
      email: 'clerk@town.example',
      role: 'town',
      status: 'active',
      verifiedAt: NOW,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.passwordHash ?? '', PASSWORD)).toBe(true);
  });

  it.each([
    ['duplicate', 'CLERK@town.example', PASSWORD],
    ['bad_email', 'not-an-address', PASSWORD],
    ['weak_password', 'other@town.example', 'password'],
    ['weak_password', 'other@town.example', `Aa1${'x'.repeat(126)}`],
  ])('refuses with %s and writes nothing', async (reason, email, password) => {
    const before = await countAccountRows(database.db);
    const result = await createVerifiedUser(
      database.db,
      { municipalityKey: 'development', email, role: 'user', password },
      NOW,
    );
    expect(result).toEqual({ ok: false, reason });
    expect(await countAccountRows(database.db)).toEqual(before);
  });
});

describe('restrictUser and unrestrictUser', () => {
  it('restricting ends every session of that account and no other', async () => {
    const user = await activeUser();
    const bystander = await activeUser();
    await openSession(user.id);
    await openSession(user.id);
    await openSession(bystander.id);

    const restricted = await restrictUser(database.db, user.id, LATER);
    expect(restricted).toMatchObject({ status: 'restricted', updatedAt: LATER });
    expect(await sessionsOf(database.db, user.id)).toEqual([]);
    expect(await sessionsOf(database.db, bystander.id)).toHaveLength(1);
  });

  it('lifting a restriction makes a verified account active', async () => {
    const user = await activeUser();
    await restrictUser(database.db, user.id, NOW);
    expect(await unrestrictUser(database.db, user.id, LATER)).toMatchObject({
      status: 'active',
      updatedAt: LATER,
    });
  });

  it('lifting a restriction never skips e-mail verification', async () => {
    const user = await insertUser(database.db, {
      municipalityKey: 'development',
      email: 'never-confirmed@example.com',
      passwordHash: null,
      role: 'user',
      status: 'restricted',
    });
    expect((await unrestrictUser(database.db, user?.id ?? 0, LATER))?.status).toBe(
      'awaiting verification',
    );
  });

  it('leaves an account that is not restricted as it is, and knows no unknown id', async () => {
    const user = await activeUser();
    expect(await unrestrictUser(database.db, user.id, LATER)).toEqual(user);
    expect(await unrestrictUser(database.db, 999_999, LATER)).toBeUndefined();
    expect(await restrictUser(database.db, 999_999, LATER)).toBeUndefined();
  });
});

describe('changePassword', () => {
  it('stores the new password and ends every session', async () => {
    const user = await activeUser();
    await openSession(user.id);
    await openSession(user.id);
    const changed = await changePassword(database.db, user.id, 'Brand-New-Pass-7', LATER);
    expect(changed?.updatedAt).toEqual(LATER);
    const stored = await findUserById(database.db, user.id);
    expect(await verifyPassword(stored?.passwordHash ?? '', 'Brand-New-Pass-7')).toBe(true);
    expect(await verifyPassword(stored?.passwordHash ?? '', PASSWORD)).toBe(false);
    expect(await sessionsOf(database.db, user.id)).toEqual([]);
  });

  it('refuses a password over the cap before touching anything', async () => {
    const user = await activeUser();
    await openSession(user.id);
    await expect(changePassword(database.db, user.id, 'x'.repeat(129), LATER)).rejects.toThrow(
      RangeError,
    );
    expect(await findUserById(database.db, user.id)).toEqual(user);
    expect(await sessionsOf(database.db, user.id)).toHaveLength(1);
  });
});

describe('generatePassword', () => {
  it('makes strong, distinct 20-character passwords without look-alike characters', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    expect(new Set(passwords).size).toBe(200);
    for (const password of passwords) {
      expect(password).toHaveLength(20);
      expect(isStrongPassword(password)).toBe(true);
      expect(password).not.toMatch(/[lIO01]/);
    }
  });
});
