import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn here from the text (uqr), never fetched from a service: the text holds the
 * TOTP secret. Dark modules on a white field, whatever the theme, so every phone reads it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(text, { ecc: 'M', border: 4 });
    const cells: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { size, path: cells.join('') };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * 5}
      height={size * 5}
      shapeRendering="crispEdges"
      className="h-auto max-w-full bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
