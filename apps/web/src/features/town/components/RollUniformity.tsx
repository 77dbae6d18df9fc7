import { useQuery } from '@tanstack/react-query';
import type { RatioStudy } from '@ir/domain/contracts/town/get-ratio-study.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { CLASS_GROUP_CODES, IAAO_RANGES, type ClassGroup } from '@ir/domain/roll-integrity.ts';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { ratioStudyExportUrl } from '../api/export-ratio-study.ts';
import { ratioStudyQuery, type RatioStudyFilters } from '../api/get-ratio-study.ts';
import {
  formatCod,
  formatPrb,
  formatRatio,
  rangeWords,
  type RangedFigure,
} from '../ratio-study-view.ts';
import { RatioChart } from './RatioChart.tsx';

type Figures = RatioStudy['figures'];

const CLASS_GROUP_NAMES: Record<ClassGroup, string> = {
  agricultural: 'Agricultural',
  residential: 'Residential',
  vacant: 'Vacant land',
  commercial: 'Commercial',
  recreation: 'Recreation and entertainment',
  community_services: 'Community services',
  industrial: 'Industrial',
  public_services: 'Public services',
  conservation: 'Wild, forested and conservation land',
};

/** A figure with its verdict in words beside it: "6.9 (in range)". */
function judged(
  figure: RangedFigure,
  value: number | null | undefined,
  text: string,
  residential = true,
) {
  const words = rangeWords(figure, value, { residential });
  return words ? `${text} (${words})` : text;
}

const medianWithCi = (f: Figures | undefined) =>
  f?.median_ratio === null || f === undefined
    ? '—'
    : f.median_ci
      ? `${formatRatio(f.median_ratio)} (95% CI ${formatRatio(f.median_ci.lower)}–${formatRatio(f.median_ci.upper)})`
      : formatRatio(f.median_ratio);

