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

type Ctx = z.RefinementCtx<string>;

function reject(ctx: Ctx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
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

const text = (max = MAX_TEXT) =>
  z.string().transform((v, ctx) => {
    if (v === '') return null;
    if (v.length > max) return reject(ctx, `must be at most ${max} characters (got ${v.length})`);
    return v;
  });

const sbl = z.string().transform((v, ctx) => {
  if (v === '') return reject(ctx, 'is required');
  if (/\s/.test(v)) return reject(ctx, `must not contain spaces ${got(v)}`);
  if (v.length > SBL_MAX_LENGTH) {
    return reject(ctx, `must be at most ${SBL_MAX_LENGTH} characters ${got(v)}`);
  }
  return v;
});

// Digits with optional thousands separators and an optional all-zero fraction ("123,000.00").
const WHOLE = /^(\d+|\d{1,3}(,\d{3})+)(\.0*)?$/;

function wholeNumber(options: { dollars: boolean; max: number; what: string }) {
  return z.string().transform((v, ctx) => {
    if (v === '') return null;
    const bare = options.dollars ? v.replace(/^\$\s*/, '') : v;
    if (/^-|^\(.*\)$/.test(bare)) return reject(ctx, `must not be negative ${got(v)}`);
    if (!WHOLE.test(bare)) return reject(ctx, `must be ${options.what} ${got(v)}`);
    const n = Number(bare.replace(/,/g, ''));
    if (n > options.max) {
      return reject(
        ctx,
        `must be at most ${options.dollars ? '$' : ''}${options.max.toLocaleString('en-US')} ${got(v)}`,
      );
    }
    return n;
  });
}

const money = wholeNumber({ dollars: true, max: MAX_MONEY, what: 'a whole dollar amount' });
const count = wholeNumber({ dollars: false, max: MAX_INT4, what: 'a whole number' });

/** Non-negative decimal stored as numeric(precision, scale); returned as the exact string. */
function decimal(precision: number, scale: number) {
  const max = 10 ** (precision - scale) - 10 ** -scale;
  return z.string().transform((v, ctx) => {
    if (v === '') return null;
    if (/^-/.test(v)) return reject(ctx, `must not be negative ${got(v)}`);
    if (!/^(\d+|\d{1,3}(,\d{3})+)?(\.\d+)?$/.test(v) || v === '.') {
      return reject(ctx, `must be a number ${got(v)}`);
    }
    const n = Number(v.replace(/,/g, ''));
    if (n > max) return reject(ctx, `must be at most ${max.toFixed(scale)} ${got(v)}`);
    return n.toFixed(scale);
  });
}

function year(currentYear: number) {
  const last = currentYear + 1;
  return z.string().transform((v, ctx) => {
    // Assessment rolls write 0 for "year unknown"; that is an empty value, not an error.
    if (v === '' || /^0+$/.test(v)) return null;
    const n = /^\d{4}$/.test(v) ? Number(v) : NaN;
    if (!(n >= FIRST_YEAR && n <= last))
      return reject(ctx, `must be a year from ${FIRST_YEAR} to ${last} ${got(v)}`);
    return n;
  });
}

/** ISO (2024-05-01, also with a time part) or US M/D/YYYY; stored as YYYY-MM-DD. */
function date(currentYear: number) {
  const last = currentYear + 1;
  return z.string().transform((v, ctx) => {
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
      return reject(ctx, `must be a date as YYYY-MM-DD or M/D/YYYY ${got(v)}`);
    }
    if (y < FIRST_YEAR || y > last)
      return reject(ctx, `must be a date from ${FIRST_YEAR} to ${last} ${got(v)}`);
    return parsed.toISOString().slice(0, 10);
  });
}

const bldgStyle = z.string().transform((v, ctx) => {
  if (v === '') return null;
  const code = /^\d{1,2}$/.test(v) ? v.padStart(2, '0') : '';
  if (!(code in BUILDING_STYLES))
    return reject(ctx, `must be a building style code 01-17 ${got(v)}`);
  return code;
});

const overallCond = z.string().transform((v, ctx) => {
  if (v === '') return null;
  if (!/^[1-5]$/.test(v)) return reject(ctx, `must be a condition code 1-5 ${got(v)}`);
  return v;
});

/** NY property classes are three digits; exports add subclasses ("210.1", "411A") we drop. */
const propClass = z.string().transform((v, ctx) => {
  if (v === '') return null;
  const digits = /^(\d{3})(?![\d])/.exec(v);
  if (!digits?.[1]) return reject(ctx, `must be a 3-digit property class ${got(v)}`);
  return digits[1];
});

const propertyType = z.string().transform((v, ctx) => {
  if (v === '') return null;
  const type = v.toLowerCase();
  if (!(PROPERTY_TYPES as readonly string[]).includes(type)) {
    return reject(ctx, `must be one of ${PROPERTY_TYPES.join(', ')} ${got(v)}`);
  }
  return type as PropertyType;
});

const swisCode = z.string().transform((v, ctx) => {
  if (v === '') return null;
  if (!/^\d{6}$/.test(v)) return reject(ctx, `must be a 6-digit SWIS code ${got(v)}`);
  return v;
});

const armsLength = z.string().transform((v, ctx) => {
  const flag = v.toLowerCase();
  if (flag === '' || ['y', 'yes', 'true', '1'].includes(flag)) return true;
  if (['n', 'no', 'false', '0'].includes(flag)) return false;
  return reject(ctx, `must be Y, N, true or false ${got(v)}`);
});

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

export function parcelRowSchema(currentYear: number) {
  return z
    .object({
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
    })
    .transform((r): ParcelRow => {
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
    });
}

export function saleRowSchema(currentYear: number) {
  const required = <T>(field: z.ZodType<T | null, string>) =>
    z.string().transform((v, ctx) => {
      if (v === '') return reject(ctx, 'is required');
      const parsed = field.safeParse(v);
      if (!parsed.success) return reject(ctx, parsed.error.issues[0]?.message ?? 'is invalid');
      return parsed.data as T;
    });
  return z
    .object({
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
    })
    .transform((r): SaleRow => ({
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
    }));
}
