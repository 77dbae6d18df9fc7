import type { Db } from './client.ts';

/**
 * A statement prepared once per database handle, as the session lookup is: the hot reads and
 * writes of the filing journey would otherwise have Drizzle rebuild their SQL on every call
 * (about a sixth of the server's CPU on deadline day). Called with a transaction, it prepares
 * for that transaction, which costs what building the query did.
 */
export function preparedPer<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = prepare(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
