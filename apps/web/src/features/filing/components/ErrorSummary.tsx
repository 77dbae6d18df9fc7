import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { summaryTargetId, type MissingItem } from '../wizard/draft.ts';
import { missingText } from '../wizard/step-rules.ts';
import { useLanguage } from '../../../lib/language.tsx';

/**
 * The GOV.UK error summary at the top of a step: what keeps Next back, each item a link to
 * its control by the control's id (summaryTargetId). It takes the focus when it appears and each
 * time Next is pressed again (`focusKey`), and is announced (role=alert). A step whose controls
 * carry no such id is found by `name`, or by `data-summary-target` where a control has none or
 * shares one; a disabled one is skipped (the SBL box while the address box is in use).
 */
export function ErrorSummary({ items, focusKey }: { items: MissingItem[]; focusKey: number }) {
  const language = useLanguage();
  const { messages } = language;
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    event.preventDefault();
    const step = ref.current?.closest('section') ?? document;
    const byId = document.getElementById(summaryTargetId(field));
    const target = [
      ...(byId ? [byId] : []),
      ...step.querySelectorAll<HTMLElement>(`[name="${field}"], [data-summary-target="${field}"]`),
    ].find((element) => !(element as HTMLInputElement).disabled);
    target?.focus();
  };

  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-box border-2 border-error p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-solid"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {messages.filing.errorSummary}
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#${summaryTargetId(item.field)}`}
              className="link font-medium field-error"
              onClick={(event) => goTo(event, item.field)}
            >
              {missingText(item, language)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
