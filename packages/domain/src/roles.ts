/** Privilege strings exactly as the API reports them; '' means not signed in. */
export const ROLES = ['user', 'town', 'super', 'admin', 'mega-admin'] as const;
export type Role = (typeof ROLES)[number];
export type Privilege = Role | '';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
