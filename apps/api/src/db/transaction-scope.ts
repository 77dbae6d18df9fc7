import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Knows whether the running code is inside a database transaction, so two mistakes fail at
 * once instead of under load:
 * - a query on the pool (`ctx.db`) inside a transaction: the transaction already holds a
 *   connection and waits for a second one; when every connection is held that way, nobody
 *   gets one (deadlock until the pool's checkout timeout);
 * - slow work outside the database (a password hash, a virus scan, a file stream, e-mail,
 *   any network call) inside a transaction: it holds a connection, and the rows it locked,
 *   for as long as that work takes.
 * Turned on outside production (tests, development); production relies on the checkout
 * timeout and `idle_in_transaction_session_timeout` instead of paying for async context
 * tracking on every request.
 */
const scope = new AsyncLocalStorage<true>();
let enabled = false;

export class TransactionMisuseError extends Error {
  constructor(what: string) {
    super(`${what} inside a database transaction: do it before or after the transaction`);
    this.name = 'TransactionMisuseError';
  }
}

export function enableTransactionGuard(): void {
  enabled = true;
}

/** Runs a transaction's callback marked as inside one (a no-op when the guard is off). */
export function runInTransaction<T>(fn: () => T): T {
  return enabled ? scope.run(true, fn) : fn();
}

/** Throws when called inside a transaction; `what` names the work, for the message. */
export function assertOutsideTransaction(what: string): void {
  if (enabled && scope.getStore()) throw new TransactionMisuseError(what);
}
