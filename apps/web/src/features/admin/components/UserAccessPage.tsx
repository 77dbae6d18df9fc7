import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@ir/domain/messages.ts';
import { ROLES, type Role } from '@ir/domain/roles.ts';
import { FormField } from '../../../components/form/FormField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { userListQuery } from '../api/list-users.ts';
import { pulledUserQuery } from '../api/pull-user.ts';
import { useSetUserRole } from '../api/set-user-role.ts';
import { RepresentativeApproval } from './RepresentativeApproval.tsx';
import { useCompactHeader } from './use-compact-header.ts';
import { UserPicker } from './UserPicker.tsx';

/** SPEC §4: how long the confirmation flag stays after an update. */
export const SUCCESS_FLAG_MS = 3000;

/** The loaded account and its role as edited; both '' while no account is loaded. */
interface AccessForm {
  user: string;
  role: Role | '';
}

/**
 * SPEC §2/§4 user-access screen: pick an account, edit its role, escalate; and (decision 043)
 * approve it as a representative or remove the approval.
 */
export function UserAccessPage() {
  useDocumentTitle('User Access');
  useCompactHeader();
  const [email, setEmail] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [representativeFailure, setRepresentativeFailure] = useState<string | null>(null);
  // SPEC §8: list and detail load failures are silently ignored.
  const list = useQuery(userListQuery());
  const pulled = useQuery({ ...pulledUserQuery(email ?? ''), enabled: email !== null });
  const escalate = useSetUserRole();

  // With no account chosen (or cleared), or while it loads, every field is empty.
  const loaded = email !== null && pulled.data?.[0] === email ? pulled.data : undefined;
  // The form follows the loaded account: another account (or none) resets the role to its own,
  // so an edit never carries over; the same answer loaded again keeps the edit.
  const { control, handleSubmit, reset } = useForm<AccessForm>({
    defaultValues: { user: '', role: '' },
    values: { user: loaded?.[0] ?? '', role: loaded?.[1] ?? '' },
  });

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_FLAG_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const choose = (next: string | null) => {
    setEmail(next);
    // Picking the same account again drops an unsent edit too.
    reset();
    setSuccess(false);
    setRepresentativeFailure(null);
  };

  const update = handleSubmit(({ user, role }) => {
    // SPEC §5: the update does nothing while no account is loaded.
    if (!user || !role) return;
    setSuccess(false);
    escalate.mutate(
      { user, role },
      {
        onSuccess: () => setSuccess(true),
        onError: () => window.alert(MESSAGES.admin.escalateFailed),
      },
    );
  });

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
        <form noValidate onSubmit={(event) => void update(event)} className="flex flex-col gap-4">
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <FormField label="Role">
                {(frame) => (
                  <select
                    {...frame}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    className="select w-full max-w-md"
                    disabled={!loaded}
                  >
                    <option value="" disabled>
                      Choose a user first
                    </option>
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {MESSAGES.admin.roleNames[r]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
          />
          <p className="text-sm">
            <span className="font-medium">Status: </span>
            <span data-testid="user-status">{loaded?.[2] || '—'}</span>
          </p>
          <div className="flex items-center gap-3">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!loaded || escalate.isPending}
              aria-busy={escalate.isPending || undefined}
            >
              {escalate.isPending && (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              )}
              {MESSAGES.admin.updateAccess}
            </button>
            <span role="status">
              {success && (
                <span className="badge badge-success">{MESSAGES.admin.accessUpdated}</span>
              )}
            </span>
          </div>
        </form>
        {loaded && (
          <section aria-labelledby="representative-heading" className="flex flex-col gap-2">
            <h2 id="representative-heading" className="font-medium">
              Representative
            </h2>
            <p className="text-sm">{MESSAGES.admin.representativeHint}</p>
            <RepresentativeApproval
              // Another account starts with nothing pending or said.
              key={loaded[0]}
              email={loaded[0]}
              representative={loaded[3]}
              onStart={() => setRepresentativeFailure(null)}
              onFailed={setRepresentativeFailure}
            />
            {representativeFailure && <FormAlert kind="error">{representativeFailure}</FormAlert>}
          </section>
        )}
      </div>
    </div>
  );
}
