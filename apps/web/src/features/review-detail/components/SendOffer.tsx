import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  OFFER_RESPOND_DAYS_DEFAULT,
  OFFER_RESPOND_DAYS_MAX,
  OFFER_RESPOND_DAYS_MIN,
  offerRefusal,
} from '@ir/domain/contracts/offers/offer-fields.ts';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { DESIRED_VALUE_MAX_LENGTH } from '@ir/domain/filing.ts';
import { integrityCheck } from '@ir/domain/integrity-check.ts';
import { fillSimpleText } from '@ir/domain/languages.ts';
import { messageKey } from '@ir/domain/message-ref.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { can } from '@ir/domain/permissions.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import {
  DECISION_EXPLANATION_MAX_LENGTH,
  DECISION_REASON_CODES,
  DECISION_REASONS,
} from '@ir/domain/review.ts';
import { INTEGRITY_NOTE_MAX_LENGTH } from '@ir/domain/roll-integrity.ts';
import { DollarField } from '../../../components/form/DollarField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { applicationInfoKey } from '../api/get-application-info.ts';
import { integrityCheckQuery } from '../api/get-integrity-check.ts';
import { useSendOffer } from '../api/send-offer.ts';
import { IntegrityFiguresView } from './IntegrityPanel.tsx';

/** Whether this reviewer may send an offer on the filing as it stands (the server's rules too). */
export function mayOffer(record: ReviewRecord, privilege: Privilege): boolean {
  const open = record.offers.find((offer) => offer.status === 'open');
  return (
    can(privilege, 'review:act') &&
    !record.voided &&
    ['incomplete', 'far', 'offer'].includes(record.review_status) &&
    record.offers_left > 0 &&
    // An open offer waits for the owner, unless the owner asked to talk: then the second
    // offer, after the meeting, replaces it.
    (open === undefined || open.meeting_requested_at !== null)
  );
}

const digits = /^\d+$/;

/**
 * The form as typed: values are digits, '' when nothing is typed. Every rule is checked at once
 * (a refinement of the whole form), so each refused field says so in one press. Messages are
 * catalogue keys.
 */
