import { describe, expect, it } from 'vitest';
import { requestedChange, wholeDollarDigits } from './requested-value.ts';

describe('wholeDollarDigits', () => {
  it('keeps the whole dollars of a pasted amount and drops the cents', () => {
    expect(wholeDollarDigits('55000.00')).toBe('55000');
    expect(wholeDollarDigits('$48,500.00')).toBe('48500');
    expect(wholeDollarDigits('48,500')).toBe('48500');
    expect(wholeDollarDigits(' $ 250,000.99 ')).toBe('250000');
    expect(wholeDollarDigits('180000')).toBe('180000');
  });

  it('drops leading zeros but keeps a zero, and has nothing for no dollars', () => {
    expect(wholeDollarDigits('007')).toBe('7');
    expect(wholeDollarDigits('0')).toBe('0');
    expect(wholeDollarDigits('.50')).toBe('');
    expect(wholeDollarDigits('$')).toBe('');
    expect(wholeDollarDigits('')).toBe('');
  });

  it('keeps every whole digit, so an amount over 12 digits is refused rather than cut', () => {
    expect(wholeDollarDigits('1,234,567,890,123.45')).toBe('1234567890123');
  });
});

describe('requestedChange', () => {
  it('says how far below the assessment the request is, in dollars and percent', () => {
    expect(requestedChange('55600', 68000)).toEqual({
      direction: 'less',
      amount: 12400,
      percent: (12400 / 68000) * 100,
      warning: null,
    });
  });

  it('warns when the request is above the assessment', () => {
    expect(requestedChange('260000', 250000)).toMatchObject({
      direction: 'more',
      amount: 10000,
      percent: 4,
      warning: 'above',
    });
  });

  it('warns when the request is below a tenth of the assessment, not at a tenth', () => {
    expect(requestedChange('24999', 250000)?.warning).toBe('belowTenth');
    expect(requestedChange('25000', 250000)?.warning).toBeNull();
    expect(requestedChange('0', 250000)).toMatchObject({ amount: 250000, warning: 'belowTenth' });
  });

  it('is the same, without a warning, at the assessment', () => {
    expect(requestedChange('250000', 250000)).toEqual({
      direction: 'same',
      amount: 0,
      percent: 0,
      warning: null,
    });
  });

  it('has nothing to say without a value or an assessment', () => {
    expect(requestedChange('', 250000)).toBeNull();
    expect(requestedChange('180000', null)).toBeNull();
    expect(requestedChange('180000', 0)).toBeNull();
  });
});
