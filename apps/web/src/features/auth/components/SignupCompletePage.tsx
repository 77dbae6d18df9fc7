import { Link } from 'react-router';
import { MESSAGES } from '@ir/domain/messages.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';

export function SignupCompletePage() {
  useDocumentTitle(MESSAGES.signup.success);
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
    </PageContainer>
  );
}
