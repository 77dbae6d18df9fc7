import { apiErrorSchema, type ApiError } from '@ir/domain';
import type { z } from 'zod';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

/** error_message of a request that never got an answer (offline, DNS failure, aborted proxy). */
export const NETWORK_ERROR = 'network_error';
/** error_message of a failed response whose body is not the API's JSON error shape. */
export const HTTP_ERROR = 'http_error';

/** A failed API call, carrying the server's JSON error so callers can map error_message codes. */
export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly errorMessage: string;
  readonly issues: ApiError['issues'];

  constructor(error: ApiError, options?: ErrorOptions) {
    super(error.message, options);
    this.name = 'ApiRequestError';
    this.statusCode = error.statusCode;
    this.errorMessage = error.error_message;
    this.issues = error.issues;
  }
}

async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const body = await response.text();
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) return new ApiRequestError(parsed.data);
  } catch {
    // A proxy or the platform answered with HTML or plain text; fall through to a generic error.
  }
  return new ApiRequestError({
    statusCode: response.status,
    error_message: HTTP_ERROR,
    message: body.trim() || response.statusText || `HTTP ${response.status}`,
  });
}

/**
 * fetch against the API base. Resolves only for 2xx answers; every failure, including a
 * network failure, rejects with an ApiRequestError.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin', ...init });
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

interface GetOptions {
  signal?: AbortSignal;
}

/** GET a JSON body and validate it against the shared schema for that endpoint. */
export async function getJson<T>(
  path: string,
  schema: z.ZodType<T>,
  { signal }: GetOptions = {},
): Promise<T> {
  const response = await apiFetch(path, { signal, headers: { Accept: 'application/json' } });
  return schema.parse(await response.json());
}

/** POST a JSON body and validate the JSON answer against the shared schema for that endpoint. */
export async function postJson<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return schema.parse(await response.json());
}

/** GET a text/plain body. */
export async function getText(path: string, { signal }: GetOptions = {}): Promise<string> {
  const response = await apiFetch(path, { signal, headers: { Accept: 'text/plain' } });
  return response.text();
}
