import { useEffect, useRef } from 'react';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { ReviewAction } from '../../review-form.ts';
import type { ReviewActionFormModel } from './use-review-action-form.ts';

/**
 * FAR and COMPLETE in a bar that sticks to the bottom of the window from the top of the page
 * down to its place under the form, so the actions are at hand while the reviewer reads the
 * record above; it says what the last action did where it was taken. It sits inside the review
 * form: `submitAction`'s button is the form's submit button (the form's onSubmit acts), the
 * other is a plain button, so Enter in a field never presses it.
 */
export function ReviewActionBar({
  form,
  readOnly,
  isComplete,
  mayReopen,
  submitAction,
  done,
  onOffer,
}: {
  form: ReviewActionFormModel;
  readOnly: boolean;
  isComplete: boolean;
  mayReopen: boolean;
  /** The action of the form's submit button, pressed by Enter in a field. */
  submitAction: ReviewAction;
  done: string | null;
  /** Opens the preliminary offer's form; absent when no offer may be sent now. */
  onOffer?: (() => void) | undefined;
}) {
  const statusRef = useRef<HTMLSpanElement>(null);
  // COMPLETE takes its button away (a reviewer's, both): the focus goes to what happened
  // instead of being lost with the button (WCAG 2.4.3).
  useEffect(() => {
    if (done && isComplete) statusRef.current?.focus();
  }, [done, isComplete]);
  const { busy, act } = form;
  const hint = isComplete && mayReopen ? MESSAGES.review.reopenHint : null;
  return (
    <section
      aria-label="Review actions"
      data-sticky-actions=""
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100 px-4 py-3 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.35)] sm:-mx-6 sm:px-6"
    >
      {!readOnly && (
        // aria-disabled, not disabled, while saving: a disabled button drops the keyboard's
        // focus to the page (WCAG 2.4.3); act() ignores it meanwhile.
        <button
          type={submitAction === 'far' ? 'submit' : 'button'}
          className="btn btn-error aria-disabled:opacity-60"
          aria-disabled={busy || undefined}
          onClick={submitAction === 'far' ? undefined : () => act('far')}
        >
          FAR
        </button>
      )}
      {!isComplete && (
        <button
          type={submitAction === 'complete' ? 'submit' : 'button'}
          className="btn btn-primary aria-disabled:opacity-60"
          aria-disabled={busy || undefined}
          onClick={submitAction === 'complete' ? undefined : () => act('complete')}
        >
          COMPLETE
        </button>
      )}
      {onOffer && (
        // A plain button, never the form's submit: the offer has a form of its own below.
        <button
          type="button"
          className="btn btn-outline aria-disabled:opacity-60"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onOffer();
          }}
        >
          Send offer
        </button>
      )}
      <span ref={statusRef} tabIndex={-1} role="status" className="rounded text-sm">
        {busy ? 'Saving…' : done}
      </span>
      {hint && <p className="basis-full text-sm">{hint}</p>}
    </section>
  );
}
