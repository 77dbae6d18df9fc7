import { useLanguage } from '../../../lib/language.tsx';
import { updatePassword } from '../api/update-password.ts';
import { TokenPasswordPage } from './TokenPasswordPage.tsx';

/** SPEC §2 reset password, reached from the e-mailed link; without its token it goes to /. */
export function ChangePasswordPage() {
  const T = useLanguage().messages.account.resetPassword;
  return (
    <TokenPasswordPage
      title={T.title}
      intro={T.intro}
      submitLabel={T.submit}
      save={updatePassword}
      notice="password updated"
    />
  );
}
