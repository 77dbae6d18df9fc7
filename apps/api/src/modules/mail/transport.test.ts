import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { simpleParser } from 'mailparser';
import { testConfig } from '../../../test/helpers.ts';
import { startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import type { ClaimedMail } from './outbox.ts';
import { createMailTransport, linksIn } from './transport.ts';

const row: ClaimedMail = {
  id: 42,
  municipalityKey: 'amherst',
  recipient: 'owner@example.com',
  subject: 'Reset your Amherst informal review password',
  textBody:
    'Open https://amherst.localhost:3000/changepassword?token=abc&x=1 now.\n' +
    'Or http://amherst.localhost:3000/changepassword?token=abc&x=1 again, then https://firm.example.com\n',
  htmlBody: '<p>Open the link</p>',
  headers: null,
  attachments: null,
  status: 'pending',
  attempts: 1,
  nextAttemptAt: new Date(),
  lockedUntil: new Date(),
  lastError: null,
  createdAt: new Date('2026-01-02T03:04:05.678Z'),
  sentAt: null,
};

function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-transport-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('linksIn', () => {
  it('lists each http(s) link of the text once, in order', () => {
    expect(linksIn(row)).toEqual([
      'https://amherst.localhost:3000/changepassword?token=abc&x=1',
      'http://amherst.localhost:3000/changepassword?token=abc&x=1',
      'https://firm.example.com',
    ]);
    expect(linksIn({ textBody: 'no links here' })).toEqual([]);
  });
});

describe('the .eml transport (no SMTP_URL)', () => {
  it('writes DATA_DIR/outbox/<id>.eml, creating the folder, and logs the links', async () => {
    const { logger, lines } = recordingLogger();
    const transport = createMailTransport(testConfig({ DATA_DIR: dataDir }), logger);
    await transport.send(row);
    transport.close();
    const dir = path.join(dataDir, 'outbox');
    expect(readdirSync(dir)).toEqual(['42.eml']);
    const mail = await simpleParser(readFileSync(path.join(dir, '42.eml')));
    expect(mail.subject).toBe(row.subject);
    expect(mail.from?.text).toBe('"Sample Assessment Services, LLC" <no-reply@localhost>');
    expect(mail.text).toBe(row.textBody);
    expect(mail.html).toBe(row.htmlBody);
    expect(mail.messageId).toBe('<outbox-42-1767323045678@localhost>');
    const logged = lines.find((l) => l.outboxId === 42);
    expect(logged).toMatchObject({
      level: 30,
      to: row.recipient,
      subject: row.subject,
      file: path.join(dir, '42.eml'),
      links: linksIn(row),
    });
  });

  it('never logs the links in production', async () => {
    const { logger, lines } = recordingLogger();
    const config = { ...testConfig({ DATA_DIR: dataDir }), NODE_ENV: 'production' as const };
    const transport = createMailTransport(config, logger);
    await transport.send(row);
    transport.close();
    const logged = lines.find((l) => l.outboxId === 42);
    expect(logged).toMatchObject({ to: row.recipient, subject: row.subject });
    expect(logged).not.toHaveProperty('links');
    expect(JSON.stringify(lines)).not.toContain('token=abc');
  });

  it('fails, writing nothing, when DATA_DIR cannot hold the folder', async () => {
    const { logger, lines } = recordingLogger();
    const blocked = path.join(dataDir, 'a-file');
    await import('node:fs/promises').then((fs) => fs.writeFile(blocked, 'not a folder'));
    const transport = createMailTransport(testConfig({ DATA_DIR: blocked }), logger);
    await expect(transport.send(row)).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(existsSync(path.join(blocked, 'outbox'))).toBe(false);
    expect(lines).toEqual([]);
  });
});

describe('the SMTP transport', () => {
  it('hands the message to the SMTP server', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const transport = createMailTransport(
        testConfig({ SMTP_URL: catcher.url, DATA_DIR: dataDir }),
        recordingLogger().logger,
      );
      await transport.send(row);
      transport.close();
      const [caught] = catcher.messages;
      expect(caught?.recipients).toEqual([row.recipient]);
      expect(caught?.subject).toBe(row.subject);
      expect(existsSync(path.join(dataDir, 'outbox'))).toBe(false);
    } finally {
      await catcher.close();
    }
  });

  it("adds the row's headers (a reminder's List-Unsubscribe) and keeps Auto-Submitted", async () => {
    const catcher = await startSmtpCatcher();
    try {
      const transport = createMailTransport(
        testConfig({ SMTP_URL: catcher.url, DATA_DIR: dataDir }),
        recordingLogger().logger,
      );
      await transport.send({
        ...row,
        headers: {
          'List-Unsubscribe': '<https://amherst.localhost/api/email-preferences/one-click?token=t>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'Auto-Submitted': 'no',
        },
      });
      transport.close();
      const headers = catcher.messages[0]?.headers;
      // mailparser gathers the List-* headers under 'list'.
      const list = JSON.stringify(headers?.get('list'));
      expect(list).toContain('amherst.localhost/api/email-preferences/one-click?token=t');
      expect(list).toContain('List-Unsubscribe=One-Click');
      expect(headers?.get('auto-submitted')).toBe('auto-generated');
    } finally {
      await catcher.close();
    }
  });

  it('sends to the stored address as one mailbox, never as a list or a display name', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const transport = createMailTransport(
        testConfig({ SMTP_URL: catcher.url, DATA_DIR: dataDir }),
        recordingLogger().logger,
      );
      for (const [id, recipient] of [
        [43, 'x,victim@example.com'],
        [44, '"Name"<a@evil.cc>'],
      ] as const) {
        await expect(transport.send({ ...row, id, recipient })).rejects.toThrow(
          'the recipient is not a single e-mail address',
        );
      }
      await transport.send(row);
      transport.close();
      expect(catcher.messages.flatMap((m) => m.recipients)).toEqual([row.recipient]);
    } finally {
      await catcher.close();
    }
  });

  it('rejects when the server cannot be reached', async () => {
    const probe = await startSmtpCatcher();
    await probe.close();
    const transport = createMailTransport(
      testConfig({ SMTP_URL: probe.url, DATA_DIR: dataDir }),
      recordingLogger().logger,
    );
    await expect(transport.send(row)).rejects.toThrow(/ECONNREFUSED/);
    transport.close();
  });
});