const offerFormSchema = z
  .object({
    offered_total_value: z.string(),
    offered_land_value: z.string(),
    decision_reason: z.union([z.enum(DECISION_REASON_CODES), z.literal('')]),
    decision_explanation: z.string().max(DECISION_EXPLANATION_MAX_LENGTH),
    respond_days: z.string(),
    // The server alone decides whether the offered value needs it (integrity_note_required).
    integrity_note: z.string(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const totalTyped = digits.test(form.offered_total_value);
    if (!totalTyped) issue('offered_total_value', messageKey('offers.totalRequired'));
    if (!/^\d*$/.test(form.offered_land_value)) {
      issue('offered_land_value', messageKey('offers.totalRequired'));
    }
    const days = form.respond_days.trim();
    if (
      !digits.test(days) ||
      Number(days) < OFFER_RESPOND_DAYS_MIN ||
      Number(days) > OFFER_RESPOND_DAYS_MAX
    ) {
      issue('respond_days', messageKey('offers.respondDaysRange'));
    }
    // COMPLETE's reason rules and land not above total: the domain's check, as the server's,
    // asked of the land and of the reason apart, since it says only the first it finds.
    const offer = {
      offered_total_value: totalTyped ? Number(form.offered_total_value) : Infinity,
      offered_land_value: form.offered_land_value === '' ? null : Number(form.offered_land_value),
      decision_reason: form.decision_reason === '' ? null : form.decision_reason,
      decision_explanation: form.decision_explanation,
    };
    for (const refusal of [
      offerRefusal({ ...offer, decision_reason: 'comparable_sales_support' }),
      offerRefusal({ ...offer, offered_land_value: null }),
    ]) {
      if (refusal) issue(refusal.field, refusal.message);
    }
  });
type OfferForm = z.infer<typeof offerFormSchema>;
type OfferField = keyof OfferForm;
const FIELDS: readonly OfferField[] = [
  'offered_total_value',
  'offered_land_value',
  'decision_reason',
  'decision_explanation',
  'respond_days',
  'integrity_note',
];
const FIELD_LABELS: Record<OfferField, string> = {
  offered_total_value: 'Offered total value',
  offered_land_value: 'Offered land value',
  decision_reason: 'Reason for the offer',
  decision_explanation: 'Explanation of the offer',
  respond_days: 'Days to respond',
  integrity_note: MESSAGES.integrity.noteLabel,
};

const REASON_OPTIONS = Object.entries(DECISION_REASONS).map(([value, label]) => ({ value, label }));

const ACTION_FAILURE = {
  showServerMessage: 'always',
  fallback: MESSAGES.review.unreachable,
} as const;

/**
 * A preliminary offer instead of a final decision: the offered values, COMPLETE's reason and
 * explanation, and the days the owner has to answer. Refusals show beside their fields and in
 * a summary that takes the focus; the server's refusal of a field shows at that field. The form
 * keeps the version it was opened on, so sending from a stale screen is a conflict, never a
 * silent overwrite. The integrity check of the offered total shows as it is typed; its note's
 * box appears when the value crosses the guard, or when the server asks for the note (then the
 * box takes the focus, with the server's message at it).
 */
export function SendOffer({
  record,
  onSent,
  onCancel,
}: {
  record: ReviewRecord;
  onSent: (respondBy: string) => void;
  onCancel: () => void;
}) {
  const { text } = useLanguage();
  const { dollars } = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const send = useSendOffer();
  const baseId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [version, setVersion] = useState(record.version);
  const [failure, setFailure] = useState<Error | null>(null);
  const [summaryAsked, setSummaryAsked] = useState(0);
  const [noteAsked, setNoteAsked] = useState(0);
  const { control, handleSubmit, setError, setFocus, formState } = useForm<OfferForm>({
    defaultValues: {
      offered_total_value: '',
      offered_land_value: '',
      decision_reason: record.decision_reason ?? '',
      decision_explanation: record.decision_explanation,
      respond_days: String(OFFER_RESPOND_DAYS_DEFAULT),
      integrity_note: '',
    },
    resolver: zodResolver(offerFormSchema),
    shouldFocusError: false,
  });
  const stale = record.version !== version;

  // The integrity check of the offered total, as on the decision form: loaded once a total is
  // typed (the same query, so usually already there), recomputed in the browser per keystroke.
  const typedTotal = useWatch({ control, name: 'offered_total_value' });
  const proposed = digits.test(typedTotal) ? Number(typedTotal) : null;
  const integrity = useQuery({ ...integrityCheckQuery(record.ir_id), enabled: proposed !== null });
  const crossed = useMemo(() => {
    if (!integrity.data || proposed === null) return false;
    const { guard, subject_sfla: subjectSfla, comparables, sales } = integrity.data;
    return integrityCheck({ proposed, subjectSfla, comparables, sales, guard }).crossed;
  }, [integrity.data, proposed]);
  const noteShown = crossed || noteAsked > 0;

  // Opened from the action bar: the keyboard starts at the offer's heading.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (summaryAsked > 0) summaryRef.current?.focus();
  }, [summaryAsked]);
  // Asked for by the server: the box is there after this render, and takes the focus.
  useEffect(() => {
    if (noteAsked > 0) setFocus('integrity_note');
  }, [noteAsked, setFocus]);

  const fieldId = (field: OfferField) => `${baseId}-${field}`;
  const refused = FIELDS.filter((field) => formState.errors[field]?.message);

  const submit = (form: OfferForm) => {
    setFailure(null);
    send.mutate(
      {
        id: record.ir_id,
        version,
        offered_total_value: Number(form.offered_total_value),
        offered_land_value: form.offered_land_value === '' ? null : Number(form.offered_land_value),
        decision_reason: form.decision_reason === '' ? null : form.decision_reason,
        decision_explanation: form.decision_explanation,
        respond_days: Number(form.respond_days),
        // Only a shown box's note: the server ignores one without cause anyway.
        ...(noteShown && form.integrity_note.trim() !== ''
          ? { integrity_note: form.integrity_note }
          : {}),
      },
      {
        onSuccess: (answer) => onSent(answer.respond_by),
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            if (error.errorMessage === 'integrity_note_required') {
              setError('integrity_note', { message: error.messageKey ?? error.message });
              setNoteAsked((n) => n + 1);
              return;
            }
            const field = FIELDS.find((name) => name === error.field);
            if (field) {
              setError(field, { message: error.messageKey ?? error.message });
              setSummaryAsked((n) => n + 1);
              return;
            }
            // Someone else acted: load their version, so the form says so and offers a reload.
            if (error.statusCode === 409) {
              void queryClient.invalidateQueries({ queryKey: applicationInfoKey(record.ir_id) });
            }
          }
          setFailure(error);
        },
      },
    );
  };
  const invalid = (_errors: FieldErrors<OfferForm>) => setSummaryAsked((n) => n + 1);

  const writeIn = fillSimpleText(MESSAGES.review.explanationLanguage, {
    language: MESSAGES.review.languageNames[record.filer_language],
  });

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${baseId}-heading`}>
      <h2
        id={`${baseId}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        Send a preliminary offer
      </h2>
      <p>
        The owner reads it as a preliminary determination (not final) and may accept it, counter it
        or ask to talk to a reviewer by the respond-by day.
      </p>
      {stale && (
        <FormAlert
          kind="warning"
          action={
            <button type="button" className="btn btn-sm" onClick={() => setVersion(record.version)}>
              Reload
            </button>
          }
        >
          {MESSAGES.review.conflict}
        </FormAlert>
      )}
      {refused.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="rounded-box border-4 border-error p-4 focus:outline-2 focus:outline-offset-2 focus:outline-base-content"
        >
          <h3 className="text-lg font-bold">{MESSAGES.review.refusalSummary}</h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {refused.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  className="field-error link font-medium"
                  onClick={(event) => {
                    const target = document.getElementById(fieldId(field));
                    if (!target) return;
                    event.preventDefault();
                    target.focus();
                  }}
                >
                  {`${FIELD_LABELS[field]}: ${text(formState.errors[field]?.message ?? '')}`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void handleSubmit(submit, invalid)(event)}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <DollarField
            control={control}
            name="offered_total_value"
            id={fieldId('offered_total_value')}
            label={FIELD_LABELS.offered_total_value}
            hint={`Received: ${dollars(record.received_total_value)}`}
            required
            maxDigits={DESIRED_VALUE_MAX_LENGTH}
          />
          <DollarField
            control={control}
            name="offered_land_value"
            id={fieldId('offered_land_value')}
            label={FIELD_LABELS.offered_land_value}
            hint={`Optional. Received: ${dollars(record.received_land_value)}`}
            maxDigits={DESIRED_VALUE_MAX_LENGTH}
          />
        </div>
        <SelectField
          control={control}
          name="decision_reason"
          id={fieldId('decision_reason')}
          label={FIELD_LABELS.decision_reason}
          required
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
        />
        <TextAreaField
          control={control}
          name="decision_explanation"
          id={fieldId('decision_explanation')}
          label={FIELD_LABELS.decision_explanation}
          hint={`Required when the reason is Other. ${writeIn}`}
          rows={3}
          maxLength={DECISION_EXPLANATION_MAX_LENGTH}
        />
        <TextField
          control={control}
          name="respond_days"
          id={fieldId('respond_days')}
          label={FIELD_LABELS.respond_days}
          hint={`Between ${OFFER_RESPOND_DAYS_MIN} and ${OFFER_RESPOND_DAYS_MAX}; never past Grievance Day.`}
          inputMode="numeric"
          autoComplete="off"
          className="max-w-40"
          required
        />
        {/* Once loaded it stays, so clearing the total does not make the check jump away. */}
        {integrity.data && <IntegrityFiguresView data={integrity.data} proposed={proposed} />}
        {noteShown && (
          <TextAreaField
            control={control}
            name="integrity_note"
            id={fieldId('integrity_note')}
            label={MESSAGES.integrity.noteLabel}
            hint={MESSAGES.integrity.noteHint}
            required={integrity.data?.guard === 'require_note' || noteAsked > 0}
            rows={3}
            maxLength={INTEGRITY_NOTE_MAX_LENGTH}
          />
        )}
        {failure && <FormAlert kind="error">{errorText(failure, ACTION_FAILURE)}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="btn btn-primary aria-disabled:opacity-60"
            aria-disabled={send.isPending || stale || undefined}
            onClick={(event) => {
              if (send.isPending || stale) event.preventDefault();
            }}
          >
            {send.isPending ? 'Sending…' : 'Send offer'}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
