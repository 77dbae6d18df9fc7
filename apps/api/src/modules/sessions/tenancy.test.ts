import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsOf } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { loadMunicipalityRegistry } from '../municipalities/index.ts';
import { insertUser, type UserRow } from '../users/index.ts';
import {
  createSession,
  endAllSessions,
  endSession,
  findActiveSession,
  touchSession,
} from './session-store.ts';
import { hashToken } from './tokens.ts';

/** Every session query asked as lyons about a kent session or account reaches nothing. */

const NOW = new Date('2026-02-10T15:00:00Z');
const LATER = new Date('2026-02-10T15:10:00Z');

let database: Database;
let kent: UserRow;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadMunicipalityRegistry(database.db, 'development', NOW);
  const user = await insertUser(database.db, {
    municipalityKey: 'kent',
    email: 'owner@kent.example',
    passwordHash: null,
    role: 'user',
    status: 'active',
  });
  if (!user) throw new Error('no kent account');
  kent = user;
  token = await createSession(database.db, { userId: kent.id, municipalityKey: 'kent' }, NOW);
});
afterAll(() => database.close());

describe('the session store', () => {
  it('opens no lyons session for a kent account', async () => {
    await expect(
      createSession(database.db, { userId: kent.id, municipalityKey: 'lyons' }, NOW),
    ).rejects.toThrow(/not in municipality lyons/);
    expect(await sessionsOf(database.db, kent.id)).toHaveLength(1);
  });

  it('finds a kent session only on kent’s host', async () => {
    expect(await findActiveSession(database.db, token, 'kent', NOW)).not.toBeNull();
    expect(await findActiveSession(database.db, token, 'lyons', NOW)).toBeNull();
  });

  it('touches, ends and ends-all nothing of kent’s when asked as lyons', async () => {
    const [before] = await sessionsOf(database.db, kent.id);
    await touchSession(database.db, 'lyons', hashToken(token), LATER);
    await endSession(database.db, 'lyons', token);
    await endAllSessions(database.db, 'lyons', kent.id);
    expect(await sessionsOf(database.db, kent.id)).toEqual([before]);
    await endAllSessions(database.db, 'kent', kent.id);
    expect(await sessionsOf(database.db, kent.id)).toEqual([]);
  });
});
