import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { MyApplication } from '@ir/domain/contracts/applications/get-my-application.ts';
import {
  COUNTER_REASON_MAX_LENGTH,
  type OwnerOffer,
} from '@ir/domain/contracts/offers/offer-fields.ts';
import {
  OFFER_DECISIONS,
  type OfferDecision,
} from '@ir/domain/contracts/offers/respond-to-offer.ts';
import { formatLongDate } from '@ir/domain/deadline.ts';
import { DESIRED_VALUE_MAX_LENGTH } from '@ir/domain/filing.ts';
import { messageKey } from '@ir/domain/message-ref.ts';
import { SIGNATURE_NAME_MAX_LENGTH, SIGNATURE_NAME_MIN_LENGTH } from '@ir/domain/review.ts';
import { DollarField } from '../../../components/form/DollarField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { useLanguage, type Messages } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';
import { useRespondToOffer } from '../api/respond-to-offer.ts';

/** The booking section on the same page (MeetingBooking), where "Talk to a reviewer" leads. */
export const MEETING_SECTION_ID = 'meeting';
/** The page's list of files, with its "Add a file" box, where a counter's evidence goes. */
export const FILES_SECTION_ID = 'files-heading';

/** The answer as typed: nothing chosen yet reads as ''. Messages are catalogue keys. */
const answerSchema = z
  .object({
    decision: z
      .union([z.enum(OFFER_DECISIONS), z.literal('')])
      .refine((value) => value !== '', messageKey('offerPanel.chooseAnswer')),
    name: z.string(),
    counter_value: z.string(),
    counter_reason: z.string(),
  })
  .superRefine((answer, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (answer.decision === 'accept') {
      const name = answer.name.trim();
      if (name.length < SIGNATURE_NAME_MIN_LENGTH)
        issue('name', messageKey('response.nameRequired'));
      else if (name.length > SIGNATURE_NAME_MAX_LENGTH) {
        issue('name', messageKey('response.nameTooLong'));
      }
    }
    if (answer.decision === 'counter') {
      if (!/^\d+$/.test(answer.counter_value)) {
        issue('counter_value', messageKey('offers.counterDigits'));
      }
      if (answer.counter_reason.trim() === '') {
        issue('counter_reason', messageKey('offers.counterReasonRequired'));
      } else if (answer.counter_reason.trim().length > COUNTER_REASON_MAX_LENGTH) {
        issue('counter_reason', messageKey('offers.counterReasonTooLong'));
      }
    }
  });
type AnswerForm = z.input<typeof answerSchema>;
type Answer = z.output<typeof answerSchema>;
type AnswerField = keyof AnswerForm;
const FIELDS: readonly AnswerField[] = ['decision', 'name', 'counter_value', 'counter_reason'];

const choices = (
  T: Messages['offerPanel'],
  meetingAsked: boolean,
): ReadonlyArray<{ value: OfferDecision; label: string; hint: string }> => [
  { value: 'accept', label: T.acceptLabel, hint: T.acceptHint },
  { value: 'counter', label: T.counterLabel, hint: T.counterHint },
  // Asked once already: the offer waits for that meeting.
  ...(meetingAsked
    ? []
    : [{ value: 'meeting' as const, label: T.meetingLabel, hint: T.meetingHint }]),
];

/** Moves the keyboard to the page's booking section (a section takes the focus when asked). */
function focusSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.scrollIntoView?.({ block: 'start' });
  section.focus();
}

/**
 * The preliminary offer on the owner's filing page (Nassau's rule: labelled as not final): the
 * values before and offered, why, the respond-by day, and the owner's three answers while it
 * is open: accept (signed with the typed name), counter (a value and why, with the page's
 * "Add a file" for evidence), or talk to a reviewer (then on to the booking section). Once
 * answered, lapsed or closed it says what happened, read-only. Never names staff.
 */
