import { useLanguage } from '../../lib/language.tsx';
import { FOOTER_ID, MAIN_CONTENT_ID, NAVIGATION_ID } from './landmarks.ts';

const LINKS = [
  { target: NAVIGATION_ID, label: 'navigation' },
  { target: MAIN_CONTENT_ID, label: 'main' },
  { target: FOOTER_ID, label: 'footer' },
] as const;

/** Hidden until focused, so keyboard users can jump past repeated blocks (WCAG 2.4.1). */
export function SkipLinks() {
  const T = useLanguage().messages.site.skipLinks;
  return (
    <div className="print:hidden">
      {LINKS.map(({ target, label }) => (
        <a
          key={target}
          href={`#${target}`}
          className="sr-only rounded-box bg-base-100 font-semibold text-base-content underline shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-3 focus:outline-2 focus:outline-offset-2"
        >
          {T[label]}
        </a>
      ))}
    </div>
  );
}
