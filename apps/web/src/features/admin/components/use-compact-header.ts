import { useEffect } from 'react';

/**
 * SPEC §2: the user-access screen shrinks the page header on mount. The header's compact look
 * hangs off this attribute on <html>, so the layout needs no state for one screen's wish.
 */
export function useCompactHeader() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.header = 'compact';
    return () => {
      delete root.dataset.header;
    };
  }, []);
}
