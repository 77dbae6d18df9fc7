import { useState } from 'react';
import { useParams } from 'wouter';
import { Link, Navigate, useNavigate } from '../../../lib/router.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FilingTimeline,
  MyApplication,
} from '@ir/domain/contracts/applications/get-my-application.ts';
import { REASONS, type Reason } from '@ir/domain/codes.ts';
import { pathIdSchema } from '@ir/domain/contracts/path-id.ts';
import { formatWeekdayDate } from '@ir/domain/deadline.ts';
import { DRAFT_FILES_MAX } from '@ir/domain/limits.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import { SingleFileInput, type FileNotice } from '../../../components/form/SingleFileInput.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { getDecisionNoticeContract } from '@ir/domain/contracts/applications/get-decision-notice.ts';
import { getMyApplicationFileContract } from '@ir/domain/contracts/applications/get-my-application-file.ts';
import { ApiRequestError, apiUrl } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { orMissing, useFormat } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage, type Messages } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { addFilingFileFailure, useAddFilingFile } from '../api/add-filing-file.ts';
import { myApplicationQuery } from '../api/get-my-application.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';
import { oversizeMessage } from '../api/upload-file.ts';
import { documentUrl } from '../api/documents.ts';
import { propertyExtraQuery } from '../api/get-property-extra.ts';
import { emptyDraft, EMPTY_PERSON, WIZARD_STEP_PATHS } from '../wizard/draft.ts';
import { saveDraft } from '../wizard/draft-storage.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';
import { DecisionResponse } from './DecisionResponse.tsx';
import { OfferPanel } from './OfferPanel.tsx';
import { MeetingBooking } from './MeetingBooking.tsx';

/** A stage's date in the timeline, and its name's key in the catalogue. */
type StageKey =
  | 'received'
  | 'inReview'
  | 'furtherReview'
  | 'offer'
  | 'completed'
  | 'withdrawn'
  | 'answered';
type StageName = keyof Messages['applications']['page']['stages'];

/** The stages of an informal review as the owner follows them, in order. */
const STAGES: ReadonlyArray<{ key: StageKey; name: StageName }> = [
  { key: 'received', name: 'received' },
  { key: 'inReview', name: 'inReview' },
  { key: 'furtherReview', name: 'furtherReview' },
  { key: 'completed', name: 'completed' },
];
/**
 * The stages with a preliminary offer's, when one was sent, where its date puts it: an offer
 * may go before or after Further review, and always before the decision.
 */
function withOffer(
  stages: ReadonlyArray<{ key: StageKey; name: StageName }>,
  dates: Record<StageKey, string | null>,
): ReadonlyArray<{ key: StageKey; name: StageName }> {
  const sent = dates.offer;
  if (sent === null) return stages;
  const before = stages.findIndex(
    (stage) =>
      stage.key === 'completed' ||
      stage.key === 'answered' ||
      (dates[stage.key] !== null && (dates[stage.key] as string) > sent) ||
      (stage.key === 'furtherReview' && dates.furtherReview === null),
  );
  const at = before === -1 ? stages.length : before;
  return [...stages.slice(0, at), { key: 'offer', name: 'offer' }, ...stages.slice(at)];
}

/** A withdrawn filing stops at Received: the review never happens. */
const WITHDRAWN_STAGES: ReadonlyArray<{ key: StageKey; name: StageName }> = [
  { key: 'received', name: 'received' },
  { key: 'withdrawn', name: 'withdrawn' },
];
/** So does a voided one, withdrawn by the assessor's office rather than the owner (decision 043). */
const VOIDED_STAGES: ReadonlyArray<{ key: StageKey; name: StageName }> = [
  { key: 'received', name: 'received' },
  { key: 'withdrawn', name: 'voided' },
];

/**
 * The owner's page of one filing (our addition): where its review stands, with the date of
 * each stage, and the filing as it was submitted with its files. Staff names are never shown.
 */
export function FilingPage() {
  const { id } = useParams();
  // The API's own reading of a path id, so '/applications/1e3' is not filing 1000.
  const parsedId = pathIdSchema.safeParse(id ?? '');
  const valid = parsedId.success;
  const numericId = parsedId.success ? parsedId.data : 0;
  const filing = useQuery({ ...myApplicationQuery(numericId), enabled: valid });
  useGlobalLoading(filing.isPending && valid);
  const { messages, format } = useLanguage();
  const T = messages.applications.page;
  useDocumentTitle(
    filing.data ? format(T.title, { number: filing.data.filingNumber }) : T.titleLoading,
  );

  if (filing.error instanceof ApiRequestError && filing.error.statusCode === 401) {
    return <Navigate to="/login" replace />;
  }
  const notFound =
    !valid || (filing.error instanceof ApiRequestError && filing.error.statusCode === 404);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/applications" className="link">
        {T.back}
      </Link>
      {notFound ? (
        <>
          <h1 className="mt-4 text-3xl font-bold">{T.notFoundHeading}</h1>
          <p className="mt-4">{messages.applications.notFound}</p>
        </>
      ) : filing.isError ? (
        <div className="mt-6">
          <FormAlert
            kind="error"
            action={
              <button type="button" className="btn btn-sm" onClick={() => void filing.refetch()}>
                {T.tryAgain}
              </button>
            }
          >
            {messages.applications.loadFailed}
          </FormAlert>
        </div>
      ) : (
        filing.data && <FilingDetails filing={filing.data} />
      )}
    </div>
  );
}

