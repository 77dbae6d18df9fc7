import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { REVIEW_NOTES_MAX_LENGTH } from '@ir/domain/review.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { can } from '@ir/domain/permissions.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import { FormField } from '../../../components/form/FormField.tsx';
import { AlertDialog } from '../../../components/ui/AlertDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError, HTTP_ERROR, NETWORK_ERROR } from '../../../lib/api.ts';
import { formatDollars } from '../../../lib/format.ts';
import { useCompleteReview } from '../api/complete-review.ts';
import { applicationInfoKey } from '../api/get-application-info.ts';
import { useMarkReviewFar } from '../api/mark-review-far.ts';
import {
  actionPayload,
  actionRefusal,
  changeWarnings,
  formFromRecord,
  setNoChange,
  typeValue,
  type ReviewAction,
  type ReviewField,
  type ReviewFormState,
} from '../review-form.ts';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * SPEC §8: a failed FAR or COMPLETE alerts the API's text, or that the server could not be
 * reached: no answer at all, or one the API did not write (a proxy's error page).
 */
export function actionFailureText(error: unknown): string {
  if (
    error instanceof ApiRequestError &&
    error.errorMessage !== NETWORK_ERROR &&
    error.errorMessage !== HTTP_ERROR &&
    error.message.trim() !== ''
  ) {
    return error.message;
  }
  return MESSAGES.review.unreachable;
}

function Checkbox({
  label,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="checkbox checkbox-sm"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

function ValueInput({
  label,
  digits,
  received,
  error,
  onType,
}: {
  label: string;
  digits: string;
  received: number | null;
  error: string | undefined;
  onType: (typed: string) => void;
}) {
  return (
    <FormField label={label} hint={`Received: ${formatDollars(received)}`} error={error}>
      {(frame) => (
        <div className={`input w-full ${error ? 'input-error' : ''}`}>
          <span aria-hidden="true">$</span>
          <input
            {...frame}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="grow"
            value={digits === '' ? '' : grouped.format(Number(digits))}
            onChange={(event) => onType(event.currentTarget.value)}
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
 */
export function ReviewActionForm({
  record,
  privilege,
  reloading = false,
  onActed,
  onReload,
}: {
  /** The record as last loaded; the form was filled from the version in its own state. */
  record: ReviewRecord;
  privilege: Privilege;
  /** The page is loading the record this form's own action just saved. */
  reloading?: boolean;
  onActed: (action: ReviewAction) => void;
  /** Fills the form again from the latest record (after someone else changed it). */
  onReload: () => void;
}) {
  const [state, setState] = useState<ReviewFormState>(() => formFromRecord(record));
  const [attempted, setAttempted] = useState<ReviewAction | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const far = useMarkReviewFar();
  const complete = useCompleteReview();
  const dataErrorId = useId();
  const sketchErrorId = useId();
  const busy = far.isPending || complete.isPending || reloading;

  // The refusal of the last attempt, kept up to date as the reviewer fixes the form.
  const refusal = attempted ? actionRefusal(record, state, attempted) : undefined;
  const errorOf = (field: ReviewField) => (refusal?.field === field ? refusal.message : undefined);
  const warnings = changeWarnings(record, state);
  const stale = !reloading && record.version !== state.version;
  const isComplete = record.review_status === 'complete';
  const mayReopen = can(privilege, 'review:reopen');

  const act = (action: ReviewAction) => {
    setAttempted(action);
    const refused = actionRefusal(record, state, action);
    if (refused) {
      setAlert(refused.message);
      return;
    }
    const payload = actionPayload(record, state, action);
    const options = {
      onSuccess: () => onActed(action),
      onError: (error: Error) => {
        setAlert(actionFailureText(error));
        // Someone else acted: load their version, so the page says so and offers a reload.
        if (error instanceof ApiRequestError && error.statusCode === 409) {
          void queryClient.invalidateQueries({ queryKey: applicationInfoKey(record.ir_id) });
        }
      },
    };
    if (action === 'far') far.mutate({ ...payload, review_status: 'far' }, options);
    else complete.mutate({ ...payload, review_status: 'complete' }, options);
  };

  const dataError = errorOf('dataFlags');
  const sketchError = errorOf('sketchFlags');

  return (
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

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">New values</legend>
        <div className="flex flex-col gap-2">
          <ValueInput
            label="New total AV"
            digits={state.newTotal}
            received={record.received_total_value}
            error={errorOf('newTotal')}
            onType={(typed) => setState((s) => typeValue(s, 'newTotal', typed))}
          />
          <Checkbox
            label="no total_av change"
            checked={state.noTotalChange}
            onChange={(checked) => setState((s) => setNoChange(s, 'noTotalChange', checked))}
          />
        </div>
        <div className="flex flex-col gap-2">
          <ValueInput
            label="New land AV"
            digits={state.newLand}
            received={record.received_land_value}
            error={errorOf('newLand')}
            onType={(typed) => setState((s) => typeValue(s, 'newLand', typed))}
          />
          <Checkbox
            label="no land_av change"
            checked={state.noLandChange}
            onChange={(checked) => setState((s) => setNoChange(s, 'noLandChange', checked))}
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
        <div className="flex flex-col gap-2">
          {/* SPEC §4: 'complete' only once 'needed'; 'needed' stays once 'complete'. */}
          <Checkbox
            label="Data change needed"
            checked={state.dataNeeded}
            disabled={state.dataComplete}
            describedBy={dataError ? dataErrorId : undefined}
            onChange={(checked) => setState((s) => ({ ...s, dataNeeded: checked }))}
          />
          <Checkbox
            label="Data change complete"
            checked={state.dataComplete}
            disabled={!state.dataNeeded}
            describedBy={dataError ? dataErrorId : undefined}
            onChange={(checked) => setState((s) => ({ ...s, dataComplete: checked }))}
          />
          {dataError && (
            <p id={dataErrorId} className="field-error text-sm">
              {dataError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Checkbox
            label="Sketch change needed"
            checked={state.sketchNeeded}
            disabled={state.sketchComplete}
            describedBy={sketchError ? sketchErrorId : undefined}
            onChange={(checked) => setState((s) => ({ ...s, sketchNeeded: checked }))}
          />
          <Checkbox
            label="Sketch change complete"
            checked={state.sketchComplete}
            disabled={!state.sketchNeeded}
            describedBy={sketchError ? sketchErrorId : undefined}
            onChange={(checked) => setState((s) => ({ ...s, sketchComplete: checked }))}
          />
          {sketchError && (
            <p id={sketchErrorId} className="field-error text-sm">
              {sketchError}
            </p>
          )}
        </div>
      </fieldset>

      <Checkbox
        label="Partial assessment"
        checked={state.partialAssessment}
        onChange={(checked) => setState((s) => ({ ...s, partialAssessment: checked }))}
      />

      <FormField label="Notes">
        {(frame) => (
          <textarea
            {...frame}
            className="textarea w-full"
            rows={3}
            maxLength={REVIEW_NOTES_MAX_LENGTH}
            value={state.notes}
            onChange={(event) => {
              const notes = event.currentTarget.value;
              setState((s) => ({ ...s, notes }));
            }}
          />
        )}
      </FormField>

      <FormField
        label="FAR comment"
        hint="Required to mark the review FAR."
        error={errorOf('farWhy')}
      >
        {(frame) => (
          <textarea
            {...frame}
            className={`textarea w-full ${errorOf('farWhy') ? 'textarea-error' : ''}`}
            rows={3}
            maxLength={REVIEW_NOTES_MAX_LENGTH}
            value={state.farWhy}
            onChange={(event) => {
              const farWhy = event.currentTarget.value;
              setState((s) => ({ ...s, farWhy }));
            }}
          />
        )}
      </FormField>

      {isComplete && (
        <p className="text-sm">
          {mayReopen
            ? 'This review is complete. FAR reopens it, with the FAR comment as the reason.'
            : MESSAGES.review.completeIsFinal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-error"
          disabled={busy || (isComplete && !mayReopen)}
          onClick={() => act('far')}
        >
          FAR
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || isComplete}
          onClick={() => act('complete')}
        >
          COMPLETE
        </button>
        {busy && (
          <span role="status" className="self-center text-sm">
            Saving…
          </span>
        )}
      </div>

      <AlertDialog title="Internal review" message={alert} onClose={() => setAlert(null)} />
    </form>
  );
}
