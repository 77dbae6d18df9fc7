import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text with its `{placeholders}` filled by nodes (a link, a bold address): the
 * words stay in the catalogue, in the order each language puts them. A placeholder not given
 * stays as it is.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return (
      <Fragment key={i}>
        {name !== undefined && Object.hasOwn(values, name) ? values[name] : part}
      </Fragment>
    );
  });
}
