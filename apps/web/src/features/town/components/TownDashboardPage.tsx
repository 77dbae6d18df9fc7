import type { ReactNode } from 'react';
import { Navigate } from '../../../lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import type { TownSummary } from '@ir/domain/contracts/town/get-town-summary.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { NO_OWNER_RESPONSE, OWNER_RESPONSES } from '@ir/domain/review.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFormat } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { townExportUrl } from '../api/export-town-filings.ts';
import { townSummaryQuery } from '../api/get-town-summary.ts';
import { FilingsChart } from './FilingsChart.tsx';
import { RollUniformity } from './RollUniformity.tsx';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** A figure with its name (and a line under it), as a daisyUI stat in a description list. */
function Stat({ title, value, desc }: { title: string; value: string; desc?: ReactNode }) {
  return (
    <div className="stat">
      {/* daisyUI dims a stat's title and description below AA contrast; these keep full colour. */}
      <dt className="stat-title text-base-content">{title}</dt>
      <dd className="stat-value">{value}</dd>
      {/* Its line wraps (daisyUI keeps it on one) rather than run out of a narrow tile. */}
      {desc !== undefined && (
        <dd className="stat-desc whitespace-normal text-base-content">{desc}</dd>
      )}
    </div>
  );
}

function Figures({ summary }: { summary: TownSummary }) {
  const { dollars: formatDollars } = useFormat();
  const { counts, under_review: underReview, completed, offers, meetings } = summary;
  const medianDays = summary.median_days_to_decision;
  const change = completed.total_value_change;
  return (
    <>
      <section aria-labelledby="town-status-heading" className="flex flex-col gap-3">
        <h2 id="town-status-heading" className="text-xl font-semibold">
          Filings by status
        </h2>
        {/* Six tiles side by side only where each has room for its title. */}
        <dl className="stats stats-vertical w-full border border-base-300 lg:stats-horizontal">
          <Stat
            title="All filings"
            value={count(counts.total)}
            desc="Every filing received, withdrawn ones included: the sum of the other five tiles, and of the chart's bars."
          />
          <Stat title="Awaiting review" value={count(counts.incomplete)} />
          <Stat title="Further review (FAR)" value={count(counts.far)} />
          <Stat
            title="Offer out"
            value={count(counts.offer)}
            desc="A preliminary offer waits for the owner's answer"
          />
          <Stat title="Completed" value={count(counts.complete)} />
          <Stat
            title="Withdrawn"
            value={count(counts.withdrawn)}
            desc={`By the owner, or voided by the assessor's office (${count(counts.voided)} voided)`}
          />
        </dl>
      </section>

      <section aria-labelledby="town-values-heading" className="flex flex-col gap-3">
        <h2 id="town-values-heading" className="text-xl font-semibold">
          Assessed values
        </h2>
        <dl className="stats stats-vertical w-full border border-base-300 md:stats-horizontal">
          <Stat
            title="Received value under review"
            value={formatDollars(underReview.received_total_value)}
            desc={`Total assessed value of the ${plural(underReview.count, 'filing', 'filings')} not yet complete`}
          />
          <Stat
            title="Change in value of completed reviews"
            // A reduction reads as one: '-$10,000'; a rise gets its sign too.
            value={`${change > 0 ? '+' : ''}${formatDollars(change)}`}
            desc={`${count(completed.changed)} of ${plural(completed.count, 'completed review', 'completed reviews')} changed the total value`}
          />
        </dl>
      </section>

      <section aria-labelledby="town-responses-heading" className="flex flex-col gap-3">
        <h2 id="town-responses-heading" className="text-xl font-semibold">
          Owners' responses
        </h2>
        <p>
          How the owners answered the decisions of the{' '}
          {plural(completed.count, 'completed review', 'completed reviews')}.
        </p>
        <dl className="stats stats-vertical w-full border border-base-300 md:stats-horizontal">
          <Stat title={OWNER_RESPONSES.accept} value={count(completed.responses.accept)} />
          <Stat title={OWNER_RESPONSES.disagree} value={count(completed.responses.disagree)} />
          <Stat title={NO_OWNER_RESPONSE} value={count(completed.responses.none)} />
        </dl>
      </section>

      <section aria-labelledby="town-settlement-heading" className="flex flex-col gap-3">
        <h2 id="town-settlement-heading" className="text-xl font-semibold">
          Offers and meetings
        </h2>
        <p>
          Preliminary offers sent before a decision, and informal meetings with a reviewer.{' '}
          {medianDays === null
            ? 'No review is complete yet.'
            : `A decision took ${plural(medianDays, 'day', 'days')} from filing (the median of the completed reviews).`}
        </p>
        <dl className="stats stats-vertical w-full border border-base-300 lg:stats-horizontal">
          <Stat title="Offers sent" value={count(offers.sent)} />
          <Stat title="Offers accepted" value={count(offers.accepted)} />
          <Stat title="Offers countered" value={count(offers.countered)} />
          <Stat
            title="Offers lapsed"
            value={count(offers.lapsed)}
            desc="Not answered by the respond-by date"
          />
        </dl>
        <dl className="stats stats-vertical w-full border border-base-300 md:stats-horizontal">
          <Stat
            title="Meetings booked"
            value={count(meetings.booked)}
            desc="Every booking made, cancelled ones included"
          />
          <Stat title="Meetings held" value={count(meetings.held)} />
          <Stat
            title="Meetings missed"
            value={count(meetings.missed)}
            desc="The owner did not come"
          />
        </dl>
      </section>

      <section aria-labelledby="town-chart-heading" className="flex flex-col gap-3">
        <h2 id="town-chart-heading" className="text-xl font-semibold">
          Filings per day
        </h2>
        <p>Days are New York days.</p>
        <FilingsChart days={summary.filings_per_day} />
      </section>
    </>
  );
}

/**
 * The town's read-only dashboard of its municipality (decision 022): counts,
 * values, filings per day and the CSV export; nothing of staff beyond that.
 */
export function TownDashboardPage() {
  useDocumentTitle('Town Dashboard');
  const municipality = useMunicipality();
  const summary = useQuery(townSummaryQuery());
  useGlobalLoading(summary.isPending);

  if (summary.error instanceof ApiRequestError && summary.error.statusCode === 401) {
    return <Navigate to="/login" replace />;
  }
  const empty = summary.data?.counts.total === 0;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Town Dashboard</h1>
          <p className="mt-1">
            Informal reviews filed with the {municipality.displayName}: where they stand and what
            they changed.
          </p>
        </div>
        {summary.data && !empty && (
          <a className="btn btn-sm" href={townExportUrl()} download>
            Export CSV
          </a>
        )}
      </div>

      {summary.isError && (
        <FormAlert
          kind="error"
          action={
            <button type="button" className="btn btn-sm" onClick={() => void summary.refetch()}>
              Try again
            </button>
          }
        >
          {MESSAGES.town.loadFailed}
        </FormAlert>
      )}
      {empty && <p>{MESSAGES.town.noFilings}</p>}
      {summary.data && !empty && <Figures summary={summary.data} />}
      {summary.data && <RollUniformity />}
    </div>
  );
}
