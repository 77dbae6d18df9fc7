import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { build, createTestDatabase, type TestApp } from '../../../test/helpers.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.ts';
import { enqueueMail, MAX_ATTEMPTS, wakeMailWorkers, type MailMessage } from './outbox.ts';
import { retryDelaySeconds, SENT_RETENTION_DAYS } from './mail-worker.ts';

let serial = 0;
function message(overrides: Partial<MailMessage> = {}): MailMessage {
  serial += 1;
  return {
    municipalityKey: 'amherst',
    to: `person${serial}@example.com`,
    subject: `Test message ${serial} ${Math.random().toString(36).slice(2)}`,
    text: `Hello ${serial}\n\nhttp://amherst.localhost:3000/verify?token=t${serial}\n`,
    html: `<p>Hello ${serial}</p>`,
    ...overrides,
  };
}

async function rowBySubject(db: Db, subject: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.subject, subject));
  return row;
}

/** Polls until `check` returns a value; the worker runs on its own schedule. */
async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Seconds from the database's now() to the row's next attempt. */
async function secondsUntilNextAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ s: sql`extract(epoch from ${outbox.nextAttemptAt} - now())`.mapWith(Number) })
    .from(outbox)
    .where(eq(outbox.id, id));
  return row?.s ?? Number.NaN;
}

async function makeDue(db: Db, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outbox.id, id));
  wakeMailWorkers(db);
}

/** A port nothing listens on: opened, then closed. */
async function closedPort(): Promise<number> {
  const probe = await startSmtpCatcher();
  await probe.close();
  return probe.port;
}

describe('retryDelaySeconds', () => {
  it('starts at 30 s, doubles, and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(retryDelaySeconds)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });
});

describe('delivery over SMTP', () => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await build({ env: { SMTP_URL: catcher.url } });
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });

  it('sends a committed message, text and HTML, and marks it sent', async () => {
    const m = message();
    await enqueueMail(t.app.database.db, m);
    const caught = await catcher.waitForMessage((c) => c.subject === m.subject);
    expect(caught.recipients).toEqual([m.to]);
    expect(caught.from).toBe('"Sample Assessment Services, LLC" <no-reply@localhost>');
    expect(caught.text).toBe(m.text);
    expect(caught.html).toBe(m.html);
    expect(caught.links).toEqual([`http://amherst.localhost:3000/verify?token=t${serial}`]);
    expect(caught.headers.get('auto-submitted')).toBe('auto-generated');
    const row = await eventually(async () => {
      const r = await rowBySubject(t.database.db, m.subject);
      return r?.status === 'sent' && r;
    });
    expect(caught.messageId).toBe(`<outbox-${row.id}-${row.createdAt.getTime()}@localhost>`);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends nothing for a message whose transaction rolled back', async () => {
    const rolledBack = message();
    const committed = message();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, rolledBack);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await enqueueMail(t.database.db, committed);
    await catcher.waitForMessage((c) => c.subject === committed.subject);
    // The worker sends in id order, so the rolled-back one would have come first.
    expect(catcher.messages.map((c) => c.subject)).not.toContain(rolledBack.subject);
    expect(await rowBySubject(t.database.db, rolledBack.subject)).toBeUndefined();
  });

  it('sends messages enqueued in one transaction once it commits', async () => {
    const pair = [message(), message()];
    await t.database.db.transaction(async (tx) => {
      for (const m of pair) await enqueueMail(tx, m);
    });
    for (const m of pair) await catcher.waitForMessage((c) => c.subject === m.subject);
  });

  it('uses MAIL_FROM when it is set', async () => {
    const own = await startSmtpCatcher();
    const other = await build({
      env: { SMTP_URL: own.url, MAIL_FROM: 'Reviews <reviews@firm.example>' },
    });
    try {
      const m = message();
      await enqueueMail(other.database.db, m);
      const caught = await own.waitForMessage((c) => c.subject === m.subject);
      expect(caught.from).toBe('"Reviews" <reviews@firm.example>');
      expect(caught.messageId).toMatch(/^<outbox-\d+-\d+@firm\.example>$/);
    } finally {
      await other.close();
      await own.close();
    }
  });
});

