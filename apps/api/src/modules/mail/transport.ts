import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isValidSignupEmail } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { OutboxRow } from './outbox.ts';
import { assertOutsideTransaction } from '../../db/transaction-scope.ts';

export interface MailTransport {
  /** Resolves once the message is handed over (to the SMTP server, or to its .eml file). */
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

/**
 * SMTP timeouts, far below nodemailer's minutes-long defaults: one attempt must finish (or
 * fail) within the worker's claim on the message, or another worker could send it again.
 */
const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/**
 * nodemailer is loaded with the first message, not at start: most starts send none before a
 * request asks for one, and loading it was tens of milliseconds of every start.
 */
const importNodemailer = () => import('nodemailer');
let nodemailerLoaded: ReturnType<typeof importNodemailer> | undefined;
const loadNodemailer = () => (nodemailerLoaded ??= importNodemailer());

/** A transporter made on the first message; closing before one closes nothing. */
function lazyTransporter(options: Parameters<typeof Nodemailer.createTransport>[0]) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= loadNodemailer().then((m) => m.default.createTransport(options))),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

/** nodemailer over SMTP_URL; without it, .eml files in DATA_DIR/outbox for a developer. */
export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  const from =
    config.MAIL_FROM ?? `"${config.firm.name.replace(/["\\]/g, '')}" <no-reply@localhost>`;
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL, from);
  // Production requires SMTP_URL; should this ever run there, no live link reaches a log.
  const logLinks = config.NODE_ENV !== 'production';
  return emlTransport(path.join(config.dataDir, 'outbox'), from, log, logLinks);
}

function smtpTransport(url: string, from: string): MailTransport {
  // Pooled: each e-mail would otherwise open its own connection, with its greeting and, on a
  // real server, its TLS handshake; a batch of the worker shares the pool's few connections.
  const transporter = lazyTransporter({ url, pool: true, ...SMTP_TIMEOUTS });
  return {
    async send(row) {
      assertOutsideTransaction('Sending an e-mail');
      await (await transporter.get()).sendMail(await toMessage(row, from));
    },
    close: transporter.close,
  };
}

/**
 * Development without a mail server: each message becomes DATA_DIR/outbox/<id>.eml (any mail
 * client opens it) and its links are logged, so a developer can follow them at once.
 */
function emlTransport(
  dir: string,
  from: string,
  log: FastifyBaseLogger,
  logLinks: boolean,
): MailTransport {
  const builder = lazyTransporter({ streamTransport: true, buffer: true });
  return {
    async send(row) {
      assertOutsideTransaction('Sending an e-mail');
      const info = await (await builder.get()).sendMail(await toMessage(row, from));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${row.id}.eml`);
      // Written aside and renamed, so a reader never sees half a message.
      await writeFile(`${file}.partial`, info.message as Buffer);
      await rename(`${file}.partial`, file);
      log.info(
        {
          outboxId: row.id,
          to: row.recipient,
          subject: row.subject,
          file,
          ...(logLinks ? { links: linksIn(row) } : {}),
        },
        'e-mail written to a file (no SMTP_URL); follow its links to act on it',
      );
    },
    close: builder.close,
  };
}

async function toMessage(row: OutboxRow, from: string): Promise<SendMailOptions> {
  const { default: addressparser } = await import('nodemailer/lib/addressparser');
  const domain = addressparser(from)[0]?.address?.split('@')[1] ?? 'localhost';
  return {
    from,
    to: { name: '', address: recipientOf(row) },
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    // The same id on every attempt: if a retry delivers a message twice (see
    // docs/decisions/008-email-outbox.md), mail systems that deduplicate by Message-ID can.
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`,
    // RFC 3834: no vacation auto-replies to a no-reply sender.
    // The row's own (List-Unsubscribe on reminders) never replace it.
    headers: { ...row.headers, 'Auto-Submitted': 'auto-generated' },
    ...(row.attachments?.length
      ? {
          attachments: row.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }
      : {}),
  };
}

/**
 * nodemailer parses even an address object as a list (`x,victim@example.com` became two
 * mailboxes), so a stored address that is not one strict mailbox is never handed over: the
 * send fails and, after its retries, the row is left as failed for an operator.
 */
function recipientOf(row: OutboxRow): string {
  if (!isValidSignupEmail(row.recipient)) {
    throw new Error(`outbox row ${row.id}: the recipient is not a single e-mail address`);
  }
  return row.recipient;
}

export function linksIn(row: Pick<OutboxRow, 'textBody'>): string[] {
  return [...new Set(row.textBody.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}
