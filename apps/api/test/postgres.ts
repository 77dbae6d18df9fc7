import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

/** The server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createPostgresTemplate(url: string): Promise<string> {
  const name = `ir_template_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, name),
    pool: { max: 1, workerMax: 1 },
  });
  await database.migrate();
  await database.close();
  return name;
}

/** A fresh database copied from the migrated template (CREATE DATABASE ... TEMPLATE). */
export async function createPostgresCopy(url: string, template: string): Promise<string> {
  const name = `ir_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}

export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
