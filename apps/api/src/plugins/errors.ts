import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import {
  AppError,
  isAppError,
  MESSAGES,
  negotiateLanguage,
  withPhone,
  type ApiError,
  type ErrorCode,
} from '@ir/domain';
import { translateMessage } from '@ir/domain/catalogues.ts';
import { isDatabaseOverload, RETRY_AFTER_SECONDS } from './busy.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** The `error_message` of an error answer sent by the handler below, for metrics and the log. */
    errorCode: ErrorCode | undefined;
  }
  interface FastifyContextConfig {
    /**
     * SPEC §7's account calls: the client reads `success`, so their refusals carry
     * `success: false` beside the error shape.
     */
    failureCarriesSuccess?: boolean;
    /**
     * The SPEC §8 general_error text (with `{phone}`) this route answers for a failure on our
     * side, instead of the generic one.
     */
    generalError?: string;
  }
}

/** Default machine codes per status; routes may send their own (SPEC §8 codes). */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
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

/** The code an error answer of `statusCode` carries when nothing more specific is known. */
export function defaultErrorCode(statusCode: number): ErrorCode {
  return CODE_BY_STATUS[statusCode] ?? 'error';
}

export function apiError(statusCode: number, message: string, code?: ErrorCode): ApiError {
  return { statusCode, error_message: code ?? defaultErrorCode(statusCode), message };
}

/**
 * The error shape in the request's language (decision 040), with `success: false` first where
 * the route's callers read it. Only the texts for people change; the code stays.
 */
function failureBody(request: FastifyRequest, error: ApiError): ApiError & { success?: false } {
  const localized = inRequestLanguage(request, error);
  return request.routeOptions.config?.failureCarriesSuccess
    ? { success: false, ...localized }
    : localized;
}

/**
 * Read from the header, not `request.ctx`: a request the policy refused has no context, and
 * its 401 or 403 is answered in the owner's language too.
 */
export function inRequestLanguage(request: FastifyRequest, error: ApiError): ApiError {
  const language = negotiateLanguage(request.headers['accept-language']);
  if (language === 'en') return error;
  return {
    ...error,
    message: translateMessage(error.message, language),
    ...(error.issues === undefined
      ? {}
      : {
          issues: error.issues.map((issue) => ({
            ...issue,
            message: translateMessage(issue.message, language),
          })),
        }),
  };
}

/**
 * One JSON error shape for every failure (decision 005), mapped here and nowhere else:
 * AppError from services, schema validation, Fastify's own 4xx, and anything unexpected as a
 * 500 whose details are only logged. No stack traces or SQL reach the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateReply('errorCode', undefined);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every 503 is "come back later": the web app and proxies wait Retry-After.
    if (error.statusCode === 503 || isDatabaseOverload(error)) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    if (isDatabaseOverload(error)) {
      request.log.warn({ err: error }, 'refused: database saturated');
      reply.errorCode = 'server_busy';
      return reply
        .status(503)
        .send(failureBody(request, apiError(503, MESSAGES.busy.serverBusy, 'server_busy')));
    }
    if (isAppError(error)) {
      if (error.logDetail) request.log.info({ ...error.logDetail, code: error.code }, 'refused');
      reply.errorCode = error.code;
      const body: ApiError = {
        ...apiError(error.statusCode, error.message, error.code),
        ...(error.field === undefined ? {} : { field: error.field }),
        ...(error.issues === undefined ? {} : { issues: error.issues }),
      };
      return reply.status(error.statusCode).send(failureBody(request, body));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiError = {
        ...apiError(400, MESSAGES.input.invalidRequest, 'validation_error'),
        issues: error.validation.map((v) => ({
          path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.'),
          message: v.message ?? 'Invalid value',
        })),
      };
      reply.errorCode = 'validation_error';
      return reply.status(400).send(inRequestLanguage(request, body));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    reply.errorCode = defaultErrorCode(status);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const general = request.routeOptions.config?.generalError;
      const message = general
        ? withPhone(general, app.config.firm.phone)
        : MESSAGES.input.serverFailure;
      return reply.status(status).send(failureBody(request, apiError(status, message)));
    }
    // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) are safe to describe.
    return reply.status(status).send(apiError(status, error.message));
  });
}

/**
 * The 400 validation_error a route's schema gives, for input a service parses itself (the text
 * fields of a multipart form): every issue, each named by `where` and its path, e.g.
 * `body.printkey`.
 */
export function validationError(error: ZodError, where: 'body' | 'querystring'): AppError {
  return new AppError(400, 'validation_error', MESSAGES.input.invalidRequest, {
    issues: error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  });
}
