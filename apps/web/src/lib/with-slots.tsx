import { Fragment, type ReactNode } from 'react';
import { useLanguage } from './language.tsx';

/**
 * Marks a slot while the text is formatted (its index between two of them): a private-use
 * character, which no catalogue text holds.
 */
const MARK = '\uE000';
const SLOT = /\uE000(\d+)\uE000/;

/**
 * A catalogue text with elements in it ("Please keep your filing number, <strong>…</strong>,
 * for your records."): the text is formatted whole, so each language puts each element where
 * its sentence needs it, and each of `slots` takes the place of the argument of its name.
 */
export function WithSlots({
  text,
  values = {},
  slots,
}: {
  text: string;
  values?: Record<string, string | number>;
  slots: Record<string, ReactNode>;
}) {
  const { format } = useLanguage();
  const names = Object.keys(slots);
  const marked = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  // split with a capture group alternates text and slot indices: text, index, text, …
  const parts = format(text, { ...values, ...marked }).split(SLOT);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          <Fragment key={index}>{slots[names[Number(part)] ?? '']}</Fragment>
        ),
      )}
    </>
  );
}
