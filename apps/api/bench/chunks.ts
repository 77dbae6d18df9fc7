/**
 * The lazily loaded pages' JavaScript: for each feature chunk of the built web app, what a
 * browser fetches to open it beyond the landing page's initial JavaScript (the feature's chunk
 * and the shared chunks it imports that the landing page did not load), gzipped. The landing
 * page's 100 KB budget does not apply to these; their size is measured so it is watched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from './processes.ts';
import { initialFiles } from './web.ts';

const ASSETS = path.join(root, 'apps/web/dist/assets');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The features routes.tsx loads lazily, by their chunk's name, with a page each opens. */
const FEATURES = [
  ['town', '/town (the dashboard, with Roll uniformity)'],
  ['meetings', '/meetings'],
  ['outcomes', '/outcomes'],
  ['review', '/appreview'],
  ['review-detail', '/review/{id} (with the offer form and the integrity check)'],
  ['filing', '/applications/{id} (with the offer panel and the booking)'],
  ['admin', '/admin'],
  ['representatives', '/representative/authorizations'],
] as const;

/** The chunk files a chunk imports statically, recursively, itself included. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(path.join(ASSETS, file), 'utf8');
  for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    closure(match[1]!, seen);
  }
  return seen;
}

const gzipped = (file: string) =>
  gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length;

export async function measureChunks(): Promise<string> {
  console.log('building the web app…');
  await run('npm', ['run', 'build'], {});
  const initial = new Set(
    initialFiles(readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8'))
      .filter((f) => f.kind === 'js')
      .map((f) => path.basename(f.url)),
  );
  // The routes' dynamic imports, in the entry chunks: import(`./town-XXXXXXXX.js`).
  const lazy = [...initial].flatMap((file) =>
    [...readFileSync(path.join(ASSETS, file), 'utf8').matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map(
      (m) => m[1]!,
    ),
  );
  const rows = FEATURES.map(([feature, page]) => {
    const chunk = lazy.find((f) => new RegExp(`^${feature}-[\\w-]{8}\\.js$`).test(f));
    if (!chunk) throw new Error(`no chunk for the ${feature} feature`);
    const extra = [...closure(chunk)].filter((f) => !initial.has(f));
    const own = gzipped(chunk);
    const all = extra.reduce((sum, f) => sum + gzipped(f), 0);
    return `| \`${feature}\` | ${page} | ${kb(own)} | ${extra.length} | ${kb(all)} |`;
  });
  return `## Lazy pages: the JavaScript each feature loads

| feature chunk | opens | its chunk, gzipped | files beyond the landing page's | all of them, gzipped |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

What a browser fetches to open a page of the feature after the landing page: the feature's
chunk and every chunk it imports (recursively) that the landing page's initial JavaScript did not
already load, each gzipped at level 9 as the server precompresses them. The landing page's own
budget (100 KB) is in its section; these have none, and are measured so a growth is seen.
`;
}
