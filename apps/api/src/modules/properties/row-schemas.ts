import { z } from 'zod';
import { BUILDING_STYLES, PROPERTY_TYPES, SBL_MAX_LENGTH, type PropertyType } from '@ir/domain';
import type { parcels, sales } from '../../db/schema/index.ts';

/**
 * Row validation for the CSV imports (docs/data-import.md, "Validation rules").
 * Input is one CSV row as trimmed strings keyed by our column names ('' = empty or absent);
 * output is the row as stored. Every bad field of a row is reported, not only the first.
 */

type Stored<T extends { $inferInsert: object }> = Omit<
  T['$inferInsert'],
  'id' | 'municipalityKey' | 'createdAt' | 'updatedAt'
>;
export type ParcelRow = Required<Stored<typeof parcels>>;
export type SaleRow = Required<Stored<typeof sales>>;

const MAX_MONEY = 999_999_999_999;
const MAX_INT4 = 2_147_483_647;
const MAX_TEXT = 200;
const FIRST_YEAR = 1700;

/** A field's value refused, with the reason the report shows after the field's name. */
class Invalid {
  constructor(readonly message: string) {}
}

/**
 * One field's rule: the stored value, or why it is refused. Plain functions, so the import's
 * hot loop runs them without zod; zod wraps the same functions for everything else.
 */
type Rule<T> = (v: string) => T | Invalid;

const fail = (message: string) => new Invalid(message);

