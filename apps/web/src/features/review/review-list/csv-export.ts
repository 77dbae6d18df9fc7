import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import { csvTimeHeader, formatInstant } from '@ir/domain/time.ts';
import { assigneeName, type Assignees } from './assignment.ts';
import {
  authorizationStatusText,
  byRepresentativeText,
  integrityFlagText,
  offerStatusText,
  ownerResponseText,
} from './cell-text.ts';
import { CSV_OFFER_COLUMNS, COLUMN_SPECS, VIEW_COLUMNS, type ColumnKey } from './columns.ts';
import type { ReviewView } from './views.ts';

/** The CSV export: the current view as shown, with raw values a spreadsheet reads. */

/** A cell's text as the CSV holds it: raw values a spreadsheet reads, e-mail for the assignee. */
export function csvValue(row: ReviewListRow, key: ColumnKey, assignees: Assignees): string {
  if (key === 'assigned_to') return assigneeName(row.assigned_to, assignees);
  if (key === 'application_submitted') return formatInstant(row.application_submitted, 'csv');
  // The words staff read on screen, not the stored code.
  if (key === 'owner_response') return ownerResponseText(row.owner_response);
  if (key === 'by_representative') return byRepresentativeText(row.by_representative);
  if (key === 'offer_status') return offerStatusText(row.offer_status);
  if (key === 'integrity_flag') return integrityFlagText(row.integrity_flag);
  if (key === 'authorization_status') return authorizationStatusText(row.authorization_status);
  const value = row[key];
  return value === null ? '' : String(value);
}

/**
 * The header and records of the current view as shown (the CSV export), and in every view the
 * offer's status and respond-by day (YYYY-MM-DD, New York's calendar), so a spreadsheet can
 * follow the offers whatever tab it came from.
 */
export function csvTable(
  rows: readonly ReviewListRow[],
  view: ReviewView,
  assignees: Assignees,
): { header: string[]; records: string[][] } {
  const shown = VIEW_COLUMNS[view];
  const columns = [
    ...shown.slice(0, -1),
    ...CSV_OFFER_COLUMNS.filter((key) => !shown.some((column) => column.key === key)).map(
      (key) => COLUMN_SPECS[key],
    ),
    ...shown.slice(-1),
  ];
  return {
    header: columns.map((column) =>
      column.key === 'ir_id'
        ? 'Application'
        : column.key === 'application_submitted'
          ? csvTimeHeader(column.label)
          : column.label,
    ),
    records: rows.map((row) => columns.map((column) => csvValue(row, column.key, assignees))),
  };
}
