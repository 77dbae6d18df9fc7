import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { eicar, pdf } from '../../../test/upload-fixtures.ts';
import { ClamdError, clamdAddress, pingClamd, scanWithClamd } from './clamd.ts';

const clamavUrl = inject('clamavUrl');

describe.skipIf(!clamavUrl)('scanWithClamd against the real clamd', () => {
  it('answers PING', async () => {
    expect(await pingClamd(clamavUrl)).toBe(true);
  });

  it('finds a clean PDF clean', async () => {
    expect(await scanWithClamd(clamavUrl, pdf())).toEqual({ clean: true });
  });

  it('finds EICAR inside a PDF, sent in many small chunks', async () => {
    const result = await scanWithClamd(clamavUrl, Readable.from([pdf(eicar().toString())]), {
      chunkSize: 7,
    });
    expect(result).toEqual({
      clean: false,
      signature: expect.stringMatching(/^Eicar-Test-Signature/),
    });
  });
});

/**
 * A stand-in clamd for what the real one cannot be made to do on demand (refuse a size,
 * hang, answer nonsense). It decodes the INSTREAM framing, so the framing is tested too.
 */
interface FakeClamd {
  url: string;
  received: () => Buffer;
  close: () => Promise<void>;
}

type Behaviour = (socket: net.Socket, streamed: Buffer, finished: boolean) => void;

