import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { MyApplication } from '@ir/domain/contracts/applications/get-my-application.ts';
import { respondToDecisionBodySchema } from '@ir/domain/contracts/applications/respond-to-decision.ts';
import {
  getAgreementContract,
  getGrievancePacketContract,
} from '@ir/domain/contracts/applications/get-response-documents.ts';
import { daysUntil, formatLongDate } from '@ir/domain/deadline.ts';
import { messageKey } from '@ir/domain/message-ref.ts';
import { OWNER_RESPONSE_CODES, RP524_FORM_URL, type OwnerResponse } from '@ir/domain/review.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage, type Messages } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { useRespondToDecision } from '../api/respond-to-decision.ts';
import { documentUrl } from '../api/documents.ts';
import { useFormat } from '../../../lib/format.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';

/**
 * The form's fields (the id comes from the page): nothing chosen yet reads as ''. Its messages
 * are catalogue keys, as the domain's are: the fields say them in the language in force.
 */
const answerSchema = z.object({
  decision: z
    .union([z.enum(OWNER_RESPONSE_CODES), z.literal('')])
    .refine((value) => value !== '', messageKey('response.chooseDecision')),
  name: respondToDecisionBodySchema.shape.name,
});
type AnswerForm = z.input<typeof answerSchema>;
type Answer = z.output<typeof answerSchema>;

const choices = (
  T: Messages['response'],
): ReadonlyArray<{ value: OwnerResponse; label: string; hint: string }> => [
  { value: 'accept', label: T.acceptLabel, hint: T.acceptHint },
  { value: 'disagree', label: T.disagreeLabel, hint: T.disagreeHint },
];

/**
 * The owner's answer to a completed review (our addition): accept the value, signed with their
 * typed name, or disagree and get a grievance packet; then what that answer leads to. Answers
 * close at the end of the roll's Grievance Day.
 */
export function DecisionResponse({ filing }: { filing: MyApplication }) {
  const { messages, locale, format } = useLanguage();
  const T = messages.response;
  return (
    <section
      aria-labelledby="answer-heading"
      className="mt-10 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="answer-heading" className="text-xl font-semibold">
        {T.heading}
      </h2>
      {filing.response ? (
        <Answered filing={filing} response={filing.response} />
      ) : filing.responseOpen ? (
        <>
          <GrievanceDayCountdown grievanceDay={filing.grievanceDay} />
          <AnswerForm filing={filing} />
        </>
      ) : (
        <p className="mt-2">
          {filing.grievanceDay
            ? format(T.closed, { date: formatLongDate(filing.grievanceDay, locale) })
            : T.closedEarlierRoll}
        </p>
      )}
    </section>
  );
}

/** "Grievance Day is Tuesday, May 26, 2026: 12 days from today." */
function GrievanceDayCountdown({ grievanceDay }: { grievanceDay: string | null }) {
  const { messages, locale, format } = useLanguage();
  const T = messages.response;
  if (!grievanceDay) {
    return <p className="mt-2">{T.answerBeforeGrievanceDay}</p>;
  }
  const days = daysUntil(grievanceDay);
  const when =
    days > 1
      ? format(T.daysFromToday, { days })
      : days === 1
        ? T.tomorrow
        : days === 0
          ? T.today
          : T.passed;
  return (
    <p className="mt-2" data-testid="grievance-countdown">
      <WithSlots
        text={T.countdown}
        slots={{
          date: <strong>{formatLongDate(grievanceDay, locale)}</strong>,
          when: <strong>{when}</strong>,
        }}
      />
    </p>
  );
}

