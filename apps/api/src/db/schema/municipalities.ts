import { pgTable, text, date, timestamp } from 'drizzle-orm/pg-core';

/** Synced from the catalog module at every start; see modules/municipalities/catalog.ts. */
export const municipalities = pgTable('municipalities', {
  key: text('key').primaryKey(),
  displayName: text('display_name').notNull(),
  shortName: text('short_name').notNull(),
  website: text('website').notNull(),
  filingDeadline: date('filing_deadline', { mode: 'string' }).notNull(),
  /** YYYY-MM of the second value notice mailing. */
  secondNoticeMonth: text('second_notice_month').notNull(),
  hosts: text('hosts').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
