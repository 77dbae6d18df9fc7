import { DECISION_REASONS, OWNER_RESPONSES, type DecisionReason } from '@ir/domain/review.ts';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import type { Language } from '@ir/domain/languages.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { formatDollars, formatInstant, formatShortDate, useFormat } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.tsx';

type Entry = ReviewRecord['history'][number];

const ACTION_LABELS: Record<Entry['action'], string> = {
  assign: 'Assignee changed',
  far: 'Marked FAR',
  complete: 'Completed',
  reopen: 'Reopened to FAR',
  upload: 'File uploaded',
  download: 'File downloaded',
  evidence: 'Owner added a file after filing',
  withdraw: 'Owner withdrew the filing',
  respond: 'Owner answered the decision',
  offer: 'Preliminary offer sent',
  offer_response: 'Owner answered the offer',
  // The respond-by day passed: the system's step, with no one behind it.
  offer_lapse: 'Offer lapsed',
  meeting: "Owner's meeting booked, moved or cancelled",
  meeting_outcome: 'Meeting outcome recorded',
};

/** The owner's answers, to a decision and to an offer, as staff read them. */
const ANSWERS: Record<string, string> = {
  ...OWNER_RESPONSES,
  counter: 'Countered',
  meeting: 'Asked to talk to a reviewer',
};

const dollarsIn = (v: unknown, language: Language) => formatDollars(v as number, language);

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** A withdrawal an administrator made: the filing voided (decision 043), not the owner's. */
const isVoid = (entry: Entry) =>
  entry.action === 'withdraw' && asRecord(entry.after).voided === true;

/** What an entry was, in the review screen's words. */
export function actionLabel(entry: Entry): string {
  return isVoid(entry) ? 'Filing voided' : ACTION_LABELS[entry.action];
}

const yesNo = (value: unknown) =>
  value === 'Y' || value === true ? 'Yes' : value === 'N' || value === false ? 'No' : value;

/** The staff names of the three states (the list's tabs). */
const STATUS_NAMES: Record<string, string> = {
  incomplete: 'Review',
  far: 'FAR',
  offer: 'Offer sent',
  complete: 'Complete',
  withdrawn: 'Withdrawn',
};

/**
 * The fields history entries carry, in the words of the review screen, each with how its value
 * reads. A field not listed here (a later addition) shows under its own name.
 */
const FIELDS: Record<
  string,
  { label: string; show?: (value: unknown, language: Language) => unknown }
> = {
  assignee: { label: 'Assignee' },
  review_status: { label: 'Status', show: (v) => STATUS_NAMES[String(v)] ?? v },
  assessed_total_value: {
    label: 'New total value',
    show: (v, language) => formatDollars(v as number, language),
  },
  assessed_land_value: {
    label: 'New land value',
    show: (v, language) => formatDollars(v as number, language),
  },
  total_value_change: { label: 'Total value changed', show: yesNo },
  land_value_change: { label: 'Land value changed', show: yesNo },
  data_change_needed: { label: 'Data change needed', show: yesNo },
  data_change_complete: { label: 'Data change complete', show: yesNo },
  sketch_change_needed: { label: 'Sketch change needed', show: yesNo },
  sketch_change_complete: { label: 'Sketch change complete', show: yesNo },
  partial_assessment: { label: 'Partial assessment', show: yesNo },
  ir_notes: { label: 'Notes' },
  far_why: { label: 'FAR comment' },
  // The review form's words for the notice's fields, never their codes.
  decision_reason: {
    label: 'Reason for the decision',
    show: (v) => DECISION_REASONS[v as DecisionReason] ?? v,
  },
  decision_explanation: { label: 'Explanation for the owner' },
  decision: {
    label: 'Answer',
    show: (v) => ANSWERS[String(v)] ?? v,
  },
  number: { label: 'Offer number' },
  offered_total_value: { label: 'Offered total value', show: dollarsIn },
  offered_land_value: { label: 'Offered land value', show: dollarsIn },
  respond_by: { label: 'Respond by', show: (v, language) => formatShortDate(String(v), language) },
  counter_value: { label: "Owner's counter value", show: dollarsIn },
  counter_reason: { label: "Owner's reason" },
  starts_at: {
    label: 'Meeting',
    show: (v, language) => formatInstant(String(v), 'medium', language),
  },
  kind: { label: 'Kind' },
  outcome: { label: 'Outcome' },
  notes: { label: 'Notes' },
};

/** The decisions the integrity check judges (decision 057): COMPLETE and an offer. */
const JUDGED: ReadonlySet<Entry['action']> = new Set(['complete', 'offer']);

/**
 * What the integrity check recorded of a decision: that it crossed the guard and the
 * reviewer's note, from the entry's after snapshot; nothing for one that did not cross.
 */
function integrityLines(after: Record<string, unknown>): string[] {
  if (after.integrity_flag !== true) return [];
  const note = typeof after.integrity_note === 'string' ? after.integrity_note.trim() : '';
  return [
    `${MESSAGES.integrity.filterLabel}.`,
    ...(note === '' ? [] : [`${MESSAGES.integrity.noteLabel}: ${note}`]),
  ];
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * What an entry changed, as 'Field: old → new' lines, money in `language` (the page's); a file
 * event names its file.
 */
export function entryDetails(entry: Entry, language: Language): string[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  if (entry.action === 'upload' || entry.action === 'download' || entry.action === 'evidence') {
    return typeof after.file === 'string' ? [after.file] : [];
  }
  if (isVoid(entry)) {
    const status = FIELDS.review_status?.show?.(before.review_status, language) ?? '-';
    return [`Status: ${shown(status)} → Withdrawn`, `Reason: ${shown(after.void_reason)}`];
  }
  const judged = JUDGED.has(entry.action);
  const changes = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    // The account id is kept for the record; the e-mail beside it is what a person reads.
    .filter((key) => !(key === 'assigned_to' && ('assignee' in after || 'assignee' in before)))
    // The integrity check's flag and note belong to the decision it judged, said as sentences
    // below; a FAR's snapshot carries them only as the review row's leftovers.
    .filter((key) => key !== 'integrity_flag' && key !== 'integrity_note')
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => {
      const field = FIELDS[key] ?? { label: key };
      const show = (value: unknown) =>
        value === null || value === undefined || value === ''
          ? '-'
          : shown(field.show ? field.show(value, language) : value);
      return [field.label, show(before[key]), show(after[key])] as const;
    })
    // Absent before and empty after (an offer's missing land value) changed nothing to read.
    .filter(([, from, to]) => from !== to)
    .map(([label, from, to]) => `${label}: ${from} → ${to}`);
  return judged ? [...changes, ...integrityLines(after)] : changes;
}

/** The review's history, oldest first, as the API keeps it (append-only, decision 021). */
export function HistoryTimeline({ history }: { history: ReviewRecord['history'] }) {
  const { language } = useLanguage();
  const { dateTime: formatDateTime } = useFormat();
  if (history.length === 0) return <p>Nothing has happened to this review yet.</p>;
  return (
    <ol aria-label="History" className="flex flex-col gap-3 border-l-2 border-base-300 pl-4">
      {history.map((entry, index) => {
        const details = entryDetails(entry, language);
        return (
          <li key={`${entry.at}-${index}`}>
            <p>
              <span className="font-semibold">{actionLabel(entry)}</span>
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
