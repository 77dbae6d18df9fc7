import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../../lib/router.tsx';

/**
 * A new page starts at its top; going back or forward leaves the position to the browser, which
 * restores it. Only the path counts: a skip link changes the hash and scrolls to its target.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
