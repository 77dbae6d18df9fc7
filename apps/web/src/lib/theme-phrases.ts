import type { Theme } from './theme.tsx';

/** Hidden themes: typing one of these phrases switches to its theme. */
export const THEME_PHRASES: ReadonlyArray<{ phrase: string; theme: Theme }> = [
  { phrase: 'be my valentine', theme: 'valentine' },
  { phrase: 'wake up samurai', theme: 'cyberpunk' },
];

const LONGEST_PHRASE = Math.max(...THEME_PHRASES.map(({ phrase }) => phrase.length));

/**
 * What was typed recently after one more key press (a KeyboardEvent.key). Only printable
 * characters count, Backspace takes one back, and only enough is kept to hold the longest
 * phrase.
 */
export function appendTypedKey(typed: string, key: string): string {
  if (key === 'Backspace') return typed.slice(0, -1);
  if ([...key].length !== 1) return typed;
  return (typed + key.toLowerCase()).slice(-LONGEST_PHRASE);
}

/** The theme whose phrase was just completed, if any. */
export function matchThemePhrase(typed: string): Theme | undefined {
  return THEME_PHRASES.find(({ phrase }) => typed.endsWith(phrase))?.theme;
}
