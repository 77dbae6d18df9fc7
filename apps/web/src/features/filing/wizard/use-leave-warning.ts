import { useCallback, useEffect, useRef } from 'react';
import { currentMessages } from '../../../lib/language.tsx';

/**
 * SPEC §2 leave-page warning while `active`: the browser's own prompt when the tab is closed
 * or reloaded, and a confirm before an in-app link leaves the page. The router (wouter) has no
 * navigation blocker: a click on a link is caught before the link's own handler sees it, and
 * cancelling prevents its navigation. `onLeave` runs when the person agrees.
 * Browser Back is the wizard's own (it walks the steps, FilingWizard): when the person agrees
 * there to leave, it calls the returned function, so the browser does not ask a second time.
 */
export function useLeaveWarning(
  active: boolean,
  currentPath: string,
  onLeave: () => void,
): () => void {
  const agreed = useRef(false);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (agreed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.target && link.target !== '_self') return;
      if (link.hasAttribute('download')) return;
      // A link within the page (a skip link, the error summary's): nothing is left.
      if (link.getAttribute('href')?.startsWith('#')) return;
      const url = new URL(link.href, window.location.href);
      // Same page (a skip link's #hash) or a new tab: nothing is lost.
      if (url.origin === window.location.origin && url.pathname === currentPath) return;
      if (url.origin !== window.location.origin) return;
      if (window.confirm(currentMessages().filing.leavePage)) {
        onLeave();
      } else {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, currentPath, onLeave]);
  return useCallback(() => {
    agreed.current = true;
    onLeave();
  }, [onLeave]);
}
