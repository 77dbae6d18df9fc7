import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
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
import { wizardSteps } from '../wizard/steps.ts';
import { useLeaveWarning } from '../wizard/use-leave-warning.ts';
import { useServerDraft } from '../wizard/use-server-draft.ts';
import { ErrorSummary } from './ErrorSummary.tsx';

/**
 * SPEC §2 /file. Role user (or no role) is sent to My Applications once the municipality's
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
 * Where in the wizard a history entry of /file is: a step, or the guard below the first
 * step, which stands for leaving. `first` marks a guard made on the app's first page, which
 * has no page of the app before it.
 */
type WizardEntry = { step: number } | { guard: true; first: boolean };

function wizardEntry(state: unknown): WizardEntry | undefined {
  if (typeof state !== 'object' || state === null || !('wizard' in state)) return undefined;
  const entry = (state as { wizard: unknown }).wizard;
  if (typeof entry === 'number' && Number.isInteger(entry)) return { step: entry };
  if (typeof entry === 'object' && entry !== null && 'first' in entry) {
    return { guard: true, first: (entry as { first: unknown }).first === true };
  }
  return undefined;
}

/**
 * The frame: the side list of steps, the current step's screen, Previous and Next.
 *
 * Each step is an entry of the browser's history, so Back moves back one step, as people
 * expect of a multi-page form. Below the first step's entry lies a guard entry: Back onto it
 * is Back out of the wizard, which asks SPEC §2's leave-page question first (declarative
 * routing has no blocker, so the guard stands in for one).
 */
export function FilingWizard({ steps }: { steps: readonly WizardStepDefinition[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The steps' own texts (the error summary's) are read from the catalogue in force; reading
  // the language here renders them again when it changes.
  const { messages, format } = useLanguage();
  const T = messages.filing.wizard;
  const [draft, setDraft] = useState<WizardDraft>(loadDraft);
  const onChange = useCallback(
    (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const entry = wizardEntry(location.state);
  // The history entry says which step is shown; the draft's own step only matters on arrival
  // (a draft kept from earlier in this tab), and no step is shown past one that is not ready.
  const index = reachableStep(
    draft,
    steps,
    entry && 'step' in entry ? entry.step : entry ? 0 : draft.step,
  );
  useEffect(() => saveDraft({ ...draft, step: index }), [draft, index]);
  useServerDraft(draft, index);
  const leaveKnowingly = useLeaveWarning(draftHasData(draft), location.pathname, clearDraft);

  // Each entry is acted on once (React runs a new component's effects twice in development).
  const handled = useRef<string | null>(null);
  const onEntry = useEffectEvent((key: string, at: WizardEntry | undefined) => {
    if (at === undefined || ('guard' in at && handled.current === null)) {
      // Arrival: this entry becomes the guard, with an entry per step up to the one shown
      // above it, so Back walks down the steps before it leaves.
      const path = location.pathname;
      const guard = { guard: true, first: key === 'default' };
      void navigate(path, { replace: true, state: { wizard: guard } });
      for (let i = 0; i <= index; i++) void navigate(path, { state: { wizard: i } });
      return;
    }
    if (!('guard' in at)) return;
    if (draftHasData(draft) && !window.confirm(messages.filing.leavePage)) {
      void navigate(location.pathname, { state: { wizard: 0 } });
      return;
    }
    leaveKnowingly();
    // With no page of the app before the wizard, leaving goes to the wizard's own parent.
    if (at.first) void navigate('/applications', { replace: true });
    else void navigate(-1);
  });
  useEffect(() => {
    if (handled.current === location.key) return;
    onEntry(location.key, wizardEntry(location.state));
    handled.current = location.key;
  }, [location.key, location.state]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(index);
  useEffect(() => {
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

  const goTo = (target: number) => {
    // While the entry shows its own step, the one below is the previous step's: Previous
    // goes back to it, as Back does. An entry showing an earlier step (one after it was not
    // ready) is replaced, so the history matches the steps again.
    const inStep = entry !== undefined && 'step' in entry && entry.step === index;
    if (inStep && target === index - 1) void navigate(-1);
    else void navigate(location.pathname, { replace: !inStep, state: { wizard: target } });
  };

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
          <Step draft={draft} onChange={onChange} />
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
                  // Not `disabled`: a disabled button cannot be pressed to learn what is missing.
                  // daisyUI takes pointer events from an aria-disabled button; a mouse must
                  // reach it too.
                  className="btn btn-primary aria-disabled:opacity-60 aria-disabled:pointer-events-auto!"
                  aria-disabled={ready ? undefined : true}
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
