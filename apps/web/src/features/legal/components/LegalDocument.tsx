import { useId, type ReactNode } from 'react';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';

/** A legal page: one h1, an introduction, then sections with h2 headings. */
export function LegalDocument({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <article>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <div className="mt-4 text-lg leading-relaxed">{intro}</div>
        {children}
      </article>
    </PageContainer>
  );
}

export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
