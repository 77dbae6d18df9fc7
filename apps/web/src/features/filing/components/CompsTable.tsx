import type { ComparableSale } from '@ir/domain/contracts/filing/property-fields.ts';
import { BUILDING_STYLES, CONDITIONS } from '@ir/domain/codes.ts';
import {
  formatDollars,
  formatPricePerSqft,
  formatShortDate,
  orMissing,
} from '../../../lib/format.ts';

const codeLabel = (table: Readonly<Record<string, string>>, code: string | null) =>
  code === null || code === '' ? '-' : (table[code] ?? code);

/**
 * SPEC §3 comparables table: SBL, Address, Build Style, Yr Built, Condition, Sq Feet, Sale
 * Date, Sale Price, Price/SqFt, and a Delete column when `onDelete` is given.
 */
export function CompsTable({
  comps,
  caption,
  onDelete,
}: {
  comps: readonly ComparableSale[];
  caption: string;
  onDelete?: (sbl: string) => void;
}) {
  return (
    <div
      className="overflow-x-auto"
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
            <th scope="col">SBL</th>
            <th scope="col">Address</th>
            <th scope="col">Build Style</th>
            <th scope="col">Yr Built</th>
            <th scope="col">Condition</th>
            <th scope="col">Sq Feet</th>
            <th scope="col">Sale Date</th>
            <th scope="col">Sale Price</th>
            <th scope="col">Price/SqFt</th>
            {onDelete && <th scope="col">Delete</th>}
          </tr>
        </thead>
        <tbody>
          {comps.map((comp) => (
            <tr key={comp.sbl}>
              <th scope="row" className="font-mono font-normal whitespace-nowrap">
                {comp.sbl}
              </th>
              <td>{orMissing(comp.address)}</td>
              <td>{codeLabel(BUILDING_STYLES, comp.style)}</td>
              <td>{orMissing(comp.built)}</td>
              <td>{codeLabel(CONDITIONS, comp.condition)}</td>
              <td>{comp.sfla === null ? '-' : comp.sfla.toLocaleString('en-US')}</td>
              <td>{formatShortDate(comp.sale_date)}</td>
              <td>{formatDollars(comp.sale_price)}</td>
              <td>{formatPricePerSqft(comp.sale_price, comp.sfla)}</td>
              {onDelete && (
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs field-error"
                    aria-label={`Delete comparable ${comp.sbl}`}
                    onClick={() => onDelete(comp.sbl)}
                  >
                    Delete
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
