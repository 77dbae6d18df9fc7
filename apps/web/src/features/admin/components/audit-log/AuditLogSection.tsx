import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '@ir/domain/contracts/admin/list-audit-log.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { ScrollRegion } from '../../../../components/ui/ScrollRegion.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { auditLogCsvUrl, auditLogQuery } from '../../api/list-audit-log.ts';

const PAGE_SIZE = 20;

function brief(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * "field: old → new" for each field that changed, so a row reads without opening JSON; values
 * that are not objects are shown whole.
 */
export function changeSummary(before: unknown, after: unknown): string[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isRecord(before) && !isRecord(after)) {
    return before === null && after === null ? [] : [`${brief(before)} → ${brief(after)}`];
  }
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}: ${brief(old[key])} → ${brief(now[key])}`);
}

/**
 * An account by its e-mail, never by its number: the account's e-mail as the API looked it up,
 * else the one the change recorded beside its fields (an account since deleted); any other
 * target by its type and id.
 */
export function targetLabel(entry: AuditLogEntry): string {
  if (entry.targetEmail !== null) return entry.targetEmail;
  for (const side of [entry.after, entry.before]) {
    if (side !== null && typeof side === 'object' && 'email' in side) {
      const email = (side as { email: unknown }).email;
      if (typeof email === 'string') return email;
    }
  }
  return `${entry.targetType} ${entry.targetId}`;
}

function EntryRow({ entry }: { entry: AuditLogEntry }) {
  const { instant } = useFormat();
  const changes = changeSummary(entry.before, entry.after);
  return (
    <tr>
      <td className="whitespace-nowrap">{instant(entry.occurredAt)}</td>
      <td>{entry.actorEmail ?? 'System'}</td>
      <td className="whitespace-nowrap">{entry.action}</td>
      <td>{targetLabel(entry)}</td>
      <td>
        {changes.length === 0 ? (
          '—'
        ) : (
          <ul>
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** The municipality's audit log, newest first, a page at a time, with a CSV export. */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const log = useQuery(auditLogQuery(page, PAGE_SIZE));
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section aria-labelledby="audit-log-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="audit-log-heading" className="text-lg font-semibold">
          Audit log
        </h2>
        <a className="btn btn-sm" href={auditLogCsvUrl()} download>
          Export CSV
        </a>
      </div>
      {log.isPending && <p className="mt-4">Loading the audit log…</p>}
      {log.isError && <FormAlert kind="error">{MESSAGES.auditLog.loadFailed}</FormAlert>}
      {log.data && log.data.entries.length === 0 && (
        <p className="mt-4">No entries{page > 1 ? ' on this page' : ' yet'}.</p>
      )}
      {log.data && log.data.entries.length > 0 && (
        <ScrollRegion label="Audit log entries" className="mt-4">
          <table className="table" aria-labelledby="audit-log-heading">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                {/* On a phone the table scrolls sideways rather than wrap a word a line. */}
                <th scope="col" className="min-w-64">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <nav aria-label="Audit log pages" className="mt-4 flex items-center gap-4">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setPage((p) => p - 1)}
          disabled={page <= 1 || log.isFetching}
        >
          Previous
        </button>
        <span>
          Page {page} of {pages} ({total} {total === 1 ? 'entry' : 'entries'})
        </span>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setPage((p) => p + 1)}
          disabled={page >= pages || log.isFetching}
        >
          Next
        </button>
      </nav>
    </section>
  );
}
