import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useLanguage } from '../../../lib/language.tsx';

export interface Problem {
  /** The id of the control that answers it. */
  id: string;
  /** A catalogue key, or words already said. */
  message: string;
}

/**
 * The GOV.UK error summary above a form: what a refused submit must fix, each a link to its
 * control. It takes the focus at each refused submit (`focusKey` grows), so a keyboard or
 * screen-reader user hears what is wrong before walking back through the fields.
 */
export function ProblemSummary({
  problems,
  focusKey,
  headingLevel = 2,
}: {
  problems: Problem[];
  focusKey: number;
  /** The level under the form's own heading, if it has one. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { text, messages } = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  if (problems.length === 0) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-box border-2 border-error p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-solid"
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {messages.authorizations.page.problem}
      </Heading>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.id}>
            <a
              href={`#${problem.id}`}
              className="link field-error font-medium"
              onClick={(event) => goTo(event, problem.id)}
            >
              {text(problem.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
