import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AUTH_LIMITS } from '@ir/domain/auth.ts';
import type { AdminUser } from '@ir/domain/contracts/admin/admin-fields.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { ROLES, type Role } from '@ir/domain/roles.ts';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { EmailText } from '../../../components/ui/EmailText.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { useForceSetPassword } from '../api/force-set-password.ts';
import { useResetUserMfa } from '../api/reset-user-mfa.ts';
import { useSetUserRole } from '../api/set-user-role.ts';
import { useToggleUserRestriction } from '../api/toggle-user-restriction.ts';
import { RepresentativeApproval } from './RepresentativeApproval.tsx';

/** The two actions that end the account's sessions, so they are asked first. */
type Asked = 'restrict' | 'reset-mfa';

/**
 * SPEC §2/§4's one-row table of Admin Controls. Mounted per account (keyed by e-mail), so the
 * inputs and badges of one account never carry over to the next. Outcomes show in the page
 * (SPEC §8 alerts them; a browser alert blocks the page and is easily dismissed unread):
 * 'success' and 'updated' beside their buttons, a failure below the table. The new password
 * and the role are each a react-hook-form form of their own (Enter in the password sends only
 * it); restricting and resetting two-factor sign-in are buttons, asked first in a dialog; the
 * representative approval (decision 043) is a button beside its flag.
 */
