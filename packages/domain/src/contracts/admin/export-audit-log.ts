import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { isoDateSchema } from '../../municipality.ts';
import { csvTimeHeader } from '../../time.ts';
import { defineContract } from '../contract.ts';

/** Both optional and inclusive, as days in America/New_York; none means the whole log. */
export const exportAuditLogQuerySchema = z.strictObject({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type ExportAuditLogQuery = z.infer<typeof exportAuditLogQuerySchema>;

/** The CSV's header row; every row after it has these cells in this order. */
export const AUDIT_LOG_CSV_COLUMNS = [
  'id',
  csvTimeHeader('occurred_at'),
  'actor_email',
  'action',
  'target_type',
  'target_id',
  'target_email',
  'before',
  'after',
] as const;

export const exportAuditLogContract = defineContract({
  method: 'GET',
  path: '/admin/audit_log.csv',
  access: 'audit:read',
  schema: {
    tags: ['admin'],
    summary: "This municipality's audit log as CSV (RFC 4180), newest first, streamed",
    querystring: exportAuditLogQuerySchema,
    response: {
      200: z.string(),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
