import {
  AppError,
  CLASS_GROUP_CODES,
  classGroupOf,
  ratioStudy,
  salesWindow,
  type ClassGroup,
  type RatioPair,
  type RatioStudy,
  type RatioStudyStage,
} from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { completedReviewTotals } from '../applications/index.ts';
import { effectiveFilingPeriod, type MunicipalityConfig } from '../municipalities/index.ts';
import { nbhdCodeExists, ratioStudySales } from '../properties/index.ts';

/** The study's filters, as the query string gave them (the stage already checked). */
export interface RatioStudyFilters {
  class_group?: string | undefined;
  nbhd?: string | undefined;
  stage: RatioStudyStage;
}

/** One sale as the study reads it: its value at the stage, price, group and neighbourhood. */
interface StudySale extends RatioPair {
  classGroup: ClassGroup | null;
  nbhd: string | null;
}

const isClassGroup = (value: string): value is ClassGroup =>
  (CLASS_GROUP_CODES as readonly string[]).includes(value);

/** Checks the filters against the municipality: an unknown group or neighbourhood is a 400. */
async function checkedFilters(db: Db, municipalityKey: string, filters: RatioStudyFilters) {
  const classGroup = filters.class_group || null;
  if (classGroup !== null && !isClassGroup(classGroup)) {
    throw new AppError(400, 'unknown_class_group', 'ratioStudy.unknownClassGroup', {
      field: 'class_group',
    });
  }
  const nbhd = filters.nbhd || null;
  if (nbhd !== null && !(await nbhdCodeExists(db, municipalityKey, nbhd))) {
    throw new AppError(400, 'unknown_nbhd', 'ratioStudy.unknownNbhd', { field: 'nbhd' });
  }
  return { class_group: classGroup, nbhd };
}

/**
 * The sales of the municipality's current roll year's window with the value of `stage`: the
 * roll's total, or after the reviews each completed review's new total in its place.
 */
export async function studySales(
  db: Db,
  municipality: MunicipalityConfig,
  stage: RatioStudyStage,
): Promise<{ rollYear: number; window: { from: string; to: string }; sales: StudySale[] }> {
  const { rollYear } = await effectiveFilingPeriod(db, municipality);
  const window = salesWindow(rollYear);
  const [rows, totals] = await Promise.all([
    ratioStudySales(db, municipality.key, window),
    stage === 'after_reviews'
      ? completedReviewTotals(db, municipality.key, rollYear)
      : Promise.resolve(new Map<string, number>()),
  ]);
  const sales = rows.map((row) => ({
    assessed: totals.get(row.sbl) ?? row.totalAv,
    price: row.price,
    classGroup: classGroupOf(row.propClass),
    nbhd: row.nbhdCode?.trim() || null,
  }));
  return { rollYear, window, sales };
}

/** The figures of each key's sales, in key order; sales without a key are left out. */
function figuresBy<K extends string>(
  sales: readonly StudySale[],
  keyOf: (s: StudySale) => K | null,
) {
  const groups = new Map<K, StudySale[]>();
  for (const sale of sales) {
    const key = keyOf(sale);
    if (key === null) continue;
    const list = groups.get(key);
    if (list) list.push(sale);
    else groups.set(key, [sale]);
  }
  return [...groups.keys()]
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((key) => ({ key, figures: ratioStudy(groups.get(key) ?? []) }));
}

/** GET /town/ratio_study: the roll's ratio study at a stage, filtered, with its breakdowns. */
export async function getRatioStudy(
  db: Db,
  municipality: MunicipalityConfig,
  filters: RatioStudyFilters,
): Promise<RatioStudy> {
  const checked = await checkedFilters(db, municipality.key, filters);
  const { rollYear, window, sales } = await studySales(db, municipality, filters.stage);
  const kept = sales.filter(
    (s) =>
      (checked.class_group === null || s.classGroup === checked.class_group) &&
      (checked.nbhd === null || s.nbhd === checked.nbhd),
  );
  const groupOrder = (group: ClassGroup) => CLASS_GROUP_CODES.indexOf(group);
  return {
    roll_year: rollYear,
    window,
    stage: filters.stage,
    filters: checked,
    figures: ratioStudy(kept),
    by_class_group: figuresBy(kept, (s) => s.classGroup)
      .sort((a, b) => groupOrder(a.key) - groupOrder(b.key))
      .map(({ key, figures }) => ({ class_group: key, figures })),
    by_nbhd: figuresBy(kept, (s) => s.nbhd).map(({ key, figures }) => ({ nbhd: key, figures })),
  };
}
