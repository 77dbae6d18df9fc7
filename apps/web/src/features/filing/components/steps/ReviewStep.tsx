import { useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../../../../lib/router.tsx';
import {
  PROPERTY_CLASS,
  propertyClassNumber,
  reviewWarnings,
  type PersonInput,
} from '@ir/domain/filing.ts';
import { ComparablesTable } from '../../../../components/comparables/ComparablesTable.tsx';
import { Captcha } from '../../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { isServerBusy } from '../../../../lib/api.ts';
import { useErrorText, type ErrorTextOptions } from '../../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../../lib/global-loading.tsx';
import { orMissing, useFormat } from '../../../../lib/format.ts';
import { useLanguage, type Messages } from '../../../../lib/language.tsx';
import { useMunicipality } from '../../../../lib/municipality.ts';
import { useSubmitReview } from '../../api/submit-review.ts';
import { saveConfirmation } from '../../confirmation-storage.ts';
import { emptyDraft, type StepProps, type WizardDraft } from '../../wizard/draft.ts';
import { clearDraft } from '../../wizard/draft-storage.ts';
import { isSubmittable, toSubmission } from '../../wizard/to-submission.ts';

/**
 * The red alert's text for a refused submission: the refusals a person can act on have their
 * own text, and a server too busy to take it says so calmly; anything else (no answer, a server
 * failure, a payload the server rejects) is the SPEC §8 submit text with the firm's phone.
 */
const submitFailure = (messages: Messages) =>
  ({
    busy: messages.busy.serverBusy,
    byCode: {
      app_exists: messages.filing.applicationExists,
      period_expired: messages.submission.periodExpired,
      bad_captcha: messages.signup.bad_captcha,
    },
    fallback: messages.filing.submitFailed,
  }) satisfies ErrorTextOptions;

/** The files that will be submitted: those the server holds (SPEC §2 step 4 card). */
const uploadedFiles = (draft: WizardDraft) =>
  draft.files.filter((file) => file.status === 'uploaded');

/**
 * SPEC §2 step 4, Review and Submit: summary cards, the comparables, the SPEC §5 warnings, the
 * captcha and Submit. A submission is single-use: Submit waits for a solved captcha and sends
 * once however often it is pressed; a refusal brings a fresh captcha (each is accepted once).
 */
export function ReviewStep({ draft, onChange }: StepProps) {
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const { messages, text } = useLanguage();
  const { dollars } = useFormat();
  const T = messages.filing.summary;
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  // Set synchronously, so a second click before React re-renders the button sends nothing.
  const sending = useRef(false);
  const submit = useSubmitReview();
  useGlobalLoading(submit.isPending);

  const { property } = draft;
  const files = uploadedFiles(draft);
  // The domain's warnings are catalogue keys: said in the language in force.
  const warnings = reviewWarnings({
    reason: draft.reason,
    propClass: property?.prop_class,
    fileCount: files.length,
    compCount: draft.comps.length,
    valueComments: draft.valueComments,
  }).map(text);
  const showComps =
    draft.comps.length > 0 || propertyClassNumber(property?.prop_class) < PROPERTY_CLASS.compsBelow;
  const complete = isSubmittable(draft);

  const onSubmit = () => {
    if (sending.current || !captcha || !complete) return;
    sending.current = true;
    submit.mutate(toSubmission(draft, captcha), {
      onSuccess: ({ confirmation }) => {
        saveConfirmation(confirmation);
        // SPEC §4: after a submission all wizard state is reset.
        clearDraft();
        onChange(emptyDraft());
        void navigate('/confirm');
      },
      onError: () => {
        sending.current = false;
        setCaptcha(null);
        setCaptchaKey((key) => key + 1);
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <SummaryCard title={T.property}>
          <Facts
            rows={[
              [T.sbl, property?.print_key],
              [T.address, property?.full_address],
              [T.propertyClass, property?.prop_class],
              [T.assessedTotal, dollars(property?.total_av)],
              [T.assessedLand, dollars(property?.land_av)],
            ]}
          />
        </SummaryCard>
        <SummaryCard title={T.requestedChange}>
          <Facts
            rows={[
              [T.requested, dollars(draft.desiredValue)],
              [T.reason, draft.reason === '' ? undefined : messages.filing.reasons[draft.reason]],
              [T.comments, draft.valueComments],
            ]}
          />
        </SummaryCard>
        <SummaryCard title={T.owner}>
          <PersonFacts person={draft.owner} />
        </SummaryCard>
        {!draft.isOwner && (
          <SummaryCard title={T.applicant}>
            <PersonFacts person={draft.applicant} />
          </SummaryCard>
        )}
        <SummaryCard title={T.files}>
          {files.length > 0 ? (
            <ul className="list-inside list-disc">
              {files.map((file) => (
                <li key={file.key} className="break-all">
                  {file.name}
                </li>
              ))}
            </ul>
          ) : (
            <p>{T.noFiles}</p>
          )}
        </SummaryCard>
      </div>

      {/* Not a landmark of its own: the table (or, narrower, its list of cards) has this name. */}
      {showComps && (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">{T.compsHeading}</h3>
          {draft.comps.length > 0 ? (
            <ComparablesTable comps={draft.comps} caption={T.compsCaption} />
          ) : (
            <p>{T.noComps}</p>
          )}
        </div>
      )}

      <ul aria-label={T.beforeSubmit} className="flex flex-col gap-2">
        {warnings.map((warning, index) => (
          <li
            key={warning}
            className={`alert ${index === warnings.length - 1 ? 'alert-info' : 'alert-warning'}`}
          >
            {warning}
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-4">
        <Captcha
          key={captchaKey}
          onChange={(payload) => {
            setCaptcha(payload);
            if (payload) submit.reset();
          }}
        />
        {submit.isError && (
          // Turned away for load, nothing went wrong: said calmly, not as a failure.
          <FormAlert kind={isServerBusy(submit.error) ? 'warning' : 'error'}>
            {errorText(submit.error, { ...submitFailure(messages), phone: firm.phone })}
          </FormAlert>
        )}
        {!complete && <FormAlert kind="warning">{T.incomplete}</FormAlert>}
        <button
          type="button"
          className="btn btn-primary self-start"
          disabled={!captcha || !complete || submit.isPending}
          onClick={onSubmit}
        >
          {T.submit}
        </button>
      </div>
    </div>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-5">
        <h3 id={headingId} className="card-title text-lg">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}

function Facts({ rows }: { rows: ReadonlyArray<readonly [string, string | null | undefined]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{orMissing(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PersonFacts({ person }: { person: PersonInput }) {
  const T = useLanguage().messages.filing.summary;
  const cityLine = [person.city, [person.state, person.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Facts
      rows={[
        [T.name, [person.firstName, person.lastName].filter(Boolean).join(' ')],
        [T.address, [person.address1, person.address2].filter(Boolean).join(', ')],
        [T.cityStateZip, cityLine],
        [T.phone, person.phone],
      ]}
    />
  );
}
