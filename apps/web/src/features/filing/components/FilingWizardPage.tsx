import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from '../../../lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { can } from '@ir/domain/permissions.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { privilegeQuery } from '../../../lib/session/api/get-privilege.ts';
import {
  stepTitle,
  type WizardDraft,
  type WizardStep,
  type WizardStepDefinition,
} from '../wizard/draft.ts';
import { clearDraft, draftHasData, loadDraft, saveDraft } from '../wizard/draft-storage.ts';
import { WIZARD_PATH, wizardSteps } from '../wizard/steps.ts';
import { useLeaveWarning } from '../wizard/use-leave-warning.ts';
import { useServerDraft } from '../wizard/use-server-draft.ts';
import { ErrorSummary } from './ErrorSummary.tsx';

/**
 * SPEC §2 /file, a path per step (decision 046). Role user (or no role) is sent to My Applications once the municipality's
 * period has expired; staff may still file for someone (SPEC §6).
 */
export function FilingWizardPage() {
  useDocumentTitle(useLanguage().messages.filing.wizard.title);
  const { expired } = useMunicipality();
  // The guard's own answer: the session context may trail it by a render on the first load.
  const { data: privilege = '' } = useQuery(privilegeQuery());
  if (expired && !can(privilege, 'application:file-late')) {
    return <Navigate to="/applications" replace />;
  }
  return <FilingWizard steps={wizardSteps} />;
}

/** The first step a draft may show: not past a step that is not ready (an old or edited draft). */
function reachableStep(
  draft: WizardDraft,
  steps: readonly WizardStepDefinition[],
  wanted: number,
): WizardStep {
  const last = steps.length - 1;
  let step = Math.min(Math.max(wanted, 0), last);
  for (let i = 0; i < step; i++) {
    if (!steps[i]?.isReady(draft)) step = i;
  }
  return step as WizardStep;
}

/**
 * The frame: the side list of steps, the current step's screen, Previous and Next.
 *
 * Each step has its own path (decision 046), so the browser's Back and Forward move between
 * steps, a reload stays on the step, and Previous and Next are ordinary navigations. The
 * address says which step is shown; `/file` itself (or an unknown step) goes on to the step
 * the draft is at, and a step past one that is not ready goes to the first step still to do,
 * both replacing the address so Back does not return to it.
 */
export function FilingWizard({ steps }: { steps: readonly WizardStepDefinition[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { messages, format } = useLanguage();
  const T = messages.filing.wizard;
  const [draft, setDraft] = useState<WizardDraft>(loadDraft);
  const onChange = useCallback(
    (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const asked = steps.findIndex((s) => s.path === pathname);
  const index = reachableStep(draft, steps, asked === -1 ? draft.step : asked);
  const stepPath = (steps[index] as WizardStepDefinition).path;
  useEffect(() => {
    // Not after the wizard was left: a submit empties the draft and goes on to /confirm
    // before this page is taken off the screen.
    if (pathname !== stepPath) void navigate(stepPath, { replace: true, ifStillAt: pathname });
  }, [navigate, pathname, stepPath]);
  useEffect(() => saveDraft({ ...draft, step: index }), [draft, index]);
  useServerDraft(draft, index);
  // Moving between the wizard's own paths leaves nothing behind: only other pages ask.
  const wizardPaths = useMemo(() => [WIZARD_PATH, ...steps.map((s) => s.path)], [steps]);
  useLeaveWarning(draftHasData(draft), wizardPaths, clearDraft);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(index);
  // A layout effect, in the same task as the commit that shows the step: on the last step
  // the focused Next is gone, and the focus must not rest on the page's body in between.
  useLayoutEffect(() => {
    // Keyboard and screen-reader users start each new step at its heading.
    if (shownStep.current === index) return;
    shownStep.current = index;
    headingRef.current?.focus();
  }, [index]);

  // The error summary: shown when Next is pressed too early, until the step changes. Each
  // press brings the focus back to it.
  const [summaryAsked, setSummaryAsked] = useState<{ step: number; times: number } | null>(null);

  const headingId = useId();
  const hintId = useId();
  const step = steps[index] as WizardStepDefinition;
  const ready = step.isReady(draft);
  const isLast = index === steps.length - 1;
  const Step = step.Component;
  const missing = summaryAsked?.step === index ? (step.missing?.(draft) ?? []) : [];

  // Previous and Next are new entries, as following a link would be.
  const goTo = (target: number) => void navigate((steps[target] as WizardStepDefinition).path);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{T.title}</h1>
      <div className="flex flex-col gap-8 lg:flex-row">
        <nav aria-label={T.stepsLabel} className="lg:w-56 lg:shrink-0">
          {/* At 320 px (WCAG 1.4.10) the five steps fit: smaller, hyphenated labels. */}
          <ol className="steps steps-horizontal w-full hyphens-auto max-sm:text-xs lg:steps-vertical [&>.step]:min-w-0">
            {steps.map((s, i) => (
              <li
                key={s.titleKey}
                className={`step ${i <= index ? 'step-primary' : ''}`}
                aria-current={i === index ? 'step' : undefined}
              >
                <span className={i === index ? 'font-semibold' : ''}>
                  {stepTitle(s.titleKey, messages)}
                </span>
              </li>
            ))}
          </ol>
        </nav>
        <section aria-labelledby={headingId} className="flex min-w-0 flex-1 flex-col gap-6">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold focus:outline-none focus-visible:outline-2 focus-visible:outline-solid"
          >
            <span className="sr-only">
              {format(T.stepOf, { step: index + 1, count: steps.length })}{' '}
            </span>
            {stepTitle(step.titleKey, messages)}
          </h2>
          {missing.length > 0 && summaryAsked && (
            <ErrorSummary items={missing} focusKey={summaryAsked.times} />
          )}
          <Step
            draft={draft}
            onChange={onChange}
            showErrors={summaryAsked?.step === index ? summaryAsked.times : 0}
          />
          <div className="flex flex-col gap-2 border-t border-base-300 pt-4">
            <div className="flex items-center justify-between gap-4">
              <button
                type="button"
                className="btn"
                disabled={index === 0}
                onClick={() => goTo(index - 1)}
              >
                {T.previous}
              </button>
              {!isLast && (
                <button
                  type="button"
                  // Never disabled nor greyed out: pressed with something missing, it says what
                  // (the error summary, which takes the focus), so it looks and works the same.
                  className="btn btn-primary"
                  aria-describedby={ready ? undefined : hintId}
                  onClick={() =>
                    ready
                      ? goTo(index + 1)
                      : setSummaryAsked((asked) => ({
                          step: index,
                          times: asked?.step === index ? asked.times + 1 : 1,
                        }))
                  }
                >
                  {T.next}
                </button>
              )}
            </div>
            {!isLast && !ready && (
              <p id={hintId} className="text-right text-sm text-base-content/70">
                {messages.filing.completeStep}
              </p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
