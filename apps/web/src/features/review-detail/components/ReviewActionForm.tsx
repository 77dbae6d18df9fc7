import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import {
  DECISION_EXPLANATION_MAX_LENGTH,
  DECISION_REASONS,
  REVIEW_NOTES_MAX_LENGTH,
} from '@ir/domain/review.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { can } from '@ir/domain/permissions.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import { FormField } from '../../../components/form/FormField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { AlertDialog } from '../../../components/ui/AlertDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { errorText, type ErrorTextOptions } from '../../../lib/error-text.ts';
import { formatDollars } from '../../../lib/format.ts';
import { useCompleteReview } from '../api/complete-review.ts';
import { applicationInfoKey } from '../api/get-application-info.ts';
import { useMarkReviewFar } from '../api/mark-review-far.ts';
import {
  actionPayload,
  actionRefusals,
  changeWarnings,
  formFromRecord,
  setNoChange,
  typeValue,
  type ReviewAction,
  type ReviewField,
  type ReviewFormState,
} from '../review-form.ts';

const DECISION_REASON_OPTIONS = Object.entries(DECISION_REASONS).map(([value, label]) => ({
  value,
  label,
}));

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * SPEC §8: a failed FAR or COMPLETE alerts the API's text, or that the server could not be
 * reached: no answer at all, or one the API did not write (a proxy's error page).
 */
const ACTION_FAILURE = {
  showServerMessage: 'always',
  fallback: MESSAGES.review.unreachable,
} as const satisfies ErrorTextOptions;

/** The form's yes/no boxes. */
type FlagName = {
  [K in keyof ReviewFormState]: ReviewFormState[K] extends boolean ? K : never;
}[keyof ReviewFormState];

function CheckboxField({
  control,
  name,
  label,
  disabled,
  readOnly,
  describedBy,
  onToggle,
}: {
  control: Control<ReviewFormState>;
  name: FlagName;
  label: ReactNode;
  disabled?: boolean;
  /** Shown, not changed: disabled, but kept readable. */
  readOnly: boolean;
  describedBy?: string | undefined;
  /** Instead of setting the box alone: a rule that changes another field with it. */
  onToggle?: (checked: boolean) => void;
}) {
  const {
    field: { ref, name: fieldName, value: checked, onChange, onBlur },
  } = useController({ control, name });
  return (
    <label className="flex cursor-pointer items-center gap-2">
      <input
        ref={ref}
        name={fieldName}
        type="checkbox"
        // The theme's default border is too faint to read as a box (WCAG 1.4.11).
        className={`checkbox checkbox-sm ${readOnly ? 'disabled:opacity-70' : ''}`}
        checked={checked}
        disabled={readOnly || disabled}
        aria-describedby={describedBy}
        onChange={(event) => (onToggle ?? onChange)(event.currentTarget.checked)}
        onBlur={onBlur}
      />
      <span>{label}</span>
    </label>
  );
}

/** A new value: digits in the form, shown grouped; typing goes through `onType`'s rule. */
function ValueField({
  control,
  name,
  label,
  received,
  error,
  readOnly,
  onType,
}: {
  control: Control<ReviewFormState>;
  name: 'newTotal' | 'newLand';
  label: string;
  received: number | null;
  error: string | undefined;
  readOnly: boolean;
  onType: (typed: string) => void;
}) {
  const {
    field: { ref, name: fieldName, value: digits, onBlur },
  } = useController({ control, name });
  return (
    <FormField label={label} hint={`Received: ${formatDollars(received)}`} error={error}>
      {(frame) => (
        <div className={`input w-full ${error ? 'input-error' : ''}`}>
          <span aria-hidden="true">$</span>
          <input
            {...frame}
            ref={ref}
            name={fieldName}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="grow"
            readOnly={readOnly}
            value={digits === '' ? '' : grouped.format(Number(digits))}
            onChange={(event) => onType(event.currentTarget.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </FormField>
  );
}

/**
 * SPEC §2/§4/§5 internal review: the new values with their 'no change' boxes, the data and
 * sketch flags, partial assessment, notes, the FAR comment and the FAR and COMPLETE actions.
 * Every rule is the domain's (the server checks the same); the form remembers the version it
 * was filled from, so acting on a stale screen is a conflict, never a silent overwrite.
 * The values live in react-hook-form; the refusals are not its validation but review-form.ts's
 * `actionRefusals` for the action pressed, worked out again on every change.
 *
 * It renders two siblings for the page's column: the form, and a bar with FAR and COMPLETE
 * that sticks to the bottom of the window from the top of the page down to its place under
 * the form, so the actions are at hand while the reviewer reads the record above. A refused
 * action shows every refusal at once, beside its field and in a summary of links above the
 * form that takes the focus (the GOV.UK error summary). After COMPLETE the form is read-only
 * for a reviewer; an admin may still reopen the review with FAR (decision 021).
 */
export function ReviewActionForm({
  record,
  privilege,
  resetKey,
  reloading = false,
  done,
  onActed,
  onReload,
}: {
  /** The record as last loaded; the form was filled from the version in its own state. */
  record: ReviewRecord;
  privilege: Privilege;
  /** A new value fills the form again from `record` (after an action, or a reload). */
  resetKey: number;
  /** The page is loading the record this form's own action just saved. */
  reloading?: boolean;
  /** What the last action did, said where it was taken. */
  done: string | null;
  onActed: (action: ReviewAction) => void;
  /** Fills the form again from the latest record (after someone else changed it). */
  onReload: () => void;
}) {
  const { control, getValues, setValue, reset } = useForm<ReviewFormState>({
    defaultValues: formFromRecord(record),
  });
  // Every field, typed as filled (without `compute`, useWatch types each one optional).
  const state = useWatch({ control, compute: (values) => values });
  const [attempted, setAttempted] = useState<ReviewAction | null>(null);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setAttempted(null);
  }
  // A new resetKey fills the form again from the record as it is now; a record merely loaded
  // again (someone else's version) leaves what the reviewer typed alone. Before the paint, so
  // the old values are never seen against the new record (as a conflict, say).
  const refill = useEffectEvent(() => reset(formFromRecord(record)));
  const filledFor = useRef(resetKey);
  useLayoutEffect(() => {
    if (filledFor.current === resetKey) return;
    filledFor.current = resetKey;
    refill();
  }, [resetKey]);
  const [alert, setAlert] = useState<string | null>(null);
  const [summaryAsked, setSummaryAsked] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLSpanElement>(null);
  const queryClient = useQueryClient();
  const far = useMarkReviewFar();
  const complete = useCompleteReview();
  const baseId = useId();
  const fieldId = (field: ReviewField) => `${baseId}-${field}`;
  const busy = far.isPending || complete.isPending || reloading;

  // The refusals of the last attempt, kept up to date as the reviewer fixes the form.
  const refusals = attempted ? actionRefusals(record, state, attempted) : [];
  const errorOf = (field: ReviewField) => refusals.find((r) => r.field === field)?.message;
  const warnings = changeWarnings(record, state);
  const stale = !reloading && record.version !== state.version;
  const isComplete = record.review_status === 'complete';
  const mayReopen = can(privilege, 'review:reopen');
  const readOnly = isComplete && !mayReopen;

  // Each press of a refused action brings the summary to the eye and the screen reader.
  useEffect(() => {
    if (summaryAsked > 0) summaryRef.current?.focus();
  }, [summaryAsked]);
  // COMPLETE takes its button away (a reviewer's, both): the focus goes to what happened
  // instead of being lost with the button (WCAG 2.4.3).
  useEffect(() => {
    if (done && isComplete) statusRef.current?.focus();
  }, [done, isComplete]);

  /** Puts a rule's new form into react-hook-form: each field it changed (a rule may change two). */
  const apply = (next: ReviewFormState) => {
    const now = getValues();
    for (const name of Object.keys(next) as (keyof ReviewFormState)[]) {
      if (next[name] !== now[name]) setValue(name, next[name]);
    }
  };

  const act = (action: ReviewAction) => {
    if (busy) return;
    const values = getValues();
    setAttempted(action);
    if (actionRefusals(record, values, action).length > 0) {
      setSummaryAsked((n) => n + 1);
      return;
    }
    const payload = actionPayload(record, values, action);
    const options = {
      onSuccess: () => onActed(action),
      onError: (error: Error) => {
        setAlert(errorText(error, ACTION_FAILURE));
        // Someone else acted: load their version, so the page says so and offers a reload.
        if (error instanceof ApiRequestError && error.statusCode === 409) {
          void queryClient.invalidateQueries({ queryKey: applicationInfoKey(record.ir_id) });
        }
      },
    };
    if (action === 'far') far.mutate({ ...payload, review_status: 'far' }, options);
    else complete.mutate({ ...payload, review_status: 'complete' }, options);
  };

  /**
   * A summary link takes the keyboard to its field, not only the view: to the control that
   * answers the refusal (of a pair of flags, the box still to tick or untick).
   */
  const goToField = (event: MouseEvent<HTMLAnchorElement>, field: ReviewField) => {
    const group = document.getElementById(fieldId(field));
    const target =
      group?.querySelector<HTMLElement>(
        'input:not(:disabled):not(:checked), textarea, select:not(:disabled)',
      ) ?? group?.querySelector<HTMLElement>('input:not(:disabled)');
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const dataError = errorOf('dataFlags');
  const sketchError = errorOf('sketchFlags');
  const dataErrorId = `${fieldId('dataFlags')}-error`;
  const sketchErrorId = `${fieldId('sketchFlags')}-error`;
  const hint = isComplete && mayReopen ? MESSAGES.review.reopenHint : null;
  const showBar = !readOnly || done !== null;

  return (
    <>
      <section className="flex flex-col gap-3" aria-label="Internal review">
        <h2 className="text-xl font-semibold">Internal review</h2>
        {readOnly && <p>{MESSAGES.review.completeIsFinal}</p>}
        <form
          noValidate
          className="flex flex-col gap-6"
          aria-label="Internal review"
          onSubmit={(event) => event.preventDefault()}
        >
          {stale && (
            <FormAlert
              kind="warning"
              action={
                <button type="button" className="btn btn-sm" onClick={onReload}>
                  Reload
                </button>
              }
            >
              {MESSAGES.review.conflict}
            </FormAlert>
          )}

          {refusals.length > 0 && (
            <div
              ref={summaryRef}
              tabIndex={-1}
              role="alert"
              className="rounded-box border-4 border-error p-4 focus:outline-2 focus:outline-offset-2 focus:outline-base-content"
            >
              <h3 className="text-lg font-bold">{MESSAGES.review.refusalSummary}</h3>
              <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
                {refusals.map((refusal) => (
                  <li key={refusal.message}>
                    <a
                      href={`#${fieldId(refusal.field)}`}
                      className="field-error link font-medium"
                      onClick={(event) => goToField(event, refusal.field)}
                    >
                      {refusal.message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">New values</legend>
            <div id={fieldId('newTotal')} className="flex flex-col gap-2">
              <ValueField
                control={control}
                name="newTotal"
                label="New total AV"
                received={record.received_total_value}
                error={errorOf('newTotal')}
                readOnly={readOnly}
                onType={(typed) => apply(typeValue(getValues(), 'newTotal', typed))}
              />
              <CheckboxField
                control={control}
                name="noTotalChange"
                label="no total_av change"
                readOnly={readOnly}
                onToggle={(checked) => apply(setNoChange(getValues(), 'noTotalChange', checked))}
              />
            </div>
            <div id={fieldId('newLand')} className="flex flex-col gap-2">
              <ValueField
                control={control}
                name="newLand"
                label="New land AV"
                received={record.received_land_value}
                error={errorOf('newLand')}
                readOnly={readOnly}
                onType={(typed) => apply(typeValue(getValues(), 'newLand', typed))}
              />
              <CheckboxField
                control={control}
                name="noLandChange"
                label="no land_av change"
                readOnly={readOnly}
                onToggle={(checked) => apply(setNoChange(getValues(), 'noLandChange', checked))}
              />
            </div>
          </fieldset>
          <div role="status" aria-live="polite">
            {warnings.length > 0 && (
              <ul className="flex flex-col gap-1">
                {warnings.map((warning) => (
                  <li key={warning} className="alert alert-warning py-2">
                    {warning}
                  </li>
                ))}
              </ul>
            )}
          </div>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Data and sketch changes</legend>
            <div id={fieldId('dataFlags')} className="flex flex-col gap-2">
              {/* SPEC §4: 'complete' only once 'needed'; 'needed' stays once 'complete'. */}
              <CheckboxField
                control={control}
                name="dataNeeded"
                label="Data change needed"
                disabled={state.dataComplete}
                readOnly={readOnly}
                describedBy={dataError ? dataErrorId : undefined}
              />
              <CheckboxField
                control={control}
                name="dataComplete"
                label="Data change complete"
                disabled={!state.dataNeeded}
                readOnly={readOnly}
                describedBy={dataError ? dataErrorId : undefined}
              />
              {dataError && (
                <p id={dataErrorId} className="field-error text-sm">
                  {dataError}
                </p>
              )}
            </div>
            <div id={fieldId('sketchFlags')} className="flex flex-col gap-2">
              <CheckboxField
                control={control}
                name="sketchNeeded"
                label="Sketch change needed"
                disabled={state.sketchComplete}
                readOnly={readOnly}
                describedBy={sketchError ? sketchErrorId : undefined}
              />
              <CheckboxField
                control={control}
                name="sketchComplete"
                label="Sketch change complete"
                disabled={!state.sketchNeeded}
                readOnly={readOnly}
                describedBy={sketchError ? sketchErrorId : undefined}
              />
              {sketchError && (
                <p id={sketchErrorId} className="field-error text-sm">
                  {sketchError}
                </p>
              )}
            </div>
          </fieldset>

          <CheckboxField
            control={control}
            name="partialAssessment"
            label="Partial assessment"
            readOnly={readOnly}
          />

          <TextAreaField
            control={control}
            name="notes"
            label="Notes"
            rows={3}
            maxLength={REVIEW_NOTES_MAX_LENGTH}
            readOnly={readOnly}
          />

          <div id={fieldId('farWhy')}>
            <TextAreaField
              control={control}
              name="farWhy"
              label="FAR comment"
              hint={readOnly ? undefined : 'Required to mark the review FAR.'}
              error={errorOf('farWhy')}
              rows={3}
              maxLength={REVIEW_NOTES_MAX_LENGTH}
              readOnly={readOnly}
            />
          </div>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">Decision notice</legend>
            <p className="text-sm text-base-content/80">
              The owner reads the reason and the explanation on the decision notice.
            </p>
            <div id={fieldId('decisionReason')}>
              <SelectField
                control={control}
                name="decisionReason"
                label="Reason for the decision"
                hint={readOnly ? undefined : 'Required to complete the review.'}
                placeholder="Choose a reason"
                options={DECISION_REASON_OPTIONS}
                error={errorOf('decisionReason')}
                disabled={readOnly}
              />
            </div>
            <div id={fieldId('decisionExplanation')}>
              <TextAreaField
                control={control}
                name="decisionExplanation"
                label="Explanation for the owner"
                hint={readOnly ? undefined : 'Required when the reason is Other.'}
                error={errorOf('decisionExplanation')}
                rows={3}
                maxLength={DECISION_EXPLANATION_MAX_LENGTH}
                readOnly={readOnly}
              />
            </div>
          </fieldset>
        </form>
        <AlertDialog title="Internal review" message={alert} onClose={() => setAlert(null)} />
      </section>

      {showBar && (
        <section
          aria-label="Review actions"
          data-sticky-actions=""
          className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100 px-4 py-3 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.35)] sm:-mx-6 sm:px-6"
        >
          {!readOnly && (
            // aria-disabled, not disabled, while saving: a disabled button drops the keyboard's
            // focus to the page (WCAG 2.4.3); act() ignores it meanwhile.
            <button
              type="button"
              className="btn btn-error aria-disabled:opacity-60"
              aria-disabled={busy || undefined}
              onClick={() => act('far')}
            >
              FAR
            </button>
          )}
          {!isComplete && (
            <button
              type="button"
              className="btn btn-primary aria-disabled:opacity-60"
              aria-disabled={busy || undefined}
              onClick={() => act('complete')}
            >
              COMPLETE
            </button>
          )}
          <span ref={statusRef} tabIndex={-1} role="status" className="rounded text-sm">
            {busy ? 'Saving…' : done}
          </span>
          {hint && <p className="basis-full text-sm">{hint}</p>}
        </section>
      )}
    </>
  );
}
