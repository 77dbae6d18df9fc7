import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getAuthStatusContract } from '@ir/domain/contracts/auth/get-auth-status.ts';
import { getCaptchaChallengeContract } from '@ir/domain/contracts/auth/get-captcha-challenge.ts';
import { getGoogleUriContract } from '@ir/domain/contracts/auth/get-google-uri.ts';
import { signInContract } from '@ir/domain/contracts/auth/sign-in.ts';
import { signOutContract } from '@ir/domain/contracts/auth/sign-out.ts';
import { pollSessionContract } from '@ir/domain/contracts/auth/poll-session.ts';
import { listReviewsContract } from '@ir/domain/contracts/review/list-reviews.ts';
import { discardDraftContract } from '@ir/domain/contracts/filing/discard-draft.ts';
import type { FilingDraft } from '@ir/domain/contracts/filing/draft-fields.ts';
import { saveDraftContract } from '@ir/domain/contracts/filing/save-draft.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import {
  ApiRequestError,
  apiUrl,
  callApi,
  callTaggedGet,
  getBesideContract,
  getJson,
  getText,
  HTTP_ERROR,
  isServerBusy,
  NETWORK_ERROR,
  postJson,
  retryDelayMs,
} from './api.ts';

const PERSON = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
};
const DRAFT: FilingDraft = {
  step: 1,
  owner: PERSON,
  isOwner: true,
  applicant: PERSON,
  saveApplicant: false,
  desiredValue: '',
  reason: '',
  valueComments: '',
  comps: [],
};

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

  it("says the page's language, as the document's lang holds it, in Accept-Language", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(new Response('')));
    const languageSent = async () => {
      await getText('/x');
      return new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get('accept-language');
    };
    // Before any provider put one there, and for a lang that is not one of ours: English.
    expect(await languageSent()).toBe('en');
    document.documentElement.lang = 'es';
    expect(await languageSent()).toBe('es');
    document.documentElement.lang = 'fr';
    expect(await languageSent()).toBe('en');
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

  it("keeps the field a refusal names, and a text answer's code from its header", async () => {
    stubFetch(() =>
      Promise.resolve(
        Response.json(
          { statusCode: 400, error_message: 'bad_email', message: 'Invalid', field: 'email' },
          { status: 400 },
        ),
      ),
    );
    expect((await failureOf(getText('/auth/signup'))).field).toBe('email');
    stubFetch(() =>
      Promise.resolve(
        new Response('Upload limit reached.', {
          status: 429,
          headers: { 'x-error-code': 'daily_quota' },
        }),
      ),
    );
    const quota = await failureOf(getText('/ir/uploadfile'));
    expect(quota.errorMessage).toBe('daily_quota');
    expect(quota.message).toBe('Upload limit reached.');
    stubFetch(() =>
      Promise.resolve(
        new Response('nope', { status: 400, headers: { 'x-error-code': 'made_up' } }),
      ),
    );
    expect((await failureOf(getText('/ir/uploadfile'))).errorMessage).toBe(HTTP_ERROR);
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

  it("fills the path's parameters in, encoded, and sends PUT and DELETE as the contract says", async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(Response.json({ success: true, updatedAt: '2026-02-10T15:00:00.000Z' })),
    );
    await callApi(saveDraftContract, { params: { printkey: '77.10-1/1' }, body: DRAFT });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ir/drafts/77.10-1%2F1');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ success: true })));
    await callApi(discardDraftContract, { params: { printkey: '77.10-1-1' } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/ir/drafts/77.10-1-1');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE');
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

describe("a GET sent beside its contract's download", () => {
  it('asks before the contract has arrived, then validates the answer with it', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(new Response('super')));
    let arrive: (contract: typeof getAuthStatusContract) => void = () => undefined;
    const contract = new Promise<typeof getAuthStatusContract>((resolve) => (arrive = resolve));
    const answer = getBesideContract(contract, '/auth/authstatus', {
      query: { privledge: 'true' },
      answer: 'text',
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/authstatus?privledge=true');
    arrive(getAuthStatusContract);
    await expect(answer).resolves.toBe('super');
  });

  it("refuses an answer that does not match the contract's 200 schema", async () => {
    stubFetch(() => Promise.resolve(Response.json({ authorization_url: 42 })));
    await expect(
      getBesideContract(Promise.resolve(getGoogleUriContract), '/auth/googleuri'),
    ).rejects.toBeInstanceOf(z.ZodError);
  });

  it("refuses a path that is not the contract's", async () => {
    stubFetch(() => Promise.resolve(new Response('super')));
    await expect(
      getBesideContract(Promise.resolve(getAuthStatusContract), '/auth/status'),
    ).rejects.toThrow("GET /auth/status is not the contract's GET /auth/authstatus");
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

/** The API's answer when it is saturated. */
function serverBusy(retryAfter: string | null = '1') {
  return Response.json(
    { statusCode: 503, error_message: 'server_busy', message: MESSAGES.busy.serverBusy },
    { status: 503, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } },
  );
}

describe('a busy server', () => {
  const expiredSchema = z.object({ expired: z.boolean() });

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

  /** Answers each request with the next of `answers`, the last one from then on. */
  function answerInTurn(...answers: Array<() => Response>) {
    return stubFetch(() => Promise.resolve((answers.length > 1 ? answers.shift() : answers[0])!()));
  }

  it('has a GET wait the Retry-After it was answered with, then send it again', async () => {
    const fetchMock = answerInTurn(
      () => serverBusy('1'),
      () => Response.json({ expired: true }),
    );
    const answer = getJson('/applications/expired_muni', expiredSchema);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(answer).resolves.toEqual({ expired: true });
  });

  it('retries every kind of GET: text, by contract, tagged', async () => {
    answerInTurn(
      () => serverBusy('1'),
      () => new Response('user'),
    );
    const text = callApi(getAuthStatusContract, { query: { privledge: 'true' }, answer: 'text' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(text).resolves.toBe('user');

    answerInTurn(
      () => serverBusy('1'),
      () => Response.json(['a']),
    );
    const tagged = callTaggedGet(listReviewsContract, (rows) => rows.length);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(tagged).resolves.toEqual({ tag: null, value: 1 });
  });

  it('backs off without Retry-After, and gives up after two retries with the last answer', async () => {
    // What a proxy in front of the API sends: no JSON, no Retry-After.
    const fetchMock = answerInTurn(() => new Response('Service Unavailable', { status: 503 }));
    const failure = failureOf(getText('/municipality'));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const error = await failure;
    expect(error.statusCode).toBe(503);
    expect(error.retried).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('waits no longer than 30 seconds, whatever Retry-After asks', async () => {
    const fetchMock = answerInTurn(
      () => serverBusy('3600'),
      () => Response.json({ expired: false }),
    );
    const answer = getJson('/applications/expired_muni', expiredSchema);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(answer).resolves.toEqual({ expired: false });
  });

  it('adds up to a fifth at random, so browsers turned away together come back apart', () => {
    const error = new ApiRequestError(
      { statusCode: 503, error_message: 'server_busy', message: '' },
      { retryAfterMs: 10_000 },
    );
    expect(retryDelayMs(error, 1)).toBe(10_000);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(retryDelayMs(error, 1)).toBe(11_000);
    expect(retryDelayMs(new Error('offline'), 3)).toBe(4_400);
  });

  it('stops waiting when the caller no longer wants the answer', async () => {
    const fetchMock = answerInTurn(() => serverBusy('10'));
    const controller = new AbortController();
    const answer = getText('/municipality', { signal: controller.signal });
    const settled = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    expect(await settled).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never sends a POST again by itself, and tells the caller how long to wait', async () => {
    const fetchMock = answerInTurn(() => serverBusy('12'));
    const refusals = [
      failureOf(callApi(pollSessionContract, { body: { active: true } })),
      failureOf(callApi(signOutContract)),
      failureOf(postJson('/ir/submit_review', {}, z.unknown())),
    ];
    await vi.advanceTimersByTimeAsync(60_000);
    for (const refusal of refusals) {
      const error = await refusal;
      expect(error.retryAfterMs).toBe(12_000);
      expect(isServerBusy(error)).toBe(true);
    }
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads Retry-After given as an HTTP date', async () => {
    // HTTP dates count whole seconds.
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    stubFetch(() =>
      Promise.resolve(
        new Response('', {
          status: 429,
          headers: { 'retry-after': new Date(Date.now() + 5000).toUTCString() },
        }),
      ),
    );
    const error = await failureOf(postJson('/ir/uploadfile', {}, z.unknown()));
    expect(error.retryAfterMs).toBe(5000);
  });

  const withRetryAfter = (status: number) =>
    new Response('', { status, headers: { 'retry-after': '5' } });
  it.each([
    ["the API's server_busy", true, () => serverBusy(null)],
    ['a proxy 503 with Retry-After', true, () => withRetryAfter(503)],
    ['a 429 with Retry-After', false, () => withRetryAfter(429)],
    ['a 503 without Retry-After', false, () => new Response('down', { status: 503 })],
    ['a 429 without Retry-After', false, () => new Response('', { status: 429 })],
    ['a 500 with Retry-After', false, () => withRetryAfter(500)],
  ])('takes %s for a busy server: %s', async (_case, busy, answer) => {
    stubFetch(() => Promise.resolve(answer()));
    const error = await failureOf(postJson('/ir/submit_review', {}, z.unknown()));
    expect(isServerBusy(error)).toBe(busy);
  });
});
