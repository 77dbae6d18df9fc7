import { eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { oidcFlows } from '../../../db/schema/index.ts';

export type OidcFlowRow = typeof oidcFlows.$inferSelect;

export async function insertOidcFlow(db: Db, flow: OidcFlowRow): Promise<void> {
  await db.insert(oidcFlows).values(flow);
}

/**
 * Removes the flow and answers it in one statement, so two requests racing with the same
 * state cannot both get it: whichever deletes first is the only one to use it. A flow is
 * answered only on the municipality it was started on; an attempt on another host still uses
 * it up, since a right state and browser on the wrong host is no sign-in to keep waiting for.
 */
export async function takeOidcFlow(
  db: Db,
  municipalityKey: string,
  key: string,
): Promise<OidcFlowRow | undefined> {
  const [row] = await db.delete(oidcFlows).where(eq(oidcFlows.state, key)).returning();
  return row?.municipalityKey === municipalityKey ? row : undefined;
}

/** Sign-ins abandoned at the provider leave their flow behind; this sweeps them. */
export async function deleteExpiredOidcFlows(db: Db, now: Date): Promise<void> {
  await db.delete(oidcFlows).where(lte(oidcFlows.expiresAt, now));
}
