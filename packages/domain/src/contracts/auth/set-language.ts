import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { LANGUAGES } from '../../languages.ts';
import { defineContract } from '../contract.ts';
import { authSuccessSchema } from './auth-result.ts';

export const setLanguageBodySchema = z.strictObject({ language: z.enum(LANGUAGES) });
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;

/** Not in SPEC: the signed-in account's language, which its e-mails follow (decision 037). */
export const setLanguageContract = defineContract({
  method: 'POST',
  path: '/auth/language',
  access: 'signed-in',
  schema: {
    tags: ['auth'],
    summary: "Keeps the account's language (English or Spanish), which its e-mails follow",
    body: setLanguageBodySchema,
    response: { 200: authSuccessSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  },
});
