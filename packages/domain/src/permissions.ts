import type { Privilege, Role } from './roles.ts';

/**
 * Authorization as data (DESIGN §5.5): every action the product guards, and below, which role
 * may take it. The server's policy, the web's page guards and the drawer all ask `can`.
 */
export const PERMISSIONS = [
  /** Start or open the wizard and list one's own applications (SPEC §6: any signed-in role). */
  'application:file',
  /** File after the municipality's deadline (SPEC §6: every role but user). */
  'application:file-late',
  /** The review list and a review's detail. */
  'review:list',
  /** Set new values, FAR and COMPLETE. */
  'review:act',
  /** Assign reviews to reviewers in bulk. */
  'review:assign',
  /** Reopen a completed review to FAR (complete is final except for an admin). */
  'review:reopen',
  /**
   * Void a filing not yet complete (a staff withdrawal with a reason, decision 043): a batch
   * filed without the owners' say frees their parcels.
   */
  'review:void',
  /** Add staff files to an application. */
  'file:upload-staff',
  /** Open an application's files. */
  'file:download',
  /** Admin Controls: the municipality's accounts. */
  'user:list',
  'user:restrict',
  'user:set-role',
  'user:set-password',
  'user:invite',
  /** Approve an account as a representative, who may file in bulk (decision 043). */
  'user:set-representative',
  /** Turn off another account's two-factor sign-in (a lost phone). */
  'user:reset-mfa',
  /** The municipality's filing deadline. */
  'muni:set-deadline',
  /** The municipality's settings: names, links, support phone and Grievance Day. */
  'muni:settings',
  /** The admin audit log. */
  'audit:read',
  /** The town's own view (SPEC §6 leaves its rights open; admin and mega-admin satisfy town). */
  'town:dashboard',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const REVIEWER: readonly Permission[] = [
  'application:file',
  'application:file-late',
  'review:list',
  'review:act',
  'file:upload-staff',
  'file:download',
];
const ADMIN: readonly Permission[] = [
  ...REVIEWER,
  'review:assign',
  'review:reopen',
  'review:void',
  'town:dashboard',
];

/** SPEC §6: a named privilege on exact match; admin and mega-admin also satisfy super and town. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  user: ['application:file'],
  town: ['application:file', 'application:file-late', 'town:dashboard'],
  super: REVIEWER,
  admin: ADMIN,
  'mega-admin': [
    ...ADMIN,
    'user:list',
    'user:restrict',
    'user:set-role',
    'user:set-password',
    'user:invite',
    'user:set-representative',
    'user:reset-mfa',
    'muni:set-deadline',
    'muni:settings',
    'audit:read',
  ],
};

/** Whether a privilege ('' when signed out) may take an action. */
export function can(privilege: Privilege, permission: Permission): boolean {
  return privilege !== '' && ROLE_PERMISSIONS[privilege].includes(permission);
}

/**
 * What every API route declares (route option `config.access`): open to anyone, open to any
 * signed-in account, a permission, or `api-key`: the filing API (`/api/v1`, decision 053),
 * answered only for a representative's bearer key, never for a session cookie.
 * A route that declares nothing stops the server.
 */
export type Access = 'public' | 'signed-in' | 'api-key' | Permission;

export function isAccess(value: unknown): value is Access {
  return (
    value === 'public' ||
    value === 'signed-in' ||
    value === 'api-key' ||
    (typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value))
  );
}

/** Whether a privilege passes a route's or a page's access. */
export function allows(access: Access, privilege: Privilege): boolean {
  if (access === 'public') return true;
  // A key, not a session's role, opens the filing API: no privilege passes it.
  if (access === 'api-key') return false;
  if (access === 'signed-in') return privilege !== '';
  return can(privilege, access);
}