export function OfferPanel({ filing, offer }: { filing: MyApplication; offer: OwnerOffer }) {
  const { messages, locale, format } = useLanguage();
  const { dollars, instant } = useFormat();
  const T = messages.offerPanel;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const respondBy = formatLongDate(offer.respond_by, locale);
  const [answered, setAnswered] = useState<OfferDecision | null>(null);
  // An answer just sent: the panel it left is now read-only, so the focus goes to its heading
  // (accept, counter) or on to the booking section (talk to a reviewer).
  useEffect(() => {
    if (answered === 'meeting') focusSection(MEETING_SECTION_ID);
    else if (answered) headingRef.current?.focus();
  }, [answered]);

  return (
    <section
      aria-labelledby="offer-heading"
      className="mt-10 rounded-box border-2 border-accent bg-base-100 p-4 sm:p-6"
    >
      <h2
        id="offer-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        {messages.offers.preliminary}
      </h2>
      <p className="mt-2">{T.intro}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact term={T.valueBefore}>{dollars(filing.assessedValue)}</Fact>
        <Fact term={T.valueOffered}>
          <strong>{dollars(offer.offered_total_value)}</strong>
        </Fact>
        {offer.offered_land_value !== null && (
          <>
            <Fact term={T.landBefore}>{dollars(filing.landValue)}</Fact>
            <Fact term={T.landOffered}>{dollars(offer.offered_land_value)}</Fact>
          </>
        )}
        <Fact term={T.reason}>{messages.applications.notice.reasons[offer.decision_reason]}</Fact>
      </dl>
      {offer.decision_explanation.trim() !== '' && (
        <figure className="mt-4" aria-labelledby="offer-reviewer-words">
          <figcaption id="offer-reviewer-words" className="font-semibold">
            {T.reviewerWords}
          </figcaption>
          <blockquote className="mt-1 border-l-4 border-base-300 pl-3 break-words whitespace-pre-line">
            {offer.decision_explanation}
          </blockquote>
        </figure>
      )}

      {offer.status === 'open' && (
        <p className="mt-4 font-semibold">{format(T.respondBy, { date: respondBy })}</p>
      )}
      {offer.status === 'open' && offer.meeting_requested && (
        <p className="mt-2">
          {T.meetingAsked}{' '}
          <a
            className="link"
            href={`#${MEETING_SECTION_ID}`}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              focusSection(MEETING_SECTION_ID);
            }}
          >
            {T.bookMeeting}
          </a>
        </p>
      )}
      {offer.status === 'open' && offer.can_respond && (
        <AnswerOffer filing={filing} offer={offer} onAnswered={setAnswered} />
      )}

      <div role="status">
        {offer.status === 'accepted' && offer.responded_at && (
          <p className="mt-4 font-semibold">
            {format(T.accepted, { date: instant(offer.responded_at) })}
          </p>
        )}
        {offer.status === 'countered' && (
          <>
            <p className="mt-4 font-semibold">
              {format(T.countered, {
                value: dollars(offer.counter_value),
                date: offer.responded_at ? instant(offer.responded_at) : '-',
              })}
            </p>
            <p className="mt-2">{T.counteredNext}</p>
          </>
        )}
        {offer.status === 'lapsed' && (
          <>
            <p className="mt-4 font-semibold">{format(T.lapsed, { date: respondBy })}</p>
            <p className="mt-2">{T.lapsedNext}</p>
          </>
        )}
        {offer.status === 'closed' && <p className="mt-4">{T.closed}</p>}
      </div>
      {offer.status === 'countered' && offer.counter_reason && (
        <figure className="mt-4" aria-labelledby="offer-your-reason">
          <figcaption id="offer-your-reason" className="font-semibold">
            {T.yourReason}
          </figcaption>
          <blockquote className="mt-1 border-l-4 border-base-300 pl-3 break-words whitespace-pre-line">
            {offer.counter_reason}
          </blockquote>
        </figure>
      )}
    </section>
  );
}

