/** Privilege strings exactly as the API reports them; '' means not signed in. */
export const ROLES = ['user', 'town', 'super', 'admin', 'mega-admin'] as const;
export type Role = (typeof ROLES)[number];
export type Privilege = Role | '';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * SPEC §6: a named privilege is granted on exact match; admin and mega-admin also
 * satisfy super and town. 'user' only needs a signed-in session.
 */
export function hasPrivilege(actual: Privilege, required: Role): boolean {
  if (actual === '') return false;
  if (required === 'user') return true;
  if (actual === required) return true;
  const elevated = actual === 'admin' || actual === 'mega-admin';
  return elevated && (required === 'super' || required === 'town');
}

export interface DrawerEntry {
  label: string;
  to: string;
  /** Sign Out is an action, not a page. */
  action?: 'signout';
}

/** The side drawer's entries for a privilege, in SPEC §2 order. */
export function drawerEntries(privilege: Privilege): DrawerEntry[] {
  const entries: DrawerEntry[] = [{ label: 'Home', to: '/' }];
  if (privilege === 'mega-admin') entries.push({ label: 'Admin Controls', to: '/admin' });
  if (privilege === 'super' || privilege === 'admin' || privilege === 'mega-admin') {
    entries.push({ label: 'Review Applications', to: '/appreview' });
  }
  if (privilege !== '') {
    entries.push({ label: 'My Applications', to: '/applications' });
    entries.push({ label: 'Sign Out', to: '/login', action: 'signout' });
  }
  return entries;
}
