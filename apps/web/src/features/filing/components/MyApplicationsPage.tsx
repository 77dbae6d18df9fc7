import { Link, Navigate } from '../../../lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import type {
  ApplicationOutcome,
  AwaitingAnswer,
  MyApplicationRow,
} from '@ir/domain/contracts/applications/list-my-applications.ts';
import type { ReviewStatus } from '@ir/domain/filing.ts';
import type { OwnerResponse } from '@ir/domain/review.ts';
import { can } from '@ir/domain/permissions.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { orMissing, useFormat, type Format } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { myApplicationsQuery } from '../api/list-my-applications.ts';
import { RepresentedFilings } from './RepresentedFilings.tsx';
import { SavedDrafts } from './SavedDrafts.tsx';

/** A review's status by the name of its stage on the filing's page, the e-mails' word too. */
const STATUS_STAGE = {
  incomplete: 'received',
  far: 'inReview',
  offer: 'offer',
  complete: 'completed',
  withdrawn: 'withdrawn',
} as const satisfies Record<ReviewStatus, string>;

/** The owner's answer to a completed review's decision, by the filing page's stage for it. */
const ANSWER_STAGE = {
  accept: 'accepted',
  disagree: 'disagreed',
} as const satisfies Record<OwnerResponse, string>;

const STATUS_BADGE: Record<ReviewStatus, string> = {
  incomplete: 'badge-info',
  far: 'badge-warning',
  offer: 'badge-accent',
  complete: 'badge-success',
  withdrawn: 'badge-neutral',
};

/** The row's address parts (number, direction, street, suffix, unit) as one line. */
export function joinAddress(row: MyApplicationRow): string {
  const [, , , ...rest] = row;
  return rest
    .slice(0, 5)
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '')
    .join(' ');
}

/** A completed review's decision in the applicant's words. */
function Outcome({ outcome }: { outcome: ApplicationOutcome }) {
  const { messages, format } = useLanguage();
  const { dollars } = useFormat();
  const T = messages.submission.list;
  const { received_total_value: before, assessed_total_value: after } = outcome;
  if (after === null || after === before) return T.noChange;
  return format(T.newValue, { after: dollars(after), before: dollars(before) });
}

/** A completed review's decision the owner has yet to answer, and by when. */
function AwaitedAnswer({ awaiting }: { awaiting: AwaitingAnswer }) {
  const { messages, format } = useLanguage();
  const { shortDate } = useFormat();
  const T = messages.submission.list;
  if (awaiting.answer_by === null) return T.answerAwaited;
  return format(T.answerBy, { date: shortDate(awaiting.answer_by) });
}

/**
 * SPEC §2 My Applications: the account's submitted applications, under their own heading,
 * with their status and outcome (our addition) and the owner's answer to the decision or by
 * when to give it, as a table, or as cards on a phone so that no column is out of sight, and
 * New Application while the period is open or for roles that may file late.
 */
export function MyApplicationsPage() {
  const { messages } = useLanguage();
  const T = messages.submission.list;
  useDocumentTitle(T.title);
  const { expired } = useMunicipality();
  const { privilege } = useSession();
  const applications = useQuery(myApplicationsQuery());
  useGlobalLoading(applications.isPending);

  if (applications.error instanceof ApiRequestError && applications.error.statusCode === 401) {
    return <Navigate to="/login" replace />;
  }
  const mayFile = !expired || can(privilege, 'application:file-late');

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
        {mayFile && (
          <div className="flex flex-wrap gap-2">
            <Link to="/file" className="btn btn-primary">
              {T.newApplication}
            </Link>
            <Link to="/applications/bulk" className="btn btn-outline">
              {messages.bulk.title}
            </Link>
            <Link to="/representative/authorizations" className="btn btn-outline">
              {messages.authorizations.list.title}
            </Link>
          </div>
        )}
      </div>

      {!mayFile && (
        <div className="mt-6">
          <FormAlert kind="info">{messages.submission.periodClosed}</FormAlert>
        </div>
      )}

      {mayFile && <SavedDrafts />}

      <section aria-labelledby="submitted-filings-heading" className="mt-8">
        <h2 id="submitted-filings-heading" className="text-xl font-semibold">
          {T.heading}
        </h2>
        <SubmittedFilings />
      </section>

      <RepresentedFilings />
    </div>
  );
}

