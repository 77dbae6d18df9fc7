import { describe, expect, it } from 'vitest';
import { drawerEntries } from './drawer.ts';
import { isRole, type Privilege } from './roles.ts';

describe('drawerEntries (SPEC §2)', () => {
  const labels = (p: Privilege) => drawerEntries(p).map((e) => e.label);

  it('shows only Home to visitors', () => {
    expect(labels('')).toEqual(['Home']);
  });

  it('adds My Applications, Two-Factor Sign-In and Sign Out for any signed-in user', () => {
    expect(labels('user')).toEqual(['Home', 'My Applications', 'Two-Factor Sign-In', 'Sign Out']);
  });

  it('adds Town Dashboard for the town, never Review Applications', () => {
    expect(labels('town')).toEqual([
      'Home',
      'Town Dashboard',
      'My Applications',
      'Two-Factor Sign-In',
      'Sign Out',
    ]);
    expect(drawerEntries('town').find((e) => e.label === 'Town Dashboard')?.to).toBe('/town');
  });

  it('adds Review Applications for reviewers, and Town Dashboard for admins, who satisfy town', () => {
    expect(labels('super')).toEqual([
      'Home',
      'Review Applications',
      'Meetings',
      'My Applications',
      'Two-Factor Sign-In',
      'Sign Out',
    ]);
    expect(labels('admin')).toEqual([
      'Home',
      'Review Applications',
      'Meetings',
      'Town Dashboard',
      'My Applications',
      'Two-Factor Sign-In',
      'Sign Out',
    ]);
  });

  it('adds Admin Controls for mega-admin only', () => {
    expect(labels('mega-admin')).toEqual([
      'Home',
      'Admin Controls',
      'Review Applications',
      'Meetings',
      'Town Dashboard',
      'My Applications',
      'Two-Factor Sign-In',
      'Sign Out',
    ]);
  });
});

describe('isRole', () => {
  it('accepts the five roles only', () => {
    expect(isRole('mega-admin')).toBe(true);
    expect(isRole('')).toBe(false);
    expect(isRole('root')).toBe(false);
  });
});
