import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@ir/domain/messages.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { ResendVerification } from './ResendVerification.tsx';

/** The address the sign-up form sent, kept in this history entry (never in the URL). */
function signedUpEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state as { email: unknown };
  return typeof email === 'string' && email !== '' ? email : undefined;
}

export function SignupCompletePage() {
  useDocumentTitle(MESSAGES.signup.success);
  const { state } = useLocation();
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{MESSAGES.signup.success}</h1>
      <div className="mt-6">
        <FormAlert kind="warning">
          We sent a verification link to your e-mail address. Open it to activate your account
          before you log in. If it has not arrived within a few minutes, check your spam or junk
          folder.
        </FormAlert>
      </div>
      <Link to="/login" className="btn btn-primary mt-8">
        Go to Login
      </Link>
      <div className="mt-10 max-w-md border-t border-base-300 pt-6">
        <ResendVerification
          email={signedUpEmail(state)}
          headingLevel={2}
          intro="Still no e-mail after a few minutes, spam folder included?"
        />
      </div>
    </PageContainer>
  );
}
