import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { ReviewRefusal } from '@ir/domain/review.ts';
import { ApiRequestError } from '../../../../lib/api.ts';
import { useErrorText, type ErrorTextOptions } from '../../../../lib/error-text.ts';
import { useLanguage } from '../../../../lib/language.tsx';
import { useCompleteReview } from '../../api/complete-review.ts';
import { applicationInfoKey } from '../../api/get-application-info.ts';
import { useMarkReviewFar } from '../../api/mark-review-far.ts';
import {
  actionPayload,
  actionRefusals,
  changeWarnings,
  formFromRecord,
  placeOf,
  setNoChange,
  typeValue,
  type AssessedValue,
  type RefusalPlace,
  type ReviewAction,
  type ReviewFormValues,
} from '../../review-form.ts';

/**
 * SPEC §8: a failed FAR or COMPLETE alerts the API's text, or that the server could not be
 * reached: no answer at all, or one the API did not write (a proxy's error page).
 */
const ACTION_FAILURE = {
  showServerMessage: 'always',
  fallback: MESSAGES.review.unreachable,
} as const satisfies ErrorTextOptions;

/** What the review form's parts read and call: see useReviewActionForm. */
export interface ReviewActionFormModel {
  record: ReviewRecord;
  control: Control<ReviewFormValues>;
  /** Every field as filled now. */
  values: ReviewFormValues;
  /** An action is on its way, or the record it saved is loading. */
  busy: boolean;
  /** The record on the server is newer than the one the form was filled from. */
  stale: boolean;
  /** The refusals of the last action pressed, kept up to date as the reviewer fixes the form. */
  refusals: readonly ReviewRefusal[];
  /** The warnings of the values as they are (SPEC §5: a change above 100%). */
  warnings: readonly MessageKey[];
  /** The words of the refusal shown at a place of the form, in the reader's language. */
  errorAt: (place: RefusalPlace) => string | undefined;
  /** The id of a place of the form, which the summary's links point at. */
  placeId: (place: RefusalPlace) => string;
  /** The error summary, which takes the focus on each refused press. */
  summaryRef: RefObject<HTMLDivElement | null>;
  typeValue: (which: AssessedValue, typed: string) => void;
  setNoChange: (which: AssessedValue, noChange: boolean) => void;
  act: (action: ReviewAction) => void;
  /** A failed action's text for the alert dialog, or null. */
  alert: string | null;
  closeAlert: () => void;
}

/**
 * The review form's state and actions (SPEC §2/§4/§5 internal review). The values live in
 * react-hook-form; the refusals are not its validation but the domain's `reviewActionRefusals`
 * for the action pressed, worked out again on every change, so they follow the reviewer's
 * fixes. They stay catalogue keys until shown. The form remembers the version it was filled
 * from, so acting on a stale screen is a conflict, never a silent overwrite.
 */
export function useReviewActionForm({
  record,
  resetKey,
  reloading,
  onActed,
}: {
  record: ReviewRecord;
  /** A new value fills the form again from `record` (after an action, or a reload). */
  resetKey: number;
  reloading: boolean;
  onActed: (action: ReviewAction) => void;
}): ReviewActionFormModel {
  const errorText = useErrorText();
  const { text } = useLanguage();
  const { control, getValues, setValue, reset } = useForm<ReviewFormValues>({
    defaultValues: formFromRecord(record),
  });
  // Every field, typed as filled (without `compute`, useWatch types each one optional).
  const values = useWatch({ control, compute: (filled) => filled });
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
  // The failure itself, not its words: they are said when shown.
  const [failure, setFailure] = useState<Error | null>(null);
  const [summaryAsked, setSummaryAsked] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const far = useMarkReviewFar();
  const complete = useCompleteReview();
  const baseId = useId();
  const busy = far.isPending || complete.isPending || reloading;

  const refusals = attempted ? actionRefusals(record, values, attempted) : [];
  const warnings = changeWarnings(record, values);
  const stale = !reloading && record.version !== values.version;

  // Each press of a refused action brings the summary to the eye and the screen reader.
  useEffect(() => {
    if (summaryAsked > 0) summaryRef.current?.focus();
  }, [summaryAsked]);

  /** Puts a rule's new form into react-hook-form: each field it changed (a rule may change two). */
  const apply = (next: ReviewFormValues) => {
    const now = getValues();
    for (const name of Object.keys(next) as (keyof ReviewFormValues)[]) {
      if (next[name] !== now[name]) setValue(name, next[name]);
    }
  };

  const act = (action: ReviewAction) => {
    if (busy) return;
    const filled = getValues();
    setAttempted(action);
    if (actionRefusals(record, filled, action).length > 0) {
      setSummaryAsked((n) => n + 1);
      return;
    }
    const payload = actionPayload(record, filled, action);
    const options = {
      onSuccess: () => onActed(action),
      onError: (error: Error) => {
        setFailure(error);
        // Someone else acted: load their version, so the page says so and offers a reload.
        if (error instanceof ApiRequestError && error.statusCode === 409) {
          void queryClient.invalidateQueries({ queryKey: applicationInfoKey(record.ir_id) });
        }
      },
    };
    if (action === 'far') far.mutate({ ...payload, review_status: 'far' }, options);
    else complete.mutate({ ...payload, review_status: 'complete' }, options);
  };

  return {
    record,
    control,
    values,
    busy,
    stale,
    refusals,
    warnings,
    errorAt: (place) => {
      const refusal = refusals.find((r) => placeOf(r.field) === place);
      return refusal && text(refusal.message);
    },
    placeId: (place) => `${baseId}-${place}`,
    summaryRef,
    typeValue: (which, typed) => apply(typeValue(getValues(), which, typed)),
    setNoChange: (which, noChange) => apply(setNoChange(getValues(), which, noChange)),
    act,
    alert: failure && errorText(failure, ACTION_FAILURE),
    closeAlert: () => setFailure(null),
  };
}
