import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The folders directly under `dir`, read at lint time so a new module or feature is covered. */
function foldersIn(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const TESTS = ['**/*.test.{ts,tsx}', 'apps/*/test/**', 'e2e/**'];

const API = 'apps/api/src';
const MODULE_ENTRY = `${root}/${API}/modules/*/index.ts`;

/**
 * API rooms (docs/ARCHITECTURE.md "Boundaries"): a module reaches another only through its
 * public entry modules/<area>/index.ts, and so do plugins, the CLI and the benchmarks; no
 * module or plugin imports the composition roots app.ts and server.ts. Tests may reach inside.
 */
const apiZones = [
  ...foldersIn(`${API}/modules`).map((area) => ({
    target: `${API}/modules/${area}/**`,
    from: [`${API}/modules/!(${area})/**`],
    except: [MODULE_ENTRY],
    message: `${area} may reach another module only through its entry, modules/<area>/index.ts; export what ${area} needs there.`,
  })),
  ...['plugins', 'cli', 'bench'].map((folder) => ({
    target: `${API}/${folder}/**`,
    from: [`${API}/modules/**`],
    except: [MODULE_ENTRY],
    message: `${folder}/ uses a module only through its entry, modules/<area>/index.ts.`,
  })),
  {
    target: [`${API}/modules/**`, `${API}/plugins/**`],
    from: [`${API}/app.ts`, `${API}/server.ts`],
    message: 'Modules and plugins never import the composition roots (app.ts, server.ts).',
  },
];

/**
 * Tables with one owner (docs/ARCHITECTURE.md "Boundaries"): only the owning module imports
 * their schema objects; other code reads and writes them through the functions the owner's
 * index.ts exports (users also gives subqueries to join). `alsoIn` names the one other module
 * that still reads users itself: the session store joins the account on every request, and
 * users ends sessions, so an import either way would be a cycle.
 */
const TABLE_OWNERS = [
  { owner: 'properties', tables: ['parcels', 'sales', 'parcelRevisions'] },
  { owner: 'users', tables: ['users'], alsoIn: ['sessions'] },
];

/** no-restricted-imports for the tables that `area` (a module folder, or none) does not own. */
function tableImportRule(area) {
  const patterns = TABLE_OWNERS.filter(
    ({ owner, alsoIn = [] }) => area !== owner && !alsoIn.includes(area),
  ).map(({ owner, tables }) => ({
    group: ['**/db/schema', '**/db/schema/**'],
    importNames: tables,
    message: `Only modules/${owner} queries this table: use the functions modules/${owner}/index.ts exports.`,
  }));
  return patterns.length > 0 ? ['error', { patterns }] : 'off';
}

/** One config per area with table owners or readers, after the rule for all other API code. */
const tableOwnerConfigs = [
  {
    files: [`${API}/**/*.ts`],
    ignores: [...TESTS, `${API}/db/**`],
    rules: { 'no-restricted-imports': tableImportRule(null) },
  },
  ...[...new Set(TABLE_OWNERS.flatMap(({ owner, alsoIn = [] }) => [owner, ...alsoIn]))].map(
    (area) => ({
      files: [`${API}/modules/${area}/**/*.ts`],
      ignores: TESTS,
      rules: { 'no-restricted-imports': tableImportRule(area) },
    }),
  ),
];

const WEB = 'apps/web/src';

/**
 * Web rooms: a feature imports only lib/, components/ and @ir/domain (at any depth of either
 * side), never another feature or the app shell; components/ and lib/ never import features/
 * or app/. Folder patterns, so features/<area>/api/ and components/ folders are covered.
 */
const webZones = [
  ...foldersIn(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}/**`,
    from: [`${WEB}/features/!(${feature})/**`],
    message: 'Features must not import each other; move shared code to components/ or lib/.',
  })),
  {
    target: `${WEB}/features/**`,
    from: [`${WEB}/!(features|lib|components)/**`, `${WEB}/*.{ts,tsx}`],
    message: 'A feature imports only lib/, components/ and @ir/domain (never the app shell).',
  },
  {
    target: [`${WEB}/components/**`, `${WEB}/lib/**`],
    from: [`${WEB}/features/**`, `${WEB}/app/**`],
    message: 'components/ and lib/ never import features/ or app/.',
  },
];

/** Cross-feature imports are wrong in tests too; the app shell and test/ are theirs to use. */
const webTestZones = webZones.slice(0, -2);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react*', '@ir/api*', '@ir/web*'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/domain/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${API}/**/*.ts`],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones }] },
  },
  ...tableOwnerConfigs,
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  {
    files: [`${WEB}/**/*.test.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webTestZones }] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'packages/domain/**',
              from: ['apps/**'],
              message: 'The domain is shared by both apps and imports nothing from them.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
