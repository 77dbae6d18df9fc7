import { describe, expect, it } from 'vitest';
import {
  integrityCheck,
  type IntegrityCheckInput,
  type IntegrityComparable,
  type IntegritySale,
} from './integrity-check.ts';
import { INTEGRITY_GUARDS } from './roll-integrity.ts';

/**
 * A subject of 2,000 sq ft of living area, computed by hand.
 *
 * Comparables (price / sfla): 300,000 / 1,500 = 200; 330,000 / 1,500 = 220;
 *   360,000 / 1,600 = 225; 250,000 / 1,000 = 250; one without a living area and one without a
 *   price are left out → 4 used.
 *   median price per sq ft = (220 + 225) / 2 = 222.5
 *   indicated value = 222.5 × 2,000 = 445,000
 *
 * The neighbourhood's six sales (A / S), the subject's 450,000 / 450,000 among them:
 *   ratios 0.90 0.95 1.00 1.00 (subject) 1.05 1.10
 *   median = (1.00 + 1.00) / 2 = 1.00
 *   |ratio − 1|: .10 .05 0 0 .05 .10, Σ = 0.30 → COD = 100 × (0.30 / 6) / 1.00 = 5.0
 *   mean = 6.00 / 6 = 1.00; weighted mean = ΣA / ΣS = 1,200,000 / 1,200,000 = 1.00 → PRD = 1.00
 *   threshold = 0.9 × 1.00 = 0.90
 *
 * Proposed 400,000: ratio to the indicated value 400,000 / 445,000 = 0.898876… < 0.90, crossed.
 *   After, the subject's sale at 400,000: its ratio 400,000 / 450,000 = 8/9 = 0.888889
 *   ratios 0.888889 0.90 0.95 1.00 1.05 1.10 → median = (0.95 + 1.00) / 2 = 0.975
 *   |ratio − 0.975|: .086111 .075 .025 .025 .075 .125, Σ = 0.411111
 *   COD = 100 × (0.411111 / 6) / 0.975 = 7.027540
 *   mean = 5.888889 / 6 = 0.981481; weighted mean = 1,150,000 / 1,200,000 = 0.958333
 *   PRD = 0.981481 / 0.958333 = 1.024155
 * Proposed 401,000: ratio 401,000 / 445,000 = 0.901124… ≥ 0.90, not crossed.
 */
const COMPARABLES: IntegrityComparable[] = [
  { price: 300_000, sfla: 1_500 },
  { price: 330_000, sfla: 1_500 },
  { price: 360_000, sfla: 1_600 },
  { price: 250_000, sfla: 1_000 },
  { price: 500_000, sfla: null },
  { price: null, sfla: 2_000 },
];

const SALES: IntegritySale[] = [
  { assessed: 90_000, price: 100_000, subject: false }, // 0.90
  { assessed: 190_000, price: 200_000, subject: false }, // 0.95
  { assessed: 150_000, price: 150_000, subject: false }, // 1.00
  { assessed: 450_000, price: 450_000, subject: true }, // 1.00
  { assessed: 210_000, price: 200_000, subject: false }, // 1.05
  { assessed: 110_000, price: 100_000, subject: false }, // 1.10
];

const BASE: IntegrityCheckInput = {
  proposed: 400_000,
  subjectSfla: 2_000,
  comparables: COMPARABLES,
  sales: SALES,
  guard: 'warn',
};

const DIGITS = 4;

