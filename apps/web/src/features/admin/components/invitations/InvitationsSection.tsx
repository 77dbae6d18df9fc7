import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isValidSignupEmail, normalizeEmail } from '@ir/domain/auth.ts';
import type { Invitation } from '@ir/domain/contracts/admin/list-invitations.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { isRole, ROLES } from '@ir/domain/roles.ts';
import { SelectField } from '../../../../components/form/SelectField.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useInviteUser } from '../../api/invite-user.ts';
import { invitationsQuery } from '../../api/list-invitations.ts';
import { useRevokeInvitation } from '../../api/revoke-invitation.ts';

const inviteFormSchema = z.object({
  email: z.string().refine((e) => isValidSignupEmail(normalizeEmail(e)), MESSAGES.invite.badEmail),
  role: z.string().refine(isRole, MESSAGES.invite.badRole),
});
type InviteFormValues = z.input<typeof inviteFormSchema>;

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const errorText = useErrorText();
  const revoke = useRevokeInvitation();
  const [revoked, setRevoked] = useState(false);
  const { instant: formatTime } = useFormat();
  return (
    <>
      {invitations.length === 0 ? (
        <p>No pending invitations.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table" aria-label="Pending invitations">
            <thead>
              <tr>
                <th scope="col">e-mail</th>
                <th scope="col">role</th>
                <th scope="col">invited</th>
                <th scope="col">link expires</th>
                <th scope="col">
                  <span className="sr-only">actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.email}>
                  <td className="break-all">{invitation.email}</td>
                  <td>{invitation.role}</td>
                  <td>{formatTime(invitation.invitedAt)}</td>
                  <td>{formatTime(invitation.expiresAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      aria-label={`Revoke the invitation of ${invitation.email}`}
                      disabled={revoke.isPending}
                      onClick={() => {
                        setRevoked(false);
                        revoke.mutate(
                          { email: invitation.email },
                          { onSuccess: () => setRevoked(true) },
                        );
                      }}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoked && <FormAlert kind="success">{MESSAGES.invite.revoked}</FormAlert>}
      {revoke.isError && (
        <FormAlert kind="error">
          {errorText(revoke.error, {
            showServerMessage: 'always',
            fallback: MESSAGES.invite.revokeFailed,
          })}
        </FormAlert>
      )}
    </>
  );
}

/** A mega-admin invites staff by e-mail with a role, and revokes pending invitations. */
export function InvitationsSection() {
  const errorText = useErrorText();
  const invitations = useQuery(invitationsQuery());
  const invite = useInviteUser();
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, reset } = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', role: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(({ email, role }) => {
    if (!isRole(role)) return;
    setSent(false);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setSent(true);
          reset();
        },
      },
    );
  });

  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-4">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Invitations
      </h2>
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <TextField
          control={control}
          name="email"
          type="email"
          label="E-mail to invite"
          autoComplete="off"
          required
        />
        <SelectField
          control={control}
          name="role"
          label="Role"
          options={ROLE_OPTIONS}
          placeholder="Choose a role"
          required
        />
        {sent && <FormAlert kind="success">{MESSAGES.invite.sent}</FormAlert>}
        {invite.isError && (
          <FormAlert kind="error">
            {errorText(invite.error, {
              showServerMessage: 'always',
              fallback: MESSAGES.invite.sendFailed,
            })}
          </FormAlert>
        )}
        <button type="submit" className="btn btn-primary self-start" disabled={invite.isPending}>
          Invite
        </button>
      </form>
      <h3 className="font-semibold">Pending invitations</h3>
      {invitations.isPending && <p>Loading the invitations…</p>}
      {invitations.isError && (
        <FormAlert kind="error">
          {errorText(invitations.error, {
            showServerMessage: 'always',
            fallback: MESSAGES.invite.loadFailed,
          })}
        </FormAlert>
      )}
      {invitations.data && <PendingInvitations invitations={invitations.data} />}
    </section>
  );
}
