import { z } from 'zod';

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
