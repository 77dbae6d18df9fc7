import net from 'node:net';
import { Readable } from 'node:stream';
import { assertOutsideTransaction } from '../../db/transaction-scope.ts';

export type ScanResult = { clean: true } | { clean: false; signature: string };

export type ClamdFailure = 'connect' | 'timeout' | 'size_limit' | 'error' | 'protocol';

/** clamd could not give a verdict; the caller refuses the file (fail closed). */
export class ClamdError extends Error {
  constructor(
    readonly reason: ClamdFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ClamdError';
  }
}

export interface ClamdOptions {
  /** Idle time without an answer before giving up; a large file takes clamd a few seconds. */
  timeoutMs?: number;
  /** Bytes per INSTREAM chunk; clamd reads each chunk whole. */
  chunkSize?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_CHUNK = 64 * 1024;

/** `tcp://host:port` (port 3310 when left out) or `unix:///path/to/clamd.ctl`. */
export function clamdAddress(url: string): net.NetConnectOpts {
  const u = new URL(url);
  if (u.protocol === 'unix:' && u.pathname.length > 1 && !u.host) {
    return { path: decodeURIComponent(u.pathname) };
  }
  if (u.protocol === 'tcp:' && u.hostname) {
    return { host: u.hostname.replace(/^\[|\]$/g, ''), port: u.port ? Number(u.port) : 3310 };
  }
  throw new TypeError(`CLAMAV_URL must be tcp://host:port or unix:///path (got ${u.protocol})`);
}

/** True when clamd answers PING with PONG. */
export async function pingClamd(url: string, options: ClamdOptions = {}): Promise<boolean> {
  const socket = await connect(url, options.timeoutMs ?? DEFAULT_TIMEOUT_MS).catch(() => undefined);
  if (!socket) return false;
  try {
    const answer = readAnswer(socket);
    socket.write('zPING\0');
    return (await answer) === 'PONG';
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/**
 * Sends `content` to clamd with the INSTREAM command: `zINSTREAM\0`, then chunks each
 * prefixed with their length as a 4-byte big-endian number, then a zero length. clamd answers
 * `stream: OK`, `stream: <signature> FOUND`, or an error such as the StreamMaxLength one.
 * Anything but a clear verdict throws ClamdError.
 */
export async function scanWithClamd(
  url: string,
  content: Buffer | Readable,
  options: ClamdOptions = {},
): Promise<ScanResult> {
  assertOutsideTransaction('A virus scan');
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK;
  const socket = await connect(url, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const answer = readAnswer(socket);
    // clamd may answer before the end (a size-limit error) and close: stop sending then.
    let answered = false;
    answer.then(
      () => (answered = true),
      () => (answered = true),
    );
    try {
      socket.write('zINSTREAM\0');
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      sending: for await (const data of source) {
        const chunk = data as Buffer;
        for (let at = 0; at < chunk.length; at += chunkSize) {
          if (answered) break sending;
          const part = chunk.subarray(at, at + chunkSize);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(part.length);
          // The length and its chunk in one system call.
          socket.cork();
          socket.write(length);
          const room = socket.write(part);
          socket.uncork();
          if (!room) await drained(socket);
        }
      }
      if (!answered) socket.write(Buffer.alloc(4));
    } catch (error) {
      // A failure to read the content is the caller's; a closed connection is answered below.
      if (!(error instanceof ClamdError)) throw error;
    }
    return verdict(await answer);
  } finally {
    socket.destroy();
  }
}

function verdict(answer: string): ScanResult {
  if (answer === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found?.[1]) return { clean: false, signature: found[1] };
  if (/size limit exceeded/i.test(answer)) {
    throw new ClamdError('size_limit', `clamd refused the size (raise StreamMaxLength): ${answer}`);
  }
  if (answer.endsWith('ERROR')) throw new ClamdError('error', `clamd error: ${answer}`);
  throw new ClamdError(
    'protocol',
    `unexpected clamd answer: ${JSON.stringify(answer.slice(0, 200))}`,
  );
}

function connect(url: string, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(clamdAddress(url));
    socket.setTimeout(timeoutMs);
    // Errors after the connection are reported by readAnswer; without a listener one would
    // crash the process instead.
    socket.on('error', () => undefined);
    const done = (error?: ClamdError) => {
      socket.off('connect', onConnect).off('error', onError).off('timeout', onTimeout);
      if (error) {
        socket.destroy();
        reject(error);
      } else resolve(socket);
    };
    const onConnect = () => done();
    const onError = (error: Error) =>
      done(new ClamdError('connect', `cannot reach clamd at ${url}: ${describe(error)}`));
    const onTimeout = () =>
      done(new ClamdError('timeout', `no connection to clamd within ${timeoutMs} ms`));
    socket.on('connect', onConnect).on('error', onError).on('timeout', onTimeout);
  });
}

/** clamd's answer up to its NUL terminator (the z-prefixed commands end answers with NUL). */
function readAnswer(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const settle = (error?: ClamdError) => {
      socket.off('data', onData).off('end', onEnd).off('error', onError).off('timeout', onTimeout);
      const text = Buffer.concat(parts).toString('utf8');
      const nul = text.indexOf('\0');
      if (nul >= 0) resolve(text.slice(0, nul).trim());
      else if (error) reject(error);
      else if (text.trim()) resolve(text.trim());
      else reject(new ClamdError('protocol', 'clamd closed the connection without an answer'));
    };
    const onData = (data: Buffer) => {
      parts.push(data);
      if (data.includes(0)) settle();
    };
    const onEnd = () => settle();
    const onError = (error: Error) =>
      settle(new ClamdError('error', `clamd connection failed: ${describe(error)}`));
    const onTimeout = () => {
      settle(new ClamdError('timeout', 'clamd gave no answer in time'));
      socket.destroy();
    };
    socket.on('data', onData).on('end', onEnd).on('error', onError).on('timeout', onTimeout);
  });
}

function drained(socket: net.Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed) {
      reject(new ClamdError('error', 'clamd closed the connection'));
      return;
    }
    const done = (error?: ClamdError) => {
      socket.off('drain', onDrain).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new ClamdError('error', 'clamd closed the connection'));
    socket.on('drain', onDrain).on('close', onClose);
  });
}

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message || error.constructor.name : String(error);
}
