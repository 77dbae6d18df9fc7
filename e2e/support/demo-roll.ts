/**
 * A municipality's roll and sales as the import's CSV files, from the demo generator, for the
 * stack to import with the real CLI (start-stack.ts). The sales fall in the three years before
 * `now`: give the roll year's valuation date to put them in its ratio study's window.
 */
import { writeFileSync } from 'node:fs';
import { generateDemoData } from '../../apps/api/src/modules/properties/generate-demo-data.ts';

const PARCEL_COLUMNS = [
  ['sbl', 'sbl'],
  ['parcel_id', 'parcelId'],
  ['swis_co', 'swisCo'],
  ['swis_town', 'swisTown'],
  ['swis_vg', 'swisVg'],
  ['prop_class', 'propClass'],
  ['nbhd_code', 'nbhdCode'],
  ['loc_prefix_dir', 'locPrefixDir'],
  ['loc_st_nbr', 'locStNbr'],
  ['loc_st_name', 'locStName'],
  ['loc_mail_st_suff', 'locMailStSuff'],
  ['loc_unit', 'locUnit'],
  ['land_av', 'landAv'],
  ['total_av', 'totalAv'],
  ['bldg_style', 'bldgStyle'],
  ['overall_cond', 'overallCond'],
  ['sfla', 'sfla'],
  ['yr_built', 'yrBuilt'],
  ['acres', 'acres'],
  ['front', 'front'],
  ['depth', 'depth'],
] as const;

const SALE_COLUMNS = [
  ['sbl', 'sbl'],
  ['parcel_id', 'parcelId'],
  ['prop_class', 'propClass'],
  ['nbhd_code', 'nbhdCode'],
  ['loc_st_nbr', 'locStNbr'],
  ['loc_st_name', 'locStName'],
  ['loc_mail_st_suff', 'locMailStSuff'],
  ['bldg_style', 'bldgStyle'],
  ['yr_built', 'yrBuilt'],
  ['overall_cond', 'overallCond'],
  ['sfla', 'sfla'],
  ['sale_date', 'saleDate'],
  ['sale_price', 'salePrice'],
  ['arms_length', 'armsLength'],
] as const;

function csv<T extends Record<string, unknown>>(
  columns: readonly (readonly [string, keyof T])[],
  rows: readonly T[],
): string {
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    const text = typeof value === 'boolean' ? (value ? 'Y' : 'N') : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = rows.map((row) => columns.map(([, key]) => cell(row[key])).join(','));
  return `${columns.map(([name]) => name).join(',')}\n${lines.join('\n')}\n`;
}

/**
 * Writes `parcels.csv` and `sales.csv` into `dir`; answers their paths and the SBLs of the
 * residential parcels sold at arm's length, one per neighbourhood first (the walk files there).
 */
export function writeDemoRoll(
  dir: string,
  options: { seed: number; parcels: number; sales: number; now: Date },
): { parcels: string; sales: string; soldResidential: string[] } {
  const data = generateDemoData(options);
  const parcels = `${dir}/parcels.csv`;
  const sales = `${dir}/sales.csv`;
  writeFileSync(parcels, csv(PARCEL_COLUMNS, data.parcels));
  writeFileSync(sales, csv(SALE_COLUMNS, data.sales));
  const byNbhd = new Map<string, string[]>();
  for (const sale of data.sales) {
    if (!sale.armsLength || !sale.propClass?.startsWith('2')) continue;
    const key = sale.nbhdCode ?? '';
    const list = byNbhd.get(key) ?? [];
    if (!list.includes(sale.sbl)) list.push(sale.sbl);
    byNbhd.set(key, list);
  }
  // The largest neighbourhood's first: its figures are the steadiest to watch move.
  const groups = [...byNbhd.values()].sort((a, b) => b.length - a.length);
  return { parcels, sales, soldResidential: groups.flat() };
}
