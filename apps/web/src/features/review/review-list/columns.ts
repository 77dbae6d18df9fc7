import type { ReviewView } from './views.ts';

/** SPEC §2: the columns of the review list, and which of them each view shows. */

/**
 * The columns the CSV adds to every view: what became of the offer, its respond-by day, and
 * whether the decision or offer crossed the integrity guard (decision 057).
 */
export const CSV_OFFER_COLUMNS = ['offer_status', 'offer_respond_by', 'integrity_flag'] as const;

export type ColumnKey =
  | 'print_key'
  | 'prop_class'
  | 'loc_st_nbr'
  | 'loc_st_name'
  | 'application_submitted'
  | 'assigned_to'
  | 'data_change_needed'
  | 'data_change_complete'
  | 'sketch_change_needed'
  | 'sketch_change_complete'
  | 'who_reviewed'
  | 'received_total_value'
  | 'total_value_change'
  | 'owner_response'
  | 'by_representative'
  | 'filed_by'
  | 'offer_status'
  | 'offer_respond_by'
  | 'integrity_flag'
  | 'firm_name'
  | 'authorization_status'
  | 'ir_id';

/** How a column is filtered: a free-text box, an (All) dropdown, or not at all. */
export type FilterKind = 'text' | 'select' | 'none';

export interface ColumnSpec {
  key: ColumnKey;
  label: string;
  sortable: boolean;
  filter: FilterKind;
}

/** SPEC §2: sort is not offered on total_value_change and ir_id. */
export const COLUMN_SPECS: Readonly<Record<ColumnKey, ColumnSpec>> = {
  print_key: { key: 'print_key', label: 'SBL', sortable: true, filter: 'text' },
  prop_class: { key: 'prop_class', label: 'Class', sortable: true, filter: 'select' },
  loc_st_nbr: { key: 'loc_st_nbr', label: 'Number', sortable: true, filter: 'none' },
  loc_st_name: { key: 'loc_st_name', label: 'Name', sortable: true, filter: 'text' },
  application_submitted: {
    key: 'application_submitted',
    label: 'Submitted',
    sortable: true,
    filter: 'none',
  },
  assigned_to: { key: 'assigned_to', label: 'Assignee', sortable: true, filter: 'select' },
  data_change_needed: {
    key: 'data_change_needed',
    label: 'Data change needed',
    sortable: true,
    filter: 'none',
  },
  data_change_complete: {
    key: 'data_change_complete',
    label: 'Data change complete',
    sortable: true,
    filter: 'none',
  },
  sketch_change_needed: {
    key: 'sketch_change_needed',
    label: 'Sketch change needed',
    sortable: true,
    filter: 'none',
  },
  sketch_change_complete: {
    key: 'sketch_change_complete',
    label: 'Sketch change complete',
    sortable: true,
    filter: 'none',
  },
  who_reviewed: { key: 'who_reviewed', label: 'Completed by', sortable: true, filter: 'select' },
  received_total_value: {
    key: 'received_total_value',
    label: 'Original value',
    sortable: true,
    filter: 'select',
  },
  total_value_change: {
    key: 'total_value_change',
    label: 'Change in value',
    sortable: false,
    filter: 'select',
  },
  // Our addition: the owner's answer to the decision (Accepted, Disagreed, No response).
  owner_response: { key: 'owner_response', label: 'Response', sortable: true, filter: 'select' },
  // Our addition: filed by a representative in a batch (decision 035), Yes or No.
  by_representative: {
    key: 'by_representative',
    label: 'Filed by a representative',
    sortable: true,
    filter: 'select',
  },
  // Our addition (decision 043): the filing account's e-mail, so a batch's filings are found together.
  filed_by: { key: 'filed_by', label: 'Filed by', sortable: true, filter: 'select' },
  // Our addition: what became of the latest preliminary offer (a Countered or Offer lapsed
  // badge), where the review is back with its reviewer.
  offer_status: { key: 'offer_status', label: 'Offer', sortable: true, filter: 'select' },
  // Our addition: the day an open offer's answer is due (a calendar date in New York).
  offer_respond_by: {
    key: 'offer_respond_by',
    label: 'Respond by',
    sortable: true,
    filter: 'none',
  },
  // Our addition (decision 057): the decision, or the latest offer, crossed the integrity guard.
  integrity_flag: {
    key: 'integrity_flag',
    label: 'Crossed the integrity guard',
    sortable: true,
    filter: 'select',
  },
  // Our addition (decision 052): the representative's firm, as the mega-admin approved it.
  firm_name: { key: 'firm_name', label: 'Firm', sortable: true, filter: 'select' },
  // Our addition (decision 052): the owner's e-signed authorization the filing was made under.
  authorization_status: {
    key: 'authorization_status',
    label: 'Owner authorization',
    sortable: true,
    filter: 'select',
  },
  ir_id: { key: 'ir_id', label: 'View', sortable: false, filter: 'none' },
};