function zodRule<T>(rule: Rule<T>) {
  return z.string().transform((v, ctx): T => {
    const result = rule(v);
    if (!(result instanceof Invalid)) return result;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

/** "total_av: must be ...; yr_built: must be ..." — every bad field of the row. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/** Quotes the offending value for the report, cut short so a stray blob stays readable. */
function got(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `(got ${JSON.stringify(shown)})`;
}

const text =
  (max = MAX_TEXT): Rule<string | null> =>
  (v) => {
    if (v === '') return null;
    if (v.length > max) return fail(`must be at most ${max} characters (got ${v.length})`);
    return v;
  };

const sbl: Rule<string> = (v) => {
  if (v === '') return fail('is required');
  if (/\s/.test(v)) return fail(`must not contain spaces ${got(v)}`);
  if (v.length > SBL_MAX_LENGTH)
    return fail(`must be at most ${SBL_MAX_LENGTH} characters ${got(v)}`);
  return v;
};

// Digits with optional thousands separators and an optional all-zero fraction ("123,000.00").
const WHOLE = /^(\d+|\d{1,3}(,\d{3})+)(\.0*)?$/;
const DIGITS = /^\d{1,15}$/;

function wholeNumber(options: {
  dollars: boolean;
  max: number;
  what: string;
}): Rule<number | null> {
  return (v) => {
    if (v === '') return null;
    // Plain digits, as most rolls write them, need no other test.
    if (DIGITS.test(v)) {
      const n = Number(v);
      if (n <= options.max) return n;
    }
    const bare = options.dollars ? v.replace(/^\$\s*/, '') : v;
    if (/^-|^\(.*\)$/.test(bare)) return fail(`must not be negative ${got(v)}`);
    if (!WHOLE.test(bare)) return fail(`must be ${options.what} ${got(v)}`);
    const n = Number(bare.replace(/,/g, ''));
    if (n > options.max) {
      return fail(
        `must be at most ${options.dollars ? '$' : ''}${options.max.toLocaleString('en-US')} ${got(v)}`,
      );
    }
    return n;
  };
}

const money = wholeNumber({ dollars: true, max: MAX_MONEY, what: 'a whole dollar amount' });
const count = wholeNumber({ dollars: false, max: MAX_INT4, what: 'a whole number' });

/** Non-negative decimal stored as numeric(precision, scale); returned as the exact string. */
function decimal(precision: number, scale: number): Rule<string | null> {
  const max = 10 ** (precision - scale) - 10 ** -scale;
  // Already as stored ("0.0909" for numeric(12, 4)): toFixed would give the same text back.
  const exact = new RegExp(`^(0|[1-9]\\d{0,${precision - scale - 1}})\\.\\d{${scale}}$`);
  return (v) => {
    if (v === '') return null;
    if (exact.test(v)) return v;
    if (/^-/.test(v)) return fail(`must not be negative ${got(v)}`);
    if (!/^(\d+|\d{1,3}(,\d{3})+)?(\.\d+)?$/.test(v) || v === '.') {
      return fail(`must be a number ${got(v)}`);
    }
    const n = Number(v.replace(/,/g, ''));
    if (n > max) return fail(`must be at most ${max.toFixed(scale)} ${got(v)}`);
    return n.toFixed(scale);
  };
}

function year(currentYear: number): Rule<number | null> {
  const last = currentYear + 1;
  return (v) => {
    // Assessment rolls write 0 for "year unknown"; that is an empty value, not an error.
    if (v === '' || /^0+$/.test(v)) return null;
    const n = /^\d{4}$/.test(v) ? Number(v) : NaN;
    if (!(n >= FIRST_YEAR && n <= last))
      return fail(`must be a year from ${FIRST_YEAR} to ${last} ${got(v)}`);
    return n;
  };
}

/** ISO (2024-05-01, also with a time part) or US M/D/YYYY; stored as YYYY-MM-DD. */
function date(currentYear: number): Rule<string | null> {
  const last = currentYear + 1;
  return (v) => {
    if (v === '') return null;
    const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(v);
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
    const [y, m, d] = iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : us
        ? [Number(us[3]), Number(us[1]), Number(us[2])]
        : [NaN, NaN, NaN];
    const parsed = new Date(Date.UTC(y, m - 1, d));
    if (
      Number.isNaN(parsed.getTime()) ||
      parsed.getUTCMonth() !== m - 1 ||
      parsed.getUTCDate() !== d
    ) {
      return fail(`must be a date as YYYY-MM-DD or M/D/YYYY ${got(v)}`);
    }
    if (y < FIRST_YEAR || y > last)
      return fail(`must be a date from ${FIRST_YEAR} to ${last} ${got(v)}`);
    return parsed.toISOString().slice(0, 10);
  };
}

const bldgStyle: Rule<string | null> = (v) => {
  if (v === '') return null;
  const code = /^\d{1,2}$/.test(v) ? v.padStart(2, '0') : '';
  if (!(code in BUILDING_STYLES)) return fail(`must be a building style code 01-17 ${got(v)}`);
  return code;
};

const overallCond: Rule<string | null> = (v) => {
  if (v === '') return null;
  if (!/^[1-5]$/.test(v)) return fail(`must be a condition code 1-5 ${got(v)}`);
  return v;
};

/** NY property classes are three digits; exports add subclasses ("210.1", "411A") we drop. */
const propClass: Rule<string | null> = (v) => {
  if (v === '') return null;
  const digits = /^(\d{3})(?![\d])/.exec(v);
  if (!digits?.[1]) return fail(`must be a 3-digit property class ${got(v)}`);
  return digits[1];
};

const propertyType: Rule<PropertyType | null> = (v) => {
  if (v === '') return null;
  const type = v.toLowerCase();
  if (!(PROPERTY_TYPES as readonly string[]).includes(type)) {
    return fail(`must be one of ${PROPERTY_TYPES.join(', ')} ${got(v)}`);
  }
  return type as PropertyType;
};

const swisCode: Rule<string | null> = (v) => {
  if (v === '') return null;
  if (!/^\d{6}$/.test(v)) return fail(`must be a 6-digit SWIS code ${got(v)}`);
  return v;
};

const armsLength: Rule<boolean> = (v) => {
  const flag = v.toLowerCase();
  if (flag === '' || ['y', 'yes', 'true', '1'].includes(flag)) return true;
  if (['n', 'no', 'false', '0'].includes(flag)) return false;
  return fail(`must be Y, N, true or false ${got(v)}`);
};

/** A sale's date and price: an empty value is refused, anything else as the field's rule says. */
const required =
  <T>(rule: Rule<T | null>): Rule<T> =>
  (v) => {
    if (v === '') return fail('is required');
    return rule(v) as T | Invalid;
  };

/**
 * SPEC §3 property_type from the NY property class: 2xx residential, 3xx vacant land,
 * 4xx-8xx commercial, industrial, recreation, community services, utilities. Agricultural
 * (1xx) and forest or public land (9xx) fit none of the three and stay empty.
 */
export function derivePropertyType(propClass: string | null): PropertyType | null {
  const group = propClass?.[0];
  if (group === '2') return 'residential';
  if (group === '3') return 'vacant';
  if (group && group >= '4' && group <= '8') return 'commercial';
  return null;
}

/** '123 N Maple Ave Unit 4' from the location parts, skipping the empty ones. */
export function deriveFullAddress(parts: {
  locStNbr: string | null;
  locPrefixDir: string | null;
  locStName: string | null;
  locMailStSuff: string | null;
  locUnit?: string | null;
}): string {
  const street = [parts.locStNbr, parts.locPrefixDir, parts.locStName, parts.locMailStSuff]
    .filter((p): p is string => !!p)
    .join(' ');
  return parts.locUnit ? `${street} Unit ${parts.locUnit}`.trim() : street;
}

/** The fields each import reads; csv-columns.ts maps header names onto these. */
export const PARCEL_FIELDS = [
  'sbl',
  'parcel_id',
  'swis_code',
  'swis_co',
  'swis_town',
  'swis_vg',
  'prop_class',
  'property_type',
  'own_code',
  'nbhd_code',
  'loc_prefix_dir',
  'loc_st_nbr',
  'loc_st_name',
  'loc_mail_st_suff',
  'loc_unit',
  'full_address',
  'land_av',
  'total_av',
  'bldg_style',
  'overall_cond',
  'sfla',
  'yr_built',
  'num_res_units',
  'total_num_sites',
  'actual_rentable_area',
  'bldg_square_footage',
  'acres',
  'front',
  'depth',
  'sale_price',
  'sale_date',
] as const;

export const SALE_FIELDS = [
  'sbl',
  'parcel_id',
  'prop_class',
  'nbhd_code',
  'loc_prefix_dir',
  'loc_st_nbr',
  'loc_st_name',
  'loc_mail_st_suff',
  'bldg_style',
  'yr_built',
  'overall_cond',
  'sfla',
  'sale_date',
  'sale_price',
  'arms_length',
] as const;

export type ParcelField = (typeof PARCEL_FIELDS)[number];
export type SaleField = (typeof SALE_FIELDS)[number];

function parcelRules(currentYear: number) {
  return {
    sbl,
    parcel_id: text(),
    swis_code: swisCode,
    swis_co: text(20),
    swis_town: text(20),
    swis_vg: text(20),
    prop_class: propClass,
    property_type: propertyType,
    own_code: text(20),
    nbhd_code: text(20),
    loc_prefix_dir: text(20),
    loc_st_nbr: text(20),
    loc_st_name: text(),
    loc_mail_st_suff: text(20),
    loc_unit: text(20),
    full_address: text(),
    land_av: money,
    total_av: money,
    bldg_style: bldgStyle,
    overall_cond: overallCond,
    sfla: count,
    yr_built: year(currentYear),
    num_res_units: count,
    total_num_sites: count,
    actual_rentable_area: count,
    bldg_square_footage: count,
    acres: decimal(12, 4),
    front: decimal(10, 2),
    depth: decimal(10, 2),
    sale_price: money,
    sale_date: date(currentYear),
  } satisfies Record<ParcelField, Rule<unknown>>;
}

function saleRules(currentYear: number) {
  return {
    sbl,
    parcel_id: text(),
    prop_class: propClass,
    nbhd_code: text(20),
    loc_prefix_dir: text(20),
    loc_st_nbr: text(20),
    loc_st_name: text(),
    loc_mail_st_suff: text(20),
    bldg_style: bldgStyle,
    yr_built: year(currentYear),
    overall_cond: overallCond,
    sfla: count,
    sale_date: required(date(currentYear)),
    sale_price: required(money),
    arms_length: armsLength,
  } satisfies Record<SaleField, Rule<unknown>>;
}

type Checked<Rules> = { [K in keyof Rules]: Rules[K] extends Rule<infer T> ? T : never };

function toParcelRow(r: Checked<ReturnType<typeof parcelRules>>): ParcelRow {
  const location = {
    locPrefixDir: r.loc_prefix_dir,
    locStNbr: r.loc_st_nbr,
    locStName: r.loc_st_name,
    locMailStSuff: r.loc_mail_st_suff,
    locUnit: r.loc_unit,
  };
  return {
    sbl: r.sbl,
    parcelId: r.parcel_id,
    // The SWIS code is county (2 digits), town (4) and village (all 6).
    swisCo: r.swis_co ?? r.swis_code?.slice(0, 2) ?? null,
    swisTown: r.swis_town ?? r.swis_code?.slice(0, 4) ?? null,
    swisVg: r.swis_vg ?? r.swis_code ?? null,
    propClass: r.prop_class,
    propertyType: r.property_type ?? derivePropertyType(r.prop_class),
    ownCode: r.own_code,
    nbhdCode: r.nbhd_code,
    ...location,
    fullAddress: r.full_address ?? deriveFullAddress(location),
    landAv: r.land_av,
    totalAv: r.total_av,
    bldgStyle: r.bldg_style,
    overallCond: r.overall_cond,
    sfla: r.sfla,
    yrBuilt: r.yr_built,
    numResUnits: r.num_res_units,
    totalNumSites: r.total_num_sites,
    actualRentableArea: r.actual_rentable_area,
    bldgSquareFootage: r.bldg_square_footage,
    acres: r.acres,
    front: r.front,
    depth: r.depth,
    salePrice: r.sale_price,
    saleDate: r.sale_date,
  };
}

function toSaleRow(r: Checked<ReturnType<typeof saleRules>>): SaleRow {
  return {
    sbl: r.sbl,
    parcelId: r.parcel_id,
    propClass: r.prop_class,
    nbhdCode: r.nbhd_code,
    locPrefixDir: r.loc_prefix_dir,
    locStNbr: r.loc_st_nbr,
    locStName: r.loc_st_name,
    locMailStSuff: r.loc_mail_st_suff,
    bldgStyle: r.bldg_style,
    yrBuilt: r.yr_built,
    overallCond: r.overall_cond,
    sfla: r.sfla,
    saleDate: r.sale_date,
    salePrice: r.sale_price,
    armsLength: r.arms_length,
  };
}

function zodSchema<Rules extends Record<string, Rule<unknown>>, Row>(
  rules: Rules,
  toRow: (checked: Checked<Rules>) => Row,
) {
  const shape = Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, zodRule(rule)]),
  ) as { [K in keyof Rules]: ReturnType<typeof zodRule<Checked<Rules>[K]>> };
  return z.object(shape).transform((r) => toRow(r as Checked<Rules>));
}

