import { describe, expect, it } from 'vitest';
import {
  allows,
  can,
  isAccess,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  type Permission,
} from './permissions.ts';
import { ROLES, type Privilege } from './roles.ts';

/**
 * The whole matrix, written out once more by hand from SPEC §6, so a change to either side is
 * a visible decision: every role × every permission.
 */
const EXPECTED: Record<Permission, readonly Privilege[]> = {
  'application:file': ['user', 'town', 'super', 'admin', 'mega-admin'],
  'application:file-late': ['town', 'super', 'admin', 'mega-admin'],
  'review:list': ['super', 'admin', 'mega-admin'],
  'review:act': ['super', 'admin', 'mega-admin'],
  'review:assign': ['admin', 'mega-admin'],
  'review:reopen': ['admin', 'mega-admin'],
  'review:void': ['admin', 'mega-admin'],
  'file:upload-staff': ['super', 'admin', 'mega-admin'],
  'file:download': ['super', 'admin', 'mega-admin'],
  'user:list': ['mega-admin'],
  'user:restrict': ['mega-admin'],
  'user:set-role': ['mega-admin'],
  'user:set-password': ['mega-admin'],
  'user:invite': ['mega-admin'],
  'user:set-representative': ['mega-admin'],
  'user:reset-mfa': ['mega-admin'],
  'muni:set-deadline': ['mega-admin'],
  'muni:settings': ['mega-admin'],
  'audit:read': ['mega-admin'],
  'town:dashboard': ['town', 'admin', 'mega-admin'],
};

const PRIVILEGES: readonly Privilege[] = ['', ...ROLES];

describe('can (SPEC §6 as a matrix)', () => {
  const cases = PRIVILEGES.flatMap((privilege) =>
    PERMISSIONS.map((permission) => ({
      privilege,
      permission,
      granted: EXPECTED[permission].includes(privilege),
    })),
  );

  it.each(cases)('$privilege × $permission → $granted', ({ privilege, permission, granted }) => {
    expect(can(privilege, permission)).toBe(granted);
  });

  it('lists no permission twice for a role', () => {
    for (const role of ROLES) {
      expect(new Set(ROLE_PERMISSIONS[role]).size).toBe(ROLE_PERMISSIONS[role].length);
    }
  });
});

describe('allows (route and page access)', () => {
  it('lets anyone through a public route', () => {
    for (const p of PRIVILEGES) expect(allows('public', p)).toBe(true);
  });

  it('needs a session for a signed-in route', () => {
    expect(allows('signed-in', '')).toBe(false);
    for (const role of ROLES) expect(allows('signed-in', role)).toBe(true);
  });

  it('needs the permission for a permission route', () => {
    expect(allows('review:assign', 'super')).toBe(false);
    expect(allows('review:assign', 'admin')).toBe(true);
    expect(allows('review:assign', '')).toBe(false);
  });

  it('lets no session through an api-key route: only a bearer key opens it', () => {
    for (const p of PRIVILEGES) expect(allows('api-key', p)).toBe(false);
  });

  it('recognises exactly the access values', () => {
    expect(isAccess('api-key')).toBe(true);
    expect(isAccess('public')).toBe(true);
    expect(isAccess('signed-in')).toBe(true);
    expect(isAccess('review:list')).toBe(true);
    expect(isAccess('super')).toBe(false);
    expect(isAccess(undefined)).toBe(false);
  });
});
