import { can } from './permissions.ts';
import type { Privilege } from './roles.ts';

export interface DrawerEntry {
  /** The entry's key in the catalogue's `site.drawer` (its label in each language). */
  id: 'home' | 'admin' | 'review' | 'meetings' | 'town' | 'applications' | 'twoFactor' | 'signOut';
  /** SPEC §2's English label. */
  label: string;
  to: string;
  /** Sign Out is an action, not a page. */
  action?: 'signout';
}

/** The side drawer's entries for a privilege, in SPEC §2 order. */
export function drawerEntries(privilege: Privilege): DrawerEntry[] {
  const entries: DrawerEntry[] = [{ id: 'home', label: 'Home', to: '/' }];
  if (can(privilege, 'user:list'))
    entries.push({ id: 'admin', label: 'Admin Controls', to: '/admin' });
  if (can(privilege, 'review:list')) {
    entries.push({ id: 'review', label: 'Review Applications', to: '/appreview' });
  }
  // Not in SPEC §2: informal meetings with owners (decision 055), for those who hold them.
  if (can(privilege, 'review:act'))
    entries.push({ id: 'meetings', label: 'Meetings', to: '/meetings' });
  // Not in SPEC §2: the dashboard for the town (decision 022) (and admin and mega-admin, who satisfy town).
  if (can(privilege, 'town:dashboard'))
    entries.push({ id: 'town', label: 'Town Dashboard', to: '/town' });
  if (can(privilege, 'application:file')) {
    entries.push({ id: 'applications', label: 'My Applications', to: '/applications' });
    // Not in SPEC §2: the account page for two-factor sign-in (decision 020).
    entries.push({ id: 'twoFactor', label: 'Two-Factor Sign-In', to: '/account/two-factor' });
    entries.push({ id: 'signOut', label: 'Sign Out', to: '/login', action: 'signout' });
  }
  return entries;
}
