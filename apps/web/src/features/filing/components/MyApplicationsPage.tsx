import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type {
  ApplicationOutcome,
  MyApplicationRow,
} from '@ir/domain/contracts/applications/list-my-applications.ts';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@ir/domain/filing.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { can } from '@ir/domain/permissions.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDollars, formatShortDate, orMissing } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { myApplicationsQuery } from '../api/list-my-applications.ts';

const STATUS_BADGE: Record<ReviewStatus, string> = {
  incomplete: 'badge-info',
  far: 'badge-warning',
  complete: 'badge-success',
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

/**
 * SPEC §2 My Applications: the account's submitted applications with their status (our
 * addition), and New Application while the period is open or for roles that may file late.
 */
/** A completed review's decision in the applicant's words (issue #8 item 7). */
function describeOutcome(outcome: ApplicationOutcome): string {
  const { received_total_value: before, assessed_total_value: after } = outcome;
  if (after === null || after === before) return 'No change to the assessed value';
  return `New assessed value ${formatDollars(after)} (was ${formatDollars(before)})`;
}

export function MyApplicationsPage() {
  useDocumentTitle('My Applications');
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
        <h1 className="text-3xl font-bold sm:text-4xl">My Applications</h1>
        {mayFile && (
          <Link to="/file" className="btn btn-primary">
            New Application
          </Link>
        )}
      </div>

      {!mayFile && (
        <div className="mt-6">
          <FormAlert kind="info">{MESSAGES.submission.periodClosed}</FormAlert>
        </div>
      )}

      {applications.isError && (
        <div className="mt-8">
          <FormAlert
            kind="error"
            action={
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void applications.refetch()}
              >
                Try again
              </button>
            }
          >
            {MESSAGES.submission.applicationsLoadFailed}
          </FormAlert>
        </div>
      )}

      {applications.data &&
        (applications.data.length === 0 ? (
          <p className="mt-8 text-lg">{MESSAGES.submission.applicationsEmpty}</p>
        ) : (
          <div
            className="mt-8 overflow-x-auto rounded-box border border-base-300"
            // A keyboard user scrolls the table sideways from here (axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label="Submitted applications"
          >
            <table className="table">
              <caption className="sr-only">Submitted applications</caption>
              <thead>
                <tr>
                  <th scope="col">SBL</th>
                  <th scope="col">Address</th>
                  <th scope="col">Date Submitted</th>
                  <th scope="col">Desired Value</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {applications.data.map((row) => {
                  const [sbl, submittedAt, desiredValue] = row;
                  const status = row[8];
                  const outcome = row[9];
                  return (
                    <tr key={`${sbl}-${submittedAt}`}>
                      <th scope="row" className="font-normal whitespace-nowrap">
                        {sbl}
                      </th>
                      <td>{orMissing(joinAddress(row))}</td>
                      <td className="whitespace-nowrap">{formatShortDate(submittedAt)}</td>
                      <td>{formatDollars(desiredValue)}</td>
                      <td>
                        <span className={`badge ${STATUS_BADGE[status]}`}>
                          {REVIEW_STATUS_LABELS[status]}
                        </span>
                        {outcome && <p className="mt-1 text-sm">{describeOutcome(outcome)}</p>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
