import {
  AUDIT_LOG_CSV_COLUMNS,
  AppError,
  MESSAGES,
  filingPeriodEnd,
  type AuditLogPage,
  type ExportAuditLogQuery,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { csvRecord } from '@ir/domain/csv.ts';
import {
  auditEntriesBefore,
  countAuditEntries,
  listAuditEntries,
  type AuditEntryRow,
  type AuditTimeRange,
} from './repository.ts';

/** Rows read per query while exporting: small enough to keep memory flat. */
const EXPORT_BATCH = 500;

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
  return { total, entries: rows.map(toEntry) };
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
    throw new AppError(400, 'bad_range', MESSAGES.auditLog.badRange);
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
      yield rows
        .map((row) =>
          csvRecord([
            String(row.id),
            row.occurredAt.toISOString(),
            row.actorEmail ?? '',
            row.action,
            row.targetType,
            row.targetId,
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
