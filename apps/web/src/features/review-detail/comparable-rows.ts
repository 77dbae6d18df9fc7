import type { ComparableSaleRecord } from '@ir/domain/contracts/review/review-fields.ts';
import type { ComparableRow } from '../../components/comparables/ComparablesTable.tsx';

/** The sale's address as one line: number, direction, street, suffix. */
export function saleAddress(comp: ComparableSaleRecord): string {
  return [comp.loc_st_nbr, comp.loc_prefix_dir, comp.loc_st_name, comp.loc_mail_st_suff]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** A sale record of the roll as the shared comparables table shows it. */
export function comparableRow(
  comp: ComparableSaleRecord & { reasons?: readonly string[] },
): ComparableRow {
  return {
    sbl: comp.sbl,
    address: saleAddress(comp),
    style: comp.bldg_style,
    sfla: comp.sfla,
    built: comp.yr_built,
    condition: comp.overall_cond,
    sale_date: comp.sale_date,
    sale_price: comp.sale_price,
    reasons: comp.reasons,
  };
}
