import type { z } from 'zod';
import { API_BASE_PATH } from '@ir/domain/api-base.ts';
import type { Contract } from '@ir/domain/contracts/contract.ts';
import type { ApiError } from '@ir/domain/errors.ts';
import { documentLanguage } from './language.tsx';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? API_BASE_PATH;

/** error_message of a request that never got an answer (offline, DNS failure, aborted proxy). */
export const NETWORK_ERROR = 'network_error';
/** error_message of a failed response whose body is not the API's JSON error shape. */
export const HTTP_ERROR = 'http_error';

/**
 * The longest a client waits before trying again, whatever Retry-After asks: a person is
 * waiting, and the server's own estimate of when it has room again is rough anyway.
 */
const RETRY_WAIT_CAP_MS = 30_000;
/** How many times a GET answered 503 is sent again before its caller hears of it. */
const BUSY_RETRIES = 2;

/**
 * A failed API call, carrying the server's JSON error so callers map its error_message code
 * (`errorText` in lib/error-text.ts) and place a refusal by its `field`, never by its words.
 */
export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly errorMessage: string;
  /** The request body field the refusal is about, when the API named one. */
  readonly field: string | undefined;
  readonly issues: ApiError['issues'];
  /** The refusal's catalogue key and values, when the API sent them (decision 045). */
  readonly messageKey: string | undefined;
  readonly messageValues: ApiError['message_values'];
  /** The answer's Retry-After in milliseconds, when it had one. */
  readonly retryAfterMs: number | undefined;
  /** Set when a GET already waited and tried again after this answer: more tries only add load. */
  retried = false;

  constructor(error: ApiError, options?: ErrorOptions & { retryAfterMs?: number | undefined }) {
    super(error.message, options);
    this.name = 'ApiRequestError';
    this.statusCode = error.statusCode;
    this.errorMessage = error.error_message;
    this.field = error.field;
    this.issues = error.issues;
    this.messageKey = error.message_key;
    this.messageValues = error.message_values;
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/**
 * Whether the server turned the request away for load: the API's 'server_busy', or a 503 with
 * Retry-After (as a proxy in front of it sends, without the API's JSON). Nothing about the
 * request was wrong; the same request later will do. A 429 is not: it is this client's own
 * rate limit, which its own message explains.
 */
export function isServerBusy(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.errorMessage === 'server_busy') return true;
  return error.statusCode === 503 && error.retryAfterMs !== undefined;
}

/**
 * How long to wait before sending a failed request again, `attempt` counting from 1: the
 * server's Retry-After, else a backoff doubling from one second; capped, plus up to a fifth
 * more at random, so the many browsers turned away together do not all come back together.
 */
export function retryDelayMs(error: unknown, attempt: number): number {
  const asked = error instanceof ApiRequestError ? error.retryAfterMs : undefined;
  const wait = Math.min(asked ?? 1000 * 2 ** (attempt - 1), RETRY_WAIT_CAP_MS);
  return wait * (1 + Math.random() / 5);
}

/** Retry-After in milliseconds: delay-seconds, or the HTTP date some proxies send. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isNaN(seconds) ? Date.parse(value) - Date.now() : seconds * 1000;
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const body = await response.text();
  const retryAfterMs = retryAfterOf(response);
  // Loaded only when a call fails: the schema brings zod, which the landing page does without.
  const { apiErrorSchema, ERROR_CODE_HEADER, isErrorCode } = await import('@ir/domain/errors.ts');
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) return new ApiRequestError(parsed.data, { retryAfterMs });
  } catch {
    // Plain text: the API's upload answers (with their code in a header), or HTML or text
    // from a proxy or the platform, which falls through to a generic error.
  }
  const code = response.headers.get(ERROR_CODE_HEADER) ?? '';
  return new ApiRequestError(
    {
      statusCode: response.status,
      error_message: isErrorCode(code) ? code : HTTP_ERROR,
      message: body.trim() || response.statusText || `HTTP ${response.status}`,
    },
    { retryAfterMs },
  );
}

/**
 * fetch against the API base. Resolves only for 2xx answers; every failure, including a
 * network failure, rejects with an ApiRequestError.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      credentials: 'same-origin',
      ...init,
      // The page's language, so the server answers and writes e-mails in it (decision 037). A
      // call is made outside React, and the document's `lang` is the one place the page's
      // language is kept there: the provider sets it before its first render and on a switch.
      headers: {
        'Accept-Language': documentLanguage(),
        ...(init.headers as Record<string, string>),
      },
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiRequestError(
      { statusCode: 0, error_message: NETWORK_ERROR, message: 'The server could not be reached.' },
      { cause },
    );
  }
  if (!response.ok) throw await toApiRequestError(response);
  return response;
}

/** Resolves after `ms`, or rejects with the abort reason, as fetch would, once `signal` aborts. */
function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * apiFetch for a GET. A GET changes nothing, so a busy server's 503 is waited out (its
 * Retry-After, see retryDelayMs) and the GET sent again, a few times. POSTs never are: the
 * first may have been done, and only the person can tell whether to send it again.
 */
async function getWithRetry(path: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiFetch(path, init);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.statusCode !== 503) throw error;
      if (attempt > BUSY_RETRIES) {
        error.retried = true;
        throw error;
      }
      await pause(retryDelayMs(error, attempt), init.signal);
    }
  }
}

interface GetOptions {
  signal?: AbortSignal;
}

/** GET a JSON body and validate it against the shared schema for that endpoint. */
export async function getJson<T>(
  path: string,
  schema: z.ZodType<T>,
  { signal }: GetOptions = {},
): Promise<T> {
  const response = await getWithRetry(path, { signal, headers: { Accept: 'application/json' } });
  return schema.parse(await response.json());
}

