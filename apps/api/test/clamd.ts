import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { pingClamd } from '../src/plugins/upload-pipeline/clamd.ts';

const SCRIPT = fileURLToPath(new URL('../../../scripts/clamd-test.sh', import.meta.url));

export interface TestClamd {
  /** '' when no clamd could be had here: the tests that need one are skipped (never in CI). */
  url: string;
  stop(): void;
}

/**
 * The clamd the upload tests scan with: CLAMAV_URL when set (CI starts one), else one of
 * our own on a free port when Debian's clamd is installed. In CI a missing clamd is a
 * failure, so the malware tests can never be skipped there without anyone seeing it.
 */
export async function startTestClamd(): Promise<TestClamd> {
  const given = process.env.CLAMAV_URL;
  if (given) {
    if (!(await pingClamd(given, { timeoutMs: 5_000 }))) {
      throw new Error(`CLAMAV_URL=${given} does not answer PING`);
    }
    return { url: given, stop: () => undefined };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ir-clamd-'));
  try {
    const { stdout } = await promisify(execFile)('bash', [SCRIPT, dir, String(await freePort())]);
    const pid = Number(readFileSync(path.join(dir, 'clamd.pid'), 'utf8'));
    return {
      url: stdout.trim(),
      stop: () => {
        process.kill(pid);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const why = (error as { stderr?: string }).stderr?.trim() || String(error);
    if (process.env.CI === 'true') throw new Error(`clamd is required in CI: ${why}`);
    console.warn(`\n[api tests] ${why}\n[api tests] skipping the tests that need clamd.\n`);
    return { url: '', stop: () => undefined };
  }
}

/** A port nothing listens on now, for a server the test or bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