/** The whole roll's figures, before and after the reviews, beside IAAO's ranges. */
function WholeTable({ before, after }: { before: Figures; after: Figures }) {
  const rows: { name: string; range: string; cell: (f: Figures) => string }[] = [
    { name: 'Sales', range: '', cell: (f) => f.count.toLocaleString('en-US') },
    { name: 'Median ratio', range: '', cell: medianWithCi },
    { name: 'Mean ratio', range: '', cell: (f) => formatRatio(f.mean_ratio) },
    { name: 'Weighted mean ratio', range: '', cell: (f) => formatRatio(f.weighted_mean_ratio) },
    {
      name: 'COD',
      range: `${IAAO_RANGES.cod.min}–${IAAO_RANGES.cod.max} (residential)`,
      cell: (f) => formatCod(f.cod),
    },
    {
      name: 'PRD',
      range: `${IAAO_RANGES.prd.min}–${IAAO_RANGES.prd.max}`,
      cell: (f) => judged('prd', f.prd, formatRatio(f.prd)),
    },
    {
      name: 'PRB',
      range: `within ±${IAAO_RANGES.prb.max}`,
      cell: (f) =>
        f.prb
          ? judged(
              'prb',
              f.prb.value,
              `${formatPrb(f.prb.value)} (95% CI ${formatPrb(f.prb.lower)} to ${formatPrb(f.prb.upper)})`,
            )
          : 'needs 30 sales',
    },
  ];
  return (
    <ScrollRegion label="All sales">
      <table className="table table-sm">
        <caption className="text-left">All sales</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Before the reviews</th>
            <th scope="col">After the reviews</th>
            <th scope="col">IAAO range</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.cell(before)}</td>
              <td>{row.cell(after)}</td>
              <td>{row.range}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** One row per class group or neighbourhood: sales, median, COD and PRD, before and after. */
function CutTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: string;
  rows: { key: string; name: string; residential: boolean; before: Figures; after?: Figures }[];
}) {
  const cod = (f: Figures | undefined, residential: boolean) =>
    f ? judged('cod', f.cod, formatCod(f.cod), residential) : '—';
  const prd = (f: Figures | undefined) => (f ? judged('prd', f.prd, formatRatio(f.prd)) : '—');
  return (
    <ScrollRegion label={caption}>
      <table className="table table-sm">
        <caption className="text-left">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header}</th>
            <th scope="col">Sales</th>
            <th scope="col">Median ratio before</th>
            <th scope="col">Median ratio after</th>
            <th scope="col">COD before</th>
            <th scope="col">COD after</th>
            <th scope="col">PRD before</th>
            <th scope="col">PRD after</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>{row.before.count.toLocaleString('en-US')}</td>
              <td>{formatRatio(row.before.median_ratio)}</td>
              <td>{formatRatio(row.after?.median_ratio)}</td>
              <td>{cod(row.before, row.residential)}</td>
              <td>{cod(row.after, row.residential)}</td>
              <td>{prd(row.before)}</td>
              <td>{prd(row.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Study({
  before,
  after,
  filtered,
}: {
  before: RatioStudy;
  after: RatioStudy;
  filtered: boolean;
}) {
  const { shortDate } = useFormat();
  const afterGroup = new Map(after.by_class_group.map((g) => [g.class_group, g.figures]));
  const afterNbhd = new Map(after.by_nbhd.map((n) => [n.nbhd, n.figures]));
  return (
    <>
      <p>
        Arm&apos;s-length sales from {shortDate(before.window.from)} to{' '}
        {shortDate(before.window.to)} (the three years before the valuation date of the{' '}
        {before.roll_year} roll), matched to the roll by SBL. A ratio is the assessed value over the
        sale price. &ldquo;After the reviews&rdquo; puts each completed review&apos;s new value in
        place of the roll&apos;s. IAAO&apos;s ranges: COD {IAAO_RANGES.cod.min}–
        {IAAO_RANGES.cod.max} for residential property, PRD {IAAO_RANGES.prd.min}–
        {IAAO_RANGES.prd.max}, PRB within ±{IAAO_RANGES.prb.max}.
      </p>
      {before.figures.count === 0 ? (
        <p>
          {filtered
            ? 'No sales in the window match a parcel of this class group and neighbourhood.'
            : 'No sales in the window match a parcel of the roll, so there is nothing to measure yet.'}
        </p>
      ) : (
        <>
          <WholeTable before={before.figures} after={after.figures} />
          <CutTable
            caption="By class group"
            header="Class group"
            rows={before.by_class_group.map((g) => ({
              key: g.class_group,
              name: CLASS_GROUP_NAMES[g.class_group],
              residential: g.class_group === 'residential',
              before: g.figures,
              after: afterGroup.get(g.class_group),
            }))}
          />
          <h3 className="text-lg font-semibold">By neighbourhood</h3>
          <RatioChart before={before} after={after} />
          <CutTable
            caption="By neighbourhood (the chart's numbers; COD judged by the residential range)"
            header="Neighbourhood"
            rows={before.by_nbhd.map((n) => ({
              key: n.nbhd,
              name: n.nbhd,
              residential: true,
              before: n.figures,
              after: afterNbhd.get(n.nbhd),
            }))}
          />
        </>
      )}
    </>
  );
}

/**
 * The filters the page's address holds (`?class_group=residential&nbhd=03`), so a cut can be
 * shared and survives a reload. A class group not of the codes is no filter.
 */
function filtersOf(params: URLSearchParams): RatioStudyFilters {
  const group = params.get('class_group') ?? '';
  const nbhd = params.get('nbhd') ?? '';
  return {
    ...((CLASS_GROUP_CODES as readonly string[]).includes(group) && { class_group: group }),
    ...(nbhd !== '' && { nbhd }),
  };
}

/**
 * The class group and neighbourhood to study. Their choices are the whole roll's cuts with
 * sales, so choosing one never takes the other's choices away.
 */
function StudyFilters({
  roll,
  filters,
  onChange,
}: {
  roll: RatioStudy;
  filters: RatioStudyFilters;
  onChange: (name: 'class_group' | 'nbhd', value: string) => void;
}) {
  const nbhds = roll.by_nbhd.map((n) => n.nbhd);
  if (filters.nbhd !== undefined && !nbhds.includes(filters.nbhd)) nbhds.push(filters.nbhd);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="flex flex-col gap-1 text-sm">
        Class group
        <select
          className="select select-sm w-64 max-w-full"
          value={filters.class_group ?? ''}
          onChange={(event) => onChange('class_group', event.target.value)}
        >
          <option value="">All class groups</option>
          {roll.by_class_group.map((g) => (
            <option key={g.class_group} value={g.class_group}>
              {CLASS_GROUP_NAMES[g.class_group]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Neighbourhood
        <select
          className="select select-sm w-48 max-w-full"
          value={filters.nbhd ?? ''}
          onChange={(event) => onChange('nbhd', event.target.value)}
        >
          <option value="">All neighbourhoods</option>
          {nbhds.map((nbhd) => (
            <option key={nbhd} value={nbhd}>
              {nbhd}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The town page's "Roll uniformity" section: the IAAO ratio study before and after the reviews. */
export function RollUniformity() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  // The whole roll's study gives the filters their choices; unfiltered, it is also the study.
  const roll = useQuery(ratioStudyQuery('roll'));
  const before = useQuery(ratioStudyQuery('roll', filters));
  const after = useQuery(ratioStudyQuery('after_reviews', filters));
  const failed = before.isError || after.isError;
  const filtered = filters.class_group !== undefined || filters.nbhd !== undefined;
  const choose = (name: 'class_group' | 'nbhd', value: string) =>
    setParams(
      (current) => {
        if (value === '') current.delete(name);
        else current.set(name, value);
        return current;
      },
      { replace: true },
    );
  return (
    <section aria-labelledby="town-uniformity-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="town-uniformity-heading" className="text-xl font-semibold">
          Roll uniformity
        </h2>
        <a className="btn btn-sm" href={ratioStudyExportUrl()} download>
          Export ratio study CSV
        </a>
      </div>
      {roll.data && <StudyFilters roll={roll.data} filters={filters} onChange={choose} />}
      {failed && (
        <FormAlert
          kind="error"
          action={
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => {
                void before.refetch();
                void after.refetch();
              }}
            >
              Try again
            </button>
          }
        >
          {MESSAGES.ratioStudy.loadFailed}
        </FormAlert>
      )}
      {before.data && after.data && (
        <Study before={before.data} after={after.data} filtered={filtered} />
      )}
    </section>
  );
}
