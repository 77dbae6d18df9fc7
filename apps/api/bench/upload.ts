/**
 * A 25 MiB upload through a listening server, streamed by fetch: its time, and how far the
 * server process's RSS rises above where it stood just before (sampled every millisecond in
 * that process). Next to it, bare Fastify with @fastify/multipart piping the file to nowhere
 * (the floor) and reading it into a Buffer (what holding a file in memory looks like).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { UPLOAD_MAX_BYTES } from '@ir/domain';
import { startTestClamd } from '../test/clamd.ts';
import { fmt, median, withPostgresDatabase } from './processes.ts';
import type { ServerReady, UploadScenario } from './upload-server.ts';

const SERVER = fileURLToPath(new URL('./upload-server.ts', import.meta.url));
const RUNS = 5;
const CHUNK = 64 * 1024;
const MiB = 1024 * 1024;
const BOUNDARY = '----ir-bench-boundary';

interface RunFigures {
  ms: number;
  growthBytes: number;
  status: number;
  answer: string;
}

/** The multipart body, made 64 KiB at a time: the client holds one chunk, never the file. */
async function* body(ready: ServerReady, size: number, run: number): AsyncGenerator<Uint8Array> {
  const head = [
    ready.printkey
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="printkey"\r\n\r\n${ready.printkey}\r\n`
      : '',
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="appraisal.pdf"\r\n`,
    'Content-Type: application/pdf\r\n\r\n',
  ].join('');
  yield Buffer.from(head);
  // A PDF (so the pipeline sniffs it as one) made unique per run (so it is stored each time).
  const start = Buffer.from(`%PDF-1.4\n% bench run ${run} ${Date.now()}\n`);
  yield start;
  const filler = Buffer.alloc(CHUNK, 0x20);
  let left = size - start.length;
  while (left > 0) {
    const n = Math.min(CHUNK, left);
    yield n === CHUNK ? filler : filler.subarray(0, n);
    left -= n;
  }
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

function request(
  child: ChildProcess,
  cmd: string,
  answer: string,
): Promise<Record<string, unknown>> {
  const reply = new Promise<Record<string, unknown>>((resolve) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (message.cmd !== answer) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
  });
  if (cmd) child.send({ cmd });
  return reply;
}

async function upload(ready: ServerReady, size: number, run: number): Promise<RunFigures> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${ready.port}${ready.path}`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(ready.cookie ? { cookie: ready.cookie } : {}),
    },
    body: ReadableStream.from(body(ready, size, run)),
    duplex: 'half',
  } as RequestInit);
  const answer = await response.text();
  return { ms: performance.now() - started, growthBytes: 0, status: response.status, answer };
}

/**
 * One server process per measured upload, so each starts from the same state: RSS rarely
 * shrinks once grown (freed memory stays with the allocator), so a second upload in the same
 * process would show only what the first did not already take. A 1 MiB upload first loads
 * every code path, so the figure is the 25 MiB file's, not start-up's.
 */
async function measureOnce(
  scenario: UploadScenario,
  env: Record<string, string>,
  run: number,
  postgresUrl?: string,
): Promise<RunFigures> {
  const child = fork(SERVER, [scenario, ...(postgresUrl ? [postgresUrl] : [])], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
  });
  const exited = once(child, 'exit');
  try {
    const ready = (await request(child, '', 'ready')) as unknown as ServerReady;
    const warm = await upload(ready, MiB, 1000 + run);
    if (warm.status !== 200) throw new Error(`warm-up upload: ${warm.status} ${warm.answer}`);
    await request(child, 'mark', 'marked');
    const figures = await upload(ready, UPLOAD_MAX_BYTES, run);
    const { base, peak } = (await request(child, 'peak', 'peak')) as { base: number; peak: number };
    return { ...figures, growthBytes: peak - base };
  } finally {
    child.send({ cmd: 'stop' });
    await exited;
  }
}

async function measure(
  scenario: UploadScenario,
  env: Record<string, string>,
  postgresUrl?: string,
): Promise<RunFigures[]> {
  const runs: RunFigures[] = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await measureOnce(scenario, env, run, postgresUrl));
  return runs;
}

interface Row {
  what: string;
  runs: RunFigures[];
}

export async function measureUpload(): Promise<string> {
  const clamd = await startTestClamd();
  const scan: Record<string, string> = clamd.url ? { CLAMAV_URL: clamd.url } : {};
  const rows: Row[] = [];
  try {
    rows.push({
      what: 'bare Fastify + @fastify/multipart, file piped to nowhere (floor)',
      runs: await measure('bare-stream', {}),
    });
    rows.push({
      what: 'bare Fastify + @fastify/multipart, file read with `toBuffer()` (held in memory)',
      runs: await measure('bare-buffer', {}),
    });
    rows.push({
      what: `\`POST /api/ir/uploadfile\`, embedded database (files on disk)${clamd.url ? ', clamd scan' : ', no scanner'}`,
      runs: await measure('app', scan),
    });
    rows.push({
      what: `\`POST /api/ir/uploadfile\`, PostgreSQL (files in \`stored_file_chunks\`)${clamd.url ? ', clamd scan' : ', no scanner'}`,
      runs: await withPostgresDatabase((url) => measure('app', scan, url)),
    });
  } finally {
    clamd.stop();
  }
  for (const row of rows) {
    for (const run of row.runs) {
      if (run.status !== 200) throw new Error(`${row.what}: ${run.status} ${run.answer}`);
    }
  }
  const mib = (bytes: number) => (bytes / MiB).toFixed(1);
  const table = rows
    .map((row) => {
      const ms = median(row.runs.map((r) => r.ms));
      const growth = row.runs.map((r) => r.growthBytes);
      return `| ${row.what} | ${fmt(ms)} ms | ${mib(median(growth))} MiB | ${mib(Math.max(...growth))} MiB | ${growth.map(mib).join(' / ')} |`;
    })
    .join('\n');
  return `## Upload

| a ${mib(UPLOAD_MAX_BYTES)} MiB PDF, streamed by fetch over 127.0.0.1, ${RUNS} server processes | median time | median RSS growth | peak RSS growth | growth per run (MiB) |
| --- | --- | --- | --- | --- |
${table}

Each upload goes to a fresh server process (apps/api/bench/upload-server.ts) warmed by a
1 MiB upload, since RSS seldom shrinks once grown. The server samples its
\`process.memoryUsage().rss\` every millisecond from just before the upload (after a forced
garbage collection) to its answer; the growth is the peak minus that starting point. The
client builds the body 64 KiB at a time.

Goal: flat, i.e. the app's growth at the streaming floor, not the floor plus the file's size.
The floor is not zero even for a server that keeps nothing: every chunk read from the socket
is a new Buffer, and V8 collects them only once enough external memory has piled up, which
on this Node is about as much as one 25 MiB file. Holding the file (\`toBuffer()\`) adds its
size on top of that.

On the embedded database the file goes from the socket to a temp file, is sniffed, zip-checked
(docx/xlsx), streamed to clamd and streamed into \`DATA_DIR/files\`: never whole in memory,
and its growth stays at the floor. On PostgreSQL the file is written to the database 1 MiB
at a time (\`stored_file_chunks\`, decision 012), so its growth is the floor plus a few chunks
in flight in the driver (each is sent hex-encoded), not the file's size: with the whole file
in one \`bytea\` row it was 64 MiB on this machine (2026-11-22, before the chunked store).
`;
}
