import { CLASS_GROUP_CODES, OUTCOMES_MIN_CELL, type ClassGroup } from './roll-integrity.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { median } from './ratio-study.ts';

/**
 * Published outcomes (decision 057): a municipality's filings of its current roll year counted
 * one table per dimension (neighbourhood, class group, filer, language) under a line for all
 * of them. A full cross of the four would leave almost every cell under OUTCOMES_MIN_CELL.
 * Every figure is about filings, never about a person: no SBL, name, address or e-mail.
 */

/** The tables of the published outcomes, in the order they are shown. */
export const OUTCOME_DIMENSIONS = [
  'all',
  'neighbourhood',
  'class_group',
  'filer',
  'language',
] as const;
export type OutcomeDimension = (typeof OUTCOME_DIMENSIONS)[number];

/** Who filed: the owner (or someone filing for them in the wizard), or a representative's batch or API. */
export const OUTCOME_FILERS = ['owner', 'representative'] as const;
export type OutcomeFiler = (typeof OUTCOME_FILERS)[number];

/** One filing as the outcomes count it: its groups and its outcome, nothing that names anyone. */
export interface OutcomeFiling {
  nbhd: string | null;
  classGroup: ClassGroup | null;
  filer: OutcomeFiler;
  language: Language;
  /** Decided: the review is complete. Withdrawn: by the owner, or voided by the office. */
  outcome: 'open' | 'decided' | 'withdrawn';
  /** A decided filing's new total value below the roll's. */
  reduced: boolean;
  /** A decided filing's (new − old) / old × 100; null when the roll had no value to divide by. */
  changePercent: number | null;
  /** A decided filing's calendar days (ET) from filing to the decision. */
  daysToDecision: number | null;
}

/** One row of a table: its figures, or null figures when the row is suppressed. */
export interface OutcomeRow {
  dimension: OutcomeDimension;
  /** The neighbourhood code, class group, filer or language; null for `all` and for a filing without one. */
  group: string | null;
  suppressed: boolean;
  filings: number | null;
  decided: number | null;
  reduced: number | null;
  withdrawn: number | null;
  median_change_percent: number | null;
  median_days_to_decision: number | null;
}

/** To one decimal place, as the page and the CSV show it. */
const oneDecimal = (value: number | null) =>
  value === null ? null : Math.round(value * 10) / 10 + 0;

function figures(
  dimension: OutcomeDimension,
  group: string | null,
  of: OutcomeFiling[],
): OutcomeRow {
  const decided = of.filter((f) => f.outcome === 'decided');
  return {
    dimension,
    group,
    suppressed: false,
    filings: of.length,
    decided: decided.length,
    reduced: decided.filter((f) => f.reduced).length,
    withdrawn: of.filter((f) => f.outcome === 'withdrawn').length,
    median_change_percent: oneDecimal(
      median(decided.flatMap((f) => (f.changePercent === null ? [] : [f.changePercent]))),
    ),
    median_days_to_decision: oneDecimal(
      median(decided.flatMap((f) => (f.daysToDecision === null ? [] : [f.daysToDecision]))),
    ),
  };
}

function suppress(row: OutcomeRow): OutcomeRow {
  return {
    ...row,
    suppressed: true,
    filings: null,
    decided: null,
    reduced: null,
    withdrawn: null,
    median_change_percent: null,
    median_days_to_decision: null,
  };
}

/**
 * A table's rows with each of fewer than OUTCOMES_MIN_CELL filings suppressed. When only one
 * row of a table is, the smallest other one is suppressed too: otherwise the line for all
 * filings minus the rest would give the hidden row's counts back.
 */
function suppressed(rows: { row: OutcomeRow; count: number }[]): OutcomeRow[] {
  const small = new Set(rows.filter((r) => r.count < OUTCOMES_MIN_CELL));
  if (small.size === 1) {
    const next = rows
      .filter((r) => !small.has(r))
      .sort(
        (a, b) => a.count - b.count || String(a.row.group).localeCompare(String(b.row.group)),
      )[0];
    if (next) small.add(next);
  }
  return rows.map((r) => (small.has(r) ? suppress(r.row) : r.row));
}

/** Groups in their order, a missing group (null) last. */
function grouped<K extends string>(
  filings: readonly OutcomeFiling[],
  keyOf: (f: OutcomeFiling) => K | null,
  order: readonly K[],
  always: boolean,
): { group: K | null; of: OutcomeFiling[] }[] {
  const groups = new Map<K | null, OutcomeFiling[]>();
  if (always) for (const key of order) groups.set(key, []);
  for (const filing of filings) {
    const key = keyOf(filing);
    groups.set(key, [...(groups.get(key) ?? []), filing]);
  }
  const rank = (key: K | null) => (key === null ? order.length : order.indexOf(key));
  return [...groups].sort(([a], [b]) => rank(a) - rank(b)).map(([group, of]) => ({ group, of }));
}

/** The published rows of a roll year's filings: all, then each dimension's table. */
export function outcomeRows(filings: readonly OutcomeFiling[]): OutcomeRow[] {
  const nbhds = [...new Set(filings.flatMap((f) => (f.nbhd === null ? [] : [f.nbhd])))].sort(
    (a, b) => a.localeCompare(b, 'en', { numeric: true }),
  );
  const tables: [OutcomeDimension, { group: string | null; of: OutcomeFiling[] }[]][] = [
    ['all', [{ group: null, of: [...filings] }]],
    ['neighbourhood', grouped(filings, (f) => f.nbhd, nbhds, false)],
    ['class_group', grouped(filings, (f) => f.classGroup, CLASS_GROUP_CODES, false)],
    ['filer', grouped(filings, (f) => f.filer, OUTCOME_FILERS, true)],
    ['language', grouped(filings, (f) => f.language, LANGUAGES, true)],
  ];
  return tables.flatMap(([dimension, groups]) =>
    suppressed(
      groups.map(({ group, of }) => ({ row: figures(dimension, group, of), count: of.length })),
    ),
  );
}
