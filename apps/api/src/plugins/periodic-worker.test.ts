import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicWorker, pollWhileDeaf, type PeriodicWorkerOptions } from './periodic-worker.ts';

/** A pass the test finishes by hand, to see what the worker does while one is running. */
function deferred() {
  let resolve!: (more: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

let worker: PeriodicWorker | undefined;
let errors: unknown[][];

function startWorker(pass: () => Promise<boolean>, options: Partial<PeriodicWorkerOptions> = {}) {
  errors = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  worker = new PeriodicWorker({
    name: 'test pass',
    log,
    firstDelayMs: 100,
    intervalMs: 1000,
    pass,
    ...options,
  });
  worker.start();
  return worker;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  const stopping = worker?.stop();
  await vi.runOnlyPendingTimersAsync();
  await stopping;
  worker = undefined;
  vi.useRealTimers();
});

describe('PeriodicWorker', () => {
  it('waits firstDelayMs for its first pass, then intervalMs after each', async () => {
    const pass = vi.fn(async () => false);
    startWorker(pass);
    await vi.advanceTimersByTimeAsync(99);
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('runs the next pass at once while a pass says more is waiting', async () => {
    let left = 3;
    const pass = vi.fn(async () => --left > 0);
    startWorker(pass, { firstDelayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it('cuts the wait short on wake, and runs again after a pass woken mid-way', async () => {
    const passes: ReturnType<typeof deferred>[] = [];
    const pass = vi.fn(() => {
      const d = deferred();
      passes.push(d);
      return d.promise;
    });
    const w = startWorker(pass);
    w.wake(); // during the first delay
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);

    w.wake(); // during the pass
    passes[0]!.resolve(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(2);

    passes[1]!.resolve(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(pass).toHaveBeenCalledTimes(2);
    w.wake(); // during the wait
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(3);
    passes[2]!.resolve(false);
  });

  it('logs a failed pass by its name and tries again after the interval', async () => {
    let calls = 0;
    const failure = new Error('database unreachable');
    const pass = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw failure;
      return false;
    });
    startWorker(pass, { firstDelayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([[{ err: failure }, 'test pass failed']]);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
  });

  it('stops after the pass in hand, which sees stopping, and runs no other', async () => {
    const first = deferred();
    const pass = vi.fn(() => first.promise);
    const w = startWorker(pass, { firstDelayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(w.stopping).toBe(false);

    let stopped = false;
    const stop = w.stop().then(() => (stopped = true));
    expect(w.stopping).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    // Even a pass that says more is waiting leaves it for later once stopping.
    first.resolve(true);
    await stop;
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('stops during the wait at once', async () => {
    const pass = vi.fn(async () => false);
    const w = startWorker(pass, { firstDelayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    await w.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('waits the backstop while notices flow, the poll while they may be missed', async () => {
    const notices = { listening: true };
    const pass = vi.fn(async () => false);
    startWorker(pass, { firstDelayMs: 0, intervalMs: pollWhileDeaf(notices, 1000, 10_000) });
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    // Deaf: the wait in hand is cut short by the wake its subscriber gives, then every second.
    notices.listening = false;
    worker?.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(5);
  });
});
