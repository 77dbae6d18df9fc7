import type { ReactNode } from 'react';
import { useLanguage } from '../../../lib/language.tsx';

/** Stands in for the slot while the text is formatted; no catalogue text holds it. */
const MARK = '\u0001';

/**
 * A catalogue text with an element in it ("Please keep your filing number, <strong>…</strong>,
 * for your records."): the text is formatted whole, so each language puts the element where
 * its sentence needs it, and `children` takes the `{slot}` argument's place.
 */
export function WithSlot({
  text,
  values = {},
  slot,
  children,
}: {
  text: string;
  values?: Record<string, string | number>;
  slot: string;
  children: ReactNode;
}) {
  const { format } = useLanguage();
  const [before = '', after = ''] = format(text, { ...values, [slot]: MARK }).split(MARK);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
