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
import { updatePassword } from '../api/update-password.ts';
import { passwordErrorText } from '../error-text.ts';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../form-schemas.ts';
import { loginPathWith } from '../notices.ts';

/** SPEC §2 reset password, reached from the e-mailed link; without its token it goes to /. */
export function ChangePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/" replace />;
  return <ChangePasswordForm token={token} />;
}

function ChangePasswordForm({ token }: { token: string }) {
  useDocumentTitle('Reset password');
  const navigate = useNavigate();
  // Checked as the user types; an empty field once the form is submitted (as sign-up).
  const { control, handleSubmit } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', retype: '' },
    mode: 'onChange',
  });
  const update = useMutation({
    mutationFn: updatePassword,
    onSuccess: () => navigate(loginPathWith('password updated')),
  });
  useGlobalLoading(update.isPending);

  const submit = handleSubmit(({ password }) => update.mutate({ password, token }));

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">Reset password</h1>
      <p className="mt-4 text-lg">
        Choose a new password with a lowercase and an uppercase letter, a number and at least 8
        characters. Changing it signs you out on every device.
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
        {update.isError && (
          <FormAlert kind="error">
            {passwordErrorText(update.error, MESSAGES.password.network)}
          </FormAlert>
        )}
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          Change Password
        </button>
      </form>
    </PageContainer>
  );
}
