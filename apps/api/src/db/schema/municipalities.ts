import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  date,
  timestamp,
  integer,
  check,
  numeric,
  boolean,
} from 'drizzle-orm/pg-core';

/**
 * One row per municipality (decision 034): seeded from modules/municipalities/catalog.ts when a
 * key is missing, then edited by its mega-admin on /admin and by `cli municipality set`.
 */
export const municipalities = pgTable(
  'municipalities',
  {
    key: text('key').primaryKey(),
    displayName: text('display_name').notNull(),
    shortName: text('short_name').notNull(),
    website: text('website').notNull(),
    /** The operator's filing period; a mega-admin's override (below) wins over it. */
    filingDeadline: date('filing_deadline', { mode: 'string' }).notNull(),
    rollYear: integer('roll_year').notNull(),
    /** YYYY-MM of the second value notice mailing. */
    secondNoticeMonth: text('second_notice_month').notNull(),
    hosts: text('hosts').array().notNull().default([]),
    /** Owners' number to call; null: the firm's FIRM_PHONE. */
    supportPhone: text('support_phone'),
    /** https template with {municipality}, {parcelId}, {swis}, {compType}; null: no link. */
    comparisonSiteUrl: text('comparison_site_url'),
    incomeExpenseFormUrl: text('income_expense_form_url'),
    grievanceDay: date('grievance_day', { mode: 'string' }),
    /** The assessor the decision notice names: name, office address (one line), phone. */
    assessorName: text('assessor_name'),
    assessorAddress: text('assessor_address'),
    assessorPhone: text('assessor_phone'),
    /** The State's equalization rate in percent, and the year it was set for: both or neither. */
    equalizationRate: numeric('equalization_rate', { precision: 5, scale: 2, mode: 'number' }),
    equalizationRateYear: integer('equalization_rate_year'),
    /**
     * What a representative's filing needs (decision 052): 'file' (a file attached), 'e_sign'
     * (the owner's active e-signed authorization) or 'either'.
     */
    representativeAuthorization: text('representative_authorization').notNull().default('file'),
    /**
     * The video meeting link: https, with {municipality}, {filingNumber} and {token}; null: no
     * video meetings.
     */
    meetingUrlTemplate: text('meeting_url_template'),
    /**
     * The check before a reduction is final: 'off', 'warn' (mark a proposed ratio below 90% of
     * the neighbourhood's median) or 'require_note' (such a COMPLETE or offer needs a note).
     */
    integrityGuard: text('integrity_guard').notNull().default('warn'),
    /** Publish the season's outcomes by neighbourhood, class, filer and language (/outcomes). */
    publishOutcomes: boolean('publish_outcomes').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A mega-admin's filing period, which wins over `filing_deadline` (decision 017).
     */
    deadlineOverride: date('deadline_override', { mode: 'string' }),
    rollYearOverride: integer('roll_year_override'),
  },
  (t) => [
    check(
      'municipalities_filing_override_check',
      sql`(${t.deadlineOverride} is null) = (${t.rollYearOverride} is null)`,
    ),
    check(
      'municipalities_integrity_guard_check',
      sql`${t.integrityGuard} in ('off', 'warn', 'require_note')`,
    ),
    check(
      'municipalities_representative_authorization_check',
      sql`${t.representativeAuthorization} in ('file', 'e_sign', 'either')`,
    ),
    check(
      'municipalities_equalization_rate_check',
      sql`(${t.equalizationRate} is null) = (${t.equalizationRateYear} is null) and (${t.equalizationRate} is null or ${t.equalizationRate} > 0)`,
    ),
  ],
);

/**
 * One row whose number a trigger raises with every change to `municipalities`: each instance
 * polls it and reloads the table when it moves (decision 034). The row lock orders the
 * writers, so no commit is missed.
 */
export const municipalitiesRevision = pgTable(
  'municipalities_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: integer('revision').notNull().default(0),
  },
  (t) => [check('municipalities_revision_single_row', sql`${t.id} = 1`)],
);
