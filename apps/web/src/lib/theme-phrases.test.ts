import { describe, expect, it } from 'vitest';
import { appendTypedKey, matchThemePhrase } from './theme-phrases.ts';

function type(keys: string[], start = ''): string {
  return keys.reduce(appendTypedKey, start);
}

describe('appendTypedKey', () => {
  it('appends printable characters in lower case', () => {
    expect(type(['B', 'e', ' ', 'M'])).toBe('be m');
  });

  it('ignores keys that are not characters and takes one back on Backspace', () => {
    expect(type(['Shift', 'a', 'b', 'Backspace', 'Enter', 'ArrowLeft', 'c'])).toBe('ac');
  });

  it('keeps only as much as the longest phrase needs', () => {
    const typed = type([...'x'.repeat(40)]);
    expect(typed).toHaveLength('be my valentine'.length);
  });
});

describe('matchThemePhrase', () => {
  it('finds valentine and cyberpunk at the end of what was typed', () => {
    expect(matchThemePhrase(type([...'hello be my valentine']))).toBe('valentine');
    expect(matchThemePhrase(type([...'Wake Up Samurai']))).toBe('cyberpunk');
  });

  it('matches nothing for partial, interrupted or other text', () => {
    expect(matchThemePhrase(type([...'be my valentin']))).toBeUndefined();
    expect(matchThemePhrase(type([...'be my valentine!']))).toBeUndefined();
    expect(matchThemePhrase(type([...'wake up samurai'].flatMap((c) => [c, 'x'])))).toBeUndefined();
    expect(matchThemePhrase('')).toBeUndefined();
  });

  it('accepts a phrase corrected with Backspace', () => {
    expect(matchThemePhrase(type([...'be my valx', 'Backspace', ...'entine']))).toBe('valentine');
  });
});