function FilingDetails({ filing }: { filing: MyApplication }) {
  const { messages, format } = useLanguage();
  const { dollars, instant, number } = useFormat();
  const T = messages.applications.page;
  return (
    <>
      <h1 className="mt-4 text-3xl font-bold break-words">
        {format(T.title, { number: filing.filingNumber })}
      </h1>
      <p className="mt-2 text-lg break-words">{filing.address}</p>

      <section aria-labelledby="status-heading" className="mt-8">
        <h2 id="status-heading" className="text-xl font-semibold">
          {T.status}
        </h2>
        <StatusTimeline
          timeline={filing.timeline}
          response={filing.response}
          offer={filing.offer}
          voided={filing.voided !== null}
        />
        {filing.voided && <Voided reason={filing.voided.reason} />}
        {filing.status === 'incomplete' && <Withdraw id={filing.id} />}
        {filing.status === 'withdrawn' && <FileAgain filing={filing} />}
        {filing.outcome && (
          <p className="mt-4 text-lg font-semibold">
            {filing.outcome.assessed_total_value === null ||
            filing.outcome.assessed_total_value === filing.outcome.received_total_value
              ? T.noChange
              : format(T.newValue, {
                  after: dollars(filing.outcome.assessed_total_value),
                  before: dollars(filing.outcome.received_total_value),
                })}
          </p>
        )}
      </section>

      {/* The preliminary offer first: "Talk to a reviewer" there leads down to the booking. */}
      {filing.offer && <OfferPanel filing={filing} offer={filing.offer} />}

      {/* The informal meeting, while the review is open. */}
      <MeetingBooking filing={filing} />

      {filing.decision && filing.outcome && (
        <>
          <DecisionNotice filing={filing} decision={filing.decision} />
          <DecisionResponse filing={filing} />
        </>
      )}

      <section aria-labelledby="submitted-heading" className="mt-10">
        <h2 id="submitted-heading" className="text-xl font-semibold">
          {T.asSubmitted}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Card title={T.property}>
            <Fact term={T.sbl}>{filing.sbl}</Fact>
            <Fact term={T.address}>{filing.address}</Fact>
            <Fact term={T.assessedValue}>{dollars(filing.assessedValue)}</Fact>
            <Fact term={T.landValue}>{dollars(filing.landValue)}</Fact>
          </Card>
          <Card title={T.requestedChange}>
            <Fact term={T.requested}>{dollars(filing.desiredValue)}</Fact>
            <Fact term={T.reason}>
              {Object.hasOwn(REASONS, filing.reason)
                ? messages.filing.reasons[filing.reason as Reason]
                : filing.reason}
            </Fact>
            <Fact term={T.comments}>
              <span className="whitespace-pre-line">{orMissing(filing.valueComments)}</span>
            </Fact>
            <Fact term={T.comps}>
              {filing.comps.length === 0 ? T.none : filing.comps.join(', ')}
            </Fact>
          </Card>
          <PersonCard title={T.owner} person={filing.owner} />
          {filing.applicant && <PersonCard title={T.applicant} person={filing.applicant} />}
        </div>
      </section>

      <section aria-labelledby="files-heading" className="mt-10">
        <h2 id="files-heading" className="text-xl font-semibold">
          {T.files}
        </h2>
        {filing.files.length === 0 ? (
          <p className="mt-2">{T.noFiles}</p>
        ) : (
          <ul aria-labelledby="files-heading" className="mt-2 flex flex-col gap-2">
            {filing.files.map((file) => (
              <li key={file.id} className="break-words">
                {/* The owner's own copy: a PDF or an image opens in place, anything else is saved. */}
                <a
                  className="link font-medium"
                  href={apiUrl(getMyApplicationFileContract, {
                    params: { id: String(filing.id), fileId: String(file.id) },
                  })}
                >
                  {file.name}
                </a>{' '}
                <span className="text-sm text-base-content/80">
                  {format(T.fileDetails, {
                    size: number(Math.max(1, Math.round(file.size / 1024))),
                    date: instant(file.uploadedAt),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {filing.status !== 'complete' &&
          filing.status !== 'withdrawn' &&
          filing.files.length < DRAFT_FILES_MAX && <AddFile id={filing.id} />}
      </section>
    </>
  );
}

/**
 * The decision notice, the accessible version of the printable one: the values before and
 * after, why, and what the owner may do next (New York: a grievance to the Board of
 * Assessment Review on or before Grievance Day, then small claims assessment review). What no
 * longer applies is not said: accepting, once answers are closed or given; anything, once the
 * owner accepted.
 */
function DecisionNotice({
  filing,
  decision,
}: {
  filing: MyApplication;
  decision: NonNullable<MyApplication['decision']>;
}) {
  const { messages, locale, format, language } = useLanguage();
  const { dollars } = useFormat();
  const T = messages.applications.notice;
  const outcome = filing.outcome;
  const grievanceDay = filing.grievanceDay ? formatWeekdayDate(filing.grievanceDay, locale) : null;
  return (
    <section
      aria-labelledby="notice-heading"
      className="mt-10 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="notice-heading" className="text-xl font-semibold">
        {T.heading}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact term={T.filing}>{filing.filingNumber}</Fact>
        <Fact term={T.property}>
          {format(T.propertyValue, { address: filing.address, sbl: filing.sbl })}
        </Fact>
        <Fact term={T.before}>{dollars(outcome?.received_total_value)}</Fact>
        <Fact term={T.now}>{dollars(outcome?.assessed_total_value)}</Fact>
        <Fact term={T.reason}>{decision.reason ? T.reasons[decision.reason] : T.notGiven}</Fact>
      </dl>
      {decision.explanation && (
        <figure className="mt-4" aria-labelledby="reviewer-words">
          <figcaption id="reviewer-words" className="font-semibold">
            {T.reviewerWords}
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-line break-words border-l-4 border-base-300 pl-3">
            {decision.explanation}
          </blockquote>
        </figure>
      )}
      <p className="mt-4">
        <a
          className="link"
          href={documentUrl(getDecisionNoticeContract, filing.id, language)}
          target="_blank"
          rel="noopener"
        >
          {T.download}
        </a>
      </p>
      {/* An owner who accepted has nothing more to do; one who disagreed may no longer accept. */}
      {filing.response?.decision !== 'accept' && (
        <>
          <h3 className="mt-6 font-semibold">{T.next}</h3>
          <ul className="mt-2 list-disc space-y-2 pl-6">
            {filing.responseOpen && (
              <li>{grievanceDay ? format(T.acceptBy, { date: grievanceDay }) : T.accept}</li>
            )}
            <li>
              {grievanceDay ? (
                <WithSlots text={T.grieveBy} slots={{ date: <strong>{grievanceDay}</strong> }} />
              ) : (
                T.grieve
              )}
            </li>
            <li>{T.scar}</li>
          </ul>
        </>
      )}
    </section>
  );
}

/** Withdraw, while no reviewer has acted: asked first, as it cannot be taken back. */
function Withdraw({ id }: { id: number }) {
  const errorText = useErrorText();
  const withdraw = useWithdrawApplication();
  const [asking, setAsking] = useState(false);
  const { firm } = useMunicipality();
  const { messages } = useLanguage();
  const T = messages.applications;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={withdraw.isPending}
          onClick={() => setAsking(true)}
        >
          {T.page.withdraw}
        </button>
      </div>
      {withdraw.isError && (
        <FormAlert kind="error">
          {errorText(withdraw.error, {
            byCode: { review_acted: T.cannotWithdraw },
            fallback: T.withdrawFailed,
            phone: firm.phone,
          })}
        </FormAlert>
      )}
      <ConfirmDialog
        open={asking}
        title={T.page.withdrawTitle}
        message={T.withdrawConfirm}
        confirmLabel={T.page.withdrawButton}
        onConfirm={() => {
          setAsking(false);
          withdraw.mutate(id);
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/**
 * A withdrawn (or voided) filing's property may be filed again: the wizard opens on this parcel,
 * chosen, with the owner's and applicant's details of this filing filled in. Nothing is saved on
 * the server until the owner goes on past the property, as for any filing.
 */
function FileAgain({ filing }: { filing: MyApplication }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { messages } = useLanguage();
  const T = messages.applications.page;
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const start = async () => {
    setState('opening');
    try {
      const property = await queryClient.fetchQuery(propertyExtraQuery(filing.sbl));
      saveDraft({
        ...emptyDraft(),
        property,
        owner: { ...filing.owner },
        isOwner: filing.applicant === null,
        applicant: filing.applicant ? { ...filing.applicant } : { ...EMPTY_PERSON },
      });
      void navigate(WIZARD_STEP_PATHS[0]);
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-2">
      {/* A voided filing already says so, with whom to call. */}
      {!filing.voided && <p>{T.fileAgainIntro}</p>}
      <div>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={state === 'opening'}
          onClick={() => void start()}
        >
          {T.fileAgain}
        </button>
      </div>
      {state === 'failed' && <FormAlert kind="error">{T.fileAgainFailed}</FormAlert>}
    </div>
  );
}

/** Evidence after filing: one more file, until the review is complete (never once withdrawn). */
function AddFile({ id }: { id: number }) {
  const add = useAddFilingFile();
  const { messages, text } = useLanguage();
  const T = messages.applications;
  // Kept as a key, said as it renders: a notice already shown follows a language switch.
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: MessageKey }>();
  const notice: FileNotice = outcome ? { kind: outcome.kind, text: text(outcome.message) } : null;

  const choose = (file: File) => {
    setOutcome(undefined);
    // Refused here at once: the server would refuse it after the whole file was sent.
    const tooLarge = oversizeMessage(file);
    if (tooLarge) {
      setOutcome({ kind: 'error', message: tooLarge });
      return;
    }
    add.mutate(
      { id, file },
      {
        onSuccess: (answer) =>
          setOutcome({
            kind: 'success',
            message: answer.added ? 'applications.fileAdded' : 'applications.fileAlreadyThere',
          }),
        onError: (error) => setOutcome({ kind: 'error', message: addFilingFileFailure(error) }),
      },
    );
  };

  return (
    <div className="mt-6">
      <SingleFileInput
        label={T.page.addFile}
        hint={T.page.addFileHint}
        busy={add.isPending}
        notice={notice}
        onChoose={choose}
      />
    </div>
  );
}

/**
 * Each stage with its date, the latest one reached marked as the current step; after Completed,
 * the owner's answer (Accepted or Disagreed) once given. A stage skipped is left out.
 */
function StatusTimeline({
  timeline,
  response,
  offer,
  voided,
}: {
  timeline: FilingTimeline;
  response: MyApplication['response'];
  offer: MyApplication['offer'];
  voided: boolean;
}) {
  const { messages } = useLanguage();
  const { instant } = useFormat();
  const T = messages.applications.page;
  const dates: Record<StageKey, string | null> = {
    ...timeline,
    offer: offer?.sent_at ?? null,
    answered: response?.respondedAt ?? null,
  };
  const stages = timeline.withdrawn
    ? voided
      ? VOIDED_STAGES
      : WITHDRAWN_STAGES
    : withOffer(
        response
          ? [
              ...STAGES,
              {
                key: 'answered' as const,
                name:
                  response.decision === 'accept' ? ('accepted' as const) : ('disagreed' as const),
              },
            ]
          : STAGES,
        dates,
      );
  // A stage not reached while a later one was (Further review, for a review completed without
  // it) was skipped: it is not shown.
  const lastReached = stages.findLastIndex((stage) => dates[stage.key] !== null);
  const shown = stages.filter((stage, index) => dates[stage.key] !== null || index > lastReached);
  const current = stages[lastReached]?.key;
  return (
    <ol className="mt-4 flex flex-col gap-3 border-l-2 border-base-300 pl-4">
      {shown.map((stage) => {
        const at = dates[stage.key] ?? null;
        return (
          <li
            key={stage.key}
            aria-current={stage.key === current ? 'step' : undefined}
            className={at ? '' : 'text-base-content/70'}
          >
            <span className={stage.key === current ? 'font-semibold' : ''}>
              {T.stages[stage.name]}
            </span>
            <span className="block text-sm">{at ? instant(at) : T.notYet}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** Why the assessor's office voided the filing, and that the property may be filed again. */
function Voided({ reason }: { reason: string }) {
  const { messages, format } = useLanguage();
  const { firm } = useMunicipality();
  const T = messages.applications.page;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <p className="font-semibold break-words whitespace-pre-line">
        {format(T.voidReason, { reason })}
      </p>
      <p>{format(T.voidedAgain, { phone: firm.phone })}</p>
    </div>
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
  const T = useLanguage().messages.applications.page;
  const cityLine = [person.city, [person.state, person.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card title={title}>
      <Fact term={T.name}>{`${person.firstName} ${person.lastName}`}</Fact>
      <Fact term={T.address}>
        {person.address1}
        {person.address2 && <span className="block">{person.address2}</span>}
        <span className="block">{cityLine}</span>
      </Fact>
      <Fact term={T.phone}>{person.phone}</Fact>
    </Card>
  );
}
