import {
  AppError,
  AUDIT_LOG_CSV_COLUMNS,
  type AuditLogPage,
  type ExportAuditLogQuery,
  filingPeriodEnd,
  formatInstant,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { csvRecord } from '@ir/domain/csv.ts';
import { accountEmails } from '../users/index.ts';
import {
  auditEntriesBefore,
  countAuditEntries,
  listAuditEntries,
  type AuditEntryRow,
  type AuditTimeRange,
} from './repository.ts';

/** Rows read per query while exporting: small enough to keep memory flat. */
const EXPORT_BATCH = 500;

/** Fields of a change's before and after that hold an account's id (review.assign's). */
const ACCOUNT_FIELDS = ['assigned_to'] as const;

function accountIdsIn(side: unknown): number[] {
  if (side === null || typeof side !== 'object') return [];
  return ACCOUNT_FIELDS.map((field) => (side as Record<string, unknown>)[field]).filter(
    (value): value is number => typeof value === 'number' && Number.isSafeInteger(value),
  );
}

/**
 * The rows with the account ids of their changes given as e-mails, so the log names people
 * rather than numbers. An id that is no account of this municipality stays a number.
 */
async function withAccountEmails(
  db: Db,
  municipalityKey: string,
  rows: AuditEntryRow[],
): Promise<AuditEntryRow[]> {
  const ids = new Set(
    rows.flatMap((row) => [...accountIdsIn(row.before), ...accountIdsIn(row.after)]),
  );
  if (ids.size === 0) return rows;
  const emails = await accountEmails(db, municipalityKey, [...ids]);
  const named = (side: unknown): unknown => {
    if (accountIdsIn(side).length === 0) return side;
    const copy = { ...(side as Record<string, unknown>) };
    for (const field of ACCOUNT_FIELDS) {
      const id = copy[field];
      if (typeof id === 'number') copy[field] = emails.get(id) ?? id;
    }
    return copy;
  };
  return rows.map((row) => ({ ...row, before: named(row.before), after: named(row.after) }));
}

function toEntry(row: AuditEntryRow): AuditLogPage['entries'][number] {
  return { ...row, occurredAt: row.occurredAt.toISOString() };
}

export async function listAuditLog(
  db: Db,
  municipalityKey: string,
  query: { page: number; pageSize: number },
): Promise<AuditLogPage> {
  const [total, rows] = await Promise.all([
    countAuditEntries(db, municipalityKey),
    listAuditEntries(db, municipalityKey, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  const named = await withAccountEmails(db, municipalityKey, rows);
  return { total, entries: named.map(toEntry) };
}

/** The day before an ISO date, as an ISO date. */
function dayBefore(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * The export's days as instants: from the start of `from` to the end of `to` in New York,
 * the municipality's clock (the same DST-aware day ends as the filing deadline).
 */
export function exportRange(query: ExportAuditLogQuery): AuditTimeRange {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError(400, 'bad_range', 'auditLog.badRange');
  }
  return {
    from: query.from ? filingPeriodEnd(dayBefore(query.from)) : undefined,
    to: query.to ? filingPeriodEnd(query.to) : undefined,
  };
}

/** The CSV, header first, newest entry first, produced a batch at a time. */
export async function* auditLogCsv(
  db: Db,
  municipalityKey: string,
  range: AuditTimeRange,
): AsyncGenerator<string> {
  yield csvRecord(AUDIT_LOG_CSV_COLUMNS);
  let beforeId: number | undefined;
  for (;;) {
    const rows = await auditEntriesBefore(db, municipalityKey, {
      beforeId,
      range,
      limit: EXPORT_BATCH,
    });
    if (rows.length > 0) {
      yield (await withAccountEmails(db, municipalityKey, rows))
        .map((row) =>
          csvRecord([
            String(row.id),
            formatInstant(row.occurredAt, 'csv'),
            row.actorEmail ?? '',
            row.action,
            row.targetType,
            row.targetId,
            row.targetEmail ?? '',
            JSON.stringify(row.before ?? null),
            JSON.stringify(row.after ?? null),
          ]),
        )
        .join('');
    }
    if (rows.length < EXPORT_BATCH) return;
    beforeId = rows[rows.length - 1]!.id;
  }
}
