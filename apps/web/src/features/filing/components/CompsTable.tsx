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

/** SPEC §3's columns after SBL, each with what it shows of a sale. */
const COLUMNS: ReadonlyArray<[string, (comp: ComparableSale) => string]> = [
  ['Address', (comp) => orMissing(comp.address)],
  ['Build Style', (comp) => codeLabel(BUILDING_STYLES, comp.style)],
  ['Yr Built', (comp) => orMissing(comp.built)],
  ['Condition', (comp) => codeLabel(CONDITIONS, comp.condition)],
  ['Sq Feet', (comp) => (comp.sfla === null ? '-' : comp.sfla.toLocaleString('en-US'))],
  ['Sale Date', (comp) => formatShortDate(comp.sale_date)],
  ['Sale Price', (comp) => formatDollars(comp.sale_price)],
  ['Price/SqFt', (comp) => formatPricePerSqft(comp.sale_price, comp.sfla)],
];

function DeleteButton({ sbl, onDelete }: { sbl: string; onDelete: (sbl: string) => void }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs field-error"
      aria-label={`Delete comparable ${sbl}`}
      onClick={() => onDelete(sbl)}
    >
      Delete
    </button>
  );
}

/**
 * SPEC §3 comparables table: SBL, Address, Build Style, Yr Built, Condition, Sq Feet, Sale
 * Date, Sale Price, Price/SqFt, and a Delete column when `onDelete` is given. Where the step
 * has the room it is a table that fits without scrolling: headers and long values wrap.
 * Narrower (a phone, a tablet), each sale is a card with the same fields, so none is out of
 * sight.
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
    <div className="@container">
      {/*
       * Where ten columns fit (52rem, the wizard's step at desktop widths), a table, its cells
       * narrower than daisyUI's; narrower than that, the cards below.
       */}
      <div className="hidden @min-[52rem]:block">
        <table className="table table-sm [&_td]:px-2! [&_th]:px-2!">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">SBL</th>
              {COLUMNS.map(([label]) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              {onDelete && <th scope="col">Delete</th>}
            </tr>
          </thead>
          <tbody>
            {comps.map((comp) => (
              <tr key={comp.sbl}>
                <th scope="row" className="font-mono font-normal whitespace-nowrap">
                  {comp.sbl}
                </th>
                {COLUMNS.map(([label, value]) => (
                  <td key={label}>{value(comp)}</td>
                ))}
                {onDelete && (
                  <td>
                    <DeleteButton sbl={comp.sbl} onDelete={onDelete} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="flex flex-col gap-3 @min-[52rem]:hidden">
        {comps.map((comp) => (
          <li key={comp.sbl} className="rounded-box border border-base-300 p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="font-mono font-semibold break-all">{comp.sbl}</p>
              {onDelete && <DeleteButton sbl={comp.sbl} onDelete={onDelete} />}
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {COLUMNS.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="break-words">{value(comp)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
