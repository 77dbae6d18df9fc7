import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';

/** Starts one piece of work; the returned function ends it and is safe to call twice. */
type BeginLoading = () => () => void;

const LoadingCountContext = createContext(0);
const BeginLoadingContext = createContext<BeginLoading | null>(null);

/**
 * One app-wide loading flag. It is a counter rather than a boolean so overlapping work
 * (two queries, a query and a submit) keeps the flag up until the last piece ends.
 */
export function GlobalLoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const begin = useCallback<BeginLoading>(() => {
    setCount((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setCount((n) => n - 1);
    };
  }, []);
  // Two contexts, so components that only report work do not re-render when the count moves.
  return (
    <BeginLoadingContext value={begin}>
      <LoadingCountContext value={count}>{children}</LoadingCountContext>
    </BeginLoadingContext>
  );
}

/** Holds the global loading flag up for as long as `active` is true and the caller is mounted. */
export function useGlobalLoading(active: boolean): void {
  const begin = use(BeginLoadingContext);
  if (!begin) throw new Error('useGlobalLoading must be used inside <GlobalLoadingProvider>');
  useEffect(() => (active ? begin() : undefined), [active, begin]);
}

export function useIsGlobalLoading(): boolean {
  return use(LoadingCountContext) > 0;
}
