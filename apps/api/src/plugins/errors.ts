import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import {
  type ApiError,
  AppError,
  type ErrorCode,
  isAppError,
  type Language,
  type MessageKey,
  type MessageLike,
  msg,
  negotiateLanguage,
  refOf,
} from '@ir/domain';
import { messageText, ruleText } from '@ir/domain/catalogues.ts';
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
    generalError?: MessageKey;
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

/**
 * An error body with a protocol text, the same in every language (a bad Host, a method the
 * route does not take): for people the refusals below say a catalogue text instead.
 */
export function apiError(statusCode: number, message: string, code?: ErrorCode): ApiError {
  return { statusCode, error_message: code ?? defaultErrorCode(statusCode), message };
}

/**
 * Read from the header, not `request.ctx`: a request the policy refused has no context, and
 * its 401 or 403 is answered in the owner's language too.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}

/** An issue's text in `language`, with its key when the rule named one. */
function issueIn(language: Language, issue: { path: string; message: string }) {
  const message = ruleText(language, issue.message);
  // A text of its own (zod's default) comes back as it is; a key never reads as its text.
  return message === issue.message
    ? issue
    : { path: issue.path, message, message_key: issue.message };
}

/**
 * The error shape of a refusal said in `language` (decision 045): `message` is the catalogue
 * text, `message_key` (and `message_values`) the reference it was said from.
 */
export function refusal(
  language: Language,
  statusCode: number,
  message: MessageLike,
  code?: ErrorCode,
  extra: Pick<ApiError, 'field' | 'issues'> = {},
): ApiError {
  const ref = refOf(message);
  return {
    ...apiError(statusCode, messageText(language, ref), code),
    message_key: ref.key,
    ...(ref.values === undefined ? {} : { message_values: { ...ref.values } }),
    ...(extra.field === undefined ? {} : { field: extra.field }),
    ...(extra.issues === undefined
      ? {}
      : { issues: extra.issues.map((issue) => issueIn(language, issue)) }),
  };
}

/** `refusal` in the request's language, with `success: false` first where the route asks. */
export function refusalFor(
  request: FastifyRequest,
  statusCode: number,
  message: MessageLike,
  code?: ErrorCode,
  extra?: Pick<ApiError, 'field' | 'issues'>,
): ApiError & { success?: false } {
  const body = refusal(requestLanguage(request), statusCode, message, code, extra);
  return request.routeOptions.config?.failureCarriesSuccess ? { success: false, ...body } : body;
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
      return reply.status(503).send(refusalFor(request, 503, 'busy.serverBusy', 'server_busy'));
    }
    if (isAppError(error)) {
      if (error.logDetail) request.log.info({ ...error.logDetail, code: error.code }, 'refused');
      reply.errorCode = error.code;
      return reply.status(error.statusCode).send(
        refusalFor(request, error.statusCode, error.ref, error.code, {
          field: error.field,
          issues: error.issues,
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'Invalid value',
      }));
      reply.errorCode = 'validation_error';
      return reply.status(400).send(
        refusal(requestLanguage(request), 400, 'input.invalidRequest', 'validation_error', {
          issues,
        }),
      );
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    reply.errorCode = defaultErrorCode(status);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const general = request.routeOptions.config?.generalError;
      const message = general
        ? msg(general, { phone: app.config.firm.phone })
        : msg('input.serverFailure');
      return reply.status(status).send(refusalFor(request, status, message));
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
  return new AppError(400, 'validation_error', 'input.invalidRequest', {
    issues: error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  });
}
