import { Component, type ReactNode } from 'react';
import { pageKey } from '../lib/page-key.ts';
import { useLocation } from '../lib/router.tsx';
import { RouteError } from './RouteError.tsx';

interface BoundaryState {
  failed: boolean;
}

class Boundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Shows RouteError in place of a page that failed to render or whose code failed to load; the
 * next page the visitor opens starts afresh (the boundary is keyed by the page: the wizard's
 * steps are one page, decision 046).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pageKey(pathname)}>{children}</Boundary>;
}