describe('an SMTP outage', () => {
  let port: number;
  let t: TestApp;
  let catcher: SmtpCatcher | undefined;
  beforeAll(async () => {
    port = await closedPort();
    t = await build({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await catcher?.close();
  });

  it('is retried with backoff, recorded, and delivered once the server is back', async () => {
    const db = t.database.db;
    const m = message();
    await enqueueMail(db, m);
    const first = await eventually(async () => {
      const r = await rowBySubject(db, m.subject);
      return r?.attempts === 1 && r.lockedUntil === null && r;
    });
    expect(first.status).toBe('pending');
    expect(first.lastError).toMatch(/ECONNREFUSED/);
    expect(first.sentAt).toBeNull();
    const wait1 = await secondsUntilNextAttempt(db, first.id);
    expect(wait1).toBeGreaterThan(25);
    expect(wait1).toBeLessThanOrEqual(30);

    // Not due yet: a wake-up changes nothing.
    wakeMailWorkers(db);
    await new Promise((r) => setTimeout(r, 300));
    expect((await rowBySubject(db, m.subject))?.attempts).toBe(1);

    await makeDue(db, first.id);
    await eventually(async () => {
      const r = await rowBySubject(db, m.subject);
      return r?.attempts === 2 && r.lockedUntil === null && r;
    });
    const wait2 = await secondsUntilNextAttempt(db, first.id);
    expect(wait2).toBeGreaterThan(55);
    expect(wait2).toBeLessThanOrEqual(60);

    catcher = await startSmtpCatcher({ port });
    await makeDue(db, first.id);
    await catcher.waitForMessage((c) => c.subject === m.subject);
    const sent = await eventually(async () => {
      const r = await rowBySubject(db, m.subject);
      return r?.status === 'sent' && r;
    });
    expect(sent.attempts).toBe(3);
    expect(catcher.messages.filter((c) => c.subject === m.subject)).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and leaves the message for an operator`, async () => {
    const db = t.database.db;
    const m = message();
    // Already retried nine times; made due while the server is down.
    await catcher?.close();
    catcher = undefined;
    await enqueueMail(db, m);
    const row = await eventually(async () => {
      const r = await rowBySubject(db, m.subject);
      return r?.attempts === 1 && r.lockedUntil === null && r;
    });
    await db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, row.id));
    await makeDue(db, row.id);
    const failed = await eventually(async () => {
      const r = await rowBySubject(db, m.subject);
      return r?.status === 'failed' && r;
    });
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, lockedUntil: null, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);

    // A failed message is not picked up again, even when due and the server is back.
    catcher = await startSmtpCatcher({ port });
    await makeDue(db, row.id);
    const later = message();
    await enqueueMail(db, later);
    await catcher.waitForMessage((c) => c.subject === later.subject);
    expect(catcher.messages.map((c) => c.subject)).toEqual([later.subject]);
    expect((await rowBySubject(db, m.subject))?.status).toBe('failed');
  });
});

describe('several workers on one database', () => {
  let catcher: SmtpCatcher;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    const first = await build({ env: { SMTP_URL: catcher.url } });
    apps.push(first);
    for (let i = 0; i < 2; i++) {
      apps.push(await build({ env: { SMTP_URL: catcher.url }, database: first.database }));
    }
  });
  afterAll(async () => {
    for (const a of apps.reverse()) await a.close();
    await catcher.close();
  });

  it('send every message exactly once', async () => {
    const db = apps[0]!.database.db;
    const batch = Array.from({ length: 45 }, () => message());
    // Each enqueue wakes all three workers, so they race for the same rows.
    await Promise.all(batch.map((m) => enqueueMail(db, m)));
    await eventually(async () => catcher.messages.length >= batch.length, 20_000);
    await eventually(async () => {
      const rows = await db.select().from(outbox).where(eq(outbox.status, 'sent'));
      return rows.length === batch.length;
    });
    // Anything sent twice would arrive late; give it the time of a few polls.
    await new Promise((r) => setTimeout(r, 1500));
    expect(catcher.messages.map((c) => c.subject).sort()).toEqual(
      batch.map((m) => m.subject).sort(),
    );
    const attempts = await db.select({ attempts: outbox.attempts }).from(outbox);
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-mail-'));
    t = await build({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each message to DATA_DIR/outbox/<id>.eml and marks it sent', async () => {
    const m = message();
    await enqueueMail(t.database.db, m);
    const row = await eventually(async () => {
      const r = await rowBySubject(t.database.db, m.subject);
      return r?.status === 'sent' && r;
    });
    const dir = path.join(dataDir, 'outbox');
    expect(readdirSync(dir)).toEqual([`${row.id}.eml`]);
    const mail = await simpleParser(readFileSync(path.join(dir, `${row.id}.eml`)));
    expect(mail.subject).toBe(m.subject);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(m.to);
    expect(mail.text).toBe(m.text);
    expect(mail.html).toBe(m.html);
  });
});

describe('closing the app', () => {
  it('stops the worker: nothing is sent afterwards', async () => {
    const catcher = await startSmtpCatcher();
    const t = await build({ env: { SMTP_URL: catcher.url } });
    const db = t.database.db;
    const sentBefore = message();
    await enqueueMail(db, sentBefore);
    await catcher.waitForMessage((c) => c.subject === sentBefore.subject);
    await t.app.close();
    try {
      const afterClose = message();
      await enqueueMail(db, afterClose);
      await new Promise((r) => setTimeout(r, 1500));
      expect(catcher.messages.map((c) => c.subject)).toEqual([sentBefore.subject]);
      expect((await rowBySubject(db, afterClose.subject))?.status).toBe('pending');
    } finally {
      await t.database.close();
      await catcher.close();
    }
  });
});

describe('tidying the outbox', () => {
  it('blanks the bodies of messages sent over a minute ago on its first round', async () => {
    const database = await createTestDatabase();
    await loadMunicipalityRegistry(database.db, 'development');
    const [old, recent] = await database.db
      .insert(outbox)
      .values(
        [5 * 60, 5].map((secondsAgo) => ({
          municipalityKey: 'amherst',
          recipient: 'owner@example.com',
          subject: `sent ${secondsAgo} s ago`,
          textBody: 'http://amherst.localhost:3000/changepassword?token=live',
          htmlBody: '<a href="http://amherst.localhost:3000/changepassword?token=live">x</a>',
          status: 'sent',
          sentAt: sql`now() - make_interval(secs => ${secondsAgo})`,
        })),
      )
      .returning();
    const app = await build({ database });
    try {
      const blanked = await eventually(async () => {
        const [r] = await database.db.select().from(outbox).where(eq(outbox.id, old!.id));
        return r?.textBody === '' && r;
      });
      expect(blanked).toMatchObject({ htmlBody: '', recipient: 'owner@example.com' });
      const [kept] = await database.db.select().from(outbox).where(eq(outbox.id, recent!.id));
      expect(kept?.textBody).toContain('token=live');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it(`deletes sent messages older than ${SENT_RETENTION_DAYS} days, keeping failed ones`, async () => {
    const database = await createTestDatabase();
    await loadMunicipalityRegistry(database.db, 'development');
    const row = (subject: string, status: string, daysAgo: number) => ({
      municipalityKey: 'amherst',
      recipient: 'owner@example.com',
      subject,
      textBody: '',
      htmlBody: '',
      status,
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
      sentAt: status === 'sent' ? sql`now() - make_interval(days => ${daysAgo})` : null,
    });
    await database.db
      .insert(outbox)
      .values([
        row('expired', 'sent', SENT_RETENTION_DAYS + 1),
        row('kept', 'sent', SENT_RETENTION_DAYS - 1),
        row('failed long ago', 'failed', SENT_RETENTION_DAYS + 10),
      ]);
    const app = await build({ database });
    try {
      await eventually(async () => !(await rowBySubject(database.db, 'expired')));
      expect(await rowBySubject(database.db, 'kept')).toBeDefined();
      expect(await rowBySubject(database.db, 'failed long ago')).toBeDefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
