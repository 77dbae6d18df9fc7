import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../sessions/index.ts';
import { sessionsOf } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { loadMunicipalityRegistry } from '../municipalities/index.ts';
import { verifyPassword } from './passwords.ts';
import { findUserById, updateUser, type UserRow } from './repository.ts';
import {
  changePassword,
  createVerifiedUser,
  restrictUser,
  storePasswordHash,
  unrestrictUser,
} from './service.ts';

/** Every account query asked as lyons about a kent account finds and changes nothing. */

const NOW = new Date('2026-02-10T15:00:00Z');
const LATER = new Date('2026-02-11T09:30:00Z');
const PASSWORD = 'Kent-Password-1';

let database: Database;
let kentUser: UserRow;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadMunicipalityRegistry(database.db, 'development', NOW);
  kentUser = await createVerifiedUser(
    database.db,
    { municipalityKey: 'kent', email: 'clerk@kent.example', role: 'admin', password: PASSWORD },
    NOW,
  );
  await createSession(database.db, { userId: kentUser.id, municipalityKey: 'kent' }, NOW);
});
afterAll(() => database.close());

async function kentUnchanged() {
  expect(await findUserById(database.db, 'kent', kentUser.id)).toEqual(kentUser);
  expect(await sessionsOf(database.db, kentUser.id)).toHaveLength(1);
}

describe('the users repository', () => {
  it('finds a kent account by id only in kent', async () => {
    expect(await findUserById(database.db, 'kent', kentUser.id)).toEqual(kentUser);
    expect(await findUserById(database.db, 'lyons', kentUser.id)).toBeUndefined();
  });

  it('changes nothing when lyons updates a kent id', async () => {
    const updated = await updateUser(
      database.db,
      'lyons',
      kentUser.id,
      { role: 'user', status: 'restricted', passwordHash: null },
      LATER,
    );
    expect(updated).toBeUndefined();
    await kentUnchanged();
  });
});

describe('the users service', () => {
  it('restricts and unrestricts no kent account from lyons', async () => {
    expect(await restrictUser(database.db, 'lyons', kentUser.id, LATER)).toBeUndefined();
    await kentUnchanged();
    await restrictUser(database.db, 'kent', kentUser.id, LATER);
    expect(await unrestrictUser(database.db, 'lyons', kentUser.id, LATER)).toBeUndefined();
    expect((await findUserById(database.db, 'kent', kentUser.id))?.status).toBe('restricted');
    const lifted = await unrestrictUser(database.db, 'kent', kentUser.id, LATER);
    expect(lifted?.status).toBe('active');
    kentUser = lifted as UserRow;
    await createSession(database.db, { userId: kentUser.id, municipalityKey: 'kent' }, NOW);
  });

  it('sets no password of a kent account from lyons and ends none of its sessions', async () => {
    expect(
      await changePassword(database.db, 'lyons', kentUser.id, 'Taken-Over-2', LATER),
    ).toBeUndefined();
    expect(await storePasswordHash(database.db, 'lyons', kentUser.id, 'x', LATER)).toBeUndefined();
    await kentUnchanged();
    expect(await verifyPassword(kentUser.passwordHash ?? '', PASSWORD)).toBe(true);
  });
});
