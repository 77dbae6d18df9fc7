import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';

export function RouteError() {
  useDocumentTitle('Something went wrong');
  return (
    <PageContainer>
      <div role="alert" className="py-8 text-center">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-lg">
          This page could not be shown. Please reload it; if the problem continues, call us at the
          number below.
        </p>
        <button
          type="button"
          className="btn btn-primary mt-8"
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
      </div>
    </PageContainer>
  );
}
