import type { RatioStudy } from '@ir/domain/contracts/town/get-ratio-study.ts';
import { IAAO_RANGES } from '@ir/domain/roll-integrity.ts';
import { formatCod, formatRatio } from '../ratio-study-view.ts';

const WIDTH = 720;
const HEIGHT = 160;
const MAX_SLOT = 72;

interface Series {
  nbhd: string;
  before: number | null;
  after: number | null;
}

/**
 * One panel: a pair of bars per neighbourhood (before the reviews solid, after outlined),
 * with a band for IAAO's range when the figure has one. The numbers are in the table the
 * section puts under the chart, its accessible version; the SVG is one image with a name.
 */
function Panel({
  title,
  series,
  top,
  band,
  format,
}: {
  title: string;
  series: Series[];
  top: number;
  band?: { min: number; max: number };
  format: (value: number | null) => string;
}) {
  const slot = Math.min(MAX_SLOT, WIDTH / Math.max(1, series.length));
  const bar = slot * 0.35;
  const y = (value: number) => HEIGHT - (Math.min(value, top) / top) * HEIGHT;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}, by neighbourhood: before and after the reviews${band ? `, with IAAO's range ${band.min} to ${band.max} shaded` : ''}. The table below has the numbers.`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full overflow-visible text-base-content"
      >
        {band && (
          <rect
            x={0}
            width={WIDTH}
            y={y(band.max)}
            height={y(band.min) - y(band.max)}
            className="fill-success opacity-20"
            data-range-band=""
          />
        )}
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT}
          y2={HEIGHT}
          className="stroke-current"
          vectorEffect="non-scaling-stroke"
        />
        {series.map((s, index) => (
          <g key={s.nbhd}>
            {s.before !== null && (
              <rect
                x={index * slot + slot / 2 - bar}
                y={y(s.before)}
                width={bar}
                height={HEIGHT - y(s.before)}
                className="fill-primary"
              >
                <title>{`${s.nbhd} before: ${format(s.before)}`}</title>
              </rect>
            )}
            {s.after !== null && (
              <rect
                x={index * slot + slot / 2}
                y={y(s.after)}
                width={bar}
                height={HEIGHT - y(s.after)}
                className="fill-base-100 stroke-primary"
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              >
                <title>{`${s.nbhd} after: ${format(s.after)}`}</title>
              </rect>
            )}
          </g>
        ))}
      </svg>
      {/* The neighbourhoods' codes as page text under their bars (SVG text shrinks on a phone). */}
      <div aria-hidden="true" className="flex text-xs" data-chart-nbhds="">
        {series.map((s) => (
          <span
            key={s.nbhd}
            className="truncate text-center"
            style={{ width: `${(slot / WIDTH) * 100}%` }}
          >
            {s.nbhd}
          </span>
        ))}
      </div>
    </figure>
  );
}

/** The median ratio and COD by neighbourhood, before and after the reviews, IAAO's ranges drawn. */
export function RatioChart({ before, after }: { before: RatioStudy; after: RatioStudy }) {
  const afterOf = new Map(after.by_nbhd.map((n) => [n.nbhd, n.figures]));
  const rows = before.by_nbhd.map((n) => ({
    nbhd: n.nbhd,
    before: n.figures,
    after: afterOf.get(n.nbhd),
  }));
  const medians = rows.map((r) => ({
    nbhd: r.nbhd,
    before: r.before.median_ratio,
    after: r.after?.median_ratio ?? null,
  }));
  const cods = rows.map((r) => ({
    nbhd: r.nbhd,
    before: r.before.cod,
    after: r.after?.cod ?? null,
  }));
  const highest = (series: Series[], floor: number) =>
    Math.max(floor, ...series.flatMap((s) => [s.before ?? 0, s.after ?? 0]));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">Solid bars: the roll. Outlined bars: after the reviews.</p>
      <Panel
        title="Median ratio"
        series={medians}
        top={highest(medians, 1.2)}
        format={(v) => formatRatio(v)}
      />
      <Panel
        title="COD (residential range shaded)"
        series={cods}
        top={highest(cods, IAAO_RANGES.cod.max * 1.5)}
        band={IAAO_RANGES.cod}
        format={(v) => formatCod(v)}
      />
    </div>
  );
}
