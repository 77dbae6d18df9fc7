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
type ParcelChecked = Checked<ReturnType<typeof parcelRules>>;
type SaleChecked = Checked<ReturnType<typeof saleRules>>;

/** Reads one checked field's value. */
type Get<C> = <F extends keyof C>(field: F) => C[F];

/**
 * The stored row's columns, in its table's order (row-schemas.test.ts holds them to it): each
 * copied from a checked field of the same meaning, or derived from the checked fields.
 */
type Columns<C, Row> = ReadonlyArray<
  readonly [keyof Row & string, (keyof C & string) | ((get: Get<C>) => unknown)]
>;

const PARCEL_COLUMNS: Columns<ParcelChecked, ParcelRow> = [
  ['sbl', 'sbl'],
  ['parcelId', 'parcel_id'],
  // The SWIS code is county (2 digits), town (4) and village (all 6).
  ['swisCo', (get) => get('swis_co') ?? get('swis_code')?.slice(0, 2) ?? null],
  ['swisTown', (get) => get('swis_town') ?? get('swis_code')?.slice(0, 4) ?? null],
  ['swisVg', (get) => get('swis_vg') ?? get('swis_code') ?? null],
  ['propClass', 'prop_class'],
  ['propertyType', (get) => get('property_type') ?? derivePropertyType(get('prop_class'))],
  ['ownCode', 'own_code'],
  ['nbhdCode', 'nbhd_code'],
  ['locPrefixDir', 'loc_prefix_dir'],
  ['locStNbr', 'loc_st_nbr'],
  ['locStName', 'loc_st_name'],
  ['locMailStSuff', 'loc_mail_st_suff'],
  ['locUnit', 'loc_unit'],
  [
    'fullAddress',
    (get) =>
      get('full_address') ??
      deriveFullAddress({
        locPrefixDir: get('loc_prefix_dir'),
        locStNbr: get('loc_st_nbr'),
        locStName: get('loc_st_name'),
        locMailStSuff: get('loc_mail_st_suff'),
        locUnit: get('loc_unit'),
      }),
  ],
  ['landAv', 'land_av'],
  ['totalAv', 'total_av'],
  ['bldgStyle', 'bldg_style'],
  ['overallCond', 'overall_cond'],
  ['sfla', 'sfla'],
  ['yrBuilt', 'yr_built'],
  ['numResUnits', 'num_res_units'],
  ['totalNumSites', 'total_num_sites'],
  ['actualRentableArea', 'actual_rentable_area'],
  ['bldgSquareFootage', 'bldg_square_footage'],
  ['acres', 'acres'],
  ['front', 'front'],
  ['depth', 'depth'],
  ['salePrice', 'sale_price'],
  ['saleDate', 'sale_date'],
];

const SALE_COLUMNS: Columns<SaleChecked, SaleRow> = [
  ['sbl', 'sbl'],
  ['parcelId', 'parcel_id'],
  ['propClass', 'prop_class'],
  ['nbhdCode', 'nbhd_code'],
  ['locPrefixDir', 'loc_prefix_dir'],
  ['locStNbr', 'loc_st_nbr'],
  ['locStName', 'loc_st_name'],
  ['locMailStSuff', 'loc_mail_st_suff'],
  ['bldgStyle', 'bldg_style'],
  ['yrBuilt', 'yr_built'],
  ['overallCond', 'overall_cond'],
  ['sfla', 'sfla'],
  ['saleDate', 'sale_date'],
  ['salePrice', 'sale_price'],
  ['armsLength', 'arms_length'],
];

/** The properties of a row as the checkers give its values, in order. */
export const PARCEL_ROW_KEYS = PARCEL_COLUMNS.map(([key]) => key);
export const SALE_ROW_KEYS = SALE_COLUMNS.map(([key]) => key);

function toRow<C, Row>(columns: Columns<C, Row>) {
  return (checked: C): Row => {
    const get: Get<C> = (field) => checked[field];
    return Object.fromEntries(
      columns.map(([key, source]) => [
        key,
        typeof source === 'function' ? source(get) : checked[source],
      ]),
    ) as Row;
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
  return zodSchema(parcelRules(currentYear), toRow(PARCEL_COLUMNS));
}

export function saleRowSchema(currentYear: number) {
  return zodSchema(saleRules(currentYear), toRow(SALE_COLUMNS));
}

/**
 * A row checked field by field: its values in the order of PARCEL_ROW_KEYS or SALE_ROW_KEYS
 * (the table's columns), or the reason in describeIssues' words ("field: message; field:
 * message"), the same as the zod schema answers for the same input. The values come as an
 * array, not a row object: a statewide roll's check spent a fifth of its time making objects.
 * Made for one file's columns: `columnOf(field)` is the field's column in the file, or -1 when
 * the file has none (its value is then ''); the checker takes a record's trimmed fields.
 */
export type RowCheck =
  { values: unknown[]; reason?: undefined } | { values?: undefined; reason: string };
export type RowChecker = (fields: readonly string[]) => RowCheck;

function rowChecker<Rules extends Record<string, Rule<unknown>>, Row>(
  rules: Rules,
  columns: Columns<Checked<Rules>, Row>,
  columnOf: (field: Extract<keyof Rules, string>) => number,
): RowChecker {
  const fields = Object.keys(rules) as Array<Extract<keyof Rules, string>>;
  const fieldRules = fields.map((field) => rules[field] as Rule<unknown>);
  const fileColumns = fields.map((field) => columnOf(field));
  // A field the file lacks is '' on every row: its rule runs once, not once a row.
  const absent = fields.map((_, i) => (fileColumns[i]! < 0 ? fieldRules[i]!('') : undefined));
  const fieldIndex = Object.fromEntries(fields.map((field, i) => [field, i])) as Record<
    string,
    number
  >;
  // Each column: the index of the field it copies, or how it is derived.
  const sources = columns.map(([, source]) =>
    typeof source === 'function' ? source : fieldIndex[source]!,
  );
  let checked: unknown[] = [];
  const get = ((field: string) => checked[fieldIndex[field]!]) as Get<Checked<Rules>>;
  return (record) => {
    const fieldValues = new Array<unknown>(fields.length);
    let reason: string | undefined;
    for (let i = 0; i < fields.length; i++) {
      const column = fileColumns[i]!;
      const result = column < 0 ? absent[i] : fieldRules[i]!(record[column] ?? '');
      if (result instanceof Invalid) {
        const issue = `${fields[i]!}: ${result.message}`;
        reason = reason === undefined ? issue : `${reason}; ${issue}`;
      } else fieldValues[i] = result;
    }
    if (reason !== undefined) return { reason };
    checked = fieldValues;
    const values = new Array<unknown>(sources.length);
    for (let c = 0; c < sources.length; c++) {
      const source = sources[c]!;
      values[c] = typeof source === 'number' ? fieldValues[source] : source(get);
    }
    return { values };
  };
}

export function parcelRowChecker(
  currentYear: number,
  columnOf: (field: ParcelField) => number,
): RowChecker {
  return rowChecker(parcelRules(currentYear), PARCEL_COLUMNS, columnOf);
}

export function saleRowChecker(
  currentYear: number,
  columnOf: (field: SaleField) => number,
): RowChecker {
  return rowChecker(saleRules(currentYear), SALE_COLUMNS, columnOf);
}
