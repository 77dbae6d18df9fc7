import { useFormat } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { chartDescription, everyDay, type DayCount } from '../filings-chart.ts';

// The bars' own units: the SVG is stretched to the width and height it is given.
const WIDTH = 720;
const HEIGHT = 200;
/** A day's widest slot: a few days read as bars, not as one block across the page. */
const MAX_SLOT = 48;

/**
 * Filings per day as an inline SVG bar chart (decision 022: no chart library). The picture is
 * one image with a sentence for its name; the exact numbers are in the table below it, which
 * a screen reader or a keyboard reaches like any other table.
 *
 * Its labels (the scale and the first and last days) are the page's own text around the
 * drawing, not SVG text: SVG text shrinks with the drawing, to a few pixels on a phone, and
 * two dates drawn at fixed places overlap once the chart is narrow. As text they keep the
 * page's size at any width, and the last day wraps under the first when both do not fit.
 */
export function FilingsChart({ days }: { days: readonly DayCount[] }) {
  const { language } = useLanguage();
  const { shortDate: formatShortDate } = useFormat();
  const filled = everyDay(days);
  const most = Math.max(1, ...filled.map((day) => day.count));
  const slot = Math.min(MAX_SLOT, WIDTH / Math.max(1, filled.length));
  // A gap between bars while they are wide enough to have one.
  const barWidth = slot > 4 ? slot * 0.75 : slot;
  // How much of the width the days take: the last day's label ends under the last bar.
  const span = ((filled.length * slot) / WIDTH) * 100;
  const first = filled[0];
  const last = filled.at(-1);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
        {/* The scale: the most filings on a day at the dashed line, 0 at the axis. The image's
            name says the same, so a screen reader is not read the bare numbers. */}
        <div
          aria-hidden="true"
          className="flex h-48 flex-col justify-between text-right text-sm leading-none tabular-nums"
          data-chart-scale=""
        >
          <span className="-translate-y-1/2">{most.toLocaleString('en-US')}</span>
          <span className="translate-y-1/2">0</span>
        </div>
        <svg
          role="img"
          aria-label={chartDescription(days, language)}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 w-full overflow-visible text-base-content"
        >
          <line
            x1={0}
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            className="stroke-current"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1={0}
            x2={WIDTH}
            y1={0}
            y2={0}
            className="stroke-current opacity-30"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          {filled.map((day, index) => {
            if (day.count === 0) return null;
            const height = (day.count / most) * HEIGHT;
            return (
              <rect
                key={day.date}
                x={index * slot + (slot - barWidth) / 2}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                className="fill-primary"
              >
                <title>{`${formatShortDate(day.date)}: ${day.count}`}</title>
              </rect>
            );
          })}
        </svg>
        {first && (
          <div
            aria-hidden="true"
            className="col-start-2 flex w-fit max-w-full flex-wrap justify-between gap-x-4 text-sm"
            style={{ minWidth: `${span}%` }}
            data-chart-days=""
          >
            <span>{formatShortDate(first.date)}</span>
            {last && last !== first && (
              <span className="ml-auto">{formatShortDate(last.date)}</span>
            )}
          </div>
        )}
      </div>
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
