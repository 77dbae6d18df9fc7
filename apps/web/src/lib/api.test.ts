import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getAuthStatusContract } from '@ir/domain/contracts/auth/get-auth-status.ts';
import { getCaptchaChallengeContract } from '@ir/domain/contracts/auth/get-captcha-challenge.ts';
import { getGoogleUriContract } from '@ir/domain/contracts/auth/get-google-uri.ts';
import { signInContract } from '@ir/domain/contracts/auth/sign-in.ts';
import { signOutContract } from '@ir/domain/contracts/auth/sign-out.ts';
import { listReviewsContract } from '@ir/domain/contracts/review/list-reviews.ts';
import {
  ApiRequestError,
  apiUrl,
  callApi,
  callTaggedGet,
  getJson,
  getText,
  HTTP_ERROR,
  NETWORK_ERROR,
  postJson,
} from './api.ts';

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

describe('calling an operation by its contract', () => {
  it('takes the method and path from the contract and validates the answer with it', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json({ success: true })));
    await expect(
      callApi(signInContract, { body: { email: 'a@b.co', password: 'Abcdefg1' } }),
    ).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co","password":"Abcdefg1"}');
  });

  it("refuses an answer that does not match the contract's 200 schema", async () => {
    stubFetch(() => Promise.resolve(Response.json({ authorization_url: 42 })));
    await expect(
      callApi(getGoogleUriContract, { query: { from: 'login' } }),
    ).rejects.toBeInstanceOf(z.ZodError);
  });

  it('sends the query string', async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(Response.json({ authorization_url: 'https://accounts.example/auth' })),
    );
    await callApi(getGoogleUriContract, { query: { from: 'signup' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/googleuri?from=signup');
  });

  it('posts without a body, and so without a JSON content type, when there is none', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json({ success: true })));
    await callApi(signOutContract);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
  });

  it('reads a text answer and validates it too', async () => {
    stubFetch(() => Promise.resolve(new Response('super')));
    await expect(
      callApi(getAuthStatusContract, { query: { privledge: 'true' }, answer: 'text' }),
    ).resolves.toBe('super');
  });

  it('gives the address of an operation for clients that fetch it themselves', () => {
    expect(apiUrl(getCaptchaChallengeContract)).toBe('/api/auth/captcha');
  });
});

describe('a GET tagged per revision', () => {
  const tagged = (body: string, etag?: string) =>
    new Response(body, {
      headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
    });
  const count = (texts: string[]) => ({ rows: texts.length });

  it('checks the answer against the contract and keeps its tag', async () => {
    stubFetch(() => Promise.resolve(tagged('["a","b"]', '"l7-x"')));
    await expect(callTaggedGet(listReviewsContract, count)).resolves.toEqual({
      tag: '"l7-x"',
      value: { rows: 2 },
    });
    stubFetch(() => Promise.resolve(tagged('[1]', '"l7-x"')));
    await expect(callTaggedGet(listReviewsContract, count)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('gives back what it kept, unread, when the answer has the same tag', async () => {
    const kept = { tag: '"l7-x"', value: { rows: 2 } };
    // Not JSON: the body of an unchanged answer is never parsed.
    const fetchMock = stubFetch(() => Promise.resolve(tagged('not read', '"l7-x"')));
    await expect(callTaggedGet(listReviewsContract, count, { kept })).resolves.toBe(kept);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/super/list');
    stubFetch(() => Promise.resolve(tagged('["a"]', '"l8-y"')));
    await expect(callTaggedGet(listReviewsContract, count, { kept })).resolves.toEqual({
      tag: '"l8-y"',
      value: { rows: 1 },
    });
    // An answer without a tag is always read.
    stubFetch(() => Promise.resolve(tagged('["a","b","c"]')));
    await expect(callTaggedGet(listReviewsContract, count, { kept })).resolves.toEqual({
      tag: null,
      value: { rows: 3 },
    });
  });
});
