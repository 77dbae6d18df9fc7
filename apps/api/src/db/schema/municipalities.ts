import { sql } from 'drizzle-orm';
import { pgTable, text, date, timestamp, integer, check } from 'drizzle-orm/pg-core';

/** Synced from the catalog module at every start; see modules/municipalities/catalog.ts. */
export const municipalities = pgTable(
  'municipalities',
  {
    key: text('key').primaryKey(),
    displayName: text('display_name').notNull(),
    shortName: text('short_name').notNull(),
    website: text('website').notNull(),
    filingDeadline: date('filing_deadline', { mode: 'string' }).notNull(),
    /** YYYY-MM of the second value notice mailing. */
    secondNoticeMonth: text('second_notice_month').notNull(),
    hosts: text('hosts').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A mega-admin's filing period, which wins over the catalog's `filing_deadline`. The
     * catalog sync never writes these columns, so a restart keeps the override
     * (decision 017).
     */
    deadlineOverride: date('deadline_override', { mode: 'string' }),
    rollYearOverride: integer('roll_year_override'),
  },
  (t) => [
    check(
      'municipalities_filing_override_check',
      sql`(${t.deadlineOverride} is null) = (${t.rollYearOverride} is null)`,
    ),
  ],
);
