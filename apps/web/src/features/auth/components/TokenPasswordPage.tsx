import type { ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { passwordFailure } from '../failure-texts.ts';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../form-schemas.ts';
import { loginPathWith, type LoginNotice } from '../notices.ts';

interface TokenPasswordPageProps {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  /** Sends the chosen password with the link's token. */
  save: (body: { password: string; token: string }) => Promise<unknown>;
  /** The banner /login shows afterwards. */
  notice: LoginNotice;
}

/**
 * A page reached from an e-mailed link that sets a password with the link's token (the reset
 * link, a staff invitation): SPEC §5's reset rules and messages, then /login with a notice.
 * Without a token it goes to /.
 */
export function TokenPasswordPage(props: TokenPasswordPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/" replace />;
  return <TokenPasswordForm {...props} token={token} />;
}

function TokenPasswordForm({
  title,
  intro,
  submitLabel,
  save,
  notice,
  token,
}: TokenPasswordPageProps & { token: string }) {
  const errorText = useErrorText();
  const { messages } = useLanguage();
  useDocumentTitle(title);
  const navigate = useNavigate();
  // Checked as the user types; an empty field once the form is submitted (as sign-up).
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', retype: '' },
    mode: 'onChange',
  });
  const { control, handleSubmit } = form;
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => navigate(loginPathWith(notice)),
  });
  useGlobalLoading(mutation.isPending);

  const submit = handleSubmit(({ password }) => mutation.mutate({ password, token }));

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg">{intro}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex max-w-md flex-col gap-4">
        <PasswordField
          control={control}
          name="password"
          label={messages.account.newPassword.password}
          autoComplete="new-password"
          deps="retype"
          hint={messages.signup.passwordHint}
        />
        <PasswordField
          control={control}
          name="retype"
          label={messages.account.newPassword.retype}
          autoComplete="new-password"
        />
        {mutation.isError && (
          <FormAlert kind="error">
            {errorText(mutation.error, passwordFailure(messages, 'network'))}
          </FormAlert>
        )}
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {submitLabel}
        </button>
      </form>
    </PageContainer>
  );
}
