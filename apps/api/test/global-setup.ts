import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { createPostgresTemplate, dropPostgresDatabase } from './postgres.ts';
import { startTestClamd } from './clamd.ts';
import { bundleApi } from '../../../scripts/bundle-api.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data directory (PGlite mode). */
    pgliteTemplate: string;
    /** Name of a migrated template database (PostgreSQL mode, TEST_DATABASE_URL set). */
    postgresTemplate: string;
    /** clamd for the upload tests; '' when none is installed here (never in CI). */
    clamavUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The CLI and server tests run the API's bundle, as `npm run cli` and `npm start` do: built
  // once here when stale, before the test files run side by side.
  await bundleApi();
  const clamd = await startTestClamd();
  project.provide('clamavUrl', clamd.url);
  const teardown = await setupDatabase(project).catch((error: unknown) => {
    clamd.stop();
    throw error;
  });
  return async () => {
    clamd.stop();
    await teardown();
  };
}

/** Migrates once; every test file then starts from a copy of this template. */
async function setupDatabase(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createPostgresTemplate(url);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => dropPostgresDatabase(url, template);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ir-test-template-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite template could not be dumped');
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
