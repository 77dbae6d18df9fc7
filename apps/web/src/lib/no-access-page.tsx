import { Link } from './router.tsx';
import { can } from '@ir/domain/permissions.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import { PageContainer } from '../components/ui/PageContainer.tsx';
import { useDocumentTitle } from './document-title.ts';
import { useLanguage } from './language.tsx';

/**
 * What a signed-in account sees on a page its role may not open (SPEC §6). Sending it to the
 * login page instead would bounce it on to its own applications with no word of why.
 */
export function NoAccessPage({ privilege }: { privilege: Privilege }) {
  const T = useLanguage().messages.common.noAccess;
  useDocumentTitle(T.title);
  return (
    <PageContainer>
      <div className="py-8 text-center">
        <h1 className="text-3xl font-bold">{T.title}</h1>
        <p className="mt-4 text-lg">{T.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to="/" className="btn btn-primary">
            {T.home}
          </Link>
          {can(privilege, 'application:file') && (
            <Link to="/applications" className="btn btn-outline">
              {T.myApplications}
            </Link>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
