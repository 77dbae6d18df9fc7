import { BUILDING_STYLES } from './codes.ts';
import { formatText, type CatalogueOf, type Language } from './i18n.ts';
import { MESSAGES } from './messages.ts';
import { propertyClassNumber } from './filing.ts';

/**
 * Comparable sales (docs/comparable-sales.md): which parcels may be compared at all (the
 * property class groups) and how recent arms-length sales are ranked by similarity to the
 * parcel under review. Pure, so the wizard's suggestions and staff review rank the same way.
 */

/** The NY property class groups, by the class code's hundreds. */
export const PROPERTY_CLASS_GROUPS = {
  1: 'agricultural',
  2: 'residential',
  3: 'vacant land',
  4: 'commercial',
  5: 'recreation and entertainment',
  6: 'community services',
  7: 'industrial',
  8: 'public services',
  9: 'wild, forested and conservation land',
} as const;
export type PropertyClassGroup = (typeof PROPERTY_CLASS_GROUPS)[keyof typeof PROPERTY_CLASS_GROUPS];

/** The group of a class code such as '210' or '411A'; undefined when it has none. */
export function propertyClassGroup(
  propClass: string | null | undefined,
): PropertyClassGroup | undefined {
  const n = propertyClassNumber(propClass);
  if (!Number.isFinite(n) || n < 100 || n > 999) return undefined;
  return PROPERTY_CLASS_GROUPS[Math.floor(n / 100) as keyof typeof PROPERTY_CLASS_GROUPS];
}

/** Two parcels are comparable only when both classes fall in the same known group. */
export function sameClassGroup(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  const group = propertyClassGroup(a);
  return group !== undefined && group === propertyClassGroup(b);
}

/** What the ranking reads of the parcel under review. */
export interface ComparableSubject {
  sbl: string;
  propClass: string | null;
  nbhdCode: string | null;
  bldgStyle: string | null;
  overallCond: string | null;
  sfla: number | null;
  yrBuilt: number | null;
}

/** One arms-length sale of another parcel, with that parcel's building as sold. */
export interface ComparableCandidate extends ComparableSubject {
  address: string;
  /** ISO date, YYYY-MM-DD. */
  saleDate: string;
  salePrice: number;
  /** Sites on the parcel; more than one makes the sale price cover several buildings. */
  totalNumSites: number | null;
  armsLength: boolean;
}

export interface RankedComparable extends ComparableCandidate {
  /** 0 to 1, the weighted sum of the parts below. */
  score: number;
  /** Why it was picked, in plain words, strongest first. */
  reasons: string[];
}

/**
 * How much each likeness counts; they add up to 1, so a score of 1 is a sale in the same
 * neighbourhood of the same size, age, style and condition, sold today.
 */
export const COMPARABLE_WEIGHTS = {
  neighbourhood: 0.25,
  livingArea: 0.25,
  age: 0.15,
  recency: 0.15,
  style: 0.1,
  condition: 0.1,
} as const;

/** Sales older than this are not suggested: the market has moved since. */
export const COMPARABLE_MAX_AGE_YEARS = 3;
/** A living area this far off the subject's (as a share of it) earns nothing. */
const LIVING_AREA_SPAN = 0.5;
/** Buildings this many years apart in age earn nothing for age. */
const AGE_SPAN_YEARS = 30;
/** Condition codes run 1 (Poor) to 5 (Excellent). */
const CONDITION_SPAN = 4;

export interface RankOptions {
  now: Date;
  /** At most this many, best first. */
  limit?: number;
  /** The language the reasons are written in: English unless the caller says (the request's). */
  words?: ReasonWords;
}

/** The reasons' texts of one language (the catalogue's `comparables`) and how to fill them. */
export interface ReasonWords {
  texts: CatalogueOf<typeof MESSAGES.comparables>;
  language: Language;
}

const ENGLISH: ReasonWords = { texts: MESSAGES.comparables, language: 'en' };

const DAY_MS = 24 * 60 * 60 * 1000;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const positive = (x: number | null): x is number => x !== null && Number.isFinite(x) && x > 0;

function monthsBetween(earlier: Date, later: Date): number {
  return (later.getTime() - earlier.getTime()) / DAY_MS / (365.25 / 12);
}

function conditionNumber(code: string | null): number | undefined {
  const n = Number.parseInt(code ?? '', 10);
  return n >= 1 && n <= 5 ? n : undefined;
}

/** Whether a sale may be compared with the subject at all (the hard filters). */
export function isComparableSale(
  subject: ComparableSubject,
  candidate: ComparableCandidate,
  now: Date,
): boolean {
  if (candidate.sbl === subject.sbl) return false;
  if (!candidate.armsLength || !(candidate.salePrice > 0)) return false;
  if ((candidate.totalNumSites ?? 1) > 1) return false;
  if (!sameClassGroup(subject.propClass, candidate.propClass)) return false;
  const sold = new Date(`${candidate.saleDate}T00:00:00Z`);
  if (Number.isNaN(sold.getTime()) || sold.getTime() > now.getTime()) return false;
  return monthsBetween(sold, now) <= COMPARABLE_MAX_AGE_YEARS * 12;
}

