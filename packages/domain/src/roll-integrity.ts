/**
 * Roll integrity's shared rules (decision 057): the class groups a ratio study is cut by, the
 * sales window it reads, the IAAO ranges it is judged against, and the integrity guard's
 * thresholds. The statistics themselves are in ratio-study.ts.
 */

/**
 * New York's property class codes by their first digit (the State's classification system):
 * each group is a key of the ratio study's `class_group` and of the published outcomes.
 */
export const CLASS_GROUPS = {
  agricultural: '1',
  residential: '2',
  vacant: '3',
  commercial: '4',
  recreation: '5',
  community_services: '6',
  industrial: '7',
  public_services: '8',
  conservation: '9',
} as const;
export type ClassGroup = keyof typeof CLASS_GROUPS;
export const CLASS_GROUP_CODES = Object.keys(CLASS_GROUPS) as [ClassGroup, ...ClassGroup[]];

/** The group of a property class ('210' → residential); null when the class is unknown. */
export function classGroupOf(propClass: string | null | undefined): ClassGroup | null {
  const digit = propClass?.trim().charAt(0);
  if (!digit) return null;
  const found = CLASS_GROUP_CODES.find((group) => CLASS_GROUPS[group] === digit);
  return found ?? null;
}

/**
 * The valuation date of a roll year in New York: July 1 of the year before (the date the
 * assessments of a town's tentative roll reflect values as of, for most towns).
 */
export function valuationDate(rollYear: number): string {
  return `${rollYear - 1}-07-01`;
}

/** How many years of sales before the valuation date a ratio study reads. */
export const SALES_WINDOW_YEARS = 3;

/**
 * The ratio study's sales window for a roll year: sales after the day three years before the
 * valuation date, up to and including the valuation date (YYYY-MM-DD, both ends).
 */
export function salesWindow(rollYear: number): { from: string; to: string } {
  const to = valuationDate(rollYear);
  return { from: `${rollYear - 1 - SALES_WINDOW_YEARS}-07-02`, to };
}

/** IAAO Standard on Ratio Studies' ranges (residential COD; PRD and PRB for every group). */
export const IAAO_RANGES = {
  /** Coefficient of dispersion for residential property, in percent. */
  cod: { min: 5, max: 15 },
  /** Price-related differential. */
  prd: { min: 0.98, max: 1.03 },
  /** Coefficient of price-related bias. */
  prb: { min: -0.05, max: 0.05 },
} as const;

/** The municipality's integrity guard: off, warn (the default), or require a note. */
export const INTEGRITY_GUARDS = ['off', 'warn', 'require_note'] as const;
export type IntegrityGuard = (typeof INTEGRITY_GUARDS)[number];
export const DEFAULT_INTEGRITY_GUARD: IntegrityGuard = 'warn';

/**
 * A proposed value is marked when its ratio to the indicated value is below this share of
 * the neighbourhood's median ratio (90%).
 */
export const INTEGRITY_GUARD_SHARE = 0.9;
/** The shortest note the guard takes, when it asks for one. */
export const INTEGRITY_NOTE_MIN_LENGTH = 20;
export const INTEGRITY_NOTE_MAX_LENGTH = 2000;

/** Published outcomes: a cell of fewer filings than this is suppressed. */
export const OUTCOMES_MIN_CELL = 5;