/** POST a JSON body and validate the JSON answer against the shared schema for that endpoint. */
export async function postJson<T>(
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  method: Contract['method'] = 'POST',
): Promise<T> {
  const response = await apiFetch(path, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return schema.parse(await response.json());
}

/** GET a text/plain body. */
export async function getText(path: string, { signal }: GetOptions = {}): Promise<string> {
  const response = await getWithRetry(path, { signal, headers: { Accept: 'text/plain' } });
  return response.text();
}

/** What a contract's successful (200) answer parses to. */
export type ContractAnswer<C extends Contract> = C['schema']['response'] extends {
  200: infer S extends z.ZodType;
}
  ? z.output<S>
  : never;
/** The body a caller sends: the schema's input, before its defaults and transforms. */
export type ContractBody<C extends Contract> = C['schema'] extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : undefined;
/** The query string a caller sends. */
export type ContractQuery<C extends Contract> = C['schema'] extends {
  querystring: infer Q extends z.ZodType;
}
  ? z.input<Q>
  : undefined;

/** The path parameters a caller fills in (`:printkey` in `/ir/drafts/:printkey`). */
export type ContractParams<C extends Contract> = C['schema'] extends {
  params: infer P extends z.ZodType;
}
  ? z.input<P>
  : undefined;

interface CallOptions<C extends Contract> {
  body?: ContractBody<C>;
  query?: ContractQuery<C>;
  params?: ContractParams<C>;
  signal?: AbortSignal;
  /** 'text' for answers the API sends as text/plain (SPEC §7's authstatus and analytics id). */
  answer?: 'json' | 'text';
}

/**
 * Calls one API operation as its contract (DESIGN §5.2) describes it: the contract's method
 * and path under the API base, and the 200 answer validated against the contract's schema.
 */
export async function callApi<C extends Contract>(
  contract: C,
  { body, query, params, signal, answer = 'json' }: CallOptions<C> = {},
): Promise<ContractAnswer<C>> {
  const schema = contract.schema.response[200] as z.ZodType<ContractAnswer<C>> | undefined;
  if (!schema) throw new Error(`${contract.method} ${contract.path} declares no 200 answer`);
  const search = query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '';
  const path = `${fillPath(contract.path, params as Record<string, string> | undefined)}${search}`;
  if (answer === 'text') return schema.parse(await getText(path, { signal }));
  if (contract.method === 'GET') return getJson(path, schema, { signal });
  if (body !== undefined) return postJson(path, body, schema, contract.method);
  // No body, so no Content-Type: the API refuses an empty JSON body.
  const response = await apiFetch(path, {
    method: contract.method,
    signal,
    headers: { Accept: 'application/json' },
  });
  return schema.parse(await response.json());
}

/**
 * callApi for a GET whose contract is still loading (the shell's, which bring zod): the request
 * goes out at once to `path`, beside the contract's download instead of after it, and its answer
 * is validated against the contract once both are in. `path` must be the contract's; a call
 * naming another is refused before anything is read.
 */
export async function getBesideContract<C extends Contract>(
  contract: Promise<C>,
  path: string,
  { query, signal, answer = 'json' }: Omit<CallOptions<C>, 'body' | 'params'> = {},
): Promise<ContractAnswer<C>> {
  const search = query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '';
  const accept = answer === 'text' ? 'text/plain' : 'application/json';
  const [loaded, response] = await Promise.all([
    contract,
    getWithRetry(`${path}${search}`, { signal, headers: { Accept: accept } }),
  ]);
  if (loaded.method !== 'GET' || loaded.path !== path) {
    throw new Error(`GET ${path} is not the contract's ${loaded.method} ${loaded.path}`);
  }
  const schema = loaded.schema.response[200] as z.ZodType<ContractAnswer<C>> | undefined;
  if (!schema) throw new Error(`GET ${path} declares no 200 answer`);
  return schema.parse(answer === 'text' ? await response.text() : await response.json());
}

/** The contract's path with each `:name` replaced by its parameter, encoded. */
function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** What `callTaggedGet` made of an answer, and the ETag it came with. */
export interface TaggedValue<T> {
  tag: string | null;
  value: T;
}

/**
 * A GET of an answer the server tags per revision (ETag, `Cache-Control: no-cache`): the
 * browser keeps it and revalidates it, so an unchanged answer is a 304 on the wire and fetch
 * hands back the kept copy with its tag. When that tag is `kept`'s, `kept` is returned as it
 * is and the body is not read: no parse, no check, the same value for the query to keep.
 * Otherwise the answer is checked against the contract and `read` turns it into the value.
 */
export async function callTaggedGet<C extends Contract, T>(
  contract: C,
  read: (answer: ContractAnswer<C>) => T,
  { signal, kept }: { signal?: AbortSignal; kept?: TaggedValue<T> | undefined } = {},
): Promise<TaggedValue<T>> {
  const schema = contract.schema.response[200] as z.ZodType<ContractAnswer<C>> | undefined;
  if (!schema) throw new Error(`${contract.method} ${contract.path} declares no 200 answer`);
  const response = await getWithRetry(contract.path, {
    signal,
    headers: { Accept: 'application/json' },
  });
  const tag = response.headers.get('etag');
  if (tag !== null && kept?.tag === tag) {
    await response.body?.cancel();
    return kept;
  }
  return { tag, value: read(schema.parse(await response.json())) };
}

/** The full address of an operation, for clients that fetch it themselves (the captcha widget). */
export function apiUrl(
  contract: Pick<Contract, 'path'>,
  { params, query }: { params?: Record<string, string>; query?: Record<string, string> } = {},
): string {
  const path = params ? fillPath(contract.path, params) : contract.path;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${API_BASE}${path}${search}`;
}
