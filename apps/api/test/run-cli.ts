import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root: the folder `npm run cli` and `npm start` are run from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The real command, as `npm run cli` runs it (scripts/cli.mjs and the API's bundle, which the
 * test setup built), in development, without the test process's database, plus `env`.
 */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const { DATABASE_URL: _url, INIT_CWD: _cwd, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/cli.mjs', ...args], {
      cwd: REPO_ROOT,
      env: { ...inherited, NODE_ENV: 'development', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