/** The submitted filings, or why they are not shown. */
function SubmittedFilings() {
  const { messages } = useLanguage();
  const T = messages.submission.list;
  const applications = useQuery(myApplicationsQuery());
  return (
    <>
      {applications.isError && (
        <div className="mt-4">
          <FormAlert
            kind="error"
            action={
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void applications.refetch()}
              >
                {T.tryAgain}
              </button>
            }
          >
            {messages.submission.applicationsLoadFailed}
          </FormAlert>
        </div>
      )}

      {applications.data &&
        (applications.data.length === 0 ? (
          <p className="mt-4 text-lg">{messages.submission.applicationsEmpty}</p>
        ) : (
          <>
            {/* Phones: one card per application, every column in it, nothing to scroll. */}
            <ul aria-label={T.submitted} className="mt-4 flex flex-col gap-4 md:hidden">
              {applications.data.map((row) => (
                <ApplicationCard key={`${row[0]}-${row[1]}`} row={row} />
              ))}
            </ul>
            <ApplicationsTable rows={applications.data} />
          </>
        ))}
    </>
  );
}

/** The fields of one application, as its card (phones) and its table row (wider) show them. */
function applicationFields(row: MyApplicationRow, format: Format) {
  const [sbl, submittedAt, desiredValue] = row;
  return {
    sbl,
    href: `/applications/${row[10]}`,
    address: orMissing(joinAddress(row)),
    submitted: format.instant(submittedAt),
    desiredValue: format.dollars(desiredValue),
    status: row[8],
    outcome: row[9],
  };
}

function StatusAndOutcome({ row }: { row: MyApplicationRow }) {
  const { messages, format } = useLanguage();
  const T = messages.submission.list;
  const stages = messages.applications.page.stages;
  const [, , , , , , , , status, outcome, , voided, answer, awaiting] = row;
  // Withdrawn by the assessor's office, not by the owner (decision 043); a decision the
  // owner answered is at the filing page's stage of that answer.
  const stage = voided ? 'voided' : answer ? ANSWER_STAGE[answer] : STATUS_STAGE[status];
  return (
    <>
      <span className={`badge ${STATUS_BADGE[status]}`}>{stages[stage]}</span>
      {voided && (
        <p className="mt-1 text-sm break-words">
          {format(T.voidReason, { reason: voided.reason })}
        </p>
      )}
      {outcome && (
        <p className="mt-1 text-sm">
          <Outcome outcome={outcome} />
        </p>
      )}
      {awaiting && (
        <p className="mt-1 text-sm font-semibold">
          <AwaitedAnswer awaiting={awaiting} />
        </p>
      )}
    </>
  );
}

function ApplicationCard({ row }: { row: MyApplicationRow }) {
  const T = useLanguage().messages.submission.list;
  const fields = applicationFields(row, useFormat());
  return (
    <li className="card border border-base-300 bg-base-100">
      <dl className="card-body grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 p-4">
        <dt className="font-semibold">{T.sbl}</dt>
        <dd className="font-mono break-all">
          <Link to={fields.href} className="link">
            {fields.sbl}
          </Link>
        </dd>
        <dt className="font-semibold">{T.address}</dt>
        <dd className="break-words">{fields.address}</dd>
        <dt className="font-semibold">{T.date}</dt>
        <dd>{fields.submitted}</dd>
        <dt className="font-semibold">{T.desiredValue}</dt>
        <dd>{fields.desiredValue}</dd>
        <dt className="font-semibold">{T.status}</dt>
        <dd>
          <StatusAndOutcome row={row} />
        </dd>
      </dl>
    </li>
  );
}

function ApplicationsTable({ rows }: { rows: readonly MyApplicationRow[] }) {
  const T = useLanguage().messages.submission.list;
  const format = useFormat();
  return (
    <div
      className="mt-4 hidden overflow-x-auto rounded-box border border-base-300 md:block"
      // A keyboard user scrolls the table sideways from here (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={T.submitted}
    >
      <table className="table">
        <caption className="sr-only">{T.submitted}</caption>
        <thead>
          <tr>
            <th scope="col">{T.sbl}</th>
            <th scope="col">{T.address}</th>
            <th scope="col">{T.date}</th>
            <th scope="col">{T.desiredValue}</th>
            <th scope="col">{T.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const fields = applicationFields(row, format);
            return (
              <tr key={`${row[0]}-${row[1]}`}>
                <th scope="row" className="font-normal whitespace-nowrap">
                  <Link to={fields.href} className="link">
                    {fields.sbl}
                  </Link>
                </th>
                <td>{fields.address}</td>
                <td>{fields.submitted}</td>
                <td>{fields.desiredValue}</td>
                <td>
                  <StatusAndOutcome row={row} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
