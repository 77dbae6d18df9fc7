import { Fragment } from 'react';

/**
 * An e-mail address that may wrap in a narrow column: at the '@' and before each dot, where a
 * reader expects it, instead of mid-word. A part longer than the column still wraps.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="break-words">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
