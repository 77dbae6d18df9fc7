import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { inBulkTransaction } from './bulk-load.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('copyWhile', () => {
  it("passes on the server's own refusal of a row, from the sends after it or the COPY's end", async () => {
    const sends: number[] = [];
    const loading = inBulkTransaction(database.db, async (session) => {
      await session.query(
        sql`create temporary table bulk_refusal (n integer not null) on commit drop`,
      );
      return session.copyWhile('bulk_refusal', ['n'], async (send) => {
        await send('1\nnot a number\n');
        // The rest of a file goes on being sent until the server's answer arrives; on
        // PostgreSQL the first send after it throws, on PGlite the COPY at the end.
        for (let n = 2; n < 10_000; n++) {
          await send(`${n}\n`);
          sends.push(n);
        }
      });
    });
    await expect(loading).rejects.toMatchObject({
      code: '22P02',
      message: expect.stringMatching(/invalid input syntax for type integer: "not a number"/),
    });
    if (database.driver === 'postgres') expect(sends.length).toBeLessThan(9_998);
  });
});
