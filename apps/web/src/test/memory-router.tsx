import { useState, type ReactNode } from 'react';
import {
  AppRouter,
  type AppHistory,
  type HistoryEntry,
  type NavigationType,
} from '../lib/router.tsx';

/**
 * A component under the app's router at `path` (query included), in memory. Not wouter's
 * memoryLocation: that one draws a new page at once, where the app draws it in a transition.
 */
export function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory([path]));
  return <AppRouter history={history}>{children}</AppRouter>;
}

/**
 * A history in memory, for renderApp and MemoryRouter: entries with state and keys, and Back
 * (wouter's memoryLocation has neither). It changes at once, so a test reads where the app
 * navigated before React has drawn the new page. As in a browser, the first entry's key is
 * 'default'.
 */
export function createMemoryHistory(paths: string[]): AppHistory {
  const entry = (to: string, state: unknown, key: string, base = 'http://localhost/') => {
    const { pathname, search, hash } = new URL(to, base);
    return { pathname, search, hash, state, key } satisfies HistoryEntry;
  };
  let keys = 0;
  const newKey = () => `k${++keys}`;
  const entries = paths.map((to, i) => entry(to, null, i === 0 ? 'default' : newKey()));
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const listeners = new Set<() => void>();
  const changed = (to: NavigationType) => {
    action = to;
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      return entries[index] as HistoryEntry;
    },
    get action() {
      return action;
    },
    navigate(to, { replace = false, state = null } = {}) {
      const current = entries[index] as HistoryEntry;
      const next = entry(to, state, newKey(), `http://localhost${current.pathname}`);
      if (replace) entries[index] = next;
      else entries.splice(++index, entries.length, next);
      changed(replace ? 'REPLACE' : 'PUSH');
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      changed('POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
