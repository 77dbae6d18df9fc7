/**
 * Pages drawn at several paths: the filing wizard has a path per step (decision 046). Moving
 * among one page's paths is moving within the page: it keeps its state and its focus.
 */
const MULTI_PATH_PAGES: readonly string[] = ['/file'];

/** The page a path belongs to: the page's own path, or the path itself. */
export function pageKey(pathname: string): string {
  return (
    MULTI_PATH_PAGES.find((page) => pathname === page || pathname.startsWith(`${page}/`)) ??
    pathname
  );
}
