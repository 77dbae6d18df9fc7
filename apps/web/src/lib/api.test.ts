import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, getJson, getText, HTTP_ERROR, NETWORK_ERROR, postJson } from './api.ts';

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('api client', () => {
  it('calls the API base on the same origin and validates JSON against the schema', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json({ expired: true })));
    await expect(
      getJson('/applications/expired_muni', z.object({ expired: z.boolean() })),
    ).resolves.toEqual({
      expired: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/applications/expired_muni');
    expect(init?.credentials).toBe('same-origin');
  });

  it('posts JSON and validates the JSON answer', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json({ success: true })));
    await expect(
      postJson('/auth/signin', { email: 'a@b.co' }, z.object({ success: z.boolean() })),
    ).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('rejects a body that does not match the schema', async () => {
    stubFetch(() => Promise.resolve(Response.json({ expired: 'no' })));
    await expect(getJson('/x', z.object({ expired: z.boolean() }))).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('returns text bodies as they are', async () => {
    stubFetch(() => Promise.resolve(new Response('G-ABC123')));
    await expect(getText('/google_analytics')).resolves.toBe('G-ABC123');
  });

  it("turns the API's JSON error into an ApiRequestError with its code", async () => {
    stubFetch(() =>
      Promise.resolve(
        Response.json(
          { statusCode: 409, error_message: 'dup_user', message: 'User exists' },
          { status: 409 },
        ),
      ),
    );
    const error = await failureOf(getText('/auth/signup'));
    expect(error.statusCode).toBe(409);
    expect(error.errorMessage).toBe('dup_user');
    expect(error.message).toBe('User exists');
  });

  it('still reports a failure whose body is not JSON', async () => {
    stubFetch(() =>
      Promise.resolve(
        new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await failureOf(getText('/municipality'));
    expect(error.statusCode).toBe(502);
    expect(error.errorMessage).toBe(HTTP_ERROR);
  });

  it('reports a network failure with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(getText('/municipality'));
    expect(error.statusCode).toBe(0);
    expect(error.errorMessage).toBe(NETWORK_ERROR);
  });
});
