import type { MouseEvent } from 'react';
import { MESSAGES } from '@ir/domain/messages.ts';
import { useLanguage } from '../../../../lib/language.tsx';
import { placeOf, type RefusalPlace } from '../../review-form.ts';
import type { ReviewActionFormModel } from './use-review-action-form.ts';

/**
 * The refusals of the action pressed, as links to their places above the form (the GOV.UK
 * error summary). It takes the focus on each refused press (useReviewActionForm).
 */
export function RefusalSummary({ form }: { form: ReviewActionFormModel }) {
  const { text } = useLanguage();
  const { refusals, summaryRef, placeId } = form;
  if (refusals.length === 0) return null;

  /**
   * A link takes the keyboard to its field, not only the view: to the control that answers
   * the refusal (of a pair of flags, the box still to tick or untick).
   */
  const goTo = (event: MouseEvent<HTMLAnchorElement>, place: RefusalPlace) => {
    const group = document.getElementById(placeId(place));
    const target =
      group?.querySelector<HTMLElement>(
        'input:not(:disabled):not(:checked), textarea, select:not(:disabled)',
      ) ?? group?.querySelector<HTMLElement>('input:not(:disabled)');
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      className="rounded-box border-4 border-error p-4 focus:outline-2 focus:outline-offset-2 focus:outline-base-content"
    >
      <h3 className="text-lg font-bold">{MESSAGES.review.refusalSummary}</h3>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {refusals.map((refusal) => {
          const place = placeOf(refusal.field);
          return (
            <li key={refusal.field}>
              <a
                href={`#${placeId(place)}`}
                className="field-error link font-medium"
                onClick={(event) => goTo(event, place)}
              >
                {text(refusal.message)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
