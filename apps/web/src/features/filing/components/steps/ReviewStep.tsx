import { useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { REASONS } from '@ir/domain/codes.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
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
import { errorText, type ErrorTextOptions } from '../../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../../lib/global-loading.tsx';
import { formatDollars, orMissing } from '../../../../lib/format.ts';
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
const SUBMIT_FAILURE = {
  busy: MESSAGES.busy.serverBusy,
  byCode: {
    app_exists: MESSAGES.filing.applicationExists,
    period_expired: MESSAGES.submission.periodExpired,
    bad_captcha: MESSAGES.signup.bad_captcha,
  },
  fallback: MESSAGES.filing.submitFailed,
} as const satisfies ErrorTextOptions;

/** The files that will be submitted: those the server holds (SPEC §2 step 4 card). */
const uploadedFiles = (draft: WizardDraft) =>
  draft.files.filter((file) => file.status === 'uploaded');

/**
 * SPEC §2 step 4, Review and Submit: summary cards, the comparables, the SPEC §5 warnings, the
 * captcha and Submit. A submission is single-use: Submit waits for a solved captcha and sends
 * once however often it is pressed; a refusal brings a fresh captcha (each is accepted once).
 */
export function ReviewStep({ draft, onChange }: StepProps) {
  const { firm } = useMunicipality();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  // Set synchronously, so a second click before React re-renders the button sends nothing.
  const sending = useRef(false);
  const submit = useSubmitReview();
  useGlobalLoading(submit.isPending);

  const { property } = draft;
  const files = uploadedFiles(draft);
  const warnings = reviewWarnings({
    reason: draft.reason,
    propClass: property?.prop_class,
    fileCount: files.length,
    compCount: draft.comps.length,
    valueComments: draft.valueComments,
  });
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
        <SummaryCard title="Property Information">
          <Facts
            rows={[
              ['SBL', property?.print_key],
              ['Address', property?.full_address],
              ['Property class', property?.prop_class],
              ['Assessed total value', formatDollars(property?.total_av)],
              ['Assessed land value', formatDollars(property?.land_av)],
            ]}
          />
        </SummaryCard>
        <SummaryCard title="Requested Change">
          <Facts
            rows={[
              ['Requested assessment', formatDollars(draft.desiredValue)],
              ['Reason', draft.reason === '' ? undefined : REASONS[draft.reason]],
              ['Comments', draft.valueComments],
            ]}
          />
        </SummaryCard>
        <SummaryCard title="Property Owner">
          <PersonFacts person={draft.owner} />
        </SummaryCard>
        {!draft.isOwner && (
          <SummaryCard title="Applicant Info">
            <PersonFacts person={draft.applicant} />
          </SummaryCard>
        )}
        <SummaryCard title="Supporting Files">
          {files.length > 0 ? (
            <ul className="list-inside list-disc">
              {files.map((file) => (
                <li key={file.key} className="break-all">
                  {file.name}
                </li>
              ))}
            </ul>
          ) : (
            <p>No files attached.</p>
          )}
        </SummaryCard>
      </div>

      {/* Not a landmark of its own: the table (or, narrower, its list of cards) has this name. */}
      {showComps && (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">Comparable Sales</h3>
          {draft.comps.length > 0 ? (
            <ComparablesTable comps={draft.comps} caption="Comparable sales" />
          ) : (
            <p>No comparable sales added.</p>
          )}
        </div>
      )}

      <ul aria-label="Before you submit" className="flex flex-col gap-2">
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
            {errorText(submit.error, { ...SUBMIT_FAILURE, phone: firm.phone })}
          </FormAlert>
        )}
        {!complete && (
          <FormAlert kind="warning">
            Some required information is missing. Please go back and complete the earlier steps.
          </FormAlert>
        )}
        <button
          type="button"
          className="btn btn-primary self-start"
          disabled={!captcha || !complete || submit.isPending}
          onClick={onSubmit}
        >
          Submit
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
  const cityLine = [person.city, [person.state, person.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Facts
      rows={[
        ['Name', [person.firstName, person.lastName].filter(Boolean).join(' ')],
        ['Address', [person.address1, person.address2].filter(Boolean).join(', ')],
        ['City, state, zip', cityLine],
        ['Phone', person.phone],
      ]}
    />
  );
}
