import { useId } from 'react';
import { useLanguage } from '../../../lib/language.tsx';

/**
 * The words printed on the paper notice, which is in English whatever the page's language: the
 * drawing shows the notice as the owner holds it (the dialog's text names its sections so).
 */
const ON_THE_NOTICE = {
  heading: 'DISCLOSURE NOTICE',
  subheading: 'Notice of tentative assessment',
  parcel: 'PARCEL INFORMATION',
  address: '123 MAIN ST',
  propertyClass: 'Property class: 210 - One family',
  assessment: 'ASSESSMENT',
  owner: 'OWNER',
} as const;

/**
 * A drawing of an assessment Disclosure Notice with the SBL highlighted under PARCEL
 * INFORMATION, above the parcel address. Colours come from the theme, so it reads in dark mode.
 */
export function DisclosureNoticeIllustration() {
  const T = useLanguage().messages.filing.search;
  const id = useId();
  return (
    <svg
      viewBox="0 0 480 320"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full rounded-box border border-base-300 bg-base-100 text-base-content"
    >
      <title id={`${id}-title`}>{T.noticeTitle}</title>
      <desc id={`${id}-desc`}>{T.noticeDescription}</desc>
      <rect x="10" y="10" width="460" height="300" rx="6" fill="none" stroke="currentColor" />
      <text x="240" y="42" textAnchor="middle" fontSize="18" fontWeight="bold" fill="currentColor">
        {ON_THE_NOTICE.heading}
      </text>
      <text x="240" y="62" textAnchor="middle" fontSize="11" fill="currentColor" opacity="0.7">
        {ON_THE_NOTICE.subheading}
      </text>
      <line x1="30" y1="76" x2="450" y2="76" stroke="currentColor" opacity="0.4" />
      {/* PARCEL INFORMATION section, left. */}
      <text x="30" y="100" fontSize="12" fontWeight="bold" fill="currentColor">
        {ON_THE_NOTICE.parcel}
      </text>
      <rect x="26" y="110" width="150" height="28" rx="4" className="fill-warning" />
      <rect
        x="26"
        y="110"
        width="150"
        height="28"
        rx="4"
        fill="none"
        strokeWidth="3"
        className="stroke-error"
      />
      <text
        x="36"
        y="129"
        fontSize="15"
        fontWeight="bold"
        fontFamily="monospace"
        className="fill-warning-content"
      >
        123.45-67-89
      </text>
      <text x="30" y="160" fontSize="12" fill="currentColor">
        {ON_THE_NOTICE.address}
      </text>
      <text x="30" y="178" fontSize="11" fill="currentColor" opacity="0.7">
        {ON_THE_NOTICE.propertyClass}
      </text>
      {/* An arrow pointing at the SBL. */}
      <path
        d="M 230 124 L 186 124"
        stroke="currentColor"
        strokeWidth="2"
        className="stroke-error"
      />
      <path d="M 186 124 L 196 118 L 196 130 Z" className="fill-error" />
      <text x="236" y="128" fontSize="12" fontWeight="bold" className="fill-error">
        {T.yourSbl}
      </text>
      {/* Other sections, as grey lines. */}
      <text x="300" y="100" fontSize="12" fontWeight="bold" fill="currentColor">
        {ON_THE_NOTICE.assessment}
      </text>
      {[116, 134, 152, 170].map((y) => (
        <rect
          key={y}
          x="300"
          y={y}
          width="150"
          height="8"
          rx="3"
          fill="currentColor"
          opacity="0.2"
        />
      ))}
      <line x1="30" y1="200" x2="450" y2="200" stroke="currentColor" opacity="0.4" />
      <text x="30" y="224" fontSize="12" fontWeight="bold" fill="currentColor">
        {ON_THE_NOTICE.owner}
      </text>
      {[236, 254, 272].map((y) => (
        <rect
          key={y}
          x="30"
          y={y}
          width={y === 272 ? 260 : 380}
          height="8"
          rx="3"
          fill="currentColor"
          opacity="0.2"
        />
      ))}
    </svg>
  );
}
