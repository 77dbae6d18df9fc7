import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './db/data-dir-lock.ts';
import { DEPLOYMENT_KEYS } from '../test/deployment-keys.ts';
import { REPO_ROOT } from '../test/run-cli.ts';

/** The server as `npm start` runs it: the API's bundle, which the test setup built. */
const serverFile = path.join(REPO_ROOT, 'apps/api/dist/server.mjs');

/** Starts the real server process and collects how it ends. */
function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, LOG_LEVEL: 'silent', PORT: '0', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('graceful shutdown', () => {
  it('stops on SIGTERM with exit 0 and releases the data folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-server-'));
    // production skips the demo seed, which this test does not need.
    const child = spawn(process.execPath, [serverFile], {
      env: {
        ...process.env,
        LOG_LEVEL: 'info',
        PORT: '0',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        EMAIL_LINK_KEY: 'an-e-mail-link-key-of-32-characters',
        CAPTCHA_HMAC_KEY: 'test-key',
        PUBLIC_URL: 'https://review.example.com',
        SMTP_URL: 'smtp://mail.example.com',
        CLAMAV_URL: 'tcp://127.0.0.1:3310',
        MFA_ENCRYPTION_KEY: '5c1a29a75ae64a2b230d1d10f00d5d32ac875df6ba9d4d35dd13bb179dce9213',
      },
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let stdout = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        const match = /"port":(\d+)/.exec(stdout);
        if (match) resolve(Number(match[1]));
      });
      void exited.then(() => reject(new Error(`server exited early: ${stdout}`)));
    });
    const ready = await fetch(`http://127.0.0.1:${port}/api/readyz`);
    expect(ready.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toContain('shutting down');
    expect(readdirSync(dataDir)).not.toContain('server.lock');
  });
});

describe('npm start', () => {
  // The first run may build the web app and the server bundle.
  it('stops gracefully when the npm process gets SIGTERM', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-server-'));
    // Its own process group, so a server left behind by a failure can be stopped below.
    const npm = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      detached: true,
      env: {
        ...process.env,
        LOG_LEVEL: 'info',
        PORT: '0',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        EMAIL_LINK_KEY: 'an-e-mail-link-key-of-32-characters',
        CAPTCHA_HMAC_KEY: 'test-key',
        PUBLIC_URL: 'https://review.example.com',
        SMTP_URL: 'smtp://mail.example.com',
        CLAMAV_URL: 'tcp://127.0.0.1:3310',
        MFA_ENCRYPTION_KEY: '5c1a29a75ae64a2b230d1d10f00d5d32ac875df6ba9d4d35dd13bb179dce9213',
      },
    });
    const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
    let stdout = '';
    try {
      const port = await new Promise<number>((resolve, reject) => {
        npm.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
          const match = /"port":(\d+)/.exec(stdout);
          if (match) resolve(Number(match[1]));
        });
        void exited.then(() => reject(new Error(`npm start exited early: ${stdout}`)));
      });
      const ready = await fetch(`http://127.0.0.1:${port}/api/readyz`);
      expect(ready.status).toBe(200);
      // Only npm's own process: the signal has to travel from npm to the server.
      npm.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stdout).toContain('"signal":"SIGTERM","msg":"shutting down"');
      expect(readdirSync(dataDir)).not.toContain('server.lock');
      await expect(fetch(`http://127.0.0.1:${port}/api/readyz`)).rejects.toThrow();
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // The group has already ended, as it should.
      }
    }
  });
});

describe('server start-up failures', () => {
  it('names every invalid variable and exits 1', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-server-'));
    const { code, stderr } = await startServer({
      DATA_DIR: dataDir,
      PORT: 'eighty',
      DEFAULT_MUNICIPALITY: 'Atlantis!',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration:/);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('DEFAULT_MUNICIPALITY');
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('says the database is unreachable and exits 1', async () => {
    const { code, stderr } = await startServer({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing',
      ...DEPLOYMENT_KEYS,
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot reach the database at DATABASE_URL');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a data folder another process holds, and leaves it alone', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-server-'));
    const lock = lockDataDir(dataDir);
    try {
      const { code, stderr } = await startServer({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain(`is in use by another process (pid ${process.pid})`);
      expect(readdirSync(dataDir)).toEqual(['server.lock']);
    } finally {
      lock.release();
    }
  });
});
