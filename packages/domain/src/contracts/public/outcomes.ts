import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { csvRecord } from '../../csv.ts';
import { OUTCOME_DIMENSIONS, type OutcomeRow } from '../../outcomes.ts';
import { defineContract } from '../contract.ts';

const count = z.number().int().nonnegative().nullable();

/** One row of the published outcomes; a suppressed row has every figure null. */
export const outcomeRowSchema = z.object({
  dimension: z.enum(OUTCOME_DIMENSIONS),
  /**
   * The neighbourhood code, the class group (CLASS_GROUPS' keys), the filer (owner,
   * representative) or the language (en, es); null on the `all` row and for filings without one.
   */
  group: z.string().nullable(),
  /** Fewer than OUTCOMES_MIN_CELL filings, or hidden so that such a row cannot be worked out. */
  suppressed: z.boolean(),
  filings: count,
  decided: count,
  reduced: count,
  withdrawn: count,
  /** The median of the decided filings' (new − old) / old × 100, to one decimal place. */
  median_change_percent: z.number().nullable(),
  /** The median of the decided filings' calendar days (ET) from filing to decision. */
  median_days_to_decision: z.number().nonnegative().nullable(),
}) satisfies z.ZodType<OutcomeRow>;

export const publishedOutcomesSchema = z.object({
  /** The roll year whose filings are counted. */
  roll_year: z.number().int(),
  /** A row of fewer filings than this is suppressed. */
  min_cell: z.number().int().positive(),
  rows: z.array(outcomeRowSchema),
});
export type PublishedOutcomes = z.infer<typeof publishedOutcomesSchema>;

/** The CSV's header row; each row after it has these cells in this order (empty for null). */
export const OUTCOMES_CSV_COLUMNS = [
  'roll_year',
  'dimension',
  'group',
  'suppressed',
  'filings',
  'decided',
  'reduced',
  'withdrawn',
  'median_change_percent',
  'median_days_to_decision',
] as const;

/** The published outcomes as CSV (RFC 4180, CRLF). */
export function outcomesCsv(outcomes: PublishedOutcomes): string {
  const cell = (value: string | number | null) => (value === null ? '' : value);
  return [
    csvRecord(OUTCOMES_CSV_COLUMNS),
    ...outcomes.rows.map((row) =>
      csvRecord([
        outcomes.roll_year,
        row.dimension,
        cell(row.group),
        row.suppressed ? 'yes' : 'no',
        cell(row.filings),
        cell(row.decided),
        cell(row.reduced),
        cell(row.withdrawn),
        cell(row.median_change_percent),
        cell(row.median_days_to_decision),
      ]),
    ),
  ].join('');
}

const description =
  'Only while the municipality publishes its outcomes (the publish_outcomes setting); otherwise 404. No sign-in; no personal data; every row of fewer than 5 filings is suppressed.';

export const getPublishedOutcomesContract = defineContract({
  method: 'GET',
  path: '/public/outcomes.json',
  access: 'public',
  schema: {
    tags: ['public'],
    summary:
      "This municipality's review outcomes of its roll year, by neighbourhood, class group, filer and language",
    description,
    response: { 200: publishedOutcomesSchema, 404: apiErrorSchema, 429: apiErrorSchema },
  },
});

export const getPublishedOutcomesCsvContract = defineContract({
  method: 'GET',
  path: '/public/outcomes.csv',
  access: 'public',
  schema: {
    tags: ['public'],
    summary: 'The published review outcomes as CSV (RFC 4180), the rows of outcomes.json',
    description,
    response: { 200: z.string(), 404: apiErrorSchema, 429: apiErrorSchema },
  },
});
