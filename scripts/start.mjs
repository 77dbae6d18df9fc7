// `npm start`: build the web app and bundle the server when their builds are missing or
// older than their sources, then run the server in this process
// (docs/decisions/003-run-typescript-with-tsx.md). package.json starts it with `exec`, so
// the SIGTERM that npm passes on reaches this process and the server shuts down gracefully.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// libuv's thread pool runs argon2 (as many hashes at once as there are cores, see
// passwords.ts) beside file reads and writes; it is sized before anything uses it, with room
// for the file work beside the hashes (docs/decisions/025-overload-and-pool-limits.md).
process.env.UV_THREADPOOL_SIZE ??= String(os.availableParallelism() + 4);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function isStale(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((s) => newestMtime(at(s))));
}

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

// The server's own code bundled (docs/decisions/015-compression-and-copy-import.md): split at
// its dynamic imports, so opening the database starts before the HTTP stack has loaded, and
// with the pure-ESM packages drizzle-orm and zod inside, since Node reads drizzle-orm's
// 180 KB package.json again for each of its hundreds of files. Other packages stay in
// node_modules (some find their own files on disk).
const serverDir = at('apps/api/dist');
const serverBundle = path.join(serverDir, 'server.mjs');
const serverSources = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src'];
const BUNDLED_PACKAGES = new Set(['drizzle-orm', 'zod']);
if (isStale(serverBundle, serverSources)) {
  const esbuild = await import('esbuild');
  const apiPackage = (
    await import(pathToFileURL(at('apps/api/package.json')), { with: { type: 'json' } })
  ).default;
  rmSync(serverDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { server: at('apps/api/src/server.ts') },
    outdir: serverDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: Object.keys(apiPackage.dependencies)
      .filter((name) => !BUNDLED_PACKAGES.has(name))
      .flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the server.
  await esbuild.stop();
  // The bundle finds its migrations beside it, as db/client.ts does in the sources.
  cpSync(at('apps/api/src/db/migrations'), path.join(serverDir, 'migrations'), { recursive: true });
}

// Compiled code is cached on disk (os.tmpdir() unless NODE_COMPILE_CACHE names a folder):
// a warm start then skips most of the parsing.
module.enableCompileCache?.();
await import(pathToFileURL(serverBundle).href);