async function fakeClamd(
  listen: { port: 0 } | { path: string },
  behaviour: Behaviour,
): Promise<FakeClamd> {
  let received = Buffer.alloc(0);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    let streamed = Buffer.alloc(0);
    let commandRead = false;
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (!commandRead) {
        const nul = buffer.indexOf(0);
        if (nul < 0) return;
        const command = buffer.subarray(0, nul).toString();
        buffer = buffer.subarray(nul + 1);
        commandRead = true;
        if (command === 'zPING') {
          socket.end('PONG\0');
          return;
        }
        expect(command).toBe('zINSTREAM');
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          received = streamed;
          behaviour(socket, streamed, true);
          return;
        }
        if (buffer.length < 4 + length) break;
        streamed = Buffer.concat([streamed, buffer.subarray(4, 4 + length)]);
        buffer = buffer.subarray(4 + length);
        behaviour(socket, streamed, false);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(listen, resolve));
  const address = server.address();
  const url =
    typeof address === 'string'
      ? `unix://${address}`
      : `tcp://127.0.0.1:${(address as net.AddressInfo).port}`;
  return {
    url,
    received: () => received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let socketDir: string;
beforeAll(() => {
  socketDir = mkdtempSync(path.join(os.tmpdir(), 'ir-fake-clamd-'));
});
afterAll(() => rmSync(socketDir, { recursive: true, force: true }));

describe('scanWithClamd protocol', () => {
  it('frames the content in length-prefixed chunks over a unix socket', async () => {
    const fake = await fakeClamd(
      { path: path.join(socketDir, 'ok.sock') },
      (socket, _s, finished) => {
        if (finished) socket.end('stream: OK\0');
      },
    );
    try {
      const content = Buffer.alloc(200_000, 'pdf bytes ');
      expect(fake.url).toMatch(/^unix:\/\//);
      expect(await scanWithClamd(fake.url, content, { chunkSize: 4096 })).toEqual({ clean: true });
      expect(fake.received().equals(content)).toBe(true);
    } finally {
      await fake.close();
    }
  });

  it('reports the signature clamd names', async () => {
    const fake = await fakeClamd({ port: 0 }, (socket, _s, finished) => {
      if (finished) socket.end('stream: Win.Test.Something-1 FOUND\0');
    });
    try {
      expect(await scanWithClamd(fake.url, pdf())).toEqual({
        clean: false,
        signature: 'Win.Test.Something-1',
      });
    } finally {
      await fake.close();
    }
  });

  it('fails on the size limit clamd answers part-way, and stops sending', async () => {
    const fake = await fakeClamd({ port: 0 }, (socket, streamed) => {
      if (streamed.length > 10_000 && !socket.writableEnded) {
        socket.end('INSTREAM size limit exceeded. ERROR\0');
      }
    });
    try {
      const huge = Readable.from(
        (function* () {
          for (let i = 0; i < 2_000; i += 1) yield Buffer.alloc(64 * 1024, i % 256);
        })(),
      );
      const error = await scanWithClamd(fake.url, huge).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ClamdError);
      expect((error as ClamdError).reason).toBe('size_limit');
      expect(huge.readableEnded).toBe(false);
    } finally {
      await fake.close();
    }
  });

  it.each([
    ['nothing', (socket: net.Socket) => socket.end(), 'protocol'],
    ['nonsense', (socket: net.Socket) => socket.end('HELLO\0'), 'protocol'],
    ['an error', (socket: net.Socket) => socket.end('stream: lstat() failed. ERROR\0'), 'error'],
    ['a reset connection', (socket: net.Socket) => socket.resetAndDestroy(), 'error'],
  ] as const)('fails when clamd answers %s', async (_what, answer, reason) => {
    const fake = await fakeClamd({ port: 0 }, (socket, _s, finished) => {
      if (finished) answer(socket);
    });
    try {
      const error = await scanWithClamd(fake.url, pdf()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ClamdError);
      expect((error as ClamdError).reason).toBe(reason);
    } finally {
      await fake.close();
    }
  });

  it('gives up when clamd never answers', async () => {
    const fake = await fakeClamd({ port: 0 }, () => undefined);
    try {
      const error = await scanWithClamd(fake.url, pdf(), { timeoutMs: 300 }).catch(
        (e: unknown) => e,
      );
      expect((error as ClamdError).reason).toBe('timeout');
    } finally {
      await fake.close();
    }
  });

  it('fails to connect when nothing listens', async () => {
    const fake = await fakeClamd({ port: 0 }, () => undefined);
    await fake.close();
    for (const url of [fake.url, `unix://${path.join(socketDir, 'missing.sock')}`]) {
      const error = await scanWithClamd(url, pdf()).catch((e: unknown) => e);
      expect((error as ClamdError).reason).toBe('connect');
      expect(await pingClamd(url)).toBe(false);
    }
  });
});

describe('CLAMAV_URL', () => {
  it.each([
    ['tcp://127.0.0.1:3310', { host: '127.0.0.1', port: 3310 }],
    ['tcp://clamd', { host: 'clamd', port: 3310 }],
    ['tcp://[::1]:3311', { host: '::1', port: 3311 }],
    ['unix:///run/clamav/clamd.ctl', { path: '/run/clamav/clamd.ctl' }],
  ])('reads %s', (url, address) => {
    expect(loadConfig({ CLAMAV_URL: url }).CLAMAV_URL).toBe(url);
    expect(clamdAddress(url)).toEqual(address);
  });

  it.each(['http://clamd:3310', 'unix://relative/path', 'clamd:3310'])('refuses %s', (url) => {
    expect(() => loadConfig({ CLAMAV_URL: url })).toThrow(/CLAMAV_URL/);
  });

  it('is required in production', () => {
    const production = {
      NODE_ENV: 'production',
      CAPTCHA_HMAC_KEY: 'k',
      PUBLIC_URL: 'https://review.example.com',
      SMTP_URL: 'smtp://mail.example.com',
      MFA_ENCRYPTION_KEY: '5c1a29a75ae64a2b230d1d10f00d5d32ac875df6ba9d4d35dd13bb179dce9213',
      EMAIL_LINK_KEY: 'an-email-link-key-of-32-characters!!',
    };
    expect(() => loadConfig(production)).toThrow(
      /CLAMAV_URL: is required when NODE_ENV=production/,
    );
    expect(loadConfig({ ...production, CLAMAV_URL: 'tcp://clamd:3310' }).CLAMAV_URL).toBe(
      'tcp://clamd:3310',
    );
  });
});
