import { useEffect } from 'react';
import { PRODUCT_TITLE } from '@ir/domain/product.ts';
import { PageContainer } from './PageContainer.tsx';

/**
 * Shown in place of a page whose first request failed (the municipality for every page, the
 * privilege for a guarded one): nothing can be said about the page until it is asked again.
 */
export function LoadError({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  useEffect(() => {
    document.title = PRODUCT_TITLE;
  }, []);
  return (
    <PageContainer>
      <div role="alert" className="py-8 text-center">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-4 text-lg">
          We could not reach the server. Please check your connection and try again.
        </p>
        <button type="button" className="btn btn-primary mt-8" onClick={onRetry}>
          Try again
        </button>
      </div>
    </PageContainer>
  );
}
