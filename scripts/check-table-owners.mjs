/**
 * Every table has one declared owner, checked by `npm run lint`: each table the API's schema
 * (apps/api/src/db/schema/index.ts) exports is named in TABLE_OWNERS in eslint.config.js, whose
 * rule then lets only that owner (and the readers TABLE_READERS lists) import it. Also refused:
 * an entry for a table the schema no longer exports, an owner or reader path that does not
 * exist under apps/api/src, and an owners table in docs/ARCHITECTURE.md ("Boundaries", the
 * table headed `| owner | tables |`) that says otherwise than the map.
 *
 * The schema is loaded as the server loads it (Node strips the types), and a table is whatever
 * drizzle says is one, so a table declared in any way is found.
 *
 * Prints each problem and exits 1 when there is one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { TABLE_OWNERS, TABLE_READERS } from '../eslint.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = 'apps/api/src';
const SCHEMA = `${API}/db/schema/index.ts`;

const schema = await import(path.join(root, SCHEMA));
const tables = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table)]),
);

const problems = [];
for (const [name, sqlName] of tables) {
  if (!(name in TABLE_OWNERS)) {
    problems.push(
      `${SCHEMA} exports the table ${name} (${sqlName}) with no owner: add it to TABLE_OWNERS in eslint.config.js, with the module that queries it.`,
    );
  }
}
const exists = (area) => existsSync(path.join(root, API, area));
for (const [name, owner] of Object.entries(TABLE_OWNERS)) {
  if (!tables.has(name)) {
    problems.push(`TABLE_OWNERS names ${name}, which ${SCHEMA} does not export as a table.`);
  }
  if (!exists(owner))
    problems.push(`TABLE_OWNERS gives ${name} to ${owner}, which does not exist.`);
}
for (const [name, readers] of Object.entries(TABLE_READERS)) {
  if (!(name in TABLE_OWNERS)) problems.push(`TABLE_READERS names ${name}, which has no owner.`);
  for (const reader of readers) {
    if (!exists(reader)) problems.push(`TABLE_READERS lets ${reader} read ${name}: no such path.`);
    if (reader === TABLE_OWNERS[name]) problems.push(`TABLE_READERS lists ${name}'s owner.`);
  }
}

const DOCUMENT = 'docs/ARCHITECTURE.md';
const documented = new Map();
const lines = readFileSync(path.join(root, DOCUMENT), 'utf8').split('\n');
const header = lines.findIndex((line) => /^\|\s*owner\s*\|\s*tables\s*\|$/.test(line));
if (header === -1) problems.push(`${DOCUMENT} has no table headed | owner | tables |.`);
for (const line of header === -1 ? [] : lines.slice(header + 2)) {
  const row = /^\|\s*`([^`]+)`\s*\|(.*)\|$/.exec(line);
  if (!row) break;
  for (const [, table] of row[2].matchAll(/`([^`]+)`/g)) documented.set(table, row[1]);
}
for (const [name, owner] of Object.entries(TABLE_OWNERS)) {
  if (header !== -1 && documented.get(name) !== owner) {
    problems.push(
      `${DOCUMENT}'s owners table gives ${name} to ${documented.get(name) ?? 'nobody'}; TABLE_OWNERS to ${owner}.`,
    );
  }
}
for (const name of documented.keys()) {
  if (!(name in TABLE_OWNERS))
    problems.push(`${DOCUMENT}'s owners table names ${name}, which has no owner.`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`${tables.size} tables, each with one owner.`);
