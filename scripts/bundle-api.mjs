// The API's own code bundled (docs/decisions/015-compression-and-copy-import.md and 047): the
// server and the CLI, split at their dynamic imports and sharing chunks, with the pure-ESM
// packages drizzle-orm and zod inside, since Node reads drizzle-orm's 180 KB package.json again
// for each of its hundreds of files. Other packages stay in node_modules (some find their own
// files on disk). `npm start`, `npm run cli` and the tests that run either build it when it is
// missing or older than its sources.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

export const API_BUNDLE_DIR = at('apps/api/dist');
export const SERVER_BUNDLE = path.join(API_BUNDLE_DIR, 'server.mjs');
export const CLI_BUNDLE = path.join(API_BUNDLE_DIR, 'cli.mjs');

const SOURCES = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/domain/package.json',
  'packages/domain/src',
  'scripts/bundle-api.mjs',
];
const BUNDLED_PACKAGES = new Set(['drizzle-orm', 'zod']);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Whether `output` is missing or older than any file of `sources` (paths from the root). */
export function isStale(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((s) => newestMtime(at(s))));
}

/** Builds apps/api/dist when it is missing or stale; returns whether it built. */
export async function bundleApi() {
  // The CLI entry is written last: its time stamp says when the whole bundle was made.
  if (!isStale(CLI_BUNDLE, SOURCES) && existsSync(SERVER_BUNDLE)) return false;
  const esbuild = await import('esbuild');
  const apiPackage = (
    await import(pathToFileURL(at('apps/api/package.json')), { with: { type: 'json' } })
  ).default;
  // Built beside, then put in place: a command started meanwhile never runs half a bundle.
  const building = `${API_BUNDLE_DIR}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { server: at('apps/api/src/server.ts'), cli: at('apps/api/src/cli/index.ts') },
    outdir: building,
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
  cpSync(at('apps/api/src/db/migrations'), path.join(building, 'migrations'), { recursive: true });
  const now = new Date();
  utimesSync(path.join(building, 'cli.mjs'), now, now);
  rmSync(API_BUNDLE_DIR, { recursive: true, force: true });
  renameSync(building, API_BUNDLE_DIR);
  return true;
}
