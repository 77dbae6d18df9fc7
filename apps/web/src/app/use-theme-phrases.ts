import { useEffect } from 'react';
import { appendTypedKey, matchThemePhrase } from '../lib/theme-phrases.ts';
import { useTheme } from '../lib/theme.tsx';

/** Typing in a form field is the visitor's content, not an easter-egg attempt. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !==
      null
  );
}

/** Switches to a hidden theme when its phrase is typed anywhere outside a form field. */
export function useThemePhrases(): void {
  const { setTheme } = useTheme();
  useEffect(() => {
    let typed = '';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
      typed = appendTypedKey(typed, event.key);
      const theme = matchThemePhrase(typed);
      if (theme) {
        typed = '';
        setTheme(theme);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setTheme]);
}
