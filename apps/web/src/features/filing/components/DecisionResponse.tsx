import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { MyApplication } from '@ir/domain/contracts/applications/get-my-application.ts';
import { respondToDecisionBodySchema } from '@ir/domain/contracts/applications/respond-to-decision.ts';
import { daysUntil, formatLongDate } from '@ir/domain/deadline.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { OWNER_RESPONSE_CODES, RP524_FORM_URL, type OwnerResponse } from '@ir/domain/review.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDollars, formatInstant } from '../../../lib/format.ts';
import { useMunicipality } from '../../../lib/municipality.ts';
import { useRespondToDecision } from '../api/respond-to-decision.ts';

/** The form's fields (the id comes from the page): nothing chosen yet reads as ''. */
const answerSchema = z.object({
  decision: z
    .union([z.enum(OWNER_RESPONSE_CODES), z.literal('')])
    .refine((value) => value !== '', MESSAGES.response.chooseDecision),
  name: respondToDecisionBodySchema.shape.name,
});
type AnswerForm = z.input<typeof answerSchema>;
type Answer = z.output<typeof answerSchema>;

const CHOICES: ReadonlyArray<{ value: OwnerResponse; label: string; hint: string }> = [
  {
    value: 'accept',
    label: 'I accept the new assessed value',
    hint: 'You sign an agreement; the Board of Assessment Review ratifies the value. No grievance is needed.',
  },
  {
    value: 'disagree',
    label: 'I disagree and will file a grievance',
    hint: 'You get a grievance packet filled in from this filing, to attach to the official form RP-524.',
  },
];

/**
 * The owner's answer to a completed review (our addition): accept the value, signed with their
 * typed name, or disagree and get a grievance packet; then what that answer leads to. Answers
 * close at the end of the roll's Grievance Day.
 */
export function DecisionResponse({ filing }: { filing: MyApplication }) {
  return (
    <section
      aria-labelledby="answer-heading"
      className="mt-10 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="answer-heading" className="text-xl font-semibold">
        Your answer to the decision
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
            ? MESSAGES.response.closed.replace('{date}', formatLongDate(filing.grievanceDay))
            : MESSAGES.response.closedEarlierRoll}
        </p>
      )}
    </section>
  );
}

/** "Grievance Day is Tuesday, May 26, 2026: 12 days from today." */
function GrievanceDayCountdown({ grievanceDay }: { grievanceDay: string | null }) {
  if (!grievanceDay) {
    return (
      <p className="mt-2">
        Answer before Grievance Day. The assessor&rsquo;s office has this year&rsquo;s date.
      </p>
    );
  }
  const days = daysUntil(grievanceDay);
  const when =
    days > 1
      ? `${days} days from today`
      : days === 1
        ? 'tomorrow'
        : days === 0
          ? 'today'
          : 'passed';
  return (
    <p className="mt-2" data-testid="grievance-countdown">
      Grievance Day is <strong>{formatLongDate(grievanceDay)}</strong>: <strong>{when}</strong>.
    </p>
  );
}

function AnswerForm({ filing }: { filing: MyApplication }) {
  const respond = useRespondToDecision();
  const { firm } = useMunicipality();
  const legendId = useId();
  const [asking, setAsking] = useState<Answer | null>(null);
  const { control, handleSubmit, formState } = useForm<AnswerForm, unknown, Answer>({
    defaultValues: { decision: '', name: '' },
    resolver: zodResolver(answerSchema),
  });
  const decisionError = formState.errors.decision?.message;
  const errorId = useId();
  const value = formatDollars(filing.outcome?.assessed_total_value);

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
              Do you accept the new assessed value of {value}?
            </legend>
            {CHOICES.map((choice, index) => (
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
                {decisionError}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className="max-w-md">
        <TextField
          control={control}
          name="name"
          label="Your full name, as your signature"
          hint="Typing your name signs your answer, as a handwritten signature would."
          autoComplete="name"
          required
        />
      </div>
      {respond.isError && (
        <FormAlert kind="error">
          {errorText(respond.error, {
            byCode: {
              already_responded: MESSAGES.response.alreadyResponded,
              review_not_complete: MESSAGES.response.notComplete,
            },
            showServerMessage: 'refusals',
            fallback: MESSAGES.response.failed,
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
          Sign and send my answer
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.decision === 'accept' ? 'Accept the new value?' : 'Disagree with the decision?'
        }
        message={
          asking?.decision === 'accept'
            ? `You agree to a total assessed value of ${value}, signed "${asking.name.trim()}". An answer cannot be changed.`
            : `You will get a grievance packet to file with the Board of Assessment Review, signed "${asking?.name.trim() ?? ''}". An answer cannot be changed.`
        }
        confirmLabel={asking?.decision === 'accept' ? 'Accept and sign' : 'Disagree and sign'}
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
  const when = formatInstant(response.respondedAt, 'medium');
  if (response.decision === 'accept') {
    return (
      <>
        <p className="mt-2">
          You accepted the new assessed value of{' '}
          <strong>{formatDollars(filing.outcome?.assessed_total_value)}</strong> on {when}, signed{' '}
          <strong>{response.name}</strong>.
        </p>
        <p className="mt-2">
          The assessor signs the agreement and gives it to the Board of Assessment Review, which
          ratifies the value. You do not need to file a grievance.
        </p>
        <p className="mt-4">
          <a
            className="link"
            href={`/api/applications/${filing.id}/agreement.pdf`}
            target="_blank"
            rel="noopener"
          >
            Download your agreement (PDF)
          </a>
        </p>
      </>
    );
  }
  const grievanceDay = filing.grievanceDay ? formatLongDate(filing.grievanceDay) : null;
  return (
    <>
      <p className="mt-2">
        You disagreed with the decision on {when}, signed <strong>{response.name}</strong>.
      </p>
      <GrievanceDayCountdown grievanceDay={filing.grievanceDay} />
      <p className="mt-4">
        <a
          className="link"
          href={`/api/applications/${filing.id}/grievance.pdf`}
          target="_blank"
          rel="noopener"
        >
          Download your grievance packet (PDF)
        </a>
      </p>
      <h3 className="mt-6 font-semibold">To file your grievance</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-6">
        <li>
          Fill in and sign the official form RP-524, from this packet. The form is on the{' '}
          <a className="link" href={RP524_FORM_URL} target="_blank" rel="noopener noreferrer">
            New York State Department of Taxation and Finance website
          </a>
          .
        </li>
        <li>Attach this packet, your evidence and any appraisal.</li>
        <li>
          File them with the assessor or the Board of Assessment Review on or before Grievance Day
          {grievanceDay ? `, ${grievanceDay}` : ''}.
        </li>
      </ol>
      <p className="mt-4 text-sm text-base-content/80">
        If the Board does not change the assessment, you may then ask for small claims assessment
        review (SCAR) in court.
      </p>
    </>
  );
}
