import { describe, expect, it } from 'vitest';
import { phoneSchema } from '@ir/domain/filing.ts';
import { formatUsPhone } from './phone.ts';

describe('formatUsPhone', () => {
  it.each([
    ['5', '5'],
    ['518', '518'],
    ['5185', '(518) 5'],
    ['518555', '(518) 555'],
    ['5185550142', '(518) 555-0142'],
    ['518.555.0142', '(518) 555-0142'],
    ['51855501429999', '(518) 555-0142'],
    ['15185550142', '1 (518) 555-0142'],
    ['(518', '518'],
  ])('%s -> %s', (typed, shown) => {
    expect(formatUsPhone(typed)).toBe(shown);
  });

  it('gives a full number that the SPEC rule accepts, and a short one it refuses', () => {
    expect(phoneSchema.safeParse(formatUsPhone('5185550142')).success).toBe(true);
    expect(phoneSchema.safeParse(formatUsPhone('518555014')).success).toBe(false);
  });
});
