import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  bigint,
  text,
  jsonb,
  timestamp,
  index,
  check,
} from 'drizzle-orm/pg-core';
import { municipalities } from './municipalities.ts';

/**
 * Who did what to which record, and how it looked before and after. Append-only: the
 * migration adds a trigger that refuses UPDATE, DELETE and TRUNCATE, so not even a bug in
 * the application (or a hurried operator) can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    /**
     * Null for the system. No foreign key: the log must outlive the account, and a
     * cascade or SET NULL would be an update the trigger refuses.
     */
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    /** `<area>.<verb>`, e.g. `review.assign`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_muni_time_idx').on(t.municipalityKey, t.occurredAt),
    /** The admin view and export read one municipality's log newest first, by id. */
    index('audit_log_muni_id_idx').on(t.municipalityKey, t.id),
    index('audit_log_target_idx').on(t.municipalityKey, t.targetType, t.targetId),
    check('audit_log_action_check', sql`${t.action} ~ '^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)+$'`),
  ],
);
