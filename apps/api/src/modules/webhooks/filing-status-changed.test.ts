import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filingNumber } from '@ir/domain';
import { users, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let admin: SignedInAccount;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  admin = await signedInAs(t.app, 'admin', 'kent');
});
afterAll(() => t.close());

/** A representative with one webhook (a port nothing answers on: only the rows are read). */
async function representativeWithWebhook(representative = true) {
  const account = await signedInAs(t.app, 'user', 'kent');
  await db().update(users).set({ representative }).where(eq(users.id, account.user.id));
  const [hook] = await db()
    .insert(webhooks)
    .values({
      municipalityKey: 'kent',
      userId: account.user.id,
      url: 'http://127.0.0.1:9/hooks',
      secret: 'whsec_test',
      createdAt: NOW,
    })
    .returning();
  if (!hook) throw new Error('no webhook');
  return { account, hookId: hook.id };
}

async function fileAs(account: SignedInAccount) {
  const { sbl } = await createParcel(db(), 'kent');
  const res = await submitAs(t.app, account, sbl);
  expect(res.statusCode).toBe(200);
  const id = res.json().ir_id as number;
  return { id, sbl, number: filingNumber('kent', 2026, id) };
}

async function statusEvents(hookId: number) {
  const rows = await db()
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, hookId))
    .orderBy(webhookDeliveries.id);
  return rows
    .filter((r) => r.eventType === 'filing.status_changed')
    .map((r) => (r.payload as { data: Record<string, unknown> }).data);
}

function post(account: SignedInAccount, url: string, payload: object) {
  return injectOn(t.app, 'kent', { method: 'POST', url, payload }, account);
}

describe('filing.status_changed', () => {
  it('tells the filing representative of FAR, then COMPLETE', async () => {
    const { account, hookId } = await representativeWithWebhook();
    const filing = await fileAs(account);
    expect((await post(admin, '/api/super/far', actionBody(filing.id, 'far'))).statusCode).toBe(
      200,
    );
    // The same status saved again is no change.
    expect(
      (await post(admin, '/api/super/far', actionBody(filing.id, 'far', { version: 1 })))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(admin, '/api/super/complete', actionBody(filing.id, 'complete', { version: 2 })))
        .statusCode,
    ).toBe(200);
    const common = { id: filing.id, filing_number: filing.number, sbl: filing.sbl };
    expect(await statusEvents(hookId)).toEqual([
      { ...common, old_status: 'incomplete', new_status: 'far' },
      { ...common, old_status: 'far', new_status: 'complete' },
    ]);
    const [row] = await db()
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.webhookId, hookId),
          eq(webhookDeliveries.eventType, 'filing.status_changed'),
        ),
      )
      .orderBy(webhookDeliveries.id);
    expect(row?.payload).toMatchObject({
      type: 'filing.status_changed',
      municipality: 'kent',
      created_at: NOW.toISOString(),
    });
  });

  it("tells it of the filer's withdrawal and of staff's void", async () => {
    const { account, hookId } = await representativeWithWebhook();
    const withdrawn = await fileAs(account);
    const voided = await fileAs(account);
    expect(
      (await post(account, '/api/applications/withdraw', { id: withdrawn.id })).statusCode,
    ).toBe(200);
    expect(
      (await post(admin, '/api/super/void', { id: voided.id, reason: 'Filed without the owner.' }))
        .statusCode,
    ).toBe(200);
    expect(await statusEvents(hookId)).toEqual([
      {
        id: withdrawn.id,
        filing_number: withdrawn.number,
        sbl: withdrawn.sbl,
        old_status: 'incomplete',
        new_status: 'withdrawn',
      },
      {
        id: voided.id,
        filing_number: voided.number,
        sbl: voided.sbl,
        old_status: 'incomplete',
        new_status: 'withdrawn',
        voided: true,
      },
    ]);
  });

  it('records nothing for a refused action, nor for an account that is not a representative', async () => {
    const { account, hookId } = await representativeWithWebhook();
    const filing = await fileAs(account);
    const stale = await post(admin, '/api/super/far', actionBody(filing.id, 'far', { version: 7 }));
    expect(stale.statusCode).toBe(409);
    expect(await statusEvents(hookId)).toEqual([]);

    const plain = await representativeWithWebhook(false);
    const own = await fileAs(plain.account);
    expect((await post(admin, '/api/super/far', actionBody(own.id, 'far'))).statusCode).toBe(200);
    expect(await statusEvents(plain.hookId)).toEqual([]);
  });
});
