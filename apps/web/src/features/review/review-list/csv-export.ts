import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import { csvTimeHeader, formatInstant } from '@ir/domain/time.ts';
import { assigneeName, type Assignees } from './assignment.ts';
import { byRepresentativeText, ownerResponseText } from './cell-text.ts';
import { VIEW_COLUMNS, type ColumnKey } from './columns.ts';
import type { ReviewView } from './views.ts';

/** The CSV export: the current view as shown, with raw values a spreadsheet reads. */

/** A cell's text as the CSV holds it: raw values a spreadsheet reads, e-mail for the assignee. */
export function csvValue(row: ReviewListRow, key: ColumnKey, assignees: Assignees): string {
  if (key === 'assigned_to') return assigneeName(row.assigned_to, assignees);
  if (key === 'application_submitted') return formatInstant(row.application_submitted, 'csv');
  // The words staff read on screen, not the stored code.
  if (key === 'owner_response') return ownerResponseText(row.owner_response);
  if (key === 'by_representative') return byRepresentativeText(row.by_representative);
  const value = row[key];
  return value === null ? '' : String(value);
}

/** The header and records of the current view as shown (the CSV export). */
export function csvTable(
  rows: readonly ReviewListRow[],
  view: ReviewView,
  assignees: Assignees,
): { header: string[]; records: string[][] } {
  const columns = VIEW_COLUMNS[view];
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
