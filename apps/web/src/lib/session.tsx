import { createContext, use, type ReactNode } from 'react';
import type { Privilege } from '@ir/domain';

/** What the layout needs to know about the visitor's session. */
export interface Session {
  privilege: Privilege;
  onSignOut: () => void;
}

/** Until accounts exist every visitor is anonymous, and an anonymous visitor has nothing to end. */
export const ANONYMOUS_SESSION: Session = { privilege: '', onSignOut: () => {} };

const SessionContext = createContext<Session>(ANONYMOUS_SESSION);

/** Supplies the session; its source is the only thing that changes when sign-in arrives. */
export function SessionProvider({
  session = ANONYMOUS_SESSION,
  children,
}: {
  session?: Session;
  children: ReactNode;
}) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  return use(SessionContext);
}
