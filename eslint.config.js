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
/** The benchmarks (`npm run bench`), beside the product's source rather than in it. */
const BENCH = 'apps/api/bench';
const MODULE_ENTRY = `${root}/${API}/modules/*/index.ts`;

/**
 * API rooms (docs/ARCHITECTURE.md "Boundaries"): a module reaches another only through its
 * public entry modules/<area>/index.ts, and so do the CLI and the benchmarks; plugins/ is
 * infrastructure and imports no module at all (app.ts wires modules to it); no module or
 * plugin imports the composition roots app.ts and server.ts. Tests may reach inside.
 */
const apiZones = [
  ...foldersIn(`${API}/modules`).map((area) => ({
    target: `${API}/modules/${area}/**`,
    from: [`${API}/modules/!(${area})/**`],
    except: [MODULE_ENTRY],
    message: `${area} may reach another module only through its entry, modules/<area>/index.ts; export what ${area} needs there.`,
  })),
  {
    target: `${API}/plugins/**`,
    from: [`${API}/modules/**`],
    message:
      'plugins/ is infrastructure and imports no module: move the code that needs one into its module, or have app.ts hand it over.',
  },
  ...[`${API}/cli`, BENCH].map((folder) => ({
    target: `${folder}/**`,
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
 * The owner of every table the schema (apps/api/src/db/schema) exports, as a path under
 * apps/api/src: a module folder, or the plugin file of an infrastructure table. Only the owner
 * imports a table's schema object; other code reads and writes it through the functions the
 * owner's index.ts exports (docs/ARCHITECTURE.md "Boundaries", whose owners table must say
 * the same). `npm run lint` fails on a table missing here (scripts/check-table-owners.mjs).
 */
export const TABLE_OWNERS = {
  municipalities: 'modules/municipalities',
  municipalitiesRevision: 'modules/municipalities',
  parcels: 'modules/properties',
  sales: 'modules/properties',
  parcelRevisions: 'modules/properties',
  users: 'modules/users',
  sessions: 'modules/sessions',
  userTokens: 'modules/auth',
  rateLimits: 'modules/auth',
  oidcFlows: 'modules/auth',
  userMfa: 'modules/auth',
  mfaRecoveryCodes: 'modules/auth',
  outbox: 'modules/mail',
  auditLog: 'modules/audit',
  usedCaptchas: 'plugins/captcha.ts',
  storedFiles: 'plugins/storage-database.ts',
  storedFileChunks: 'plugins/storage-database.ts',
  applications: 'modules/applications',
  reviews: 'modules/applications',
  applicationResponses: 'modules/applications',
  // A draft's files are rows of this table too (no application yet), so uploads keeps them all.
  applicationFiles: 'modules/uploads',
  savedApplicants: 'modules/filing',
  bulkBatches: 'modules/filing',
  bulkBatchRows: 'modules/filing',
  filingDrafts: 'modules/uploads',
  reviewHistory: 'modules/review',
  reviewListRows: 'modules/review',
  reviewListRevisions: 'modules/review',
  emailPreferences: 'modules/reminders',
  sentReminders: 'modules/reminders',
  representativeAuthorizations: 'modules/representatives',
  apiKeys: 'modules/api-keys',
  idempotencyKeys: 'modules/api-keys',
  webhooks: 'modules/webhooks',
  webhookDeliveries: 'modules/webhooks',
  reviewOffers: 'modules/offers',
  meetingSlots: 'modules/meetings',
  meetingBookings: 'modules/meetings',
};

/**
 * The modules that still import a table they do not own. The session lookup joins the
 * account and its two-factor row on every request, and users and auth both end sessions, so
 * an import from sessions to either would be a cycle. An entry here is a debt, never a way
 * around the owner.
 */
export const TABLE_READERS = {
  users: ['modules/sessions'],
  userMfa: ['modules/sessions'],
};

/** no-restricted-imports of the tables that code in `area` (an owner or reader path, or none) may not import. */
function tableImportRule(area) {
  const byOwner = new Map();
  for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
    if (owner === area || TABLE_READERS[table]?.includes(area)) continue;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), table]);
  }
  const patterns = [...byOwner].map(([owner, tables]) => ({
    group: ['**/db/schema', '**/db/schema/**'],
    importNames: tables,
    message: `Only ${owner} queries this table: use the functions ${owner.endsWith('.ts') ? owner : `${owner}/index.ts`} exports.`,
  }));
  return patterns.length > 0 ? ['error', { patterns }] : 'off';
}

/** A rule for all other API code, then one per owner or reader of a table, which wins for its files. */
const tableOwnerConfigs = [
  {
    files: [`${API}/**/*.ts`, `${BENCH}/**/*.ts`],
    ignores: [...TESTS, `${API}/db/**`],
    rules: { 'no-restricted-imports': tableImportRule(null) },
  },
  ...[...new Set([...Object.values(TABLE_OWNERS), ...Object.values(TABLE_READERS).flat()])].map(
    (area) => ({
      files: [area.endsWith('.ts') ? `${API}/${area}` : `${API}/${area}/**/*.ts`],
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
    files: [`${API}/**/*.ts`, `${BENCH}/**/*.ts`],
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
