import { afterEach, vi } from 'vitest';
import { enableTransactionGuard } from '../src/db/transaction-scope.ts';

// An unexpected console.error is a failed test, not noise (DESIGN §5.9).
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});

// A query on the pool, or slow outside work, inside a transaction fails the test at once.
enableTransactionGuard();
