import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table) does not fit, such as on a
 * phone. It takes the focus and is named, so a keyboard user can scroll it with the arrow keys
 * and a screen reader says what it holds (axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-base-content ${className}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
