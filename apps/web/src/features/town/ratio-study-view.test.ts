import { describe, expect, it } from 'vitest';
import { formatCod, formatPrb, formatRatio, rangeWords } from './ratio-study-view.ts';

describe('rangeWords', () => {
  it("says whether a figure is within IAAO's range, ends included", () => {
    expect(rangeWords('cod', 5)).toBe('in range');
    expect(rangeWords('cod', 15)).toBe('in range');
    expect(rangeWords('cod', 15.01)).toBe('out of range');
    expect(rangeWords('cod', 4.9)).toBe('out of range');
    expect(rangeWords('prd', 0.98)).toBe('in range');
    expect(rangeWords('prd', 1.031)).toBe('out of range');
    expect(rangeWords('prb', -0.05)).toBe('in range');
    expect(rangeWords('prb', 0.051)).toBe('out of range');
  });
  it('has nothing to say without a figure, or of COD outside the residential group', () => {
    expect(rangeWords('prd', null)).toBeNull();
    expect(rangeWords('cod', 30, { residential: false })).toBeNull();
  });
});

describe('formats', () => {
  it('writes ratios, COD and a signed PRB', () => {
    expect(formatRatio(0.94)).toBe('0.940');
    expect(formatRatio(null)).toBe('—');
    expect(formatCod(6.914894)).toBe('6.9');
    expect(formatPrb(-0.0495)).toBe('−0.050');
    expect(formatPrb(0.012)).toBe('+0.012');
    expect(formatPrb(0)).toBe('0.000');
  });
});