const REVIEW_COLUMNS: readonly ColumnKey[] = [
  'print_key',
  'prop_class',
  'loc_st_nbr',
  'loc_st_name',
  'application_submitted',
  'assigned_to',
  'ir_id',
];

/**
 * Every view also says who filed: whether a representative (decision 035), their firm, from
 * which account (decision 043) and under which owner's authorization (decision 052), the
 * columns before the View link.
 */
function withRepresentative(columns: readonly ColumnSpec[]): readonly ColumnSpec[] {
  return [
    ...columns.slice(0, -1),
    COLUMN_SPECS.by_representative,
    COLUMN_SPECS.firm_name,
    COLUMN_SPECS.filed_by,
    COLUMN_SPECS.authorization_status,
    ...columns.slice(-1),
  ];
}

/** SPEC §2: each view's columns, in order. */
const SPEC_VIEW_COLUMNS: Readonly<Record<ReviewView, readonly ColumnSpec[]>> = {
  review: [...REVIEW_COLUMNS.slice(0, -1), 'offer_status', 'ir_id'].map(
    (key) => COLUMN_SPECS[key as ColumnKey],
  ),
  // Nobody works on a withdrawn filing: no assignee.
  withdrawn: REVIEW_COLUMNS.filter((key) => key !== 'assigned_to').map((key) => COLUMN_SPECS[key]),
  far: [
    ...REVIEW_COLUMNS.slice(0, -1),
    'data_change_needed',
    'data_change_complete',
    'sketch_change_needed',
    'sketch_change_complete',
    'offer_status',
    'ir_id',
  ].map((key) => COLUMN_SPECS[key as ColumnKey]),
  // An offer waiting for the owner: when the answer is due.
  offer: [...REVIEW_COLUMNS.slice(0, -1), 'offer_respond_by', 'integrity_flag', 'ir_id'].map(
    (key) => COLUMN_SPECS[key as ColumnKey],
  ),
  complete: (
    [
      'print_key',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'who_reviewed',
      'received_total_value',
      'total_value_change',
      // Only a completed review can be answered, so only this view has the column.
      'owner_response',
      'integrity_flag',
      'ir_id',
    ] as const
  ).map((key) => COLUMN_SPECS[key]),
};

/** Each view's columns, in order: SPEC §2's, and who filed. */
export const VIEW_COLUMNS: Readonly<Record<ReviewView, readonly ColumnSpec[]>> = {
  review: withRepresentative(SPEC_VIEW_COLUMNS.review),
  withdrawn: withRepresentative(SPEC_VIEW_COLUMNS.withdrawn),
  far: withRepresentative(SPEC_VIEW_COLUMNS.far),
  offer: withRepresentative(SPEC_VIEW_COLUMNS.offer),
  complete: withRepresentative(SPEC_VIEW_COLUMNS.complete),
};
