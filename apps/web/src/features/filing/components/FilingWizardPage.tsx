import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@ir/domain/messages.ts';
import { can } from '@ir/domain/permissions.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useMunicipality } from '../../../lib/municipality.ts';
import { privilegeQuery } from '../../../lib/session/api/get-privilege.ts';
import type { WizardDraft, WizardStep, WizardStepDefinition } from '../wizard/draft.ts';
import { clearDraft, draftHasData, loadDraft, saveDraft } from '../wizard/draft-storage.ts';
import { wizardSteps } from '../wizard/steps.ts';
import { useLeaveWarning } from '../wizard/use-leave-warning.ts';

/**
 * SPEC §2 /file. Role user (or no role) is sent to My Applications once the municipality's
 * period has expired; staff may still file for someone (SPEC §6).
 */
export function FilingWizardPage() {
  useDocumentTitle('File an Informal Review');
  const { expired } = useMunicipality();
  // The guard's own answer: the session context may trail it by a render on the first load.
  const { data: privilege = '' } = useQuery(privilegeQuery());
  if (expired && !can(privilege, 'application:file-late')) {
    return <Navigate to="/applications" replace />;
  }
  return <FilingWizard steps={wizardSteps} />;
}

/** The first step a draft may show: not past a step that is not ready (an old or edited draft). */
function reachableStep(draft: WizardDraft, steps: readonly WizardStepDefinition[]): WizardStep {
  const last = steps.length - 1;
  let step = Math.min(draft.step, last);
  for (let i = 0; i < step; i++) {
    if (!steps[i]?.isReady(draft)) step = i;
  }
  return step as WizardStep;
}

/** The frame: the side list of steps, the current step's screen, Previous and Next. */
export function FilingWizard({ steps }: { steps: readonly WizardStepDefinition[] }) {
  const [draft, setDraft] = useState<WizardDraft>(() => {
    const loaded = loadDraft();
    return { ...loaded, step: reachableStep(loaded, steps) };
  });
  const onChange = useCallback(
    (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  useEffect(() => saveDraft(draft), [draft]);
  useLeaveWarning(draftHasData(draft), '/file', clearDraft);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(draft.step);
  useEffect(() => {
    // Keyboard and screen-reader users start each new step at its heading.
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    headingRef.current?.focus();
  }, [draft.step]);

  const headingId = useId();
  const hintId = useId();
  const index = draft.step;
  const step = steps[index] as WizardStepDefinition;
  const ready = step.isReady(draft);
  const isLast = index === steps.length - 1;
  const Step = step.Component;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold sm:text-3xl">File an Informal Review</h1>
      <div className="flex flex-col gap-8 lg:flex-row">
        <nav aria-label="Application steps" className="lg:w-56 lg:shrink-0">
          <ol className="steps steps-horizontal w-full lg:steps-vertical">
            {steps.map((s, i) => (
              <li
                key={s.title}
                className={`step ${i <= index ? 'step-primary' : ''}`}
                aria-current={i === index ? 'step' : undefined}
              >
                <span className={i === index ? 'font-semibold' : ''}>{s.title}</span>
              </li>
            ))}
          </ol>
        </nav>
        <section aria-labelledby={headingId} className="flex min-w-0 flex-1 flex-col gap-6">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold focus:outline-none focus-visible:outline-2"
          >
            <span className="sr-only">
              Step {index + 1} of {steps.length}:{' '}
            </span>
            {step.title}
          </h2>
          <Step draft={draft} onChange={onChange} />
          <div className="flex flex-col gap-2 border-t border-base-300 pt-4">
            <div className="flex items-center justify-between gap-4">
              <button
                type="button"
                className="btn"
                disabled={index === 0}
                onClick={() => onChange({ step: (index - 1) as WizardStep })}
              >
                Previous
              </button>
              {!isLast && (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!ready}
                  aria-describedby={ready ? undefined : hintId}
                  onClick={() => onChange({ step: (index + 1) as WizardStep })}
                >
                  Next
                </button>
              )}
            </div>
            {!isLast && !ready && (
              <p id={hintId} className="text-right text-sm text-base-content/70">
                {MESSAGES.filing.completeStep}
              </p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
