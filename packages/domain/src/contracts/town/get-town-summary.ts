import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { isoDateSchema } from '../../municipality.ts';
import { defineContract } from '../contract.ts';

const count = z.number().int().nonnegative();
/** Whole dollars; a sum of changes may be negative. */
const dollars = z.number().int();

/**
 * The town's dashboard (decision 022; SPEC §6 leaves the town's rights open): figures of
 * the municipality's filings only, never who reviews them (decision 022).
 */
export const townSummarySchema = z.object({
  /**
   * Filings by review_status (SPEC §4, and withdrawn): `withdrawn` counts those the owner
   * withdrew and those the assessor's office voided, `voided` the latter alone. `total` is
   * every filing, withdrawn ones included: the four stages add up to it, and so do the days
   * of `filings_per_day`.
   */
  counts: z.object({
    incomplete: count,
    far: count,
    /** Filings whose preliminary offer waits for the owner's answer. */
    offer: count,
    complete: count,
    withdrawn: count,
    voided: count,
    total: count,
  }),
  /**
   * Filings not yet complete (received, further review, or an offer out), and the sum of their
   * received total values.
   */
  under_review: z.object({ count, received_total_value: dollars }),
  /**
   * Completed reviews: how many, how many changed the total value, the sum over them of the
   * new assessed total value minus the received one (negative when values went down), and how
   * their owners answered.
   */
  completed: z.object({
    count,
    changed: count,
    total_value_change: dollars,
    /**
     * The owners' answers to those decisions (our addition): accepted, disagreed, and not yet
     * answered; the three add up to `count`.
     */
    responses: z.object({ accept: count, disagree: count, none: count }),
  }),
  /**
   * Preliminary offers sent (every one, a filing's second included), and how many the owners
   * accepted or countered, and how many lapsed unanswered.
   */
  offers: z.object({ sent: count, accepted: count, countered: count, lapsed: count }),
  /** Informal meetings booked (cancelled ones included), held, and missed by the owner. */
  meetings: z.object({ booked: count, held: count, missed: count }),
  /**
   * The median number of days from filing to the decision (COMPLETE), counted in calendar
   * days of `time_zone`; null before any review is complete.
   */
  median_days_to_decision: z.number().nonnegative().nullable(),
  /**
   * Days with at least one filing, oldest first; a day is a calendar day in `time_zone`. Every
   * filing counts on the day it was filed, whatever became of it since.
   */
  filings_per_day: z.array(z.object({ date: isoDateSchema, count })),
  time_zone: z.string(),
});
export type TownSummary = z.infer<typeof townSummarySchema>;

export const getTownSummaryContract = defineContract({
  method: 'GET',
  path: '/town/summary',
  access: 'town:dashboard',
  schema: {
    tags: ['town'],
    summary:
      "This municipality's filings in figures: counts, values under review and changed, per day",
    response: { 200: townSummarySchema, 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
