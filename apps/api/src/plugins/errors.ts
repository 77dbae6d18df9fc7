import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@ir/domain';

/** Default machine codes per status; routes may send their own (SPEC §8 codes). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
  500: 'general_error',
  503: 'unavailable',
};

export function apiError(statusCode: number, message: string, code?: string): ApiError {
  return { statusCode, error_message: code ?? CODE_BY_STATUS[statusCode] ?? 'error', message };
}

/** One JSON error shape for every failure; no stack traces or SQL reach the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiError = {
        ...apiError(400, 'The request is not valid.', 'validation_error'),
        issues: error.validation.map((v) => ({
          path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.'),
          message: v.message ?? 'Invalid value',
        })),
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(apiError(status, 'Something went wrong on our side.'));
    }
    // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) are safe to describe.
    return reply.status(status).send(apiError(status, error.message));
  });
}
