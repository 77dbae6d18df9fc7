import { Link, Navigate, useSearchParams } from '../../../lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { verifyUserQuery } from '../api/verify-user.ts';
import { passwordFailure } from '../failure-texts.ts';
import { loginPathWith } from '../notices.ts';
import { ResendVerification } from './ResendVerification.tsx';

/** SPEC §2 account verification, reached from the e-mailed link; without its token it goes to /. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/" replace />;
  return <VerifyToken token={token} />;
}

function VerifyToken({ token }: { token: string }) {
  const errorText = useErrorText();
  const { messages } = useLanguage();
  const T = messages.account.verify;
  useDocumentTitle(T.title);
  const verification = useQuery(verifyUserQuery(token));
  useGlobalLoading(verification.isPending);

  if (verification.isSuccess)
    return <Navigate to={loginPathWith('account is confirmed')} replace />;

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
      {verification.isError ? (
        <div className="mt-6 flex flex-col items-start gap-6">
          <FormAlert kind="error">
            {errorText(verification.error, passwordFailure(messages, 'networkLater'))}
          </FormAlert>
          <Link to="/login" className="btn btn-primary">
            {T.login}
          </Link>
          {verification.error instanceof ApiRequestError &&
            verification.error.errorMessage === 'expired_token' && (
              <div className="w-full max-w-md border-t border-base-300 pt-6">
                <ResendVerification headingLevel={2} />
              </div>
            )}
        </div>
      ) : (
        <p className="mt-4 text-lg">{T.checking}</p>
      )}
    </PageContainer>
  );
}
