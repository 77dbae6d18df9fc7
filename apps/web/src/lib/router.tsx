import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link as WouterLink, Router } from 'wouter';

/**
 * The few things wouter leaves out that the app relies on (decision 041); routes, params and
 * links are wouter's own. Wouter's location is the address only, and it redraws as soon as the
 * address changes. The app also needs Back told apart from a new page (scrolling), a new page
 * drawn in a transition, so the page left stays on screen while the next one's code loads, and
 * two things of the history entry: its key (the not-found page's Go Back knows the first page
 * of the visit, key 'default') and its state (the e-mail a sign-up hands its next page, which
 * must not show in the address). Everything else a page needs is in its address: the wizard's
 * step (decision 046) and where a sign-in goes on (`?redirectTo=`, redirect-to.ts). Entries
 * keep React Router's shape in history.state ({ usr, key }).
 */

export interface HistoryEntry {
  pathname: string;
  /** '?…' or ''. */
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean | undefined;
  state?: unknown;
  /**
   * Only if the address is still this path: a page's own correction of its address (the
   * wizard's step) must not undo a navigation made meanwhile, which the page on screen has
   * not seen yet (a new page is drawn in a transition).
   */
  ifStillAt?: string | undefined;
}

/** Where the app's pages are: the browser's history, or a test's. */
export interface AppHistory {
  readonly location: HistoryEntry;
  readonly action: NavigationType;
  navigate(to: string, options?: NavigateOptions): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
}

let browserAction: NavigationType = 'POP';
const browserListeners = new Set<() => void>();

const browserHistory: AppHistory = {
  get location() {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  },
  get action() {
    return browserAction;
  },
  navigate(to, { replace = false, state = null } = {}) {
    const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
    window.history[replace ? 'replaceState' : 'pushState'](entry, '', to);
    browserAction = replace ? 'REPLACE' : 'PUSH';
    for (const listener of browserListeners) listener();
  },
  go: (delta) => window.history.go(delta),
  listen(listener) {
    const onPopState = () => {
      browserAction = 'POP';
      listener();
    };
    browserListeners.add(listener);
    window.addEventListener('popstate', onPopState);
    return () => {
      browserListeners.delete(listener);
      window.removeEventListener('popstate', onPopState);
    };
  },
};

interface Shown {
  history: AppHistory;
  location: HistoryEntry;
  action: NavigationType;
}

const ShownContext = createContext<Shown | null>(null);
const shown = (history: AppHistory): Shown => ({
  history,
  location: history.location,
  action: history.action,
});

// Wouter's location hooks, fed from the entry on screen.
const useShownLocation = (): [string, AppHistory['navigate']] => {
  const { location, history } = useShown();
  return [location.pathname, history.navigate];
};
const useShownSearch = () => useShown().location.search;

export function AppRouter({
  history = browserHistory,
  children,
}: {
  history?: AppHistory;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(() => shown(history));
  useLayoutEffect(() => {
    const update = () => startTransition(() => setCurrent(shown(history)));
    const stop = history.listen(update);
    // A change made before this subscription (a child's layout effect) is picked up now.
    if (history.location.key !== current.location.key) update();
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history
  }, [history]);
  return (
    <ShownContext value={current}>
      <Router hook={useShownLocation} searchHook={useShownSearch}>
        {children}
      </Router>
    </ShownContext>
  );
}

function useShown(): Shown {
  const current = use(ShownContext);
  if (!current) throw new Error('The router hooks must be used inside <AppRouter>');
  return current;
}

/** The entry on screen. */
export function useLocation(): HistoryEntry {
  return useShown().location;
}

/** How the entry on screen was reached: POP is Back, Forward or the first page. */
export function useNavigationType(): NavigationType {
  return useShown().action;
}

/** Navigates to a path (with replace and state), or by a number of entries (-1 is Back). */
export function useNavigate() {
  const { history } = useShown();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return history.go(to);
      const stillAt = options?.ifStillAt;
      if (stillAt !== undefined && history.location.pathname !== stillAt) return;
      history.navigate(to, options);
    },
    [history],
  );
}

/** Goes to `to` once drawn, as a page's redirect; after the layout's effects, as before. */
export function Navigate({ to, replace }: { to: string; replace?: boolean | undefined }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean | undefined;
};

/** Wouter's Link; a link to the page already shown replaces its entry instead of adding one. */
export function Link({ to, replace, ...props }: LinkProps) {
  const { pathname, search, hash } = useLocation();
  return (
    <WouterLink {...props} to={to} replace={replace ?? to === `${pathname}${search}${hash}`} />
  );
}

/** A menu link marked as the page shown (class `active`, aria-current="page"). */
export function NavLink({ to, ...props }: Omit<LinkProps, 'className'>) {
  const active = useLocation().pathname.toLowerCase() === to.toLowerCase();
  return (
    <Link
      {...props}
      to={to}
      className={active ? 'active' : undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/**
 * The query string as URLSearchParams, read from the address as it is (wouter's decodes it
 * first, which turns a typed '%41' into 'A'). Setting it keeps the path.
 */
export function useSearchParams() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
      options?: NavigateOptions,
    ) => {
      const query = (
        typeof next === 'function' ? next(new URLSearchParams(params)) : next
      ).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, params, pathname],
  );
  return [params, setParams] as const;
}
