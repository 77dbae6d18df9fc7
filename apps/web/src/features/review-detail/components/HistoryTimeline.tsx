import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { formatDateTime } from '../../../lib/format.ts';

type Entry = ReviewRecord['history'][number];

const ACTION_LABELS: Record<Entry['action'], string> = {
  assign: 'Assignee changed',
  far: 'Marked FAR',
  complete: 'Completed',
  reopen: 'Reopened to FAR',
  upload: 'File uploaded',
  download: 'File downloaded',
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** What an entry changed, as 'field: old → new' lines; a file event names its file. */
export function entryDetails(entry: Entry): string[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  if (entry.action === 'upload' || entry.action === 'download') {
    return typeof after.file === 'string' ? [after.file] : [];
  }
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
}

/** Issue #8 item 6: the review's history, oldest first, as the API keeps it. */
export function HistoryTimeline({ history }: { history: ReviewRecord['history'] }) {
  if (history.length === 0) return <p>Nothing has happened to this review yet.</p>;
  return (
    <ol aria-label="History" className="flex flex-col gap-3 border-l-2 border-base-300 pl-4">
      {history.map((entry, index) => {
        const details = entryDetails(entry);
        return (
          <li key={`${entry.at}-${index}`}>
            <p>
              <span className="font-semibold">{ACTION_LABELS[entry.action]}</span>
              {' · '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {' · '}
              {entry.who ?? 'unknown'}
            </p>
            {details.length > 0 && (
              <ul className="text-sm text-base-content/80">
                {details.map((line) => (
                  <li key={line} className="break-all">
                    {line}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
