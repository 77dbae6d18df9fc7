import { describe, expect, it } from 'vitest';
import { drawerEntries, hasPrivilege, isRole, type Privilege } from './roles.ts';

describe('hasPrivilege (SPEC §6)', () => {
  it('needs only a session for the user privilege', () => {
    for (const p of ['user', 'town', 'super', 'admin', 'mega-admin'] as const) {
      expect(hasPrivilege(p, 'user')).toBe(true);
    }
    expect(hasPrivilege('', 'user')).toBe(false);
  });

  it('grants a named privilege on exact match', () => {
    expect(hasPrivilege('super', 'super')).toBe(true);
    expect(hasPrivilege('town', 'town')).toBe(true);
    expect(hasPrivilege('super', 'admin')).toBe(false);
    expect(hasPrivilege('user', 'super')).toBe(false);
    expect(hasPrivilege('town', 'super')).toBe(false);
  });

  it('lets admin and mega-admin satisfy super and town, not each other', () => {
    for (const p of ['admin', 'mega-admin'] as const) {
      expect(hasPrivilege(p, 'super')).toBe(true);
      expect(hasPrivilege(p, 'town')).toBe(true);
    }
    expect(hasPrivilege('admin', 'mega-admin')).toBe(false);
    expect(hasPrivilege('mega-admin', 'admin')).toBe(false);
  });
});

describe('drawerEntries (SPEC §2)', () => {
  const labels = (p: Privilege) => drawerEntries(p).map((e) => e.label);

  it('shows only Home to visitors', () => {
    expect(labels('')).toEqual(['Home']);
  });

  it('adds My Applications and Sign Out for any signed-in user', () => {
    expect(labels('user')).toEqual(['Home', 'My Applications', 'Sign Out']);
    expect(labels('town')).toEqual(['Home', 'My Applications', 'Sign Out']);
  });

  it('adds Review Applications for reviewers', () => {
    for (const p of ['super', 'admin'] as const) {
      expect(labels(p)).toEqual(['Home', 'Review Applications', 'My Applications', 'Sign Out']);
    }
  });

  it('adds Admin Controls for mega-admin only', () => {
    expect(labels('mega-admin')).toEqual([
      'Home',
      'Admin Controls',
      'Review Applications',
      'My Applications',
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
