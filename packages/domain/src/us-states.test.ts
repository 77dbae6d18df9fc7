import { describe, expect, it } from 'vitest';
import { US_STATES, usStateCode } from './us-states.ts';

describe('US_STATES', () => {
  it('starts with New York, then the rest by name, each code once', () => {
    expect(US_STATES[0]).toEqual({ code: 'NY', name: 'New York' });
    const rest = US_STATES.slice(1).map((s) => s.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(US_STATES.length);
    expect(US_STATES).toHaveLength(56);
  });
});

describe('usStateCode', () => {
  it('reads a saved state by code or name, in any case', () => {
    expect(usStateCode('NY')).toBe('NY');
    expect(usStateCode(' ny ')).toBe('NY');
    expect(usStateCode('New York')).toBe('NY');
    expect(usStateCode('new jersey')).toBe('NJ');
  });

  it('keeps text that names no state, trimmed', () => {
    expect(usStateCode(' Ontario ')).toBe('Ontario');
    expect(usStateCode('')).toBe('');
  });
});
