/**
 * The ratio study's statistics (decision 057), after the IAAO Standard on Ratio Studies
 * (2013): a ratio is assessed value / sale price. Pure and dependency-free, so the API and the
 * review screen's integrity check compute the same figures; the review screen recomputes them
 * as the reviewer types, so the work is one sort of a typed array and a few passes over it.
 */

/** One sale matched to its parcel: the assessed value and the sale price, in dollars. */
export interface RatioPair {
  assessed: number;
  price: number;
}

export interface RatioStudyFigures {
  count: number;
  median_ratio: number | null;
  /** The 95% confidence interval of the median, by order statistics; null for too few sales. */
  median_ci: { lower: number; upper: number } | null;
  mean_ratio: number | null;
  weighted_mean_ratio: number | null;
  /** Coefficient of dispersion, in percent. */
  cod: number | null;
  /** Price-related differential. */
  prd: number | null;
  /** Coefficient of price-related bias with its 95% interval; only from PRB_MIN_SALES sales. */
  prb: { value: number; lower: number; upper: number } | null;
}

/** IAAO: PRB is computed only when there are at least 30 sales. */
export const PRB_MIN_SALES = 30;

/** The 97.5th percentile of the standard normal distribution (a two-sided 95% interval). */
const Z_975 = 1.959963984540054;

/** The middle of sorted values: the middle one, or the mean of the two middle ones. */
function sortedMedian(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of a list of numbers; null when it is empty. The list is not changed. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return medianInPlace(Float64Array.from(values));
}

/**
 * The median of a typed array, sorting it in place (no copy, for callers that fill a scratch
 * array as the reviewer types); null when it is empty.
 */
export function medianInPlace(values: Float64Array): number | null {
  if (values.length === 0) return null;
  return sortedMedian(values.sort());
}

/**
 * The 1-based ranks of the sorted ratios that bound the 95% confidence interval of the median,
 * by order statistics: IAAO Standard on Ratio Studies (2013), Appendix B, the normal
 * approximation of the binomial ranks:
 *   j = 1.96 × √n / 2, rounded up to the next whole number;
 *   n odd:  lower rank (n + 1)/2 − j, upper rank (n + 1)/2 + j;
 *   n even: lower rank n/2 − j,       upper rank n/2 + 1 + j.
 * Null when the lower rank falls below 1 (n < 7 here): too few sales for the interval.
 */
export function medianCiRanks(n: number): { lower: number; upper: number } | null {
  if (n < 1) return null;
  const j = Math.ceil((Z_975 * Math.sqrt(n)) / 2);
  const lower = n % 2 === 1 ? (n + 1) / 2 - j : n / 2 - j;
  const upper = n % 2 === 1 ? (n + 1) / 2 + j : n / 2 + 1 + j;
  if (lower < 1 || upper > n) return null;
  return { lower, upper };
}

/**
 * Student's t 97.5th percentile for `df` degrees of freedom, by the Cornish–Fisher expansion
 * around the normal quantile (Abramowitz & Stegun 26.7.5, four terms). Within 5e-8 of the
 * exact value from 28 degrees of freedom up, which is all PRB (n ≥ 30, n − 2 df) asks of it.
 */
export function studentT975(df: number): number {
  const z = Z_975;
  const z2 = z * z;
  const z3 = z2 * z;
  const z5 = z3 * z2;
  const z7 = z5 * z2;
  const z9 = z7 * z2;
  const g1 = (z3 + z) / 4;
  const g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
  const g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
  const g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

const EMPTY: RatioStudyFigures = {
  count: 0,
  median_ratio: null,
  median_ci: null,
  mean_ratio: null,
  weighted_mean_ratio: null,
  cod: null,
  prd: null,
  prb: null,
};

/**
 * Every figure of a ratio study of these sales. Pairs with a price or assessed value that is
 * not a positive finite number are left out (they give no ratio).
 */
export function ratioStudy(pairs: readonly RatioPair[]): RatioStudyFigures {
  const ratios = new Float64Array(pairs.length);
  let n = 0;
  let sumRatio = 0;
  let sumAssessed = 0;
  let sumPrice = 0;
  for (const { assessed, price } of pairs) {
    if (!(price > 0) || !(assessed > 0) || !Number.isFinite(price) || !Number.isFinite(assessed)) {
      continue;
    }
    const ratio = assessed / price;
    ratios[n++] = ratio;
    sumRatio += ratio;
    sumAssessed += assessed;
    sumPrice += price;
  }
  if (n === 0) return EMPTY;
  const sorted = ratios.subarray(0, n).sort();
  const medianRatio = sortedMedian(sorted);

  const ranks = medianCiRanks(n);
  const medianCi = ranks
    ? { lower: sorted[ranks.lower - 1]!, upper: sorted[ranks.upper - 1]! }
    : null;

  // Mean ratio: Σ(A/S) / n. Weighted mean: ΣA / ΣS (IAAO 2013, Appendix B).
  const meanRatio = sumRatio / n;
  const weightedMean = sumAssessed / sumPrice;

  // COD = 100 × (Σ|A/S − median| / n) / median (IAAO 2013, Appendix B).
  let sumAbsDev = 0;
  for (let i = 0; i < n; i++) sumAbsDev += Math.abs(sorted[i]! - medianRatio);
  const cod = (100 * (sumAbsDev / n)) / medianRatio;

  // PRD = mean / weighted mean (IAAO 2013, Appendix B).
  const prd = meanRatio / weightedMean;

  return {
    count: n,
    median_ratio: medianRatio,
    median_ci: medianCi,
    mean_ratio: meanRatio,
    weighted_mean_ratio: weightedMean,
    cod,
    prd,
    prb: n >= PRB_MIN_SALES ? priceRelatedBias(pairs, medianRatio) : null,
  };
}

/**
 * PRB (IAAO 2013, Appendix B, "Coefficient of price-related bias"): the least-squares slope of
 *   y = (A/S − median) / median   on   x = ln(0.5 × S + 0.5 × A / median) / ln 2,
 * with its 95% interval slope ± t(0.975, n − 2) × SE(slope), where
 *   SE(slope) = √( Σ(y − ŷ)² / (n − 2) / Σ(x − x̄)² ).
 * A PRB of 0.05 means ratios rise by 5% when the value doubles.
 */
function priceRelatedBias(
  pairs: readonly RatioPair[],
  medianRatio: number,
): { value: number; lower: number; upper: number } | null {
  // Two passes (means, then centred sums) keep the sums well conditioned.
  let n = 0;
  let sumX = 0;
  let sumY = 0;
  for (const { assessed, price } of pairs) {
    if (!(price > 0) || !(assessed > 0) || !Number.isFinite(price) || !Number.isFinite(assessed)) {
      continue;
    }
    n++;
    sumX += Math.log2(0.5 * price + (0.5 * assessed) / medianRatio);
    sumY += (assessed / price - medianRatio) / medianRatio;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const { assessed, price } of pairs) {
    if (!(price > 0) || !(assessed > 0) || !Number.isFinite(price) || !Number.isFinite(assessed)) {
      continue;
    }
    const dx = Math.log2(0.5 * price + (0.5 * assessed) / medianRatio) - meanX;
    const dy = (assessed / price - medianRatio) / medianRatio - meanY;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  // Every value proxy the same: no slope to fit.
  if (!(sxx > 0)) return null;
  const slope = sxy / sxx;
  const sse = Math.max(0, syy - slope * sxy);
  const se = Math.sqrt(sse / (n - 2) / sxx);
  const half = studentT975(n - 2) * se;
  return { value: slope, lower: slope - half, upper: slope + half };
}
