import { describe, expect, it } from 'vitest';
import { filingNumber, submitReviewBodySchema } from './filing.ts';

const valid = {
  captcha: 'c',
  sbl: '123.45-67-89',
  isOwner: true,
  pOFirstName: 'Olive',
  pOLastName: 'Owner',
  pOAddress1: '1 Main St',
  pOCity: 'Kent',
  pOState: 'NY',
  pOZipCode: '10512',
  pOPhone: '(845) 555-0101',
  desiredValue: '150000',
  reason: 'other',
};

describe('submitReviewBodySchema', () => {
  it('accepts SPEC’s echoed parcel fields, which the server ignores', () => {
    const parsed = submitReviewBodySchema.safeParse({ ...valid, prop_class: '210', address: 'x' });
    expect(parsed.success).toBe(true);
  });

  it('refuses a field the form never sends, such as a sixth comp', () => {
    expect(submitReviewBodySchema.safeParse({ ...valid, comp6: 'A6' }).success).toBe(false);
    expect(submitReviewBodySchema.safeParse({ ...valid, pOName: 'Olive Owner' }).success).toBe(
      false,
    );
  });

  it('names the comp field that is too long, even after empty ones', () => {
    const parsed = submitReviewBodySchema.safeParse({ ...valid, comp1: '', comp3: '1'.repeat(21) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['comp3', 'filing.compInvalid'],
    ]);
  });
});

describe('filingNumber', () => {
  it('is the key in capitals, the filing year and the id in six digits', () => {
    expect(filingNumber('kent', 2025, 123)).toBe('KENT-2025-000123');
    expect(filingNumber('townofniagara', 2026, 1_234_567)).toBe('TOWNOFNIAGARA-2026-1234567');
  });
});
