import { describe, expect, it } from 'vitest';
import {
  median,
  medianCiRanks,
  medianInPlace,
  PRB_MIN_SALES,
  ratioStudy,
  studentT975,
} from './ratio-study.ts';

/**
 * Twelve sales, computed by hand (ratios are A/S):
 *   sorted ratios: 0.80 0.85 0.90 0.90 0.92 0.93 0.95 0.98 1.00 1.00 1.05 1.10 (two ties)
 *   median = (0.93 + 0.95) / 2 = 0.94 (n even: the mean of the 6th and 7th)
 *   CI ranks: j = ⌈1.96 × √12 / 2⌉ = ⌈3.3948⌉ = 4; n even: lower 12/2 − 4 = 2, upper 12/2 + 1 + 4
 *     = 11 → [0.85, 1.05]
 *   mean = Σratios / n = 11.38 / 12 = 0.948333…
 *   weighted mean = ΣA / ΣS = 3,004,000 / 3,150,000 = 0.953650…
 *   |ratio − 0.94|: .14 .09 .04 .04 .02 .01 .01 .04 .06 .06 .11 .16, Σ = 0.78, mean 0.065
 *   COD = 100 × 0.065 / 0.94 = 6.914893…
 *   PRD = 0.948333… / 0.953650… = 0.994424…
 *   PRB: null, fewer than 30 sales.
 */
const TWELVE = [
  { assessed: 90_000, price: 100_000 }, // 0.90
  { assessed: 95_000, price: 100_000 }, // 0.95
  { assessed: 160_000, price: 200_000 }, // 0.80
  { assessed: 200_000, price: 200_000 }, // 1.00
  { assessed: 105_000, price: 100_000 }, // 1.05
  { assessed: 276_000, price: 300_000 }, // 0.92
  { assessed: 294_000, price: 300_000 }, // 0.98
  { assessed: 440_000, price: 400_000 }, // 1.10
  { assessed: 340_000, price: 400_000 }, // 0.85
  { assessed: 500_000, price: 500_000 }, // 1.00
  { assessed: 225_000, price: 250_000 }, // 0.90
  { assessed: 279_000, price: 300_000 }, // 0.93
];

/**
 * Thirty-two sales whose higher prices are assessed a little lower (a regressive roll). The
 * figures were computed independently with NumPy and SciPy (numpy.median, scipy.stats.linregress,
 * scipy.stats.t.ppf(0.975, 30) = 2.0422724563):
 *   median = (314,500/329,000 + 252,600/264,000) / 2 = (0.9559270517 + 0.9568181818) / 2
 *          = 0.9563726167
 *   CI ranks: j = ⌈1.96 × √32 / 2⌉ = ⌈5.5437⌉ = 6 → ranks 16 − 6 = 10 and 17 + 6 = 23:
 *          310,700/337,000 = 0.9219584570 and 306,900/310,000 = 0.99
 *   mean = 0.9561094782, weighted mean = 0.9391415633, COD = 4.5893978350, PRD = 1.0180674731
 *   PRB regression, x = log2(0.5 S + 0.5 A / median), y = (A/S − median) / median:
 *     x̄ = 18.1026064620, ȳ = −0.0002751423, Sxx = 16.9880659376, Sxy = −0.8416254000,
 *     Syy = 0.1056834969
 *     slope = Sxy / Sxx = −0.0495421552
 *     SE = √((Syy − slope × Sxy) / 30 / Sxx) = 0.0112050857
 *     interval = −0.0495421552 ± 2.0422724563 × 0.0112050857 = [−0.0724259930, −0.0266583174]
 */
