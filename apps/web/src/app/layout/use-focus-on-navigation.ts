import { useEffect, useRef } from 'react';
import { pageKey } from '../../lib/page-key.ts';
import { useLocation } from '../../lib/router.tsx';

/**
 * Moves focus to the returned element after each client-side page change, so keyboard and
 * screen-reader users start at the new content instead of on the link they left. Only the
 * page counts: a skip link changes the hash and must keep its own focus target, and a page
 * drawn at several paths (the wizard's steps, decision 046) moves the focus itself.
 */
export function useFocusOnNavigation<T extends HTMLElement>() {
  const page = pageKey(useLocation().pathname);
  const ref = useRef<T>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    ref.current?.focus({ preventScroll: true });
  }, [page]);
  return ref;
}
