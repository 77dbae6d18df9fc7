import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@ir/domain';
import { FormAlert } from '../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useGlobalLoading } from '../../lib/global-loading.tsx';
import { updatePassword } from './api.ts';
import { passwordErrorText } from './error-text.ts';
import { loginPathWith } from './notices.ts';
import { resetPasswordErrors, type ResetPasswordValues } from './validation.ts';

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
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', retype: '' });
  const [submitted, setSubmitted] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const retypeRef = useRef<HTMLInputElement>(null);
  const update = useMutation({
    mutationFn: updatePassword,
    onSuccess: () => navigate(loginPathWith('password updated')),
  });
  useGlobalLoading(update.isPending);

  const errors = resetPasswordErrors(values, submitted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = resetPasswordErrors(values, true);
    if (found.password || found.retype) {
      (found.password ? passwordRef : retypeRef).current?.focus();
      return;
    }
    update.mutate({ password: values.password, token });
  };

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">Reset password</h1>
      <p className="mt-4 text-lg">
        Choose a new password with a lowercase and an uppercase letter, a number and at least 8
        characters. Changing it signs you out on every device.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 flex max-w-md flex-col gap-4">
        <TextField
          ref={passwordRef}
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          error={errors.password}
        />
        <TextField
          ref={retypeRef}
          label="Re-type new password"
          type="password"
          name="retype-password"
          autoComplete="new-password"
          value={values.retype}
          onChange={(event) => setValues((v) => ({ ...v, retype: event.target.value }))}
          error={errors.retype}
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
