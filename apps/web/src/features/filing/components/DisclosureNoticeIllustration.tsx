import { useId } from 'react';

/**
 * A drawing of an assessment Disclosure Notice with the SBL highlighted under PARCEL
 * INFORMATION, above the parcel address. Colours come from the theme, so it reads in dark mode.
 */
export function DisclosureNoticeIllustration() {
  const id = useId();
  return (
    <svg
      viewBox="0 0 480 320"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full rounded-box border border-base-300 bg-base-100 text-base-content"
    >
      <title id={`${id}-title`}>Sample Disclosure Notice</title>
      <desc id={`${id}-desc`}>
        A notice whose PARCEL INFORMATION section shows the SBL 123.45-67-89 highlighted, with the
        parcel address 123 MAIN ST below it.
      </desc>
      <rect x="10" y="10" width="460" height="300" rx="6" fill="none" stroke="currentColor" />
      <text x="240" y="42" textAnchor="middle" fontSize="18" fontWeight="bold" fill="currentColor">
        DISCLOSURE NOTICE
      </text>
      <text x="240" y="62" textAnchor="middle" fontSize="11" fill="currentColor" opacity="0.7">
        Notice of tentative assessment
      </text>
      <line x1="30" y1="76" x2="450" y2="76" stroke="currentColor" opacity="0.4" />
      {/* PARCEL INFORMATION section, left. */}
      <text x="30" y="100" fontSize="12" fontWeight="bold" fill="currentColor">
        PARCEL INFORMATION
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
        123 MAIN ST
      </text>
      <text x="30" y="178" fontSize="11" fill="currentColor" opacity="0.7">
        Property class: 210 - One family
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
        Your SBL
      </text>
      {/* Other sections, as grey lines. */}
      <text x="300" y="100" fontSize="12" fontWeight="bold" fill="currentColor">
        ASSESSMENT
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
        OWNER
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