const THIRTY_TWO: [number, number][] = [
  [76800, 80000],
  [105000, 99000],
  [121200, 118000],
  [125100, 126000],
  [139100, 145000],
  [173800, 164000],
  [176500, 172000],
  [189500, 191000],
  [201200, 210000],
  [201400, 218000],
  [242900, 237000],
  [242800, 245000],
  [252600, 264000],
  [261200, 283000],
  [298000, 291000],
  [306900, 310000],
  [314500, 329000],
  [310700, 337000],
  [316100, 356000],
  [370900, 375000],
  [365800, 383000],
  [370200, 402000],
  [363700, 410000],
  [423900, 429000],
  [427400, 448000],
  [419500, 456000],
  [420800, 475000],
  [420900, 494000],
  [478400, 502000],
  [478800, 521000],
  [477900, 540000],
  [466300, 548000],
];

const DIGITS = 4;

describe('ratioStudy', () => {
  it('matches the hand computation of twelve sales to four decimal places', () => {
    const f = ratioStudy(TWELVE);
    expect(f.count).toBe(12);
    expect(f.median_ratio).toBeCloseTo(0.94, DIGITS);
    expect(f.median_ci?.lower).toBeCloseTo(0.85, DIGITS);
    expect(f.median_ci?.upper).toBeCloseTo(1.05, DIGITS);
    expect(f.mean_ratio).toBeCloseTo(0.948333, DIGITS);
    expect(f.weighted_mean_ratio).toBeCloseTo(0.953651, DIGITS);
    expect(f.cod).toBeCloseTo(6.914894, DIGITS);
    expect(f.prd).toBeCloseTo(0.994424, DIGITS);
    expect(f.prb).toBeNull();
  });

  it('matches the independent computation of thirty-two sales, PRB and its interval included', () => {
    const f = ratioStudy(THIRTY_TWO.map(([assessed, price]) => ({ assessed, price })));
    expect(f.count).toBe(32);
    expect(f.median_ratio).toBeCloseTo(0.9563726167, DIGITS);
    expect(f.median_ci?.lower).toBeCloseTo(0.921958457, DIGITS);
    expect(f.median_ci?.upper).toBeCloseTo(0.99, DIGITS);
    expect(f.mean_ratio).toBeCloseTo(0.9561094782, DIGITS);
    expect(f.weighted_mean_ratio).toBeCloseTo(0.9391415633, DIGITS);
    expect(f.cod).toBeCloseTo(4.589397835, DIGITS);
    expect(f.prd).toBeCloseTo(1.0180674731, DIGITS);
    expect(f.prb?.value).toBeCloseTo(-0.0495421552, DIGITS);
    expect(f.prb?.lower).toBeCloseTo(-0.072425993, DIGITS);
    expect(f.prb?.upper).toBeCloseTo(-0.0266583174, DIGITS);
  });

  it('gives PRB from thirty sales, not twenty-nine', () => {
    const pairs = THIRTY_TWO.map(([assessed, price]) => ({ assessed, price }));
    expect(ratioStudy(pairs.slice(0, PRB_MIN_SALES)).prb).not.toBeNull();
    expect(ratioStudy(pairs.slice(0, PRB_MIN_SALES - 1)).prb).toBeNull();
  });

  it('answers nulls for no sales', () => {
    expect(ratioStudy([])).toEqual({
      count: 0,
      median_ratio: null,
      median_ci: null,
      mean_ratio: null,
      weighted_mean_ratio: null,
      cod: null,
      prd: null,
      prb: null,
    });
  });

  it('answers one sale: its ratio, no dispersion, no interval', () => {
    const f = ratioStudy([{ assessed: 90_000, price: 120_000 }]);
    expect(f.count).toBe(1);
    expect(f.median_ratio).toBeCloseTo(0.75, DIGITS);
    expect(f.mean_ratio).toBeCloseTo(0.75, DIGITS);
    expect(f.weighted_mean_ratio).toBeCloseTo(0.75, DIGITS);
    expect(f.cod).toBe(0);
    expect(f.prd).toBeCloseTo(1, DIGITS);
    expect(f.median_ci).toBeNull();
    expect(f.prb).toBeNull();
  });

  it('answers two sales: the median is their mean', () => {
    // 0.8 and 1.0: median 0.9; COD = 100 × 0.1 / 0.9 = 11.1111; weighted mean = ΣA / ΣS
    // = 180,000 / 200,000 = 0.9 = the mean, so PRD = 1.
    const f = ratioStudy([
      { assessed: 80_000, price: 100_000 },
      { assessed: 100_000, price: 100_000 },
    ]);
    expect(f.median_ratio).toBeCloseTo(0.9, DIGITS);
    expect(f.cod).toBeCloseTo(11.1111, DIGITS);
    expect(f.prd).toBeCloseTo(1, DIGITS);
    expect(f.median_ci).toBeNull();
  });

  it('handles ties: every ratio the same gives COD 0 and PRB 0 on a flat line', () => {
    const pairs = Array.from({ length: 30 }, (_, i) => ({
      assessed: 90 * (1000 + i * 100),
      price: 100 * (1000 + i * 100),
    }));
    const f = ratioStudy(pairs);
    expect(f.median_ratio).toBeCloseTo(0.9, DIGITS);
    expect(f.median_ci).toEqual({ lower: f.median_ratio, upper: f.median_ratio });
    expect(f.cod).toBeCloseTo(0, DIGITS);
    expect(f.prd).toBeCloseTo(1, DIGITS);
    expect(f.prb?.value).toBeCloseTo(0, DIGITS);
  });

  it('leaves out sales with no positive price or assessed value', () => {
    const f = ratioStudy([
      { assessed: 90_000, price: 100_000 },
      { assessed: 90_000, price: 0 },
      { assessed: 0, price: 100_000 },
      { assessed: Number.NaN, price: 100_000 },
    ]);
    expect(f.count).toBe(1);
  });
});

