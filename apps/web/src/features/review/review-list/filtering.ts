import type { AuthorizationStatus } from '@ir/domain/contracts/representatives/authorization-fields.ts';
import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import type { Language } from '@ir/domain/languages.ts';
import { formatDollars } from '../../../lib/format.ts';
import { OWNER_RESPONSE_CODES, type OfferStatus } from '@ir/domain/review.ts';
import { assigneeName, type Assignees } from './assignment.ts';
import {
  authorizationStatusText,
  byRepresentativeText,
  integrityFlagText,
  offerStatusText,
  ownerResponseText,
} from './cell-text.ts';
import { VIEW_COLUMNS, type ColumnKey } from './columns.ts';
import { compareValues } from './sorting.ts';
import type { ReviewView } from './views.ts';

/** SPEC §2 filters: the text boxes and (All) dropdowns, and the dropdowns' options. */

/** Column → the filter's value: text to contain, or a dropdown option's value. */
export type Filters = Partial<Record<ColumnKey, string>>;

/** A dropdown option for rows without a value (unassigned, not yet reviewed). */
export const NONE_OPTION = '(none)';

/** The value a dropdown filter compares: assignee id, number digits, Y/N or text; NONE_OPTION when empty. */
export function optionValue(row: ReviewListRow, key: ColumnKey): string {
  const value = row[key];
  if (value === null || value === '') return NONE_OPTION;
  return String(value);
}

/** What a dropdown option reads, money written in `language`, the page's. */
export function optionLabel(
  key: ColumnKey,
  value: string,
  assignees: Assignees,
  language: Language,
): string {
  if (key === 'owner_response') {
    return ownerResponseText(value === NONE_OPTION ? null : (value as 'accept' | 'disagree'));
  }
  if (key === 'by_representative') return byRepresentativeText(value === 'true');
  if (key === 'integrity_flag') return integrityFlagText(value === 'true');
  if (key === 'offer_status') {
    return value === NONE_OPTION ? '(No offer)' : offerStatusText(value as OfferStatus);
  }
  if (key === 'authorization_status') {
    return value === NONE_OPTION
      ? '(None e-signed)'
      : authorizationStatusText(value as AuthorizationStatus);
  }
  if (value === NONE_OPTION) {
    if (key === 'assigned_to') return '(Unassigned)';
    if (key === 'firm_name') return '(No firm)';
    // The filing account was deleted since.
    if (key === 'filed_by') return '(Account removed)';
    return '(None)';
  }
  switch (key) {
    case 'assigned_to':
      return assigneeName(Number(value), assignees);
    case 'received_total_value':
      return formatDollars(value, language);
    case 'total_value_change':
      return value === 'Y' ? 'Yes' : 'No';
    default:
      return value;
  }
}

/** The offer's outcomes a review back with its reviewer can have (open and accepted are not). */
const OFFER_FILTER_VALUES: readonly OfferStatus[] = ['countered', 'lapsed', 'closed'];

/** The statuses a filing's authorization can have: active when filed, or revoked since. */
const AUTHORIZATION_FILTER_VALUES: readonly AuthorizationStatus[] = ['active', 'revoked'];

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A dropdown's options: the distinct values of the view's rows, in the column's sort order.
 * The owner's response always offers its three answers, so staff can look for one before any
 * owner has given it.
 */
export function filterOptions(
  rows: readonly ReviewListRow[],
  key: ColumnKey,
  assignees: Assignees,
  language: Language,
): FilterOption[] {
  if (key === 'owner_response') {
    return [...OWNER_RESPONSE_CODES, NONE_OPTION].map((value) => ({
      value,
      label: optionLabel(key, value, assignees, language),
    }));
  }
  // Both answers, always: staff look for a representative's filings before there are any.
  if (key === 'by_representative' || key === 'integrity_flag') {
    return ['true', 'false'].map((value) => ({
      value,
      label: optionLabel(key, value, assignees, language),
    }));
  }
  // What the reviewer looks for when an offer comes back (Countered, Offer lapsed), before any has.
  if (key === 'offer_status') {
    return [...OFFER_FILTER_VALUES, NONE_OPTION].map((value) => ({
      value,
      label: optionLabel(key, value, assignees, language),
    }));
  }
  // A filing's authorization was active when filed; staff look for the revoked ones before any is.
  if (key === 'authorization_status') {
    return [...AUTHORIZATION_FILTER_VALUES, NONE_OPTION].map((value) => ({
      value,
      label: optionLabel(key, value, assignees, language),
    }));
  }
  const values = [...new Set(rows.map((row) => optionValue(row, key)))];
  return values
    .map((value) => ({ value, label: optionLabel(key, value, assignees, language) }))
    .sort((a, b) => {
      // Unassigned/none first, then by what the option reads (numbers as numbers).
      if (a.value === NONE_OPTION) return -1;
      if (b.value === NONE_OPTION) return 1;
      return key === 'received_total_value'
        ? compareValues(a.value, b.value)
        : compareValues(a.label, b.label);
    });
}

/**
 * SPEC §2: a text filter keeps rows whose column contains the text, case-insensitive; a
 * dropdown keeps rows with that value. Only the view's filterable columns count.
 */
export function filterRows(
  rows: readonly ReviewListRow[],
  filters: Filters,
  view: ReviewView,
): ReviewListRow[] {
  const tests = VIEW_COLUMNS[view]
    .filter((column) => column.filter !== 'none' && (filters[column.key] ?? '') !== '')
    .map((column) => {
      const wanted = filters[column.key] as string;
      if (column.filter === 'text') {
        const needle = wanted.trim().toLowerCase();
        return (row: ReviewListRow) =>
          String(row[column.key] ?? '')
            .toLowerCase()
            .includes(needle);
      }
      return (row: ReviewListRow) => optionValue(row, column.key) === wanted;
    });
  return tests.length === 0 ? [...rows] : rows.filter((row) => tests.every((test) => test(row)));
}
