/**
 * The server side of the upload bench, in a process of its own so that its RSS is the
 * server's alone: `upload-server.ts <scenario> [postgres url]`. It listens on a free port,
 * tells the parent (IPC) where and as whom to upload, and samples process.memoryUsage().rss
 * every millisecond between the parent's `mark` and `peak` messages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@ir/domain';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import { insertParcel } from '../test/parcels.ts';

export type UploadScenario = 'bare-stream' | 'bare-buffer' | 'app';

export interface ServerReady {
  port: number;
  path: string;
  cookie: string;
  printkey: string;
}

const [scenario, postgresUrl] = process.argv.slice(2) as [UploadScenario, string | undefined];
const send = (message: unknown) => process.send?.(message);

/** Bare Fastify with @fastify/multipart: the file piped to nowhere, or read into a Buffer. */
async function bare(buffered: boolean): Promise<{ app: FastifyInstance; ready: ServerReady }> {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES } });
  app.post('/upload', async (request) => {
    const file = await request.file();
    if (!file) throw new Error('no file');
    if (buffered) return { size: (await file.toBuffer()).length };
    let size = 0;
    await pipeline(
      file.file,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done();
        },
      }),
    );
    return { size };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, ready: { port, path: '/upload', cookie: '', printkey: '' } };
}

/** The whole app: session, policy, rate limit, pipeline (clamd when CLAMAV_URL), storage. */
async function whole(dataDir: string): Promise<{
  app: FastifyInstance;
  database: Database;
  ready: ServerReady;
}> {
  const database = postgresUrl
    ? await openDatabase({ kind: 'postgres', url: postgresUrl })
    : await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(process.env.CLAMAV_URL ? { CLAMAV_URL: process.env.CLAMAV_URL } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await insertUser(database.db, {
    municipalityKey: 'development',
    email: `bench-uploader-${process.pid}@example.com`,
    passwordHash: null,
    role: 'user',
    status: 'active',
    verifiedAt: new Date(),
  });
  if (!user) throw new Error('the bench account was not created');
  const printkey = '1.00-1-1';
  await insertParcel(database.db, 'development', { sbl: printkey, fullAddress: '1 Bench Street' });
  const token = await createSession(
    database.db,
    { userId: user.id, municipalityKey: 'development' },
    new Date(),
  );
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    database,
    ready: { port, path: '/api/ir/uploadfile', cookie: `${SESSION_COOKIE}=${token}`, printkey },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-upload-'));
  const server =
    scenario === 'app'
      ? await whole(dataDir)
      : { ...(await bare(scenario === 'bare-buffer')), database: undefined };
  let base = 0;
  let peak = 0;
  let sampling: NodeJS.Timeout | undefined;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  process.on('message', (message: { cmd: 'mark' | 'peak' | 'stop' }) => {
    if (message.cmd === 'mark') {
      // Each run starts from a collected heap, so garbage of the run before is not counted.
      globalThis.gc?.();
      base = process.memoryUsage().rss;
      peak = base;
      sampling = setInterval(sample, 1);
      send({ cmd: 'marked' });
    } else if (message.cmd === 'peak') {
      sample();
      clearInterval(sampling);
      send({ cmd: 'peak', base, peak });
    } else {
      void server.app
        .close()
        .then(() => server.database?.close())
        .finally(() => {
          rmSync(dataDir, { recursive: true, force: true });
          process.exit(0);
        });
    }
  });
  send({ cmd: 'ready', ...server.ready });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
