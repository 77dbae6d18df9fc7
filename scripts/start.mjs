// `npm start`: build the web app and bundle the server when their builds are missing or
// older than their sources, then run the server in this process
// (docs/decisions/003-run-typescript-with-tsx.md).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

// One bundle of the server's own code (packages stay in node_modules): it starts in about
// two-thirds of the time of loading each TypeScript file through tsx.
const serverBundle = at('apps/api/dist/server.mjs');
const serverSources = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src'];
if (isStale(serverBundle, serverSources)) {
  const { build } = await import('esbuild');
  const apiPackage = (
    await import(pathToFileURL(at('apps/api/package.json')), { with: { type: 'json' } })
  ).default;
  await build({
    entryPoints: [at('apps/api/src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(apiPackage.dependencies).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  // The bundle finds its migrations beside it, as db/client.ts does in the sources.
  rmSync(at('apps/api/dist/migrations'), { recursive: true, force: true });
  cpSync(at('apps/api/src/db/migrations'), at('apps/api/dist/migrations'), { recursive: true });
}

await import(pathToFileURL(serverBundle).href);