export function AdminUserRow({ initial }: { initial: AdminUser }) {
  const [user, setUser] = useState(initial);
  // The new password is masked, with PasswordField's Show button (SPEC §2 has a plain input).
  const passwordForm = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const password = useWatch({ control: passwordForm.control, name: 'password' });
  const [passwordSet, setPasswordSet] = useState(false);
  // The role as chosen in the select; sent with 'change'.
  const roleForm = useForm<{ role: Role }>({ defaultValues: { role: initial.role } });
  const [updated, setUpdated] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const setPasswordCall = useForceSetPassword();
  const setRoleCall = useSetUserRole();
  const restrictCall = useToggleUserRestriction();
  const resetMfaCall = useResetUserMfa();

  /** A new action starts: the outcome of the last one goes. */
  const starting = () => {
    setPasswordSet(false);
    setUpdated(false);
    setNotice(null);
    setFailure(null);
  };

  const passwordTooShort = password.length < AUTH_LIMITS.adminPasswordMin;
  const setNewPassword = passwordForm.handleSubmit(({ password: newPassword }) => {
    // Enter in the field sends the form too, which the disabled 'set' would not.
    if (newPassword.length < AUTH_LIMITS.adminPasswordMin || setPasswordCall.isPending) return;
    starting();
    setPasswordCall.mutate(
      { email: user.email, password: newPassword },
      {
        onSuccess: () => {
          // 'set' is disabled with the field empty: the focus goes back to the field rather
          // than be lost with it (WCAG 2.4.3). Before the reset, which forgets the fields
          // until they render again, so a setFocus after it would find none.
          passwordForm.setFocus('password');
          passwordForm.reset({ password: '' });
          setPasswordSet(true);
        },
        // SPEC §8: the failure is the server's answer as it came.
        onError: (error) => setFailure(error.message),
      },
    );
  });

  const changeRole = roleForm.handleSubmit(({ role }) => {
    if (setRoleCall.isPending) return;
    starting();
    setRoleCall.mutate(
      { user: user.email, role },
      {
        onSuccess: () => {
          setUser((current) => ({ ...current, role }));
          setUpdated(true);
        },
        // SPEC leaves role-change errors unshown; the server's reason beats silence.
        onError: (error) => setFailure(error.message),
      },
    );
  });

  const toggleRestriction = () => {
    if (restrictCall.isPending) return;
    starting();
    restrictCall.mutate(
      { user: user.email },
      {
        onSuccess: (next) => {
          setUser(next);
          roleForm.reset({ role: next.role });
        },
        onError: () => setFailure(MESSAGES.admin.restrictFailed),
      },
    );
  };

  // A staff member who lost the phone with their authenticator app signs in again with none.
  const resetMfa = () => {
    if (resetMfaCall.isPending) return;
    starting();
    resetMfaCall.mutate(
      { user: user.email },
      {
        onSuccess: () => setNotice(MESSAGES.mfa.resetSuccess),
        onError: (error) => setFailure(error.message || MESSAGES.mfa.resetFailed),
      },
    );
  };

  const restricted = user.status === 'restricted';
  return (
    <div className="flex flex-col gap-3">
      <ScrollRegion label="Selected account details">
        <table className="table" aria-label="Selected account">
          <caption className="sr-only">The selected account</caption>
          <thead>
            <tr>
              <th scope="col">user email</th>
              <th scope="col">set password</th>
              <th scope="col">change role</th>
              <th scope="col">restrict user</th>
              <th scope="col">two-factor</th>
              <th scope="col">representative</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <EmailText email={user.email} />
                <span className="block text-sm text-base-content/70">{user.status}</span>
              </td>
              <td>
                <form
                  noValidate
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={(event) => void setNewPassword(event)}
                >
                  <PasswordField
                    control={passwordForm.control}
                    name="password"
                    label={
                      <>
                        New password<span className="sr-only"> for {user.email}</span>
                      </>
                    }
                    className="w-56"
                    placeholder="new password"
                    autoComplete="new-password"
                    maxLength={AUTH_LIMITS.passwordMax}
                    onInput={() => setPasswordSet(false)}
                  />
                  <button
                    type="submit"
                    className="btn btn-sm btn-primary mb-1 aria-disabled:opacity-60"
                    disabled={passwordTooShort}
                    // Not disabled while it works, so the keyboard's focus stays (WCAG 2.4.3).
                    aria-disabled={setPasswordCall.isPending || undefined}
                  >
                    set
                  </button>
                  <span role="status">
                    {passwordSet && (
                      <span className="badge badge-success mb-2">
                        {MESSAGES.admin.setPasswordSuccess}
                      </span>
                    )}
                  </span>
                </form>
              </td>
              <td>
                <form
                  noValidate
                  className="flex items-center gap-2"
                  onSubmit={(event) => void changeRole(event)}
                >
                  <select
                    className="select select-sm w-32"
                    aria-label={`Role of ${user.email}`}
                    {...roleForm.register('role', { onChange: () => setUpdated(false) })}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                  <button
                    type="submit"
                    // aria-disabled, not disabled, while it works: a disabled button drops the
                    // keyboard's focus to the page (WCAG 2.4.3). The handlers ignore it meanwhile.
                    className="btn btn-sm btn-primary aria-disabled:opacity-60"
                    aria-disabled={setRoleCall.isPending || undefined}
                    aria-busy={setRoleCall.isPending || undefined}
                  >
                    {setRoleCall.isPending && (
                      <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                    )}
                    change
                  </button>
                  <span role="status">
                    {updated && (
                      <span className="badge badge-success">{MESSAGES.admin.roleUpdated}</span>
                    )}
                  </span>
                </form>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-warning aria-disabled:opacity-60"
                  disabled={user.status === 'awaiting verification'}
                  aria-disabled={restrictCall.isPending || undefined}
                  // Restricting ends the account's sessions, so it is asked first; lifting it is not.
                  onClick={() => {
                    if (restrictCall.isPending) return;
                    if (restricted) toggleRestriction();
                    else setAsked('restrict');
                  }}
                >
                  {restricted ? 'un-restrict' : 'restrict'}
                </button>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm aria-disabled:opacity-60"
                  aria-disabled={resetMfaCall.isPending || undefined}
                  aria-label={`Reset two-factor sign-in of ${user.email}`}
                  onClick={() => !resetMfaCall.isPending && setAsked('reset-mfa')}
                >
                  reset 2FA
                </button>
              </td>
              <td>
                <RepresentativeApproval
                  email={user.email}
                  representative={user.representative}
                  firmName={user.firmName}
                  onStart={starting}
                  onChanged={setUser}
                  onFailed={setFailure}
                />
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <div role="status">
        {notice && (
          <div className="alert alert-success">
            <span>{notice}</span>
          </div>
        )}
      </div>
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <ConfirmDialog
        open={asked === 'restrict'}
        title="Restrict this account?"
        message={MESSAGES.admin.restrictConfirm.replace('{email}', user.email)}
        confirmLabel="Restrict account"
        onConfirm={() => {
          setAsked(null);
          toggleRestriction();
        }}
        onCancel={() => setAsked(null)}
      />
      <ConfirmDialog
        open={asked === 'reset-mfa'}
        title="Reset two-factor sign-in?"
        message={MESSAGES.mfa.resetConfirm.replace('{email}', user.email)}
        confirmLabel="Reset two-factor sign-in"
        onConfirm={() => {
          setAsked(null);
          resetMfa();
        }}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