/** The score of one comparable sale and the reasons a person reads beside it. */
export function scoreComparable(
  subject: ComparableSubject,
  candidate: ComparableCandidate,
  now: Date,
  words: ReasonWords = ENGLISH,
): { score: number; reasons: string[] } {
  return assess(subject, candidate, now, words);
}

/**
 * The score, and with `words` the reasons. Without them no text is formatted: ranking scores
 * every candidate sale but shows the reasons of only the few it keeps, and formatting is most
 * of a score's cost.
 */
function assess(
  subject: ComparableSubject,
  candidate: ComparableCandidate,
  now: Date,
  words: ReasonWords | null,
): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  const { texts, language } = words ?? ENGLISH;
  const note = (text: () => string) => {
    if (words) reasons.push(text());
  };
  const R = texts.reasons;
  const say = (template: string, values?: Record<string, string | number>) =>
    formatText(language, template, values);
  const condition = (n: number) => texts.conditions[String(n) as keyof typeof texts.conditions];
  let score = 0;

  if (subject.nbhdCode && subject.nbhdCode === candidate.nbhdCode) {
    score += COMPARABLE_WEIGHTS.neighbourhood;
    note(() => R.sameNeighbourhood);
  }

  // Unknown sizes, ages, styles or conditions earn nothing: a likeness cannot be shown.
  if (positive(subject.sfla) && positive(candidate.sfla)) {
    const off = Math.abs(candidate.sfla - subject.sfla) / subject.sfla;
    score += COMPARABLE_WEIGHTS.livingArea * clamp01(1 - off / LIVING_AREA_SPAN);
    const percent = Math.round(off * 100);
    const area = candidate.sfla;
    const larger = candidate.sfla > subject.sfla;
    if (off <= 0.1) {
      note(() =>
        percent === 0
          ? R.sameLivingArea
          : say(R.livingAreaWithin, { percent: Math.max(1, percent), area }),
      );
    } else if (off <= 0.25) {
      note(() => say(larger ? R.livingAreaLarger : R.livingAreaSmaller, { percent }));
    }
  }

  if (positive(subject.yrBuilt) && positive(candidate.yrBuilt)) {
    const years = Math.abs(candidate.yrBuilt - subject.yrBuilt);
    score += COMPARABLE_WEIGHTS.age * clamp01(1 - years / AGE_SPAN_YEARS);
    const year = candidate.yrBuilt;
    if (years === 0) note(() => say(R.builtSameYear, { year }));
    else if (years <= 10) note(() => say(R.builtWithin, { years }));
  }

  const sold = new Date(`${candidate.saleDate}T00:00:00Z`);
  const months = Math.max(0, monthsBetween(sold, now));
  score += COMPARABLE_WEIGHTS.recency * clamp01(1 - months / (COMPARABLE_MAX_AGE_YEARS * 12));
  const wholeMonths = Math.floor(months);
  if (wholeMonths < 12) {
    note(() =>
      wholeMonths === 0 ? R.soldThisMonth : say(R.soldMonthsAgo, { months: wholeMonths }),
    );
  }

  if (subject.bldgStyle && subject.bldgStyle === candidate.bldgStyle) {
    score += COMPARABLE_WEIGHTS.style;
    const name = BUILDING_STYLES[candidate.bldgStyle];
    note(() => (name ? say(R.sameStyleNamed, { style: name }) : R.sameStyle));
  }

  const subjectCondition = conditionNumber(subject.overallCond);
  const candidateCondition = conditionNumber(candidate.overallCond);
  if (subjectCondition !== undefined && candidateCondition !== undefined) {
    const steps = Math.abs(candidateCondition - subjectCondition);
    score += COMPARABLE_WEIGHTS.condition * (1 - steps / CONDITION_SPAN);
    if (steps === 0) {
      note(() => say(R.sameCondition, { condition: condition(candidateCondition) }));
    } else if (steps === 1) {
      note(() => say(R.similarCondition, { condition: condition(candidateCondition) }));
    }
  }

  return { score: Math.round(score * 1000) / 1000, reasons };
}

/**
 * Ranks recent arms-length sales by likeness to the subject: the hard filters first (same
 * class group, not the subject, one site, arms-length, sold in the last three years), one
 * sale per parcel (its latest), then by score, newer sale, SBL.
 */
export function rankComparables(
  subject: ComparableSubject,
  candidates: readonly ComparableCandidate[],
  { now, limit = 10, words }: RankOptions,
): RankedComparable[] {
  const latest = new Map<string, ComparableCandidate>();
  for (const candidate of candidates) {
    if (!isComparableSale(subject, candidate, now)) continue;
    const kept = latest.get(candidate.sbl);
    if (!kept || kept.saleDate < candidate.saleDate) latest.set(candidate.sbl, candidate);
  }
  return [...latest.values()]
    .map((candidate) => ({ candidate, score: assess(subject, candidate, now, null).score }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.saleDate.localeCompare(a.candidate.saleDate) ||
        (a.candidate.sbl < b.candidate.sbl ? -1 : a.candidate.sbl > b.candidate.sbl ? 1 : 0),
    )
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => ({
      ...candidate,
      ...assess(subject, candidate, now, words ?? ENGLISH),
    }));
}
