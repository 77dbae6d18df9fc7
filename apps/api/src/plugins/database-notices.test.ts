import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { build, type TestApp } from '../../test/helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import { enqueueMail } from '../modules/mail/index.ts';
import { setMunicipality } from '../modules/municipalities/index.ts';

// Two instances on one database: what one commits, the other hears (migration 0032).
let a: TestApp;
let b: TestApp;
const heard: string[] = [];

beforeAll(async () => {
  a = await build();
  b = await build({ database: a.database });
  b.app.notices.subscribe('work_ready', { notice: (payload) => heard.push(payload) });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Notices arrive after the commit, a few milliseconds later: wait for one, at most 5 s. */
async function heardOnB(payload: string): Promise<void> {
  const until = Date.now() + 5_000;
  while (!heard.includes(payload) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(heard).toContain(payload);
}

describe('work notices', () => {
  it('flow once the app is ready', () => {
    expect(a.app.notices.listening).toBe(true);
    expect(b.app.notices.listening).toBe(true);
  });

  it('tell every instance of a message committed in a transaction, and not of one rolled back', async () => {
    heard.length = 0;
    const mail = (subject: string) => ({
      municipalityKey: 'amherst',
      to: 'notices@example.com',
      subject,
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await expect(
      a.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A notice of another kind comes after it: a notice of the rolled-back one would be first.
    await setMunicipality(a.database.db, 'amherst', { phone: '(716) 555-0100' });
    await heardOnB('municipalities');
    expect(heard).not.toContain('mail');
    await a.database.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('one'));
      await enqueueMail(tx, mail('two'));
    });
    await heardOnB('mail');
  });

  it('tell every instance of a webhook delivery committed', async () => {
    heard.length = 0;
    const user = await createTestUser(a.database.db, {
      email: 'notices-hook@example.com',
      password: 'a long enough password',
      municipalityKey: 'amherst',
    });
    // Inserted as already dropped, so no worker tries to deliver it.
    await a.database.db.execute(sql`
      with hook as (
        insert into webhooks (municipality_key, user_id, url, secret)
        values ('amherst', ${user.id}, 'https://example.com/hook', 'secret')
        returning id
      )
      insert into webhook_deliveries (municipality_key, webhook_id, event_id, event_type, payload, status)
      select 'amherst', id, 'evt-notices', 'test', '{}'::jsonb, 'dropped' from hook`);
    await heardOnB('webhooks');
  });
});

describe('when the app closes', () => {
  it('tells each subscriber once that notices stop', async () => {
    const c = await build({ database: a.database });
    const states: boolean[] = [];
    c.app.notices.subscribe('work_ready', {
      notice: () => undefined,
      listening: (listening) => states.push(listening),
    });
    await c.close();
    expect(states).toEqual([true, false]);
    expect(c.app.notices.listening).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('when the LISTEN connection is lost', () => {
  it('tells the subscribers, and again once it listens anew', async () => {
    const states: boolean[] = [];
    const unsubscribe = b.app.notices.subscribe('work_ready', {
      notice: () => undefined,
      listening: (listening) => states.push(listening),
    });
    expect(states).toEqual([true]);
    await a.database.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'informal-review-listen' AND datname = current_database()`);
    const until = Date.now() + 10_000;
    while (states.at(-1) !== true || states.length < 3) {
      if (Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    unsubscribe();
    expect(states.slice(0, 3)).toEqual([true, false, true]);
    // Notices flow again on the new connection.
    heard.length = 0;
    await setMunicipality(a.database.db, 'amherst', { phone: '(716) 555-0101' });
    await heardOnB('municipalities');
  });
});
