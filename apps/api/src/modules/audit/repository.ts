import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<AuditRow> {
  const [inserted] = await db.insert(auditLog).values(row).returning();
  if (!inserted) throw new Error('audit_log insert returned no row');
  return inserted;
}

/** One record's history in one municipality, oldest first. */
export async function listAuditRows(
  db: Db,
  municipalityKey: string,
  target?: { type: string; id: string },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.municipalityKey, municipalityKey),
        target ? eq(auditLog.targetType, target.type) : undefined,
        target ? eq(auditLog.targetId, target.id) : undefined,
      ),
    )
    .orderBy(asc(auditLog.id));
}
