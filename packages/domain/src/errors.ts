import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * The one JSON error shape of the API. `error_message` is the machine-readable code
 * (SPEC §8 names some of them); `message` is for people; `issues` lists every invalid
 * field at once.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error_message: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A refusal a service throws (DESIGN §5.13): the HTTP status, the machine code that becomes
 * `error_message`, and the message for people (from messages.ts). The server's error plugin
 * turns it into the one error shape above; nothing else writes error answers.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Why, for the server's log only (never sent): e.g. which check refused a sign-in. */
  logDetail?: Record<string, string>;
  /** The fields refused and why, sent as the error shape's `issues`. */
  readonly issues: ApiError['issues'];

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options?: ErrorOptions & { issues?: ApiError['issues'] },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.issues = options?.issues;
  }
}

/**
 * The 400 validation_error a route's schema gives, for input a service parses itself (the text
 * fields of a multipart form): every issue, each named by `where` and its path, e.g.
 * `body.printkey`.
 */
export function validationError(error: z.ZodError, where: 'body' | 'querystring'): AppError {
  return new AppError(400, 'validation_error', MESSAGES.input.invalidRequest, {
    issues: error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  });
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
