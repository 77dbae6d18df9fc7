import { useState } from 'react';
import { AUTH_LIMITS } from '@ir/domain/auth.ts';
import type { AdminUser } from '@ir/domain/contracts/admin/admin-fields.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { ROLES, type Role } from '@ir/domain/roles.ts';
import { useForceSetPassword } from '../api/force-set-password.ts';
import { useResetUserMfa } from '../api/reset-user-mfa.ts';
import { useSetUserRole } from '../api/set-user-role.ts';
import { useToggleUserRestriction } from '../api/toggle-user-restriction.ts';

/**
 * SPEC §2/§4's one-row table of Admin Controls. Mounted per account (keyed by e-mail), so the
 * inputs and badges of one account never carry over to the next.
 */
export function AdminUserRow({ initial }: { initial: AdminUser }) {
  const [user, setUser] = useState(initial);
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>(initial.role);
  const [updated, setUpdated] = useState(false);
  const setPasswordCall = useForceSetPassword();
  const setRoleCall = useSetUserRole();
  const restrictCall = useToggleUserRestriction();
  const resetMfaCall = useResetUserMfa();

  const setNewPassword = () =>
    setPasswordCall.mutate(
      { email: user.email, password },
      {
        onSuccess: () => {
          setPassword('');
          window.alert(MESSAGES.admin.setPasswordSuccess);
        },
        // SPEC §8: the failure alert is the server's answer as it came.
        onError: (error) => window.alert(error.message),
      },
    );

  const changeRole = () => {
    setUpdated(false);
    setRoleCall.mutate(
      { user: user.email, role },
      {
        onSuccess: () => {
          setUser((current) => ({ ...current, role }));
          setUpdated(true);
        },
        // SPEC leaves role-change errors unshown; the server's reason beats silence.
        onError: (error) => window.alert(error.message),
      },
    );
  };

  const toggleRestriction = () =>
    restrictCall.mutate(
      { user: user.email },
      {
        onSuccess: (next) => {
          setUser(next);
          setRole(next.role);
        },
        onError: () => window.alert(MESSAGES.admin.restrictFailed),
      },
    );

  // Issue #9: a lost phone. Asked first, since the account's sessions end with it.
  const resetMfa = () => {
    if (!window.confirm(`Reset two-factor sign-in of ${user.email}? Their sessions end.`)) return;
    resetMfaCall.mutate(
      { user: user.email },
      {
        onSuccess: () => window.alert(MESSAGES.mfa.resetSuccess),
        onError: (error) => window.alert(error.message || MESSAGES.mfa.resetFailed),
      },
    );
  };

  const restricted = user.status === 'restricted';
  return (
    <div className="overflow-x-auto">
      <table className="table" aria-label="Selected account">
        <caption className="sr-only">The selected account</caption>
        <thead>
          <tr>
            <th scope="col">user email</th>
            <th scope="col">set password</th>
            <th scope="col">change role</th>
            <th scope="col">restrict user</th>
            <th scope="col">two-factor</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="break-all">
              {user.email}
              <span className="block text-sm text-base-content/70">{user.status}</span>
            </td>
            <td>
              <div className="flex gap-2">
                <input
                  type="text"
                  className="input input-sm w-40"
                  placeholder="new password"
                  aria-label={`New password for ${user.email}`}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={AUTH_LIMITS.passwordMax}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={
                    password.length < AUTH_LIMITS.adminPasswordMin || setPasswordCall.isPending
                  }
                  onClick={setNewPassword}
                >
                  set
                </button>
              </div>
            </td>
            <td>
              <div className="flex items-center gap-2">
                <select
                  className="select select-sm w-32"
                  aria-label={`Role of ${user.email}`}
                  value={role}
                  onChange={(event) => {
                    setRole(event.target.value as Role);
                    setUpdated(false);
                  }}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={setRoleCall.isPending}
                  aria-busy={setRoleCall.isPending || undefined}
                  onClick={changeRole}
                >
                  {setRoleCall.isPending && (
                    <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                  )}
                  change
                </button>
                <span role="status">
                  {updated && <span className="badge badge-success">updated</span>}
                </span>
              </div>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-sm btn-warning"
                disabled={restrictCall.isPending || user.status === 'awaiting verification'}
                onClick={toggleRestriction}
              >
                {restricted ? 'un-restrict' : 'restrict'}
              </button>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-sm"
                disabled={resetMfaCall.isPending}
                aria-label={`Reset two-factor sign-in of ${user.email}`}
                onClick={resetMfa}
              >
                reset 2FA
              </button>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
