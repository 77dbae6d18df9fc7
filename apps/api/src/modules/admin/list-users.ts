import type { AdminContext } from './admin-context.ts';
import { listUserEmails } from '../users/index.ts';

export function listUsers(ctx: AdminContext): Promise<string[]> {
  return listUserEmails(ctx.db, ctx.municipality.key);
}
