import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@ir/domain/messages.ts';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { acceptInvite } from '../api/accept-invite.ts';
import { passwordErrorText } from '../error-text.ts';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../form-schemas.ts';
import { loginPathWith } from '../notices.ts';

/** A staff invitation's e-mailed link (issue #9); without its token it goes to /. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/" replace />;
  return <AcceptInviteForm token={token} />;
}

function AcceptInviteForm({ token }: { token: string }) {
  useDocumentTitle('Accept invitation');
  const navigate = useNavigate();
  // The reset page's rules and messages: the same password, chosen the same way.
  const { control, handleSubmit } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', retype: '' },
    mode: 'onChange',
  });
  const accept = useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => navigate(loginPathWith('account is ready')),
  });
  useGlobalLoading(accept.isPending);

  const submit = handleSubmit(({ password }) => accept.mutate({ password, token }));

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">Accept invitation</h1>
      <p className="mt-4 text-lg">
        Choose the password of your staff account: a lowercase and an uppercase letter, a number and
        at least 8 characters. Then log in with your e-mail and this password.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 flex max-w-md flex-col gap-4">
        <PasswordField
          control={control}
          name="password"
          label="New password"
          autoComplete="new-password"
          deps="retype"
        />
        <PasswordField
          control={control}
          name="retype"
          label="Re-type new password"
          autoComplete="new-password"
        />
        {accept.isError && (
          <FormAlert kind="error">
            {passwordErrorText(accept.error, MESSAGES.password.network)}
          </FormAlert>
        )}
        <button type="submit" className="btn btn-primary" disabled={accept.isPending}>
          Set Password
        </button>
      </form>
    </PageContainer>
  );
}
