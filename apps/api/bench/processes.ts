/** Processes, servers and databases that the bench sections share. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** Away from the e2e ports (3996-3999) and the default 3000. */
export const PORT = 3990;

/**
 * The keys a server or the CLI needs on a shared database, as a real deployment has them (the
 * configuration refuses the public development keys there); new for each bench run.
 */
export const SHARED_DATABASE_KEYS = {
  CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  EMAIL_LINK_KEY: randomBytes(32).toString('hex'),
  MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};

export interface Timed {
  ms: number;
  output: string;
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command: string, args: string[], env: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0) resolve({ ms: performance.now() - started, output });
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`));
    });
  });
}

export interface RunningServer {
  /** Milliseconds from spawning the command until the URL answered 200. */
  readyMs: number;
  /** The spawned process: the server itself when the command is node, npm's when it is npm. */
  pid: number;
  stop(): Promise<void>;
  /** Sends `signal` (SIGKILL: a crash) to its whole group and waits until it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts a server command and waits until `url` answers 200; `onStdout` gets its log. */
export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  url: string,
  { onStdout }: { onStdout?: (text: string) => void } = {},
): Promise<RunningServer> {
  const started = performance.now();
  // Its own process group, so npm and the server all stop together.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'],
    detached: true,
  });
  if (onStdout) child.stdout?.on('data', (d: Buffer) => onStdout(d.toString()));
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = once(child, 'exit');
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, signal);
    }
    await exited;
  };
  const stop = () => kill('SIGTERM');
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`${command} ${args.join(' ')} exited ${child.exitCode}:\n${stderr}`);
      }
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { readyMs: performance.now() - started, pid: child.pid ?? 0, stop, kill };
      await new Promise((r) => setTimeout(r, 10));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The value at fraction `p` (0.95 for p95) of values sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * A scratch PostgreSQL database for `fn`, dropped afterwards, unless BENCH_KEEP_DATABASE is
 * set: then it is kept and named, e.g. for the scale bench's BENCH_SCALE_DATABASE.
 */
export async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `ir_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await fn(`${PG_SERVER}/${name}`);
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.error(`kept: ${PG_SERVER}/${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const ratio = (a: number, b: number) => (a / b).toFixed(a / b < 10 ? 2 : 1);
