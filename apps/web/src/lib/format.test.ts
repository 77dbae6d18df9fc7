import { describe, expect, it } from 'vitest';
import { telHref } from './format.ts';

describe('telHref', () => {
  it('adds the North American country code to ten-digit numbers', () => {
    expect(telHref('(518) 555-0142')).toBe('tel:+15185550142');
    expect(telHref('518.555.0142')).toBe('tel:+15185550142');
  });

  it('keeps a number that already has a country code', () => {
    expect(telHref('1-518-555-0142')).toBe('tel:+15185550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('leaves short local numbers as digits', () => {
    expect(telHref('555-0142')).toBe('tel:5550142');
  });
});
