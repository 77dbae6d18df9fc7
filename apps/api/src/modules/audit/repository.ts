import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { accountsIn } from '../users/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<AuditRow> {
  const [inserted] = await db.insert(auditLog).values(row).returning();
  if (!inserted) throw new Error('audit_log insert returned no row');
  return inserted;
}

/** Rows per INSERT: eight parameters each stays far below PostgreSQL's 65,535 per statement. */
const ROWS_PER_INSERT = 2000;

/** Many audit rows in as few statements as the parameter limit allows. */
export async function insertAuditRows(db: Db, rows: readonly NewAuditRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(auditLog).values(rows.slice(i, i + ROWS_PER_INSERT));
  }
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

/**
 * A row as the admin view shows it: e-mails instead of account ids (the actor's, and the
 * target's when the target is an account), no request id.
 */
export interface AuditEntryRow {
  id: number;
  occurredAt: Date;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  targetEmail: string | null;
  before: unknown;
  after: unknown;
}

/** Instants as `[from, to)`; either end may be open. */
export interface AuditTimeRange {
  from?: Date;
  to?: Date;
}

/**
 * A `user` target's id as a number, else null. Other targets' ids are text (a municipality key,
 * a parcel's SBL), which a plain cast would refuse, and CASE is evaluated before the cast.
 */
const targetAccountId = sql<
  number | null
>`case when ${auditLog.targetType} = 'user' and ${auditLog.targetId} ~ '^[0-9]{1,18}$' then ${auditLog.targetId}::bigint end`;

function entriesOf(db: Db, municipalityKey: string) {
  // Both accounts are looked up in the same municipality: an id never names another's.
  const actors = accountsIn(db, municipalityKey).as('actors');
  const targetUsers = accountsIn(db, municipalityKey).as('target_users');
  return db
    .select({
      id: auditLog.id,
      occurredAt: auditLog.occurredAt,
      actorEmail: actors.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetEmail: targetUsers.email,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
    .leftJoin(targetUsers, sql`${targetUsers.id} = ${targetAccountId}`);
}

export async function countAuditEntries(db: Db, municipalityKey: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(auditLog)
    .where(eq(auditLog.municipalityKey, municipalityKey));
  return row?.total ?? 0;
}

/** One page of a municipality's log, newest first (by id: the order rows were written). */
export async function listAuditEntries(
  db: Db,
  municipalityKey: string,
  page: { limit: number; offset: number },
): Promise<AuditEntryRow[]> {
  return entriesOf(db, municipalityKey)
    .where(eq(auditLog.municipalityKey, municipalityKey))
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The next `limit` entries older than `beforeId` (all when it is undefined) within `range`,
 * newest first: the export walks the log by id, so a long log never sits in memory and an
 * offset never has to skip rows.
 */
export async function auditEntriesBefore(
  db: Db,
  municipalityKey: string,
  options: { beforeId?: number; range: AuditTimeRange; limit: number },
): Promise<AuditEntryRow[]> {
  return entriesOf(db, municipalityKey)
    .where(
      and(
        eq(auditLog.municipalityKey, municipalityKey),
        options.beforeId === undefined ? undefined : lt(auditLog.id, options.beforeId),
        options.range.from ? gte(auditLog.occurredAt, options.range.from) : undefined,
        options.range.to ? lt(auditLog.occurredAt, options.range.to) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
