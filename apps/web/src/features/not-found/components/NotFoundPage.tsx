import { useLocation, useNavigate } from '../../../lib/router.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/language.tsx';

/** The entry a visitor landed on has the key 'default' (lib/router.tsx). */
const FIRST_ENTRY_KEY = 'default';

export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { messages } = useLanguage();
  const T = messages.site.notFound;
  useDocumentTitle(T.title);

  // Going back from the first page would leave the site (or do nothing), so go home instead.
  const goBack = () => {
    if (location.key === FIRST_ENTRY_KEY) void navigate('/');
    else void navigate(-1);
  };

  return (
    <PageContainer>
      <div className="py-8 text-center">
        <p className="text-6xl font-bold" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">{T.title}</h1>
        <p className="mt-4 text-lg">{messages.general.notFound}</p>
        <button type="button" className="btn btn-primary mt-8" onClick={goBack}>
          {T.goBack}
        </button>
      </div>
    </PageContainer>
  );
}
