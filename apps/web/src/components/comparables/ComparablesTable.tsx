import type { ComparableSale } from '@ir/domain/contracts/filing/property-fields.ts';
import { BUILDING_STYLES } from '@ir/domain/codes.ts';
import { orMissing, useFormat, type Format } from '../../lib/format.ts';
import { useLanguage, type Messages } from '../../lib/language.tsx';

/** A code as its SPEC §3 label; an unknown code shows as itself, a missing one as '-'. */
export const codeLabel = (table: Readonly<Record<string, string>>, code: string | null) =>
  code === null || code.trim() === '' ? '-' : (table[code] ?? code);

/**
 * One sale as the table shows it: the filing's comparable (the review maps its sale records to
 * it), with why it was chosen when the reviewer's search ranked it.
 */
export type ComparableRow = ComparableSale & { reasons?: readonly string[] };

type Headers = Messages['common']['comparables'];
/** The condition codes' names in the language in force (CONDITIONS in English). */
type Conditions = Readonly<Record<string, string>>;

/** What a cell is written with: the language's condition names and formats. */
interface InLanguage {
  conditions: Conditions;
  format: Format;
}

/** SPEC §3's columns after SBL: each one's header in the catalogue, and what it shows of a sale. */
const COLUMNS: ReadonlyArray<[keyof Headers, (comp: ComparableRow, shown: InLanguage) => string]> =
  [
    ['address', (comp) => orMissing(comp.address)],
    ['style', (comp) => codeLabel(BUILDING_STYLES, comp.style)],
    ['built', (comp) => orMissing(comp.built)],
    ['condition', (comp, { conditions }) => codeLabel(conditions, comp.condition)],
    ['sqft', (comp, { format }) => (comp.sfla === null ? '-' : format.number(comp.sfla))],
    ['saleDate', (comp, { format }) => format.shortDate(comp.sale_date)],
    ['salePrice', (comp, { format }) => format.dollars(comp.sale_price)],
    ['pricePerSqft', (comp, { format }) => format.pricePerSqft(comp.sale_price, comp.sfla)],
  ];

const why = (comp: ComparableRow) => orMissing(comp.reasons?.join('; '));

/**
 * Where the table fits without scrolling, measured on the box it sits in; narrower, the
 * cards. Ten columns fit 52rem (the wizard's step at desktop widths); a ranked table has a
 * Rank and a Why column more, which fit 64rem (the review page at desktop widths). Whole
 * class names, so Tailwind finds them in this file.
 */
const LAYOUT = {
  plain: { table: 'hidden @min-[52rem]:block', cards: '@min-[52rem]:hidden' },
  ranked: { table: 'hidden @min-[64rem]:block', cards: '@min-[64rem]:hidden' },
} as const;

function DeleteButton({ sbl, onDelete }: { sbl: string; onDelete: (sbl: string) => void }) {
  const { messages, format } = useLanguage();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs field-error"
      aria-label={format(messages.common.comparables.deleteOne, { sbl })}
      onClick={() => onDelete(sbl)}
    >
      {messages.common.comparables.delete}
    </button>
  );
}

/**
 * SPEC §3 comparables table, for the owner's wizard and the reviewer alike: SBL, Address,
 * Build Style, Yr Built, Condition, Sq Feet, Sale Date, Sale Price, Price/SqFt. `ranked` rows
 * (the reviewer's search, best first) add their Rank and Why they were chosen; `onDelete` adds
 * a Delete column (the wizard's own list). Where there is room it is a table that fits without
 * scrolling: headers and long values wrap. Narrower (a phone, a tablet), each sale is a card
 * with the same fields, so none is out of sight.
 */
export function ComparablesTable({
  comps,
  caption,
  ranked = false,
  onDelete,
}: {
  comps: readonly ComparableRow[];
  caption: string;
  ranked?: boolean;
  onDelete?: (sbl: string) => void;
}) {
  const layout = ranked ? LAYOUT.ranked : LAYOUT.plain;
  const { messages } = useLanguage();
  const T = messages.common.comparables;
  const format = useFormat();
  const shown: InLanguage = { conditions: messages.comparables.conditions, format };
  return (
    <div className="@container">
      <div className={layout.table}>
        <table className="table table-sm [&_td]:px-2! [&_th]:px-2!">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {ranked && <th scope="col">{T.rank}</th>}
              <th scope="col">{T.sbl}</th>
              {COLUMNS.map(([header]) => (
                <th key={header} scope="col">
                  {T[header]}
                </th>
              ))}
              {/* Wide enough to read: squeezed, it wrapped a word a line. */}
              {ranked && (
                <th scope="col" className="min-w-48">
                  {T.why}
                </th>
              )}
              {onDelete && <th scope="col">{T.delete}</th>}
            </tr>
          </thead>
          <tbody>
            {comps.map((comp, index) => (
              // The reviewer's search may list a parcel twice (two sales).
              <tr key={`${comp.sbl}-${index}`}>
                {ranked && <td>{index + 1}</td>}
                <th scope="row" className="font-mono font-normal whitespace-nowrap">
                  {comp.sbl}
                </th>
                {COLUMNS.map(([header, value]) => (
                  <td key={header}>{value(comp, shown)}</td>
                ))}
                {ranked && <td>{why(comp)}</td>}
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
      <ul aria-label={caption} className={`flex flex-col gap-3 ${layout.cards}`}>
        {comps.map((comp, index) => (
          <li key={`${comp.sbl}-${index}`} className="rounded-box border border-base-300 p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="font-mono font-semibold break-all">{comp.sbl}</p>
              {onDelete && <DeleteButton sbl={comp.sbl} onDelete={onDelete} />}
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {ranked && <Fact label={T.rank} value={String(index + 1)} />}
              {COLUMNS.map(([header, value]) => (
                <Fact key={header} label={T[header]} value={value(comp, shown)} />
              ))}
              {ranked && <Fact label={T.why} value={why(comp)} />}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="contents">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}
