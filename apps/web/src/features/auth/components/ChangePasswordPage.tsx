import { updatePassword } from '../api/update-password.ts';
import { TokenPasswordPage } from './TokenPasswordPage.tsx';

/** SPEC §2 reset password, reached from the e-mailed link; without its token it goes to /. */
export function ChangePasswordPage() {
  return (
    <TokenPasswordPage
      title="Reset password"
      intro="Choose a new password with a lowercase and an uppercase letter, a number and at least 8 characters. Changing it signs you out on every device."
      submitLabel="Change Password"
      save={updatePassword}
      notice="password updated"
    />
  );
}
