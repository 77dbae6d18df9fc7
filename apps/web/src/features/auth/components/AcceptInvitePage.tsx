import { acceptInvite } from '../api/accept-invite.ts';
import { TokenPasswordPage } from './TokenPasswordPage.tsx';

/** A staff invitation's e-mailed link: the reset page's rules, a new account's words. */
export function AcceptInvitePage() {
  return (
    <TokenPasswordPage
      title="Accept invitation"
      intro="Choose the password of your staff account: a lowercase and an uppercase letter, a number and at least 8 characters. Then log in with your e-mail and this password."
      submitLabel="Set Password"
      save={acceptInvite}
      notice="account is ready"
    />
  );
}
