import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { audit, withoutSecrets } from './audit.ts';
import { listAuditRows } from './repository.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadMunicipalityRegistry(database.db, 'development', new Date('2026-02-10T15:00:00Z'));
});
afterAll(() => database.close());

/** The database's own error text, whichever driver wrapped it. */
async function refusal(run: Promise<unknown>): Promise<string> {
  const error: unknown = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  const cause = (error as Error).cause;
  return `${(error as Error).message} ${cause instanceof Error ? cause.message : ''}`;
}

describe('audit()', () => {
  it('writes the row in the caller transaction, with who, what and when', async () => {
    const row = await database.db.transaction((tx) =>
      audit(tx, {
        municipalityKey: 'development',
        actorUserId: 7,
        action: 'review.assign',
        target: { type: 'application', id: 41 },
        before: { assignee: null },
        after: { assignee: 7 },
        requestId: 'req-1',
      }),
    );
    const [stored] = await listAuditRows(database.db, 'development', {
      type: 'application',
      id: '41',
    });
    expect(stored).toEqual(row);
    expect(stored).toMatchObject({
      actorUserId: 7,
      action: 'review.assign',
      targetType: 'application',
      targetId: '41',
      before: { assignee: null },
      after: { assignee: 7 },
      requestId: 'req-1',
    });
    expect(stored?.occurredAt).toBeInstanceOf(Date);
  });

  it('leaves no row when the caller transaction rolls back', async () => {
    const target = { type: 'application', id: 'rolled-back' };
    await expect(
      database.db.transaction(async (tx) => {
        await audit(tx, {
          municipalityKey: 'development',
          actorUserId: 7,
          action: 'review.assign',
          target,
        });
        throw new Error('the change failed after its audit row was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await listAuditRows(database.db, 'development', target)).toEqual([]);
  });

  it('records the system as a null actor and stores absent before/after as null', async () => {
    const row = await database.db.transaction((tx) =>
      audit(tx, {
        municipalityKey: 'development',
        actorUserId: null,
        action: 'import.parcels',
        target: { type: 'municipality', id: 'development' },
      }),
    );
    expect(row).toMatchObject({ actorUserId: null, before: null, after: null, requestId: null });
  });

  it('never stores a secret, at any depth', async () => {
    const row = await database.db.transaction((tx) =>
      audit(tx, {
        municipalityKey: 'development',
        actorUserId: 1,
        action: 'user.set-password',
        target: { type: 'user', id: 9 },
        before: { email: 'a@example.com', passwordHash: '$argon2id$old', status: 'active' },
        after: {
          email: 'a@example.com',
          password: 'Plain-Text-1',
          nested: { resetToken: 'abc', apiSecret: 'xyz', list: [{ idHash: 'h', keep: 1 }] },
          Session_TOKEN: 't',
        },
      }),
    );
    const [stored] = await database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.id} = ${row.id}`);
    expect(stored).toEqual({
      before: { email: 'a@example.com', status: 'active' },
      after: { email: 'a@example.com', nested: { list: [{ keep: 1 }] } },
    });
    const text = JSON.stringify(stored);
    for (const secret of ['argon2id', 'Plain-Text-1', 'abc', 'xyz', '"h"', '"t"']) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses an action that is not <area>.<verb> (database check)', async () => {
    const message = await refusal(
      database.db.transaction((tx) =>
        audit(tx, {
          municipalityKey: 'development',
          actorUserId: 1,
          action: 'Review assign.' as `${string}.${string}`,
          target: { type: 'application', id: 1 },
        }),
      ),
    );
    expect(message).toMatch(/audit_log_action_check/);
  });
});

describe('audit_log is append-only in the database', () => {
  it.each([
    ['UPDATE', sql`UPDATE audit_log SET action = 'review.unassign'`],
    ['DELETE', sql`DELETE FROM audit_log`],
    ['TRUNCATE', sql`TRUNCATE audit_log`],
  ])('refuses %s', async (operation, statement) => {
    const before = await database.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(database.db.execute(statement))).toContain(
      `audit_log is append-only: ${operation} refused`,
    );
    expect(await database.db.select().from(auditLog)).toEqual(before);
  });
});

describe('withoutSecrets', () => {
  it('keeps plain values and file hashes named sha256', () => {
    expect(
      withoutSecrets({ sha256: 'ab', size: 3, when: new Date('2026-01-01T00:00:00Z') }),
    ).toEqual({ sha256: 'ab', size: 3, when: '2026-01-01T00:00:00.000Z' });
    expect(withoutSecrets([1, 'two', null])).toEqual([1, 'two', null]);
    expect(withoutSecrets(undefined)).toBeNull();
  });
});
