// `npm start`: build the web app and bundle the server when their builds are missing or
// older than their sources, then run the server in this process
// (docs/decisions/003-run-typescript-with-tsx.md). package.json starts it with `exec`, so
// the SIGTERM that npm passes on reaches this process and the server shuts down gracefully.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleApi, isStale, SERVER_BUNDLE } from './bundle-api.mjs';

// libuv's thread pool runs argon2 (as many hashes at once as there are cores, see
// passwords.ts) beside file reads and writes; it is sized before anything uses it, with room
// for the file work beside the hashes (docs/decisions/025-overload-and-pool-limits.md).
process.env.UV_THREADPOOL_SIZE ??= String(os.availableParallelism() + 4);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

const webIndex = at('apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
];
if (isStale(webIndex, webSources)) {
  console.log(
    existsSync(webIndex)
      ? 'Web app sources changed; rebuilding…'
      : 'Building the web app (first start)…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@ir/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's own code bundled (scripts/bundle-api.mjs), when missing or stale.
await bundleApi();

// Compiled code is cached on disk (os.tmpdir() unless NODE_COMPILE_CACHE names a folder):
// a warm start then skips most of the parsing.
module.enableCompileCache?.();
await import(pathToFileURL(SERVER_BUNDLE).href);
