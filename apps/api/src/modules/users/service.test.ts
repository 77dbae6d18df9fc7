import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, AUTH_LIMITS, isStrongPassword, MESSAGES } from '@ir/domain';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { countAccountRows, sessionsOf } from '../../../test/factories.ts';
import { loadMunicipalityRegistry } from '../municipalities/index.ts';
import { createSession } from '../sessions/index.ts';
import { verifyPassword } from './passwords.ts';
import { findUserById, insertUser } from './repository.ts';
import {
  changePassword,
  createVerifiedUser,
  generatePassword,
  isUserRefusal,
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
  return createVerifiedUser(
    database.db,
    {
      municipalityKey: 'development',
      email: `member-${accounts}@example.com`,
      role: 'user',
      password: PASSWORD,
    },
    NOW,
  );
}

function openSession(userId: number) {
  return createSession(database.db, { userId, municipalityKey: 'development' }, NOW);
}

describe('createVerifiedUser', () => {
  it('creates an active, verified account with an argon2id hash of the password', async () => {
    const user = await createVerifiedUser(
      database.db,
      {
        municipalityKey: 'development',
        email: '  Clerk@Town.Example ',
        role: 'town',
        password: PASSWORD,
      },
      NOW,
    );
    expect(user).toMatchObject({
      email: 'clerk@town.example',
      role: 'town',
      status: 'active',
      verifiedAt: NOW,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash ?? '', PASSWORD)).toBe(true);
  });

  it.each([
    ['dup_user', 'CLERK@town.example', PASSWORD, 'signup.dup_user'],
    // Look-alikes of clerk@town.example (the CLI's user create goes through here).
    ['dup_user', 'clerk@town.example.', PASSWORD, 'signup.dup_user'],
    ['dup_user', 'ｃｌｅｒｋ＠ｔｏｗｎ．ｅｘａｍｐｌｅ', PASSWORD, 'signup.dup_user'],
    ['bad_email', 'cl\u0435rk@town.example', PASSWORD, 'signup.bad_email'],
    ['bad_email', 'not-an-address', PASSWORD, 'signup.bad_email'],
    ['weak_password', 'other@town.example', 'password', 'signup.bad_password'],
    ['weak_password', 'other@town.example', `Aa1${'x'.repeat(126)}`, 'signup.bad_password'],
  ])('refuses with %s and writes nothing', async (code, email, password, message) => {
    const before = await countAccountRows(database.db);
    const refusal = await createVerifiedUser(
      database.db,
      { municipalityKey: 'development', email, role: 'user', password },
      NOW,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 400, code, ref: { key: message } });
    expect(isUserRefusal(refusal)).toBe(true);
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

    const restricted = await restrictUser(database.db, 'development', user.id, LATER);
    expect(restricted).toMatchObject({ status: 'restricted', updatedAt: LATER });
    expect(await sessionsOf(database.db, user.id)).toEqual([]);
    expect(await sessionsOf(database.db, bystander.id)).toHaveLength(1);
  });

  it('lifting a restriction makes a verified account active', async () => {
    const user = await activeUser();
    await restrictUser(database.db, 'development', user.id, NOW);
    expect(await unrestrictUser(database.db, 'development', user.id, LATER)).toMatchObject({
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
    expect((await unrestrictUser(database.db, 'development', user?.id ?? 0, LATER))?.status).toBe(
      'awaiting verification',
    );
  });

  it('leaves an account that is not restricted as it is, and knows no unknown id', async () => {
    const user = await activeUser();
    expect(await unrestrictUser(database.db, 'development', user.id, LATER)).toEqual(user);
    expect(await unrestrictUser(database.db, 'development', 999_999, LATER)).toBeUndefined();
    expect(await restrictUser(database.db, 'development', 999_999, LATER)).toBeUndefined();
  });
});

describe('changePassword', () => {
  it('stores the new password and ends every session', async () => {
    const user = await activeUser();
    await openSession(user.id);
    await openSession(user.id);
    const changed = await changePassword(
      database.db,
      'development',
      user.id,
      'Brand-New-Pass-7',
      LATER,
    );
    expect(changed?.updatedAt).toEqual(LATER);
    const stored = await findUserById(database.db, 'development', user.id);
    expect(await verifyPassword(stored?.passwordHash ?? '', 'Brand-New-Pass-7')).toBe(true);
    expect(await verifyPassword(stored?.passwordHash ?? '', PASSWORD)).toBe(false);
    expect(await sessionsOf(database.db, user.id)).toEqual([]);
  });

  it('refuses a password over the cap before touching anything', async () => {
    const user = await activeUser();
    await openSession(user.id);
    await expect(
      changePassword(database.db, 'development', user.id, 'x'.repeat(129), LATER),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'bad_password',
      ref: { key: 'password.tooLong' },
    });
    expect(MESSAGES.password.tooLong).toContain(String(AUTH_LIMITS.passwordMax));
    expect(await findUserById(database.db, 'development', user.id)).toEqual(user);
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
