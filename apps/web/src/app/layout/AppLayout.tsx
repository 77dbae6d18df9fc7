import { Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { GoogleAnalytics } from '../../features/analytics/GoogleAnalytics.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { useGlobalLoading } from '../../lib/global-loading.tsx';
import { municipalityQuery } from '../../lib/municipality.ts';
import { useThemePhrases } from '../use-theme-phrases.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { MAIN_CONTENT_ID } from './landmarks.ts';
import { SideDrawer } from './SideDrawer.tsx';
import { SkipLinks } from './SkipLinks.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';

/** The frame around every page; `children` is the page the address picks. */
export function AppLayout({ children }: { children: ReactNode }) {
  const municipality = useQuery(municipalityQuery());
  // Retries after a failure count as loading too, so "Try again" shows the overlay.
  useGlobalLoading(!municipality.data && municipality.isFetching);
  useThemePhrases();
  const mainRef = useFocusOnNavigation<HTMLElement>();
  useScrollToTop();

  const [pageLoading, setPageLoading] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => {
    // Focus goes back to the menu button, which is focusable again only once the page stops
    // being inert, hence the synchronous commit. A menu link that changes the page then moves
    // focus on to the new page's content.
    flushSync(() => setMenuOpen(false));
    menuButtonRef.current?.focus();
  }, []);

  return (
    <>
      <GoogleAnalytics />
      <SideDrawer open={menuOpen} onClose={closeMenu}>
        <SkipLinks />
        <Header
          shortName={municipality.data?.shortName}
          menuOpen={menuOpen}
          onOpenMenu={openMenu}
          menuButtonRef={menuButtonRef}
        />
        <main
          id={MAIN_CONTENT_ID}
          ref={mainRef}
          tabIndex={-1}
          className="flex-1 focus:outline-none"
        >
          {municipality.data ? (
            <Suspense fallback={<PageLoading onChange={setPageLoading} />}>{children}</Suspense>
          ) : municipality.isError && !municipality.isFetching ? (
            <LoadError
              heading="This site could not be loaded"
              onRetry={() => void municipality.refetch()}
            />
          ) : null}
        </main>
        {/* Not under a page still loading: the page would push it down (a layout shift). */}
        {municipality.data && !pageLoading && <Footer municipality={municipality.data} />}
      </SideDrawer>
      <LoadingOverlay />
    </>
  );
}

/**
 * Stands in for a page whose code is still loading: the overlay says something is coming, and
 * the layout holds the footer back until the page is there (before paint, hence layout effect).
 */
function PageLoading({ onChange }: { onChange: (loading: boolean) => void }) {
  useGlobalLoading(true);
  useLayoutEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}