describe('medianCiRanks (IAAO 2013 Appendix B, normal approximation)', () => {
  it('has no interval below seven sales', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 6]) expect(medianCiRanks(n)).toBeNull();
  });
  it('gives the ranks for odd and even counts', () => {
    // n = 7: j = ⌈1.96 × 2.6458 / 2⌉ = ⌈2.593⌉ = 3 → 4 − 3, 4 + 3.
    expect(medianCiRanks(7)).toEqual({ lower: 1, upper: 7 });
    // n = 11: j = ⌈3.250⌉ = 4 → 6 − 4, 6 + 4.
    expect(medianCiRanks(11)).toEqual({ lower: 2, upper: 10 });
    // n = 12: j = ⌈3.395⌉ = 4 → 6 − 4, 7 + 4.
    expect(medianCiRanks(12)).toEqual({ lower: 2, upper: 11 });
    // n = 100: j = ⌈9.8⌉ = 10 → 50 − 10, 51 + 10 (Gardner & Altman's 40th to 61st).
    expect(medianCiRanks(100)).toEqual({ lower: 40, upper: 61 });
  });
});

describe('median', () => {
  it('takes the middle value or the mean of the two middle ones, and leaves the list alone', () => {
    const values = [3, 1, 2];
    expect(median(values)).toBe(2);
    expect(values).toEqual([3, 1, 2]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('of a typed array sorts it in place, numerically', () => {
    const values = new Float64Array([10, 9, 100, 2]);
    expect(medianInPlace(values)).toBe(9.5);
    expect([...values]).toEqual([2, 9, 10, 100]);
    expect(medianInPlace(new Float64Array(0))).toBeNull();
  });
});

describe('studentT975', () => {
  it('matches the t table from 28 degrees of freedom', () => {
    // scipy.stats.t.ppf(0.975, df)
    expect(studentT975(28)).toBeCloseTo(2.0484071418, 6);
    expect(studentT975(30)).toBeCloseTo(2.0422724563, 6);
    expect(studentT975(100)).toBeCloseTo(1.9839715185, 6);
  });
});
