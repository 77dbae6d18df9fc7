import { createContext, use } from 'react';
import type { Access } from '@ir/domain/permissions.ts';

/** The access a path of the app needs (its guard's), or undefined for a page anyone may open. */
export type AccessOf = (path: string) => Access | undefined;

/**
 * The route table's guards, for code that must know whether an account may open a path before
 * going there (a sign-in's redirectTo, decision 029). The app shell provides it from its routes;
 * without it every path counts as open, and the page's own guard still decides.
 */
export const RouteAccessContext = createContext<AccessOf>(() => undefined);

export function useAccessOf(): AccessOf {
  return use(RouteAccessContext);
}
