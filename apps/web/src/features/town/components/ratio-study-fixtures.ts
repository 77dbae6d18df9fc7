import type { RatioStudy } from '@ir/domain/contracts/town/get-ratio-study.ts';

type Figures = RatioStudy['figures'];

const NONE: Figures = {
  count: 0,
  median_ratio: null,
  median_ci: null,
  mean_ratio: null,
  weighted_mean_ratio: null,
  cod: null,
  prd: null,
  prb: null,
};

/** A study with no sales, for the page's other tests. */
export function emptyRatioStudy(stage: string | null): RatioStudy {
  return {
    roll_year: 2025,
    window: { from: '2021-07-02', to: '2024-07-01' },
    stage: stage === 'after_reviews' ? 'after_reviews' : 'roll',
    filters: { class_group: null, nbhd: null },
    figures: NONE,
    by_class_group: [],
    by_nbhd: [],
  };
}

const figures = (over: Partial<Figures>): Figures => ({ ...NONE, ...over });

/** The roll: COD in range, PRD out of range (regressive), PRB from 32 sales. */
export const BEFORE: RatioStudy = {
  ...emptyRatioStudy('roll'),
  figures: figures({
    count: 32,
    median_ratio: 0.9564,
    median_ci: { lower: 0.922, upper: 0.99 },
    mean_ratio: 0.9561,
    weighted_mean_ratio: 0.9391,
    cod: 4.59,
    prd: 1.0181,
    prb: { value: -0.0495, lower: -0.0724, upper: -0.0267 },
  }),
  by_class_group: [
    {
      class_group: 'residential',
      figures: figures({ count: 30, median_ratio: 0.95, cod: 8.2, prd: 1.01 }),
    },
    {
      class_group: 'commercial',
      figures: figures({ count: 2, median_ratio: 0.9, cod: 22, prd: 1.0 }),
    },
  ],
  by_nbhd: [
    { nbhd: 'A1', figures: figures({ count: 20, median_ratio: 0.97, cod: 9.5, prd: 1.0 }) },
    { nbhd: 'B2', figures: figures({ count: 12, median_ratio: 0.93, cod: 12.1, prd: 1.02 }) },
  ],
};

/** After the reviews: B2's reductions push its COD out of range. */
export const AFTER: RatioStudy = {
  ...BEFORE,
  stage: 'after_reviews',
  figures: figures({
    count: 32,
    median_ratio: 0.94,
    median_ci: { lower: 0.9, upper: 0.98 },
    mean_ratio: 0.94,
    weighted_mean_ratio: 0.93,
    cod: 6.1,
    prd: 1.0108,
    prb: { value: -0.061, lower: -0.09, upper: -0.03 },
  }),
  by_nbhd: [
    { nbhd: 'A1', figures: figures({ count: 20, median_ratio: 0.97, cod: 9.5, prd: 1.0 }) },
    { nbhd: 'B2', figures: figures({ count: 12, median_ratio: 0.88, cod: 17.3, prd: 1.04 }) },
  ],
};