describe('integrityCheck', () => {
  it('indicates the value from the comparables: median price per sq ft × the subject sfla', () => {
    const f = integrityCheck(BASE);
    expect(f.comparables_used).toBe(4);
    expect(f.price_per_sfla).toBe(222.5);
    expect(f.indicated_value).toBe(445_000);
    expect(f.proposed_ratio).toBeCloseTo(0.898876, DIGITS);
    expect(f.too_few).toEqual([]);
  });

  it('gives the neighbourhood as it is: median, COD and PRD, and the 90% threshold', () => {
    const f = integrityCheck(BASE);
    expect(f.nbhd_count).toBe(6);
    expect(f.nbhd_median_ratio).toBeCloseTo(1, DIGITS);
    expect(f.cod_now).toBeCloseTo(5, DIGITS);
    expect(f.prd_now).toBeCloseTo(1, DIGITS);
    expect(f.threshold_ratio).toBeCloseTo(0.9, DIGITS);
  });

  it("gives COD and PRD after the decision with the subject's sale at the proposed value", () => {
    const f = integrityCheck(BASE);
    expect(f.cod_after).toBeCloseTo(7.02754, DIGITS);
    expect(f.prd_after).toBeCloseTo(1.024155, DIGITS);
  });

  it('leaves the figures after as they are when the subject has no sale in the sample', () => {
    const f = integrityCheck({ ...BASE, sales: SALES.map((s) => ({ ...s, subject: false })) });
    expect(f.cod_after).toBeCloseTo(5, DIGITS);
    expect(f.prd_after).toBeCloseTo(1, DIGITS);
  });

  it('leaves the input untouched', () => {
    const sales = SALES.map((s) => ({ ...s }));
    integrityCheck({ ...BASE, sales });
    expect(sales).toEqual(SALES);
  });

  describe('the 90% threshold under each guard', () => {
    it.each([
      ['off', 400_000, false],
      ['warn', 400_000, true],
      ['require_note', 400_000, true],
      ['off', 401_000, false],
      ['warn', 401_000, false],
      ['require_note', 401_000, false],
    ] as const)('guard %s, proposed %i: crossed %s', (guard, proposed, crossed) => {
      const f = integrityCheck({ ...BASE, guard, proposed });
      expect(f.crossed).toBe(crossed);
      // The figures are the same whatever the guard; only the mark differs.
      expect(f.threshold_ratio).toBeCloseTo(0.9, DIGITS);
    });

    it('covers every guard', () => {
      expect([...INTEGRITY_GUARDS].sort()).toEqual(['off', 'require_note', 'warn']);
    });

    it('is not crossed by a value above the indicated one', () => {
      expect(integrityCheck({ ...BASE, proposed: 500_000 }).crossed).toBe(false);
    });
  });

  describe('too few to judge', () => {
    it('too few comparables: no indicated value, no ratio, not crossed', () => {
      const f = integrityCheck({ ...BASE, comparables: COMPARABLES.slice(0, 2) });
      expect(f.comparables_used).toBe(2);
      // The median of the two is still shown: (200 + 220) / 2 = 210.
      expect(f.price_per_sfla).toBe(210);
      expect(f.indicated_value).toBeNull();
      expect(f.proposed_ratio).toBeNull();
      expect(f.crossed).toBe(false);
      expect(f.too_few).toEqual(['comparables']);
    });

    it('no comparable with both a price and a living area', () => {
      const f = integrityCheck({ ...BASE, comparables: COMPARABLES.slice(4) });
      expect(f.comparables_used).toBe(0);
      expect(f.price_per_sfla).toBeNull();
      expect(f.indicated_value).toBeNull();
      expect(f.too_few).toEqual(['comparables']);
    });

    it('too few sales: no median, threshold, COD or PRD, not crossed', () => {
      const f = integrityCheck({ ...BASE, sales: SALES.slice(0, 4) });
      expect(f.nbhd_count).toBe(4);
      expect(f.nbhd_median_ratio).toBeNull();
      expect(f.threshold_ratio).toBeNull();
      expect(f.cod_now).toBeNull();
      expect(f.prd_now).toBeNull();
      expect(f.cod_after).toBeNull();
      expect(f.prd_after).toBeNull();
      expect(f.indicated_value).toBe(445_000);
      expect(f.crossed).toBe(false);
      expect(f.too_few).toEqual(['sales']);
    });

    it('no living area for the subject: no indicated value', () => {
      for (const subjectSfla of [null, 0]) {
        const f = integrityCheck({ ...BASE, subjectSfla });
        expect(f.price_per_sfla).toBe(222.5);
        expect(f.indicated_value).toBeNull();
        expect(f.proposed_ratio).toBeNull();
        expect(f.crossed).toBe(false);
        expect(f.too_few).toEqual(['subject_sfla']);
      }
    });

    it('no proposed value: no ratio, and the figures after are the figures now', () => {
      for (const proposed of [null, 0]) {
        const f = integrityCheck({ ...BASE, proposed });
        expect(f.indicated_value).toBe(445_000);
        expect(f.proposed_ratio).toBeNull();
        expect(f.cod_after).toBeCloseTo(5, DIGITS);
        expect(f.prd_after).toBeCloseTo(1, DIGITS);
        expect(f.crossed).toBe(false);
        expect(f.too_few).toEqual(['proposed']);
      }
    });

    it('lists every shortfall in order', () => {
      const f = integrityCheck({
        proposed: null,
        subjectSfla: null,
        comparables: [],
        sales: [],
        guard: 'require_note',
      });
      expect(f.too_few).toEqual(['comparables', 'sales', 'subject_sfla', 'proposed']);
      expect(f.nbhd_count).toBe(0);
      expect(f.crossed).toBe(false);
    });
  });
});
