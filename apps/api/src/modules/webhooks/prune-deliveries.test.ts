import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { signedInAs } from '../../../test/accounts.ts';
import { pruneWebhookDeliveries } from './prune-deliveries.ts';
import { insertWebhook } from './repository.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The app's clock, its sweep clock too; a test moves it forward. */
const clock = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let webhookId: number;

beforeAll(async () => {
  t = await build({
    now: clock,
    env: { WEBHOOK_PRUNE_INTERVAL_SECONDS: '1', WEBHOOK_DELIVERY_RETENTION_DAYS: '30' },
  });
  const rep = await signedInAs(t.app, 'user', 'kent');
  // A port nothing listens on: any post fails, though none is tried (pending rows are leased).
  const hook = await insertWebhook(t.database.db, {
    municipalityKey: 'kent',
    userId: rep.user.id,
    url: 'http://127.0.0.1:9/hooks',
    secret: 'whsec_test',
    at: clock,
  });
  webhookId = hook.id;
});
afterAll(() => t.close());

const db = () => t.database.db;

type Status = 'pending' | 'delivered' | 'dropped';

/**
 * The time the direct calls prune at: 100 days after the app's clock, so the app's own pruner
 * (pruning at its clock) sees their rows as recent and leaves them to the call.
 */
const AHEAD = new Date(clock.getTime() + 100 * DAY);

/** A delivery whose last attempt was `daysAgo` days before `from`. */
async function delivery(status: Status, daysAgo: number, from: Date = clock): Promise<number> {
  const at = new Date(from.getTime() - daysAgo * DAY);
  const [row] = await db()
    .insert(webhookDeliveries)
    .values({
      municipalityKey: 'kent',
      webhookId,
      eventId: randomUUID(),
      eventType: 'filing.received',
      payload: { filing_number: 'KENT-2026-1' },
      status,
      attempts: 1,
      createdAt: at,
      nextAttemptAt: at,
      ...(status === 'delivered' ? { deliveredAt: at, lastStatus: 200 } : {}),
      // Held by some worker for a year: the app's dispatcher leaves it alone.
      ...(status === 'pending' ? { lockedUntil: new Date(clock.getTime() + 365 * DAY) } : {}),
    })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error('delivery not inserted');
  return row.id;
}

async function remaining(ids: number[]): Promise<number[]> {
  const rows = await db()
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId));
  const left = new Set(rows.map((r) => r.id));
  return ids.filter((id) => left.has(id));
}

async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('pruning the webhook delivery log', () => {
  it('removes delivered and dropped deliveries past the retention, never a pending one, a batch at a time', async () => {
    const old = [
      await delivery('delivered', 45, AHEAD),
      await delivery('dropped', 31, AHEAD),
      await delivery('delivered', 30.5, AHEAD),
    ];
    const kept = [
      await delivery('delivered', 29, AHEAD),
      await delivery('dropped', 2, AHEAD),
      await delivery('pending', 60, AHEAD),
    ];
    expect(await pruneWebhookDeliveries(db(), AHEAD, 30, 2)).toBe(2);
    expect(await pruneWebhookDeliveries(db(), AHEAD, 30, 2)).toBe(1);
    expect(await pruneWebhookDeliveries(db(), AHEAD, 30, 2)).toBe(0);
    expect(await remaining(old)).toEqual([]);
    expect(await remaining(kept)).toEqual(kept);
  });

  it('deletes each row once when instances prune at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) ids.push(await delivery('delivered', 40, AHEAD));
    const counts = await Promise.all(
      [1, 2, 3].map(async () => {
        let total = 0;
        for (;;) {
          const n = await pruneWebhookDeliveries(db(), AHEAD, 30, 4);
          total += n;
          if (n === 0) return total;
        }
      }),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(25);
    expect(await remaining(ids)).toEqual([]);
  });

  it("runs on every instance's sweep clock: a delivery goes once the clock passes its retention", async () => {
    const recent = await delivery('delivered', 1);
    const pending = await delivery('pending', 1);
    // The app's own pruner (every second here) leaves them while they are a day old.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await remaining([recent, pending])).toEqual([recent, pending]);
    const start = clock.getTime();
    clock.setTime(start + 30 * DAY);
    try {
      await eventually(async () => (await remaining([recent])).length === 0);
      expect(await remaining([pending])).toEqual([pending]);
    } finally {
      clock.setTime(start);
    }
  });
});
