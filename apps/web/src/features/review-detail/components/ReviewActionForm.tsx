import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { can } from '@ir/domain/permissions.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import { AlertDialog } from '../../../components/ui/AlertDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import type { ReviewAction } from '../review-form.ts';
import { DataSketchChanges } from './review-action/DataSketchChanges.tsx';
import { DecisionFieldset } from './review-action/DecisionFieldset.tsx';
import { NotesAndFar } from './review-action/NotesAndFar.tsx';
import { RefusalSummary } from './review-action/RefusalSummary.tsx';
import { ReviewActionBar } from './review-action/ReviewActionBar.tsx';
import { useReviewActionForm } from './review-action/use-review-action-form.ts';
import { ValueChanges } from './review-action/ValueChanges.tsx';

/**
 * SPEC §2/§4/§5 internal review: the new values with their 'no change' boxes, the data and
 * sketch flags, partial assessment, notes, the FAR comment, the decision notice's reason and
 * the FAR and COMPLETE actions. Every rule is the domain's (the server checks the same), in
 * useReviewActionForm; the parts in review-action/ show it.
 *
 * It renders, for the page's column, the form's fields and then the bar with FAR and COMPLETE
 * (ReviewActionBar), both inside the form; COMPLETE is its submit button, so Enter in a field
 * completes (or is refused) as a click on COMPLETE does. A refused action shows every refusal at once, beside its field and in a
 * summary of links above the form that takes the focus. After COMPLETE the form is read-only
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
  onOffer,
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
  /** Opens the preliminary offer's form, when one may be sent now. */
  onOffer?: (() => void) | undefined;
}) {
  const form = useReviewActionForm({ record, resetKey, reloading, onActed });
  const isComplete = record.review_status === 'complete';
  const mayReopen = can(privilege, 'review:reopen');
  const readOnly = isComplete && !mayReopen;
  const showBar = !readOnly || done !== null;

  // One submit button, so Enter in a field acts as a click on it does (WCAG technique H32):
  // COMPLETE, the primary action, or FAR where it is the only one left (an admin reopening).
  const submitAction: ReviewAction = isComplete ? 'far' : 'complete';
  const section = (
    <section className="flex flex-col gap-3" aria-label="Internal review">
      <h2 className="text-xl font-semibold">Internal review</h2>
      {readOnly && <p>{MESSAGES.review.completeIsFinal}</p>}
      <div className="flex flex-col gap-6">
        {form.stale && (
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
        <RefusalSummary form={form} />
        {/* A completed review's values are what was decided: read-only for everyone. An
            administrator may still write the FAR comment, which reopens it (decision 021). */}
        <ValueChanges form={form} readOnly={isComplete} />
        <DataSketchChanges form={form} readOnly={isComplete} />
        <NotesAndFar form={form} readOnly={isComplete} farReadOnly={readOnly} />
        <DecisionFieldset form={form} readOnly={isComplete} filerLanguage={record.filer_language} />
      </div>
      <AlertDialog title="Internal review" message={form.alert} onClose={form.closeAlert} />
    </section>
  );
  const bar = showBar && (
    <ReviewActionBar
      form={form}
      readOnly={readOnly}
      isComplete={isComplete}
      mayReopen={mayReopen}
      submitAction={submitAction}
      done={done}
      onOffer={onOffer}
    />
  );

  // Nothing left to send on a decided review: the record as it is, with no form around it.
  if (readOnly) {
    return (
      <>
        {section}
        {bar}
      </>
    );
  }
  // The form holds the bar, so its submit button is the form's own; it makes no box
  // (display: contents), so the bar still sticks within the page's column, from the top of the
  // record down.
  return (
    <form
      noValidate
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        form.act(submitAction);
      }}
    >
      {section}
      {bar}
    </form>
  );
}
