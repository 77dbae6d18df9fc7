import { can } from './permissions.ts';
import type { Privilege } from './roles.ts';

export interface DrawerEntry {
  label: string;
  to: string;
  /** Sign Out is an action, not a page. */
  action?: 'signout';
}

/** The side drawer's entries for a privilege, in SPEC §2 order. */
export function drawerEntries(privilege: Privilege): DrawerEntry[] {
  const entries: DrawerEntry[] = [{ label: 'Home', to: '/' }];
  if (can(privilege, 'user:list')) entries.push({ label: 'Admin Controls', to: '/admin' });
  if (can(privilege, 'review:list')) {
    entries.push({ label: 'Review Applications', to: '/appreview' });
  }
  // Not in SPEC §2: the dashboard for the town (decision 022) (and admin and mega-admin, who satisfy town).
  if (can(privilege, 'town:dashboard')) entries.push({ label: 'Town Dashboard', to: '/town' });
  if (can(privilege, 'application:file')) {
    entries.push({ label: 'My Applications', to: '/applications' });
    // Not in SPEC §2: the account page for two-factor sign-in (decision 020).
    entries.push({ label: 'Two-Factor Sign-In', to: '/account/two-factor' });
    entries.push({ label: 'Sign Out', to: '/login', action: 'signout' });
  }
  return entries;
}
