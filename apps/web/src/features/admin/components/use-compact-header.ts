import { useLayoutEffect } from 'react';

/**
 * SPEC §2: the user-access screen shrinks the page header on mount. The header's compact look
 * hangs off this attribute on <html>, so the layout needs no state for one screen's wish. A layout
 * effect sets and clears it in the same commit as the page, so the next page never opens compact.
 */
export function useCompactHeader() {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.header = 'compact';
    return () => {
      delete root.dataset.header;
    };
  }, []);
}
