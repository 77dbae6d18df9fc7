import type { ComparableSaleRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { BUILDING_STYLES, CONDITIONS } from '@ir/domain/codes.ts';
import {
  formatDollars,
  formatPricePerSqft,
  formatShortDate,
  orMissing,
} from '../../../lib/format.ts';

/** A code as its SPEC §3 label; an unknown code shows as itself, a missing one as '-'. */
export const codeLabel = (table: Readonly<Record<string, string>>, code: string | null) =>
  code === null || code.trim() === '' ? '-' : (table[code] ?? code);

/** The sale's address as one line: number, direction, street, suffix. */
export function saleAddress(comp: ComparableSaleRecord): string {
  return [comp.loc_st_nbr, comp.loc_prefix_dir, comp.loc_st_name, comp.loc_mail_st_suff]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

type Row = ComparableSaleRecord & { reasons?: readonly string[] };

/**
 * SPEC §3 comparables table: SBL, Address, Build Style, Yr Built, Condition, Sq Feet, Sale
 * Date, Sale Price, Price/SqFt; ranked rows (rpscomps) add their rank and why they were chosen.
 */
export function ComparablesTable({
  comps,
  caption,
  ranked = false,
}: {
  comps: readonly Row[];
  caption: string;
  ranked?: boolean;
}) {
  return (
    <div
      className="overflow-x-auto rounded-box border border-base-300"
      // A keyboard user scrolls the table sideways from here (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="table table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {ranked && <th scope="col">Rank</th>}
            <th scope="col">SBL</th>
            <th scope="col">Address</th>
            <th scope="col">Build Style</th>
            <th scope="col">Yr Built</th>
            <th scope="col">Condition</th>
            <th scope="col">Sq Feet</th>
            <th scope="col">Sale Date</th>
            <th scope="col">Sale Price</th>
            <th scope="col">Price/SqFt</th>
            {/* Wide enough to read: squeezed to fit a phone, it wrapped a word a line. */}
            {ranked && (
              <th scope="col" className="min-w-72">
                Why
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {comps.map((comp, index) => (
            <tr key={`${comp.sbl}-${index}`}>
              {ranked && <td>{index + 1}</td>}
              <th scope="row" className="font-mono font-normal whitespace-nowrap">
                {comp.sbl}
              </th>
              <td className="whitespace-nowrap">{orMissing(saleAddress(comp))}</td>
              <td>{codeLabel(BUILDING_STYLES, comp.bldg_style)}</td>
              <td>{orMissing(comp.yr_built)}</td>
              <td>{codeLabel(CONDITIONS, comp.overall_cond)}</td>
              <td>{comp.sfla === null ? '-' : comp.sfla.toLocaleString('en-US')}</td>
              <td className="whitespace-nowrap">{formatShortDate(comp.sale_date)}</td>
              <td>{formatDollars(comp.sale_price)}</td>
              <td>{formatPricePerSqft(comp.sale_price, comp.sfla)}</td>
              {ranked && <td className="text-sm">{orMissing(comp.reasons?.join('; '))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
