/**
 * Keeps docs/ARCHITECTURE.md's worked examples true to the code, checked by `npm run lint`:
 *
 * - every file path the document names in `code` or as a link target exists. A path may be
 *   given from any folder down (`modules/review/routes.ts`, `lib/api.ts`): it must be the end
 *   of a real path. `<area>`, `*` and `{a,b}` stand for any name and for alternatives; `DATA_DIR/…`
 *   and other paths under an environment variable are the running server's, not checked;
 * - a fenced code block right after a line `<!-- from: <path> -->` is a copy of that file: its
 *   lines, trimmed and without blank ones, appear in the file in the same order and next to
 *   each other, except where the block has a line `// …`, which stands for lines left out.
 *
 * Prints each difference and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENT = 'docs/ARCHITECTURE.md';
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  '.git',
]);

/** Every file and folder of the repository (folders with a trailing slash), build output skipped. */
function entriesUnder(dir) {
  const entries = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      entries.push(`${relative}/`, ...entriesUnder(relative));
    } else {
      entries.push(relative);
    }
  }
  return entries;
}
const entries = entriesUnder('.');

const text = readFileSync(path.join(root, DOCUMENT), 'utf8');
const lines = text.split('\n');
const problems = [];

/** `{a,b}` to alternatives, `<name>` and `*` to one path part; a regular expression's source. */
function pathPattern(named) {
  const escape = (s) => s.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  return escape(named)
    .replace(/\{([^}]*)\}/g, (_, options) => `(?:${options.split(',').join('|')})`)
    .replace(/<[^>]+>|\*/g, '[^/]+');
}

/** Whether a named path is the end of a real one (after a folder boundary). */
function exists(named) {
  const pattern = new RegExp(`(?:^|/)${pathPattern(named)}${named.endsWith('/') ? '' : '/?'}$`);
  return entries.some((entry) => pattern.test(entry));
}

const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|sql|sh|html|css|yml|yaml)$/;
/** What is not a file of this repository: URLs, API paths, MIME types, runtime folders. */
const NOT_A_FILE = /^(?:[a-z]+:|\/|\.|(?:application|text|image)\/|[A-Z][A-Z0-9_]*\/)/;

const folderNames = new Set(
  entries.filter((e) => e.endsWith('/')).map((e) => e.slice(0, -1).split('/').at(-1)),
);

/**
 * The path a code span or link target names, or null when it names none: a path has a file
 * extension, ends with a slash, or starts with a folder name of the repository
 * (`modules/sessions`, not a package name like `@ir/domain` or a rule like `import-x/no-cycle`).
 */
function namedPath(token) {
  if (NOT_A_FILE.test(token) || /\s/.test(token)) return null;
  const named = token.replace(/^@ir\/domain\//, 'packages/domain/src/').replace(/#.*$/, '');
  if (!/^[\w@.<>*{},/-]+$/.test(named)) return null;
  const startsWithFolder = named.includes('/') && folderNames.has(named.split('/')[0]);
  return FILE_EXTENSION.test(named) || named.endsWith('/') || startsWithFolder ? named : null;
}

let fenced = false;
lines.forEach((line, index) => {
  if (line.trimStart().startsWith('```')) fenced = !fenced;
  if (fenced) return;
  const where = `${DOCUMENT}:${index + 1}`;
  const spans = [...line.matchAll(/`([^`]+)`/g)].map((m) => namedPath(m[1]));
  // A link target is relative to the document's folder.
  const links = [...line.matchAll(/\]\(([^)]+)\)/g)]
    .map((m) => namedPath(m[1]))
    .map((named) => named && path.posix.join(path.posix.dirname(DOCUMENT), named));
  for (const named of [...spans, ...links]) {
    if (named && !exists(named)) problems.push(`${where}: names ${named}, which does not exist`);
  }
});

const FROM = /^<!--\s*from:\s*(\S+)\s*-->$/;
const OMITTED = /^\/\/\s*(…|\.\.\.)$/;
const meaningful = (block) => block.map((l) => l.trim()).filter((l) => l !== '');

/** Where the runs of `block` (split at `// …`) appear in order in `file`, or the first that does not. */
function firstMissingRun(block, file) {
  const runs = [[]];
  for (const line of block) {
    if (OMITTED.test(line)) runs.push([]);
    else runs.at(-1).push(line);
  }
  let from = 0;
  for (const run of runs.filter((r) => r.length > 0)) {
    let at = -1;
    for (let i = from; i + run.length <= file.length && at < 0; i++) {
      if (run.every((line, j) => file[i + j] === line)) at = i;
    }
    if (at < 0) return run;
    from = at + run.length;
  }
  return null;
}

lines.forEach((line, index) => {
  const marker = FROM.exec(line.trim());
  if (!marker) return;
  const where = `${DOCUMENT}:${index + 1}`;
  const source = marker[1];
  // Prettier puts a blank line between the marker and the block.
  const open = lines.findIndex((l, i) => i > index && l.trim() !== '');
  if (open < 0 || !lines[open].trimStart().startsWith('```')) {
    problems.push(`${where}: a from: marker stands right before a fenced code block`);
    return;
  }
  const close = lines.findIndex((l, i) => i > open && l.trimStart().startsWith('```'));
  const block = meaningful(lines.slice(open + 1, close));
  let file;
  try {
    file = meaningful(readFileSync(path.join(root, source), 'utf8').split('\n'));
  } catch {
    problems.push(`${where}: ${source} does not exist`);
    return;
  }
  const missing = firstMissingRun(block, file);
  if (missing) {
    problems.push(
      `${where}: the block differs from ${source}; these lines are not in it as shown:\n    ${missing.join('\n    ')}`,
    );
  }
});

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} difference(s); see scripts/check-architecture-doc.mjs`);
  process.exit(1);
}
