import { useFormat } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { chartDescription, everyDay, type DayCount } from '../filings-chart.ts';

// The drawing's own units; the SVG scales to the width it is given and keeps its shape.
const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 44;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 28;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
/** A day's widest slot: a few days read as bars, not as one block across the page. */
const MAX_SLOT = 48;
/** The room the first and last date labels need between them to both fit. */
const LABEL_ROOM = 150;

/**
 * Filings per day as an inline SVG bar chart (decision 022: no chart library). The picture is
 * one image with a sentence for its name; the exact numbers are in the table below it, which
 * a screen reader or a keyboard reaches like any other table.
 */
export function FilingsChart({ days }: { days: readonly DayCount[] }) {
  const { language } = useLanguage();
  const { shortDate: formatShortDate } = useFormat();
  const filled = everyDay(days);
  const most = Math.max(1, ...filled.map((day) => day.count));
  const slot = Math.min(MAX_SLOT, PLOT_WIDTH / Math.max(1, filled.length));
  // A gap between bars while they are wide enough to have one.
  const barWidth = slot > 4 ? slot * 0.75 : slot;
  const first = filled[0];
  const last = filled.at(-1);

  return (
    <div className="flex flex-col gap-3">
      <svg
        role="img"
        aria-label={chartDescription(days, language)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-base-content"
      >
        <line
          x1={LEFT}
          x2={WIDTH - RIGHT}
          y1={TOP + PLOT_HEIGHT}
          y2={TOP + PLOT_HEIGHT}
          className="stroke-current"
        />
        <line
          x1={LEFT}
          x2={WIDTH - RIGHT}
          y1={TOP}
          y2={TOP}
          className="stroke-current opacity-30"
          strokeDasharray="4 4"
        />
        <text x={LEFT - 6} y={TOP + 4} textAnchor="end" className="fill-current text-xs">
          {most}
        </text>
        <text
          x={LEFT - 6}
          y={TOP + PLOT_HEIGHT + 4}
          textAnchor="end"
          className="fill-current text-xs"
        >
          0
        </text>
        {filled.map((day, index) => {
          if (day.count === 0) return null;
          const height = (day.count / most) * PLOT_HEIGHT;
          return (
            <rect
              key={day.date}
              x={LEFT + index * slot + (slot - barWidth) / 2}
              y={TOP + PLOT_HEIGHT - height}
              width={barWidth}
              height={height}
              className="fill-primary"
            >
              <title>{`${formatShortDate(day.date)}: ${day.count}`}</title>
            </rect>
          );
        })}
        {first && (
          <text x={LEFT} y={HEIGHT - 8} textAnchor="start" className="fill-current text-xs">
            {formatShortDate(first.date)}
          </text>
        )}
        {last && last !== first && (filled.length - 1) * slot >= LABEL_ROOM && (
          <text
            x={LEFT + filled.length * slot}
            y={HEIGHT - 8}
            textAnchor="end"
            className="fill-current text-xs"
          >
            {formatShortDate(last.date)}
          </text>
        )}
      </svg>
      <details>
        <summary className="cursor-pointer">The numbers of the chart</summary>
        <div className="mt-2">
          <table className="table table-sm w-auto">
            <caption className="sr-only">Filings per day (New York time)</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="text-right">
                  Filings
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <td>{formatShortDate(day.date)}</td>
                  <td className="text-right">{day.count.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
