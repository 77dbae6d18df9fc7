import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { insertUser } from '../users/repository.ts';
import {
  createSession,
  deleteExpiredSessions,
  SESSION_POLICY,
  sweepDeadSessions,
} from './session-store.ts';

let database: Database;
let userId: number;
const T0 = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await loadMunicipalityRegistry(database.db, 'development', T0);
  const user = await insertUser(database.db, {
    municipalityKey: 'development',
    email: 'sweep@example.com',
    passwordHash: null,
    role: 'user',
    status: 'active',
  });
  userId = user!.id;
});
afterAll(() => database.close());

describe('deleteExpiredSessions', () => {
  it('removes idle and over-age sessions and keeps live ones', async () => {
    const session = (createdAt: Date) =>
      createSession(database.db, { userId, municipalityKey: 'development' }, createdAt);
    await session(new Date(T0.getTime() - SESSION_POLICY.idleMs - 1));
    await session(T0);
    // The same boundary as findActiveSession: idle for exactly the limit is dead.
    const later = new Date(T0.getTime() + SESSION_POLICY.idleMs - 1);
    expect(await deleteExpiredSessions(database.db, later)).toBe(1);
    expect(await database.db.select().from(sessions)).toHaveLength(1);
    expect(
      await deleteExpiredSessions(database.db, new Date(T0.getTime() + SESSION_POLICY.idleMs)),
    ).toBe(1);
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('sweepDeadSessions', () => {
  it('sweeps at most once a minute per database, whatever another database did', async () => {
    const other = await createTestDatabase();
    try {
      await loadMunicipalityRegistry(other.db, 'development', T0);
      const dead = new Date(T0.getTime() - SESSION_POLICY.absoluteMs);
      const openDead = async (db: Database['db']) => {
        const [user] = await db.select({ id: users.id }).from(users).limit(1);
        await createSession(db, { userId: user!.id, municipalityKey: 'development' }, dead);
      };
      await insertUser(other.db, {
        municipalityKey: 'development',
        email: 'other-db@example.com',
        passwordHash: null,
        role: 'user',
        status: 'active',
      });
      await openDead(database.db);
      await openDead(other.db);

      await sweepDeadSessions(database.db, T0);
      expect(await database.db.select().from(sessions)).toHaveLength(0);
      // The first database's sweep leaves the second one's own minute untouched.
      await sweepDeadSessions(other.db, T0);
      expect(await other.db.select().from(sessions)).toHaveLength(0);

      await openDead(database.db);
      await sweepDeadSessions(database.db, new Date(T0.getTime() + 59_000));
      expect(await database.db.select().from(sessions)).toHaveLength(1);
      await sweepDeadSessions(database.db, new Date(T0.getTime() + 60_000));
      expect(await database.db.select().from(sessions)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
