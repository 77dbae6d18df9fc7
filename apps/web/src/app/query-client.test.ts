import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, getJson } from '../lib/api.ts';
import { createQueryClient } from './query-client.ts';

const busy = (retryAfterMs?: number) =>
  new ApiRequestError(
    { statusCode: 503, error_message: 'server_busy', message: 'busy' },
    { retryAfterMs },
  );

beforeAll(async () => {
  // A failed call loads the error schema on demand; loaded now, it does not hold up the clock.
  await import('@ir/domain/errors.ts');
});
beforeEach(() => {
  vi.useFakeTimers();
  // No jitter, so the waits are exact.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('query retries', () => {
  it("wait the server's Retry-After before asking again", async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(busy(5000))
      .mockResolvedValue('files');
    const answer = createQueryClient().fetchQuery({ queryKey: ['draft'], queryFn });
    await vi.advanceTimersByTimeAsync(4999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await expect(answer).resolves.toBe('files');
  });

  it('back off from one second without Retry-After, and stop after two retries', async () => {
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(busy());
    const answer = createQueryClient().fetchQuery({ queryKey: ['draft'], queryFn });
    const failed = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(await failed).toBeInstanceOf(ApiRequestError);
  });

  it('do not repeat a 4xx', async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new ApiRequestError({ statusCode: 404, error_message: 'x', message: '' }));
    const failed = createQueryClient()
      .fetchQuery({ queryKey: ['draft'], queryFn })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failed).toBeInstanceOf(ApiRequestError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leave a GET that already waited out a busy server alone', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response('', { status: 503, headers: { 'retry-after': '1' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const failed = createQueryClient()
      .fetchQuery({
        queryKey: ['municipality'],
        queryFn: () => getJson('/municipality', z.unknown()),
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failed).toMatchObject({ statusCode: 503, retried: true });
    // The GET's own three tries, not three for each of the query's.
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
