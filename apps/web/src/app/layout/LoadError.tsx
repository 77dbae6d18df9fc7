import { useEffect } from 'react';
import { PRODUCT_TITLE } from '@ir/domain/product.ts';
import { PageContainer } from '../../components/ui/PageContainer.tsx';

/** Shown in place of every page when the municipality could not be loaded. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    document.title = PRODUCT_TITLE;
  }, []);
  return (
    <PageContainer>
      <div role="alert" className="py-8 text-center">
        <h1 className="text-3xl font-bold">This site could not be loaded</h1>
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
