import { z } from 'zod';

/**
 * A numeric id in an API path (`/applications/:id`): plain decimal digits, without a sign or
 * leading zeros, as the app writes them. A coercing number schema also took `1e3`, `0x10`,
 * `12.0` or ` 12`, so one record answered at many addresses, which a log, a cache or a
 * proxy's rule would not see as the same.
 */
export const pathIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER));

/** The params of a path whose only part is `:id`. */
export const idParamsSchema = z.strictObject({ id: pathIdSchema });