export function parcelRowSchema(currentYear: number) {
  return zodSchema(parcelRules(currentYear), toParcelRow);
}

export function saleRowSchema(currentYear: number) {
  return zodSchema(saleRules(currentYear), toSaleRow);
}

/**
 * A row checked field by field: the stored row, or the reason in describeIssues' words
 * ("field: message; field: message"), the same as the zod schema answers for the same input.
 * Made for one file's columns: `columnOf(field)` is the field's column in the file, or -1 when
 * the file has none (its value is then ''); the checker takes a record's trimmed fields.
 */
export type RowCheck<Row> = { row: Row; reason?: undefined } | { row?: undefined; reason: string };
export type RowChecker<Row> = (fields: readonly string[]) => RowCheck<Row>;

function rowChecker<Rules extends Record<string, Rule<unknown>>, Row>(
  rules: Rules,
  toRow: (checked: Checked<Rules>) => Row,
  columnOf: (field: Extract<keyof Rules, string>) => number,
): RowChecker<Row> {
  const fields = Object.keys(rules) as Array<Extract<keyof Rules, string>>;
  const fieldRules = fields.map((field) => rules[field] as Rule<unknown>);
  const columns = fields.map((field) => columnOf(field));
  // A field the file lacks is '' on every row: its rule runs once, not once a row.
  const absent = fields.map((field, i) => (columns[i]! < 0 ? fieldRules[i]!('') : undefined));
  // Every row's values start from one shape, so they are copied, not built key by key.
  const shape = Object.fromEntries(fields.map((field) => [field, null])) as Record<string, unknown>;
  return (record) => {
    const checked = { ...shape };
    let reason: string | undefined;
    for (let i = 0; i < fields.length; i++) {
      const column = columns[i]!;
      const result = column < 0 ? absent[i] : fieldRules[i]!(record[column] ?? '');
      if (result instanceof Invalid) {
        const issue = `${fields[i]!}: ${result.message}`;
        reason = reason === undefined ? issue : `${reason}; ${issue}`;
      } else checked[fields[i]!] = result;
    }
    return reason === undefined ? { row: toRow(checked as Checked<Rules>) } : { reason };
  };
}

export function parcelRowChecker(
  currentYear: number,
  columnOf: (field: ParcelField) => number,
): RowChecker<ParcelRow> {
  return rowChecker(parcelRules(currentYear), toParcelRow, columnOf);
}

export function saleRowChecker(
  currentYear: number,
  columnOf: (field: SaleField) => number,
): RowChecker<SaleRow> {
  return rowChecker(saleRules(currentYear), toSaleRow, columnOf);
}
