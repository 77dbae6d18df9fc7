import { useEffect } from 'react';
import { useLanguage } from '../../../lib/language.tsx';

/**
 * SPEC §2 leave-page warning while `active`: the browser's own prompt when the tab is closed
 * or reloaded, and a confirm before an in-app link leaves the page. The router (wouter) has no
 * navigation blocker: a click on a link is caught before the link's own handler sees it, and
 * cancelling prevents its navigation. `onLeave` runs when the person agrees.
 * `pagePaths` are the page's own addresses (the wizard's steps, decision 046): a link to one of
 * them leaves nothing behind and is not asked about. Browser Back and Forward cannot be held
 * back without a history trick; between steps they move the wizard, and out of it they keep
 * the draft in this tab, so Forward finds it again.
 */
export function useLeaveWarning(
  active: boolean,
  pagePaths: readonly string[],
  onLeave: () => void,
): void {
  // The question in the language of the page when the link is followed.
  const { leavePage } = useLanguage().messages.filing;
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
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
      // Another site opens in place of this one: the browser's own prompt asks.
      if (url.origin !== window.location.origin) return;
      // This page again (a skip link's #hash) or another of its steps: nothing is lost.
      if (pagePaths.includes(url.pathname)) return;
      if (window.confirm(leavePage)) {
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
  }, [active, pagePaths, onLeave, leavePage]);
}
