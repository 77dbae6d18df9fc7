import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type {
  FilingTimeline,
  MyApplication,
} from '@ir/domain/contracts/applications/get-my-application.ts';
import { REASONS, type Reason } from '@ir/domain/codes.ts';
import { DECISION_REASONS } from '@ir/domain/review.ts';
import { DRAFT_FILES_MAX } from '@ir/domain/limits.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { SingleFileInput, type FileNotice } from '../../../components/form/SingleFileInput.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDollars, formatInstant, orMissing } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { addFilingFileErrorText, useAddFilingFile } from '../api/add-filing-file.ts';
import { myApplicationQuery } from '../api/get-my-application.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';
import { oversizeText } from '../api/upload-file.ts';
import { DecisionResponse } from './DecisionResponse.tsx';

/** The stages of an informal review as the owner follows them, in order. */
const STAGES: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'received', label: 'Received' },
  { key: 'inReview', label: 'In review' },
  { key: 'furtherReview', label: 'Further review' },
  { key: 'completed', label: 'Completed' },
];
/** A withdrawn filing stops at Received: the review never happens. */
const WITHDRAWN_STAGES: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'received', label: 'Received' },
  { key: 'withdrawn', label: 'Withdrawn' },
];

/**
 * The owner's page of one filing (our addition): where its review stands, with the date of
 * each stage, and the filing as it was submitted with its files. Staff names are never shown.
 */
export function FilingPage() {
  const { id } = useParams();
  const numericId = Number(id);
  const valid = Number.isSafeInteger(numericId) && numericId > 0;
  const filing = useQuery({ ...myApplicationQuery(numericId), enabled: valid });
  useGlobalLoading(filing.isPending && valid);
  useDocumentTitle(filing.data ? `Filing ${filing.data.filingNumber}` : 'Your filing');

  if (filing.error instanceof ApiRequestError && filing.error.statusCode === 401) {
    return <Navigate to="/login" replace />;
  }
  const notFound =
    !valid || (filing.error instanceof ApiRequestError && filing.error.statusCode === 404);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/applications" className="link">
        Back to My Applications
      </Link>
      {notFound ? (
        <>
          <h1 className="mt-4 text-3xl font-bold">Filing not found</h1>
          <p className="mt-4">{MESSAGES.applications.notFound}</p>
        </>
      ) : filing.isError ? (
        <div className="mt-6">
          <FormAlert
            kind="error"
            action={
              <button type="button" className="btn btn-sm" onClick={() => void filing.refetch()}>
                Try again
              </button>
            }
          >
            {MESSAGES.applications.loadFailed}
          </FormAlert>
        </div>
      ) : (
        filing.data && <FilingDetails filing={filing.data} />
      )}
    </div>
  );
}

