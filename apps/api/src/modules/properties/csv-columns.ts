import { PARCEL_FIELDS, SALE_FIELDS, type ParcelField, type SaleField } from './row-schemas.ts';

export type ImportKind = 'parcels' | 'sales';
export type ImportField = ParcelField | SaleField;

/**
 * Header names each field accepts, best first: our own column name, then the name in New
 * York State's open-data assessment-roll export. Headers are compared after normalizeHeader.
 */
const ALIASES: Record<ImportField, readonly string[]> = {
  sbl: ['sbl', 'print_key_code', 'print_key'],
  parcel_id: ['parcel_id', 'swis_sbl_id'],
  swis_code: ['swis_code', 'swis'],
  swis_co: ['swis_co'],
  swis_town: ['swis_town'],
  swis_vg: ['swis_vg'],
  prop_class: ['prop_class', 'property_class'],
  property_type: ['property_type'],
  own_code: ['own_code'],
  nbhd_code: ['nbhd_code', 'neighborhood_code'],
  loc_prefix_dir: ['loc_prefix_dir'],
  loc_st_nbr: ['loc_st_nbr', 'parcel_address_number'],
  loc_st_name: ['loc_st_name', 'parcel_address_street'],
  loc_mail_st_suff: ['loc_mail_st_suff', 'parcel_address_suff'],
  loc_unit: ['loc_unit'],
  full_address: ['full_address'],
  land_av: ['land_av', 'assessment_land'],
  total_av: ['total_av', 'assessment_total'],
  bldg_style: ['bldg_style'],
  overall_cond: ['overall_cond'],
  sfla: ['sfla'],
  yr_built: ['yr_built'],
  num_res_units: ['num_res_units'],
  total_num_sites: ['total_num_sites'],
  actual_rentable_area: ['actual_rentable_area'],
  bldg_square_footage: ['bldg_square_footage'],
  acres: ['acres', 'deeded_acres'],
  front: ['front'],
  depth: ['depth'],
  sale_price: ['sale_price'],
  sale_date: ['sale_date'],
  arms_length: ['arms_length'],
};

const FIELDS: Record<ImportKind, readonly ImportField[]> = {
  parcels: PARCEL_FIELDS,
  sales: SALE_FIELDS,
};

const REQUIRED: Record<ImportKind, readonly ImportField[]> = {
  parcels: ['sbl'],
  sales: ['sbl', 'sale_date', 'sale_price'],
};

/** "Print Key Code", "print-key code" and "PRINT_KEY_CODE" all become print_key_code. */
export function normalizeHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export interface ColumnLayout {
  /** Which CSV column (0-based) feeds each field found in the header. */
  columns: Array<{ field: ImportField; index: number }>;
  /** Header names that feed no field, in file order: reported once, otherwise ignored. */
  ignored: string[];
  headerLength: number;
}

export class MissingColumnError extends Error {
  constructor(
    readonly missing: ImportField[],
    header: string[],
  ) {
    const named = missing.map((f) => {
      const others = ALIASES[f].slice(1);
      return others.length > 0 ? `${f} (or ${others.join(', ')})` : f;
    });
    const shown = header.filter((h) => h !== '');
    const list = shown.length > 12 ? `${shown.slice(0, 12).join(', ')}, …` : shown.join(', ');
    super(`the header has no ${named.join(', no ')} column; it has: ${list || '(nothing)'}`);
    this.name = 'MissingColumnError';
  }
}

/** Matches a header line to the fields of an import; throws when a required column is missing. */
export function resolveColumns(kind: ImportKind, header: string[]): ColumnLayout {
  const normalized = header.map(normalizeHeader);
  const used = new Set<number>();
  const columns: ColumnLayout['columns'] = [];
  for (const field of FIELDS[kind]) {
    for (const alias of ALIASES[field]) {
      const index = normalized.indexOf(alias);
      if (index >= 0) {
        columns.push({ field, index });
        used.add(index);
        break;
      }
    }
  }
  const missing = REQUIRED[kind].filter((f) => !columns.some((c) => c.field === f));
  if (missing.length > 0) throw new MissingColumnError(missing, header);
  const ignored = header.filter((name, i) => !used.has(i) && normalizeHeader(name) !== '');
  return { columns, ignored, headerLength: header.length };
}
