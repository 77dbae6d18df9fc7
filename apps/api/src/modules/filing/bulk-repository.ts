/** A representative's batches and their rows' outcomes (decisions 035, 043). */
import { and, asc, eq, gte, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';
import {
  bulkProblemSchema,
  type BulkBatchStatus,
  type BulkProblem,
  type BulkReportRow,
  type Language,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { bulkBatchRows, bulkBatches } from '../../db/schema/index.ts';
import type { CsvRow } from './bulk-csv.ts';

export type BatchRow = typeof bulkBatches.$inferSelect;

export interface NewBatch {
  municipalityKey: string;
  userId: number;
  language: Language;
  rows: readonly CsvRow[];
  zipSha256: string | null;
  rollYear: number;
  createdAt: Date;
}

export async function insertBatch(db: Db, batch: NewBatch): Promise<number> {
  const [row] = await db
    .insert(bulkBatches)
    .values({ ...batch, rows: batch.rows, rowCount: batch.rows.length, status: 'queued' })
    .returning({ id: bulkBatches.id });
  if (!row) throw new Error('the batch was not inserted');
  return row.id;
}

/**
 * Serialises an account's batch acceptances until the transaction ends, so two batches sent
 * at once cannot both fit under the daily cap that only one fits under.
 */
export async function lockAccountBatches(tx: Db, municipalityKey: string, userId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`bulk:${municipalityKey}:${userId}`}))`,
  );
}

/** Rows the account sent in batches since `since`, for the daily cap. */
export async function countBatchRowsSince(
  db: Db,
  municipalityKey: string,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ rows: sum(bulkBatches.rowCount).mapWith(Number) })
    .from(bulkBatches)
    .where(
      and(
        eq(bulkBatches.municipalityKey, municipalityKey),
        eq(bulkBatches.userId, userId),
        gte(bulkBatches.createdAt, since),
      ),
    );
  return row?.rows ?? 0;
}

/** One of the account's batches, or undefined (another's, another municipality's). */
export async function findBatchOfAccount(
  db: Db,
  municipalityKey: string,
  userId: number,
  id: number,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkBatches)
    .where(
      and(
        eq(bulkBatches.id, id),
        eq(bulkBatches.municipalityKey, municipalityKey),
        eq(bulkBatches.userId, userId),
      ),
    );
  return row;
}

/** The report rows written so far, in the CSV's order. */
export async function listBatchOutcomes(db: Db, batchId: number): Promise<BulkReportRow[]> {
  const rows = await db
    .select()
    .from(bulkBatchRows)
    .where(eq(bulkBatchRows.batchId, batchId))
    .orderBy(asc(bulkBatchRows.line));
  return rows.map((row) => ({
    line: row.line,
    sbl: row.sbl,
    status: row.status as BulkReportRow['status'],
    ...(row.filingNumber !== null ? { filingNumber: row.filingNumber } : {}),
    ...(row.applicationId !== null ? { ir_id: row.applicationId } : {}),
    ...(row.error !== null ? { error: row.error } : {}),
    ...problemsOf(row.problems),
    ...(row.ownerCopy !== null ? { owner_copy: row.ownerCopy as 'sent' | 'rate_limited' } : {}),
  }));
}

/** A row's stored problems; none for a row recorded before they were kept (its text stands). */
function problemsOf(stored: unknown): { problems?: BulkProblem[] } {
  const problems = bulkProblemSchema.array().safeParse(stored);
  return problems.success ? { problems: problems.data } : {};
}

/** The lines of a batch that have an outcome already (a batch taken over after a restart). */
export async function listDoneLines(db: Db, batchId: number): Promise<Set<number>> {
  const rows = await db
    .select({ line: bulkBatchRows.line })
    .from(bulkBatchRows)
    .where(eq(bulkBatchRows.batchId, batchId));
  return new Set(rows.map((row) => row.line));
}

export interface BatchOutcome {
  batchId: number;
  line: number;
  sbl: string;
  status: 'filed' | 'refused';
  error?: string | null;
  problems?: readonly BulkProblem[] | null;
  applicationId?: number | null;
  filingNumber?: string | null;
  ownerCopy?: 'sent' | 'rate_limited' | null;
}

/**
 * A row's outcome. A row already recorded keeps its first outcome (a batch taken over after a
 * restart never reports a row twice).
 */
export async function recordBatchOutcome(db: Db, outcome: BatchOutcome): Promise<void> {
  await db.insert(bulkBatchRows).values(outcome).onConflictDoNothing();
}

/**
 * Takes the oldest batch nobody is working on (queued, or running with its lease run out: its
 * instance stopped) for `leaseMs`, counting the attempt. SKIP LOCKED: two instances never take
 * the same batch.
 */
export async function claimBatch(
  db: Db,
  now: Date,
  leaseMs: number,
): Promise<BatchRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: bulkBatches.id })
      .from(bulkBatches)
      .where(
        and(
          inArray(bulkBatches.status, ['queued', 'running']),
          or(isNull(bulkBatches.leaseUntil), lt(bulkBatches.leaseUntil, now)),
        ),
      )
      .orderBy(asc(bulkBatches.createdAt), asc(bulkBatches.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(bulkBatches)
      .set({
        status: 'running',
        leaseUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${bulkBatches.attempts} + 1`,
      })
      .where(eq(bulkBatches.id, due.id))
      .returning();
    return claimed;
  });
}

/** Keeps the lease while the batch is worked on; false when another instance took it over. */
export async function renewLease(
  db: Db,
  batchId: number,
  leaseUntil: Date,
  previous: Date,
): Promise<boolean> {
  const rows = await db
    .update(bulkBatches)
    .set({ leaseUntil })
    .where(
      and(
        eq(bulkBatches.id, batchId),
        eq(bulkBatches.status, 'running'),
        eq(bulkBatches.leaseUntil, previous),
      ),
    )
    .returning({ id: bulkBatches.id });
  return rows.length > 0;
}

export async function finishBatch(
  db: Db,
  batchId: number,
  status: Extract<BulkBatchStatus, 'done' | 'failed'>,
  now: Date,
): Promise<void> {
  await db
    .update(bulkBatches)
    .set({ status, finishedAt: now, leaseUntil: null })
    .where(eq(bulkBatches.id, batchId));
}