function AnswerOffer({
  filing,
  offer,
  onAnswered,
}: {
  filing: MyApplication;
  offer: OwnerOffer;
  onAnswered: (decision: OfferDecision) => void;
}) {
  const { messages, format, text } = useLanguage();
  const { dollars } = useFormat();
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const respond = useRespondToOffer();
  const T = messages.offerPanel;
  const baseId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryAsked, setSummaryAsked] = useState(0);
  const [asking, setAsking] = useState<Answer | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    AnswerForm,
    unknown,
    Answer
  >({
    defaultValues: { decision: '', name: '', counter_value: '', counter_reason: '' },
    resolver: zodResolver(answerSchema),
    shouldFocusError: false,
  });
  const decision = useWatch({ control, name: 'decision' });
  const fieldId = (field: AnswerField) => `${baseId}-${field}`;
  const refused = FIELDS.filter((field) => formState.errors[field]?.message);
  useEffect(() => {
    if (summaryAsked > 0) summaryRef.current?.focus();
  }, [summaryAsked]);

  const send = (answer: Answer) => {
    const chosen = answer.decision;
    respond.mutate(
      {
        id: filing.id,
        decision: chosen,
        ...(chosen === 'accept' ? { name: answer.name.trim() } : {}),
        ...(chosen === 'counter'
          ? {
              counter_value: Number(answer.counter_value),
              counter_reason: answer.counter_reason.trim(),
            }
          : {}),
      },
      {
        onSuccess: () => onAnswered(chosen),
        onError: (error) => {
          // A refusal of one field (a counter at or above the assessed value) shows at it.
          if (error instanceof ApiRequestError) {
            const field = FIELDS.find((name) => name === error.field);
            if (field) {
              setError(field, {
                message: error.messageValues ? error.message : (error.messageKey ?? error.message),
              });
              setSummaryAsked((n) => n + 1);
            }
          }
        },
      },
    );
  };
  const submit = (answer: Answer) => {
    if (answer.decision === 'accept') setAsking(answer);
    else send(answer);
  };
  const invalid = (_errors: FieldErrors<AnswerForm>) => setSummaryAsked((n) => n + 1);
  const fieldRefused =
    respond.error instanceof ApiRequestError &&
    FIELDS.some((name) => name === (respond.error as ApiRequestError).field);

  return (
    <form
      noValidate
      className="mt-6 flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(submit, invalid)(event)}
    >
      {refused.length > 0 && (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          className="rounded-box border-2 border-error p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-solid"
        >
          <h3 className="text-lg font-semibold">{messages.filing.errorSummary}</h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {refused.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  className="link font-medium field-error"
                  onClick={(event) => {
                    const target = document.getElementById(fieldId(field));
                    if (!target) return;
                    event.preventDefault();
                    target.focus();
                  }}
                >
                  {text(formState.errors[field]?.message ?? '')}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Controller
        control={control}
        name="decision"
        render={({ field, fieldState }) => (
          <fieldset
            aria-describedby={fieldState.error ? `${fieldId('decision')}-error` : undefined}
            className="flex flex-col gap-3"
          >
            <legend className="mb-1 font-medium">{T.question}</legend>
            {choices(T, offer.meeting_requested).map((choice, index) => (
              <div key={choice.value} className="flex items-start gap-3">
                <input
                  id={index === 0 ? fieldId('decision') : `${fieldId('decision')}-${choice.value}`}
                  type="radio"
                  className="radio mt-1"
                  name={field.name}
                  value={choice.value}
                  checked={field.value === choice.value}
                  aria-describedby={`${fieldId('decision')}-${choice.value}-hint`}
                  onChange={() => field.onChange(choice.value)}
                  onBlur={field.onBlur}
                  ref={index === 0 ? field.ref : undefined}
                />
                <div>
                  <label
                    htmlFor={
                      index === 0 ? fieldId('decision') : `${fieldId('decision')}-${choice.value}`
                    }
                    className="cursor-pointer font-medium"
                  >
                    {choice.label}
                  </label>
                  <p
                    id={`${fieldId('decision')}-${choice.value}-hint`}
                    className="text-sm text-base-content/80"
                  >
                    {choice.hint}
                  </p>
                </div>
              </div>
            ))}
            {fieldState.error?.message && (
              <p id={`${fieldId('decision')}-error`} className="field-error text-sm">
                {text(fieldState.error.message)}
              </p>
            )}
          </fieldset>
        )}
      />
      {decision === 'accept' && (
        <div className="max-w-md">
          <TextField
            control={control}
            name="name"
            id={fieldId('name')}
            label={messages.response.nameLabel}
            hint={messages.response.nameHint}
            autoComplete="name"
            required
          />
        </div>
      )}
      {decision === 'counter' && (
        <>
          <DollarField
            control={control}
            name="counter_value"
            id={fieldId('counter_value')}
            label={T.counterValueLabel}
            hint={format(T.counterValueHint, { value: dollars(filing.assessedValue) })}
            required
            maxDigits={DESIRED_VALUE_MAX_LENGTH}
          />
          <TextAreaField
            control={control}
            name="counter_reason"
            id={fieldId('counter_reason')}
            label={T.counterReasonLabel}
            hint={T.counterReasonHint}
            rows={4}
            maxLength={COUNTER_REASON_MAX_LENGTH}
            required
          />
          <p>
            <WithSlots
              text={T.evidence}
              slots={{
                link: (
                  <a className="link" href={`#${FILES_SECTION_ID}`}>
                    {T.evidenceLink}
                  </a>
                ),
              }}
            />
          </p>
        </>
      )}
      {respond.isError && !fieldRefused && (
        <FormAlert kind="error">
          {errorText(respond.error, {
            byCode: {
              no_open_offer: messages.offers.noOpenOffer,
              offer_answered: messages.offers.meetingAlreadyRequested,
            },
            showServerMessage: 'refusals',
            fallback: T.failed,
            phone: firm.phone,
          })}
        </FormAlert>
      )}
      <div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={respond.isPending}
          aria-busy={respond.isPending || undefined}
        >
          {T.send}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={T.acceptTitle}
        message={format(T.acceptConfirm, {
          value: dollars(offer.offered_total_value),
          name: asking?.name.trim() ?? '',
        })}
        confirmLabel={T.acceptButton}
        onConfirm={() => {
          if (asking) send(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </form>
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
