/**
 * The server side of the resolution bench, in a process of its own so that its RSS is the
 * server's alone: `resolution-server.ts <postgres url>` (the database already migrated). It
 * listens on a free port and tells the parent (IPC) which; `mark` collects its heap and starts
 * timing its event loop's delay, `delay` answers it (what the overload guard of decision 025
 * acts on), `stop` ends it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const [postgresUrl] = process.argv.slice(2);
const send = (message: unknown) => process.send?.(message);
const RESOLUTION_MS = 10;

async function main() {
  if (!postgresUrl) throw new Error('usage: resolution-server.ts <postgres url>');
  // The e-mails the answers queue are written as .eml files to a scratch folder, removed after.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-resolution-'));
  // The pool size every instance runs with by default.
  const database = await openDatabase({ kind: 'postgres', url: postgresUrl });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_HMAC_KEY: 'bench',
    // Small proof of work: the filings are set up before any clock starts.
    CAPTCHA_COMPLEXITY: '100',
    // One forwarded address per owner, as in real life.
    TRUST_PROXY: 'true',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  process.on('message', (message: { cmd: 'mark' | 'delay' | 'stop' }) => {
    if (message.cmd === 'mark') {
      globalThis.gc?.();
      delay.disable();
      delay.reset();
      delay.enable();
      send({ cmd: 'marked' });
      return;
    }
    if (message.cmd === 'delay') {
      delay.disable();
      // The histogram counts the sampling interval itself; what is beyond it is the delay.
      const ms = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
      send({ cmd: 'delay', p99: ms(delay.percentile(99)), max: ms(delay.max) });
      return;
    }
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
  send({ cmd: 'ready', port: (app.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
