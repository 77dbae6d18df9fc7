import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router.tsx';

/**
 * Moves focus to the returned element after each client-side page change, so keyboard and
 * screen-reader users start at the new content instead of on the link they left. Only the
 * path counts: a skip link changes the hash and must keep its own focus target.
 */
export function useFocusOnNavigation<T extends HTMLElement>() {
  const { pathname } = useLocation();
  const ref = useRef<T>(null);
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return ref;
}
