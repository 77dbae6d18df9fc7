/**
 * Conventions ESLint cannot see, checked by `npm run lint`:
 *
 * - every source file name is kebab-case (each dot-separated part, e.g. `sign-in.test.ts`);
 *   a React component file in apps/web may be PascalCase `.tsx` (`LoginForm.tsx`);
 * - no file is named after a contract (packages/domain/src/contracts/<area>/<operation>.ts)
 *   written differently: `signin.ts` while the contract is `sign-in.ts`, so that the files
 *   implementing an operation are found under its name;
 * - no source text names an issue by its number ("issue", then a number with or without `#`):
 *   a reader without the tracker learns nothing from it, so a comment or a test name says the
 *   reason or the feature instead.
 *
 * Prints each violation and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'migrations',
  '.git',
]);
const CONTRACTS = 'packages/domain/src/contracts';

/** Source files under `dir` (repository-relative, forward slashes), build output skipped. */
function sourceFiles(dir, recurse = true) {
  const files = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (recurse && !SKIPPED_FOLDERS.has(entry.name)) files.push(...sourceFiles(relative));
    } else if (SOURCE.test(entry.name)) {
      files.push(relative);
    }
  }
  return files;
}

const files = [
  ...sourceFiles('.', false),
  ...['apps', 'packages', 'e2e', 'scripts'].flatMap((dir) => sourceFiles(dir)),
];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** `LoginForm` -> `login-form`, so a component compares with a contract by its words. */
const kebabOf = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** The letters of a name without its hyphens: `sign-in` and `signin` share `signin`. */
const lettersOf = (name) => name.replaceAll('-', '');

const contractNames = new Map(
  files
    .filter((file) => file.startsWith(`${CONTRACTS}/`))
    .map((file) => path.basename(file).split('.')[0])
    .map((name) => [lettersOf(name), name]),
);

const problems = [];

for (const file of files) {
  const parts = path.basename(file).split('.');
  const extension = parts.pop();
  const [stem, ...rest] = parts;
  const component = file.startsWith('apps/web/') && extension === 'tsx' && PASCAL.test(stem);
  if (!(component || KEBAB.test(stem)) || !rest.every((part) => KEBAB.test(part))) {
    problems.push(
      `${file}: a source file name is kebab-case (a React component in apps/web may be PascalCase .tsx)`,
    );
  }
  const words = component ? kebabOf(stem) : stem;
  const contract = contractNames.get(lettersOf(words));
  if (contract && contract !== words) {
    problems.push(
      `${file}: named like the contract ${contract}.ts but written differently; name it ${contract}`,
    );
  }
}

/** "issue" or "issues", then a number, `#` or not, any case: an issue named by its number. */
const ISSUE_NUMBER = /\bissues?\s*#?\s*\d+/gi;

for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(ISSUE_NUMBER)) {
      problems.push(
        `${file}:${index + 1}: "${match[0]}": say the reason or the feature, not an issue number`,
      );
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} source convention problem(s); see scripts/check-source-conventions.mjs`,
  );
  process.exit(1);
}
