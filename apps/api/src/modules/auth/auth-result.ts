import { z } from 'zod';
import { apiErrorSchema } from '@ir/domain';

/**
 * A refused auth call: the API's one error shape plus `success: false`, so SPEC §7's client
 * (which reads `success` and `error_message`) and the shared error parser both understand it.
 * Validation errors from the error handler have the same shape without `success`.
 */
export const authFailureSchema = apiErrorSchema.extend({ success: z.literal(false).optional() });

export const authSuccessSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

export interface AuthFailure {
  success: false;
  statusCode: number;
  error_message: string;
  message: string;
}

export function authFailure(statusCode: number, code: string, message: string): AuthFailure {
  return { success: false, statusCode, error_message: code, message };
}

export function isAuthFailure(value: unknown): value is AuthFailure {
  return typeof value === 'object' && value !== null && (value as AuthFailure).success === false;
}
