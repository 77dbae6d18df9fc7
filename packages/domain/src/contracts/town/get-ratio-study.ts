import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { isoDateSchema } from '../../municipality.ts';
import { CLASS_GROUP_CODES } from '../../roll-integrity.ts';
import { textField } from '../../text.ts';
import { defineContract } from '../contract.ts';

/** Which values a study reads: the roll's, or the roll's with each completed review's new total. */
export const RATIO_STUDY_STAGES = ['roll', 'after_reviews'] as const;
export type RatioStudyStage = (typeof RATIO_STUDY_STAGES)[number];

const ratio = z.number().nonnegative();
const interval = z.object({ lower: z.number(), upper: z.number() });

/** A ratio study's figures (ratio-study.ts): null figures when there are no sales. */
export const ratioStudyFiguresSchema = z.object({
  count: z.number().int().nonnegative(),
  median_ratio: ratio.nullable(),
  /** The 95% confidence interval of the median, by order statistics; null below 7 sales. */
  median_ci: interval.nullable(),
  mean_ratio: ratio.nullable(),
  weighted_mean_ratio: ratio.nullable(),
  /** Coefficient of dispersion, in percent. */
  cod: z.number().nonnegative().nullable(),
  prd: z.number().nonnegative().nullable(),
  /** The coefficient of price-related bias and its 95% interval; null below 30 sales. */
  prb: z.object({ value: z.number(), lower: z.number(), upper: z.number() }).nullable(),
});

/**
 * The ratio study of the municipality's roll (decision 057): arm's-length sales in the three
 * years before the roll year's valuation date, matched to their parcels by SBL. `figures` are
 * of the sales the filters keep; `by_class_group` and `by_nbhd` cut the same sales by group and
 * by neighbourhood (only those with sales, in code order; parcels without a known class or
 * neighbourhood count in `figures` alone).
 */
export const ratioStudySchema = z.object({
  roll_year: z.number().int(),
  window: z.object({ from: isoDateSchema, to: isoDateSchema }),
  stage: z.enum(RATIO_STUDY_STAGES),
  filters: z.object({
    class_group: z.enum(CLASS_GROUP_CODES).nullable(),
    nbhd: z.string().nullable(),
  }),
  figures: ratioStudyFiguresSchema,
  by_class_group: z.array(
    z.object({ class_group: z.enum(CLASS_GROUP_CODES), figures: ratioStudyFiguresSchema }),
  ),
  by_nbhd: z.array(z.object({ nbhd: z.string(), figures: ratioStudyFiguresSchema })),
});
export type RatioStudy = z.infer<typeof ratioStudySchema>;

/**
 * The filters: the class group and neighbourhood are checked by the service (an unknown one is
 * `unknown_class_group` / `unknown_nbhd`, with its field); a stage not of the two is refused by
 * the schema.
 */
export const ratioStudyQuerySchema = z.strictObject({
  class_group: textField.max(40).optional(),
  nbhd: textField.max(40).optional(),
  stage: z.enum(RATIO_STUDY_STAGES).default('roll'),
});
export type RatioStudyQuery = z.input<typeof ratioStudyQuerySchema>;

export const getRatioStudyContract = defineContract({
  method: 'GET',
  path: '/town/ratio_study',
  access: 'town:dashboard',
  schema: {
    tags: ['town'],
    summary:
      "The roll's ratio study (IAAO): median ratio and its interval, mean, weighted mean, COD, PRD, PRB, by class group and neighbourhood",
    querystring: ratioStudyQuerySchema,
    response: {
      200: ratioStudySchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});

/** The CSV's header row: one row per stage and cut (the whole roll, each group, each neighbourhood). */
export const RATIO_STUDY_CSV_COLUMNS = [
  'Stage',
  'Cut',
  'Class group',
  'Neighbourhood',
  'Sales',
  'Median ratio',
  'Median 95% CI lower',
  'Median 95% CI upper',
  'Mean ratio',
  'Weighted mean ratio',
  'COD',
  'PRD',
  'PRB',
  'PRB 95% CI lower',
  'PRB 95% CI upper',
  'Window from',
  'Window to',
] as const;

export const exportRatioStudyContract = defineContract({
  method: 'GET',
  path: '/town/ratio_study.csv',
  access: 'town:dashboard',
  schema: {
    tags: ['town'],
    summary:
      "The roll's ratio study as CSV (RFC 4180): before and after the reviews, whole, by class group and by neighbourhood",
    response: { 200: z.string(), 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
