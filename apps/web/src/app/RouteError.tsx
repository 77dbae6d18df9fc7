import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import { useLanguage } from '../lib/language.tsx';

export function RouteError() {
  const T = useLanguage().messages.common.routeError;
  useDocumentTitle(T.title);
  return (
    <PageContainer>
      <div role="alert" className="py-8 text-center">
        <h1 className="text-3xl font-bold">{T.title}</h1>
        <p className="mt-4 text-lg">{T.body}</p>
        <button
          type="button"
          className="btn btn-primary mt-8"
          onClick={() => window.location.reload()}
        >
          {T.reload}
        </button>
      </div>
    </PageContainer>
  );
}
