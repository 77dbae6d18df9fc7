import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import {
  claimDueMail,
  enqueueMail,
  LOCK_SECONDS,
  markFailed,
  markSent,
  onMailEnqueued,
} from './outbox.ts';

// No app here, so no worker: these tests drive the claims themselves.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await loadMunicipalityRegistry(database.db, 'development');
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

/** Seconds from the database's now() to a timestamp column of one row. */
async function secondsFromNow(column: PgColumn, id: number): Promise<number> {
  const [row] = await database.db
    .select({ s: sql`extract(epoch from ${column} - now())`.mapWith(Number) })
    .from(outbox)
    .where(eq(outbox.id, id));
  return row?.s ?? Number.NaN;
}

function enqueue(n: number) {
  return enqueueMail(database.db, {
    municipalityKey: 'kent',
    to: `p${n}@example.com`,
    subject: `Subject ${n}`,
    text: `Text ${n}`,
    html: `<p>Html ${n}</p>`,
  });
}

describe('enqueueMail', () => {
  it('stores a pending message due now, and wakes the workers of this process', async () => {
    let wakes = 0;
    const unsubscribe = onMailEnqueued(database.db, () => (wakes += 1));
    await enqueue(1);
    unsubscribe();
    await enqueue(2);
    expect(wakes).toBe(1);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.subject, 'Subject 1'));
    expect(row).toMatchObject({
      municipalityKey: 'kent',
      recipient: 'p1@example.com',
      textBody: 'Text 1',
      htmlBody: '<p>Html 1</p>',
      status: 'pending',
      attempts: 0,
      lockedUntil: null,
      lastError: null,
      sentAt: null,
    });
  });
});

describe('claimDueMail', () => {
  it('claims due messages in order, counting the attempt and locking them for a minute', async () => {
    for (let i = 1; i <= 3; i++) await enqueue(i);
    const claimed = await claimDueMail(database.db, 2);
    expect(claimed.map((r) => r.subject)).toEqual(['Subject 1', 'Subject 2']);
    expect(claimed.every((r) => r.attempts === 1)).toBe(true);
    const lock = await secondsFromNow(outbox.lockedUntil, claimed[0]!.id);
    expect(lock).toBeGreaterThan(LOCK_SECONDS - 5);
    expect(lock).toBeLessThanOrEqual(LOCK_SECONDS);
    expect((await claimDueMail(database.db, 10)).map((r) => r.subject)).toEqual(['Subject 3']);
    expect(await claimDueMail(database.db, 10)).toEqual([]);
  });

  it('gives concurrent claimers disjoint messages', async () => {
    for (let i = 1; i <= 25; i++) await enqueue(i);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimDueMail(database.db, 10)),
    );
    const ids = claims.flat().map((r) => r.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
  });

  it('skips messages not yet due, sent or failed', async () => {
    for (let i = 1; i <= 3; i++) await enqueue(i);
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '5 seconds'` })
      .where(eq(outbox.subject, 'Subject 1'));
    await database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.subject, 'Subject 2'));
    await database.db
      .update(outbox)
      .set({ status: 'failed' })
      .where(eq(outbox.subject, 'Subject 3'));
    expect(await claimDueMail(database.db, 10)).toEqual([]);
  });

  it('takes over a message whose worker died mid-send once the claim expires', async () => {
    await enqueue(1);
    const [crashed] = await claimDueMail(database.db, 10);
    expect(await claimDueMail(database.db, 10)).toEqual([]);
    await database.db
      .update(outbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, crashed!.id));
    const [retaken] = await claimDueMail(database.db, 10);
    expect(retaken?.id).toBe(crashed!.id);
    expect(retaken?.attempts).toBe(2);
    // The dead worker's late outcome no longer counts; the new holder's does.
    expect(await markSent(database.db, crashed!)).toBe(false);
    await markFailed(database.db, crashed!, 'late', 30);
    const [untouched] = await database.db.select().from(outbox).where(eq(outbox.id, crashed!.id));
    expect(untouched).toMatchObject({ status: 'pending', lastError: null });
    expect(await markSent(database.db, retaken!)).toBe(true);
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.id, crashed!.id));
    expect(sent).toMatchObject({ status: 'sent', lockedUntil: null, attempts: 2 });
  });
});

describe('markFailed', () => {
  it('releases the claim, records the error and schedules the retry', async () => {
    await enqueue(1);
    const [row] = await claimDueMail(database.db, 1);
    await markFailed(database.db, row!, 'x'.repeat(5000), 120);
    const wait = await secondsFromNow(outbox.nextAttemptAt, row!.id);
    expect(wait).toBeGreaterThan(115);
    expect(wait).toBeLessThanOrEqual(120);
    const [stored] = await database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(stored).toMatchObject({ status: 'pending', lockedUntil: null, attempts: 1 });
    expect(stored?.lastError).toBe('x'.repeat(1000));
    expect(await claimDueMail(database.db, 1)).toEqual([]);
  });
});
