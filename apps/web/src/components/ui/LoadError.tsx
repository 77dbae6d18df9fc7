import { useEffect } from 'react';
import { PRODUCT_TITLE } from '@ir/domain/product.ts';
import { useLanguage } from '../../lib/language.tsx';
import { PageContainer } from './PageContainer.tsx';

/**
 * Shown in place of a page whose first request failed (the municipality for every page, the
 * privilege for a guarded one): nothing can be said about the page until it is asked again.
 */
export function LoadError({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  const T = useLanguage().messages.common.loadError;
  useEffect(() => {
    document.title = PRODUCT_TITLE;
  }, []);
  return (
    <PageContainer>
      <div role="alert" className="py-8 text-center">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-4 text-lg">{T.body}</p>
        <button type="button" className="btn btn-primary mt-8" onClick={onRetry}>
          {T.retry}
        </button>
      </div>
    </PageContainer>
  );
}
