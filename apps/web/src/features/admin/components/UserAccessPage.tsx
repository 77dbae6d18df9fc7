import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@ir/domain/messages.ts';
import { ROLES, type Role } from '@ir/domain/roles.ts';
import { FormField } from '../../../components/form/FormField.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { userListQuery } from '../api/list-users.ts';
import { pulledUserQuery } from '../api/pull-user.ts';
import { useSetUserRole } from '../api/set-user-role.ts';
import { useCompactHeader } from './use-compact-header.ts';
import { UserPicker } from './UserPicker.tsx';

/** SPEC §4: how long the confirmation flag stays after an update. */
export const SUCCESS_FLAG_MS = 3000;

/** SPEC §2/§4 user-access screen: pick an account, edit its role, escalate. */
export function UserAccessPage() {
  useDocumentTitle('User Access');
  useCompactHeader();
  const [email, setEmail] = useState<string | null>(null);
  // The role as edited; null follows the loaded account.
  const [editedRole, setEditedRole] = useState<Role | null>(null);
  const [success, setSuccess] = useState(false);
  // SPEC §8: list and detail load failures are silently ignored.
  const list = useQuery(userListQuery());
  const pulled = useQuery({ ...pulledUserQuery(email ?? ''), enabled: email !== null });
  const escalate = useSetUserRole();

  // With no account chosen (or cleared) every field is empty.
  const loaded = email !== null && pulled.data?.[0] === email ? pulled.data : undefined;
  const fields: { identifier: string; role: Role | ''; status: string } = {
    identifier: loaded?.[0] ?? '',
    role: editedRole ?? loaded?.[1] ?? '',
    status: loaded?.[2] ?? '',
  };

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_FLAG_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const choose = (next: string | null) => {
    setEmail(next);
    setEditedRole(null);
    setSuccess(false);
  };

  const update = () => {
    // SPEC §5: the update does nothing while no account is loaded.
    if (!fields.identifier || !fields.role) return;
    setSuccess(false);
    escalate.mutate(
      { user: fields.identifier, role: fields.role },
      {
        onSuccess: () => setSuccess(true),
        onError: () => window.alert(MESSAGES.admin.escalateFailed),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold">User Access</h1>
      <div className="flex flex-col gap-4">
        <UserPicker
          label="User"
          emails={list.data ?? []}
          loading={list.isPending}
          value={email}
          onChange={choose}
        />
        <FormField label="Role">
          {(control) => (
            <select
              {...control}
              className="select w-full max-w-md"
              value={fields.role}
              disabled={!fields.identifier}
              onChange={(event) => setEditedRole(event.target.value as Role)}
            >
              <option value="" disabled>
                Choose a user first
              </option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p className="text-sm">
          <span className="font-medium">Status: </span>
          <span data-testid="user-status">{fields.status || '—'}</span>
        </p>
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!fields.identifier || escalate.isPending}
            aria-busy={escalate.isPending || undefined}
            onClick={update}
          >
            {escalate.isPending && (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            )}
            escalate
          </button>
          <span role="status">
            {success && <span className="badge badge-success">user access updated</span>}
          </span>
        </div>
      </div>
    </div>
  );
}
