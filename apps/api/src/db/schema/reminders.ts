import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  bigint,
  boolean,
  text,
  timestamp,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { applications } from './filing.ts';
import { municipalities } from './municipalities.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account's choice about e-mails that are not transactional (reminders). No row is the
 * default: reminders on. Transactional mail (receipts, decisions, links) never asks.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  municipalityKey: text('municipality_key')
    .notNull()
    .references(() => municipalities.key),
  reminders: boolean('reminders').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Each reminder sent, so a stage goes out once however many passes and instances run: the
 * pass inserts the row with ON CONFLICT DO NOTHING in the transaction that enqueues the
 * e-mail, and only the insert that wrote a row enqueues. A draft reminder is per account and
 * period (`period_ends_at`), a closing reminder per application.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    periodEndsAt: at('period_ends_at'),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => applications.id, {
      onDelete: 'cascade',
    }),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('sent_reminders_draft_key')
      .on(t.municipalityKey, t.userId, t.kind, t.periodEndsAt)
      .where(sql`${t.applicationId} is null`),
    uniqueIndex('sent_reminders_application_key')
      .on(t.applicationId, t.kind)
      .where(sql`${t.applicationId} is not null`),
    check(
      'sent_reminders_kind_check',
      sql`${t.kind} in ('draft-7d', 'draft-1d', 'response-closing')`,
    ),
    check(
      'sent_reminders_about_check',
      sql`(${t.kind} = 'response-closing') = (${t.applicationId} is not null) and (${t.applicationId} is null) = (${t.periodEndsAt} is not null)`,
    ),
  ],
);
