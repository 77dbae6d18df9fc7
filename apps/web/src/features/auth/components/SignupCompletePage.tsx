import { Link, useLocation } from '../../../lib/router.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { ResendVerification } from './ResendVerification.tsx';

/** The address the sign-up form sent, kept in this history entry (never in the URL). */
function signedUpEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state as { email: unknown };
  return typeof email === 'string' && email !== '' ? email : undefined;
}

export function SignupCompletePage() {
  const { messages } = useLanguage();
  const T = messages.account.signupComplete;
  useDocumentTitle(messages.signup.success);
  const { state } = useLocation();
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{messages.signup.success}</h1>
      <div className="mt-6">
        <FormAlert kind="warning">{T.linkSent}</FormAlert>
      </div>
      <Link to="/login" className="btn btn-primary mt-8">
        {T.goToLogin}
      </Link>
      <div className="mt-10 max-w-md border-t border-base-300 pt-6">
        <ResendVerification email={signedUpEmail(state)} headingLevel={2} intro={T.stillNothing} />
      </div>
    </PageContainer>
  );
}
