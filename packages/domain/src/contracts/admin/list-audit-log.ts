import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

export const AUDIT_LOG_MAX_PAGE_SIZE = 100;
export const AUDIT_LOG_DEFAULT_PAGE_SIZE = 20;

export const listAuditLogQuerySchema = z.strictObject({
  /** 1-based; a page past the end answers no entries and the total. */
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(AUDIT_LOG_MAX_PAGE_SIZE)
    .default(AUDIT_LOG_DEFAULT_PAGE_SIZE),
});
export type ListAuditLogQuery = z.input<typeof listAuditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime(),
  /** Null for the system, or an account that no longer exists in this municipality. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /**
   * The e-mail of the account a `user` entry is about, so the log names people rather than
   * numbers; null for other targets, or an account that no longer exists in this municipality.
   */
  targetEmail: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  total: z.number().int(),
  entries: z.array(auditLogEntrySchema),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

export const listAuditLogContract = defineContract({
  method: 'GET',
  path: '/admin/audit_log',
  access: 'audit:read',
  schema: {
    tags: ['admin'],
    summary: "This municipality's audit log, newest first, a page at a time",
    querystring: listAuditLogQuerySchema,
    response: {
      200: auditLogPageSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
