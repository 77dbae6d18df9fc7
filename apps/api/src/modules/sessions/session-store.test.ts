import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { insertUser } from '../users/repository.ts';
import { createSession, deleteExpiredSessions, SESSION_POLICY } from './index.ts';

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