function AnswerForm({ filing }: { filing: MyApplication }) {
  const errorText = useErrorText();
  const respond = useRespondToDecision();
  const { firm } = useMunicipality();
  const { messages, format, text } = useLanguage();
  const { dollars } = useFormat();
  const T = messages.response;
  const legendId = useId();
  const [asking, setAsking] = useState<Answer | null>(null);
  const { control, handleSubmit, formState } = useForm<AnswerForm, unknown, Answer>({
    defaultValues: { decision: '', name: '' },
    resolver: zodResolver(answerSchema),
  });
  const decisionError = formState.errors.decision?.message;
  const errorId = useId();
  const value = dollars(filing.outcome?.assessed_total_value);

  const send = (answer: Answer) => {
    respond.mutate({ id: filing.id, decision: answer.decision, name: answer.name.trim() });
  };

  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit((answer) => setAsking(answer))(event)}
    >
      <Controller
        control={control}
        name="decision"
        render={({ field }) => (
          <fieldset
            aria-labelledby={legendId}
            aria-describedby={decisionError ? errorId : undefined}
            className="flex flex-col gap-3"
          >
            <legend id={legendId} className="mb-1 font-medium">
              {format(T.question, { value })}
            </legend>
            {choices(T).map((choice, index) => (
              <div key={choice.value} className="flex items-start gap-3">
                <input
                  id={`${legendId}-${choice.value}`}
                  type="radio"
                  className="radio mt-1"
                  name={field.name}
                  value={choice.value}
                  checked={field.value === choice.value}
                  aria-describedby={`${legendId}-${choice.value}-hint`}
                  onChange={() => field.onChange(choice.value)}
                  onBlur={field.onBlur}
                  ref={index === 0 ? field.ref : undefined}
                />
                <div>
                  <label
                    htmlFor={`${legendId}-${choice.value}`}
                    className="cursor-pointer font-medium"
                  >
                    {choice.label}
                  </label>
                  <p
                    id={`${legendId}-${choice.value}-hint`}
                    className="text-sm text-base-content/80"
                  >
                    {choice.hint}
                  </p>
                </div>
              </div>
            ))}
            {decisionError && (
              <p id={errorId} className="field-error text-sm">
                {text(decisionError)}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className="max-w-md">
        <TextField
          control={control}
          name="name"
          label={T.nameLabel}
          hint={T.nameHint}
          autoComplete="name"
          required
        />
      </div>
      {respond.isError && (
        <FormAlert kind="error">
          {errorText(respond.error, {
            byCode: {
              already_responded: T.alreadyResponded,
              review_not_complete: T.notComplete,
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
        title={asking?.decision === 'accept' ? T.acceptTitle : T.disagreeTitle}
        message={format(asking?.decision === 'accept' ? T.acceptConfirm : T.disagreeConfirm, {
          value,
          name: asking?.name.trim() ?? '',
        })}
        confirmLabel={asking?.decision === 'accept' ? T.acceptButton : T.disagreeButton}
        onConfirm={() => {
          if (asking) send(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}

/** What the answer led to: the agreement, or the packet with the steps to Grievance Day. */
function Answered({
  filing,
  response,
}: {
  filing: MyApplication;
  response: NonNullable<MyApplication['response']>;
}) {
  const { messages, locale, format, language } = useLanguage();
  const { dollars, instant } = useFormat();
  const T = messages.response;
  const when = instant(response.respondedAt);
  const signed: Record<string, ReactNode> = { name: <strong>{response.name}</strong> };
  if (response.decision === 'accept') {
    return (
      <>
        <p className="mt-2">
          <WithSlots
            text={T.accepted}
            values={{ date: when }}
            slots={{
              value: <strong>{dollars(filing.outcome?.assessed_total_value)}</strong>,
              ...signed,
            }}
          />
        </p>
        <p className="mt-2">{T.acceptedNext}</p>
        <p className="mt-4">
          <a
            className="link"
            href={documentUrl(getAgreementContract, filing.id, language)}
            target="_blank"
            rel="noopener"
          >
            {T.downloadAgreement}
          </a>
        </p>
      </>
    );
  }
  const grievanceDay = filing.grievanceDay ? formatLongDate(filing.grievanceDay, locale) : null;
  return (
    <>
      <p className="mt-2">
        <WithSlots text={T.disagreed} values={{ date: when }} slots={signed} />
      </p>
      <GrievanceDayCountdown grievanceDay={filing.grievanceDay} />
      <p className="mt-4">
        <a
          className="link"
          href={documentUrl(getGrievancePacketContract, filing.id, language)}
          target="_blank"
          rel="noopener"
        >
          {T.downloadPacket}
        </a>
      </p>
      <h3 className="mt-6 font-semibold">{T.toFile}</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-6">
        <li>
          <WithSlots
            text={T.fillForm}
            slots={{
              link: (
                <a className="link" href={RP524_FORM_URL} target="_blank" rel="noopener noreferrer">
                  {T.formSite}
                </a>
              ),
            }}
          />
        </li>
        <li>{T.attach}</li>
        <li>{grievanceDay ? format(T.fileThemBy, { date: grievanceDay }) : T.fileThem}</li>
      </ol>
      <p className="mt-4 text-sm text-base-content/80">{T.scar}</p>
    </>
  );
}
