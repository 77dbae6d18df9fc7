import { afterEach, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
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

// Unit tests only (never the e2e stack or the benchmarks): argon2 at 1 MiB and one pass, since
// every test account costs a hash and the production cost (64 MiB, about 50 ms) is the point
// of production, not of these tests. verify() reads the parameters from the hash itself.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    hash: (password: string, options?: Parameters<typeof argon2.hash>[1]) =>
      argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }),
  };
});
