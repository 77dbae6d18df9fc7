import type { ReactNode } from 'react';

/** The readable column that text pages (contact, legal, errors) sit in. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">{children}</div>;
}
