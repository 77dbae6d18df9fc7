import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface CaughtMessage {
  /** RCPT TO addresses, lower-cased. */
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Map<string, unknown>;
  /** Every http(s) link of the plain-text body, in order. */
  links: string[];
  /** The files it carried (a meeting's calendar invitation), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages: CaughtMessage[];
  /** The first message, already received or still to come, that matches. */
  waitForMessage(
    predicate?: (message: CaughtMessage) => boolean,
    timeoutMs?: number,
  ): Promise<CaughtMessage>;
  close(): Promise<void>;
}

interface Waiter {
  predicate: (message: CaughtMessage) => boolean;
  resolve: (message: CaughtMessage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for API tests and Playwright
 * alike (so no test-runner imports here). Plain SMTP, any or no login accepted.
 */
export async function startSmtpCatcher(options: { port?: number } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMessage[] = [];
  const waiters = new Set<Waiter>();

  const server = new SMTPServer({
    authOptional: true,
    // No certificate to offer: STARTTLS would fail the client's handshake.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        simpleParser(raw).then(
          (mail) => {
            const text = mail.text ?? '';
            const message: CaughtMessage = {
              recipients,
              from: addressText(mail.from),
              subject: mail.subject ?? '',
              text,
              html: mail.html || '',
              messageId: mail.messageId ?? '',
              headers: mail.headers,
              links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
              raw,
            };
            messages.push(message);
            for (const waiter of waiters) {
              if (waiter.predicate(message)) settle(waiter, () => waiter.resolve(message));
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  function settle(waiter: Waiter, action: () => void): void {
    clearTimeout(waiter.timer);
    waiters.delete(waiter);
    action();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that goes away mid-conversation (an instance killed while it sends) resets its
  // connection; smtp-server reports that as the server's error, which must not end the process.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve,
          reject,
          timer: setTimeout(
            () =>
              settle(waiter, () =>
                reject(new Error(`No matching e-mail arrived within ${timeoutMs} ms`)),
              ),
            timeoutMs,
          ),
        };
        waiters.add(waiter);
      });
    },
    async close() {
      for (const waiter of waiters) {
        settle(waiter, () => waiter.reject(new Error('The SMTP catcher was closed')));
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((a) => a.text).join(', ');
}