function FilingDetails({ filing }: { filing: MyApplication }) {
  return (
    <>
      <h1 className="mt-4 text-3xl font-bold break-words">Filing {filing.filingNumber}</h1>
      <p className="mt-2 text-lg break-words">{filing.address}</p>

      <section aria-labelledby="status-heading" className="mt-8">
        <h2 id="status-heading" className="text-xl font-semibold">
          Status
        </h2>
        <StatusTimeline timeline={filing.timeline} response={filing.response} />
        {filing.status === 'incomplete' && <Withdraw id={filing.id} />}
        {filing.outcome && (
          <p className="mt-4 text-lg font-semibold">
            {filing.outcome.assessed_total_value === null ||
            filing.outcome.assessed_total_value === filing.outcome.received_total_value
              ? 'No change to the assessed value'
              : `New assessed value ${formatDollars(filing.outcome.assessed_total_value)} (was ${formatDollars(filing.outcome.received_total_value)})`}
          </p>
        )}
      </section>

      {filing.decision && filing.outcome && (
        <>
          <DecisionNotice filing={filing} decision={filing.decision} />
          <DecisionResponse filing={filing} />
        </>
      )}

      <section aria-labelledby="submitted-heading" className="mt-10">
        <h2 id="submitted-heading" className="text-xl font-semibold">
          As submitted
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Card title="Property">
            <Fact term="SBL">{filing.sbl}</Fact>
            <Fact term="Address">{filing.address}</Fact>
            <Fact term="Assessed value">{formatDollars(filing.assessedValue)}</Fact>
            <Fact term="Land value">{formatDollars(filing.landValue)}</Fact>
          </Card>
          <Card title="Requested change">
            <Fact term="Requested assessment">{formatDollars(filing.desiredValue)}</Fact>
            <Fact term="Reason">{REASONS[filing.reason as Reason] ?? filing.reason}</Fact>
            <Fact term="Comments">
              <span className="whitespace-pre-line">{orMissing(filing.valueComments)}</span>
            </Fact>
            <Fact term="Comparable sales">
              {filing.comps.length === 0 ? 'None' : filing.comps.join(', ')}
            </Fact>
          </Card>
          <PersonCard title="Property owner" person={filing.owner} />
          {filing.applicant && <PersonCard title="Applicant" person={filing.applicant} />}
        </div>
      </section>

      <section aria-labelledby="files-heading" className="mt-10">
        <h2 id="files-heading" className="text-xl font-semibold">
          Supporting files
        </h2>
        {filing.files.length === 0 ? (
          <p className="mt-2">No files were attached.</p>
        ) : (
          <ul aria-labelledby="files-heading" className="mt-2 flex flex-col gap-2">
            {filing.files.map((file) => (
              <li key={`${file.name}-${file.uploadedAt}`} className="break-words">
                <span className="font-medium">{file.name}</span>{' '}
                <span className="text-sm text-base-content/80">
                  ({Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB, added{' '}
                  {formatInstant(file.uploadedAt, 'medium')})
                </span>
              </li>
            ))}
          </ul>
        )}
        {filing.status !== 'complete' && filing.files.length < DRAFT_FILES_MAX && (
          <AddFile id={filing.id} />
        )}
      </section>
    </>
  );
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The decision notice, the accessible version of the printable one: the values before and
 * after, why, and what the owner may do next (New York: a grievance to the Board of
 * Assessment Review on or before Grievance Day, then small claims assessment review).
 */
function DecisionNotice({
  filing,
  decision,
}: {
  filing: MyApplication;
  decision: NonNullable<MyApplication['decision']>;
}) {
  const outcome = filing.outcome;
  const grievanceDay = filing.grievanceDay
    ? LONG_DATE.format(new Date(`${filing.grievanceDay}T00:00:00Z`))
    : null;
  return (
    <section
      aria-labelledby="notice-heading"
      className="mt-10 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="notice-heading" className="text-xl font-semibold">
        Decision notice
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact term="Filing">{filing.filingNumber}</Fact>
        <Fact term="Property">
          {filing.address} (SBL {filing.sbl})
        </Fact>
        <Fact term="Assessed value before">{formatDollars(outcome?.received_total_value)}</Fact>
        <Fact term="Assessed value now">{formatDollars(outcome?.assessed_total_value)}</Fact>
        <Fact term="Reason">
          {decision.reason ? DECISION_REASONS[decision.reason] : 'Not given'}
        </Fact>
      </dl>
      {decision.explanation && (
        <p className="mt-4 whitespace-pre-line break-words">{decision.explanation}</p>
      )}
      <p className="mt-4">
        <a
          className="link"
          href={`/api/applications/${filing.id}/notice.pdf`}
          target="_blank"
          rel="noopener"
        >
          Download the decision notice (PDF)
        </a>
      </p>
      <h3 className="mt-6 font-semibold">What happens next</h3>
      <ul className="mt-2 list-disc space-y-2 pl-6">
        <li>
          If you agree with the new value, accept it below
          {grievanceDay ? <> by the end of Grievance Day, {grievanceDay}</> : null}: you sign an
          agreement and need not file a grievance.
        </li>
        <li>
          If you still disagree, you may file a formal grievance (form RP-524) with the Board of
          Assessment Review{' '}
          {grievanceDay ? (
            <>
              on or before Grievance Day, <strong>{grievanceDay}</strong>
            </>
          ) : (
            'on or before Grievance Day (ask the assessor for this year’s date)'
          )}
          . Bring this notice, your evidence and the signed form.
        </li>
        <li>
          If the Board does not change the assessment, you may then ask for small claims assessment
          review (SCAR) in court.
        </li>
      </ul>
    </section>
  );
}

/** Withdraw, while no reviewer has acted: asked first, as it cannot be taken back. */
function Withdraw({ id }: { id: number }) {
  const withdraw = useWithdrawApplication();
  const [asking, setAsking] = useState(false);
  const { firm } = useMunicipality();
  return (
    <div className="mt-4 flex flex-col gap-2">
      <div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={withdraw.isPending}
          onClick={() => setAsking(true)}
        >
          Withdraw this filing
        </button>
      </div>
      {withdraw.isError && (
        <FormAlert kind="error">
          {errorText(withdraw.error, {
            byCode: { review_acted: MESSAGES.applications.cannotWithdraw },
            fallback: MESSAGES.applications.withdrawFailed,
            phone: firm.phone,
          })}
        </FormAlert>
      )}
      <ConfirmDialog
        open={asking}
        title="Withdraw this filing?"
        message={MESSAGES.applications.withdrawConfirm}
        confirmLabel="Withdraw filing"
        onConfirm={() => {
          setAsking(false);
          withdraw.mutate(id);
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/** Evidence after filing: one more file, until the review is complete. */
function AddFile({ id }: { id: number }) {
  const add = useAddFilingFile();
  const [notice, setNotice] = useState<FileNotice>(null);

  const choose = (file: File) => {
    setNotice(null);
    // Refused here at once: the server would refuse it after the whole file was sent.
    const tooLarge = oversizeText(file);
    if (tooLarge) {
      setNotice({ kind: 'error', text: tooLarge });
      return;
    }
    add.mutate(
      { id, file },
      {
        onSuccess: (answer) =>
          setNotice({
            kind: 'success',
            text: answer.added
              ? MESSAGES.applications.fileAdded
              : MESSAGES.applications.fileAlreadyThere,
          }),
        onError: (error) => setNotice({ kind: 'error', text: addFilingFileErrorText(error) }),
      },
    );
  };

  return (
    <div className="mt-6">
      <SingleFileInput
        label="Add a file to your filing"
        hint="Until the review is complete you may add evidence, such as an appraisal or photos. PDF, PNG, JPG, DOC, DOCX, XLS, XLSX or HEIF, under 25MB."
        busy={add.isPending}
        notice={notice}
        onChoose={choose}
      />
    </div>
  );
}

/**
 * Each stage with its date, the latest one reached marked as the current step; after Completed,
 * the owner's answer (Accepted or Disagreed) once given.
 */
function StatusTimeline({
  timeline,
  response,
}: {
  timeline: FilingTimeline;
  response: MyApplication['response'];
}) {
  const dates: Record<string, string | null> = {
    ...timeline,
    answered: response?.respondedAt ?? null,
  };
  const stages = timeline.withdrawn
    ? WITHDRAWN_STAGES
    : response
      ? [
          ...STAGES,
          { key: 'answered', label: response.decision === 'accept' ? 'Accepted' : 'Disagreed' },
        ]
      : STAGES;
  const reached = stages.filter((stage) => dates[stage.key] !== null);
  const current = reached.at(-1)?.key;
  return (
    <ol className="mt-4 flex flex-col gap-3 border-l-2 border-base-300 pl-4">
      {stages.map((stage) => {
        const at = dates[stage.key] ?? null;
        return (
          <li
            key={stage.key}
            aria-current={stage.key === current ? 'step' : undefined}
            className={at ? '' : 'text-base-content/70'}
          >
            <span className={stage.key === current ? 'font-semibold' : ''}>{stage.label}</span>
            <span className="block text-sm">{at ? formatInstant(at, 'medium') : 'Not yet'}</span>
          </li>
        );
      })}
    </ol>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="card border border-base-300 bg-base-100">
      <div className="card-body p-4">
        <h3 className="font-semibold">{title}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">{children}</dl>
      </div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-base-content/80">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function PersonCard({ title, person }: { title: string; person: MyApplication['owner'] }) {
  const cityLine = [person.city, [person.state, person.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card title={title}>
      <Fact term="Name">{`${person.firstName} ${person.lastName}`}</Fact>
      <Fact term="Address">
        {person.address1}
        {person.address2 && <span className="block">{person.address2}</span>}
        <span className="block">{cityLine}</span>
      </Fact>
      <Fact term="Phone">{person.phone}</Fact>
    </Card>
  );
}
