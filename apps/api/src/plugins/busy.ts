import pLimit from 'p-limit';
import { AppError } from '@ir/domain';

/** What a refused client is told to wait; browsers add their own jitter. */
export const RETRY_AFTER_SECONDS = 5;

/** The refusal every overload check throws; the error handler adds Retry-After to every 503. */
export function serverBusy(reason: string): AppError {
  const error = new AppError(503, 'server_busy', 'busy.serverBusy');
  error.logDetail = { overload: reason };
  return error;
}

/**
 * Runs at most `concurrency` tasks at once with at most `maxQueued` waiting; a task past that
 * is refused (serverBusy) rather than queued behind work it would wait seconds for. For work
 * that is heavy by design: argon2 (64 MiB and ~50 ms of a core each), scanning and storing.
 */
export function boundedWork(name: string, concurrency: number, maxQueued: number) {
  const limit = pLimit(concurrency);
  return <T>(task: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= maxQueued) return Promise.reject(serverBusy(name));
    return limit(task);
  };
}

/**
 * Failures that mean the database is saturated, not broken: no connection within the pool's
 * checkout timeout (pg-pool's message), a statement cancelled by statement_timeout (57014),
 * or the server out of connections (53300). Drizzle wraps driver errors, so causes are
 * followed.
 */
export function isDatabaseOverload(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '57014' || code === '53300') return true;
    if (
      typeof message === 'string' &&
      message.includes('timeout exceeded when trying to connect')
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}
