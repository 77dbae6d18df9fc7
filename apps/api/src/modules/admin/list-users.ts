import type { SignedInContext } from '../../plugins/request-context.ts';
import { listUserEmails } from '../users/index.ts';

export function listUsers(ctx: SignedInContext): Promise<string[]> {
  return listUserEmails(ctx.db, ctx.municipality.key);
}
