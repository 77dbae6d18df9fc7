import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { normalizeEmail } from '@ir/domain/auth.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { passwordFailure } from '../failure-texts.ts';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../form-schemas.ts';

/**
 * SPEC §2 forgot password: e-mail and captcha; Reset Password is enabled once the captcha is
 * solved. The server answers the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const errorText = useErrorText();
  const { messages } = useLanguage();
  const T = messages.account.forgotPassword;
  useDocumentTitle(T.title);
  const form = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { control, handleSubmit } = form;
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const reset = useMutation({
    mutationFn: requestPasswordReset,
    onError: () => {
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    },
  });
  useGlobalLoading(reset.isPending);

  const submit = handleSubmit(({ email }) => {
    if (captcha) reset.mutate({ email: normalizeEmail(email), captcha });
  });

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
      {reset.isSuccess ? (
        <div className="mt-6 flex flex-col items-start gap-6">
          <FormAlert kind="success">{messages.password.forgotSuccess}</FormAlert>
          <Link to="/login" className="btn btn-primary">
            {T.backToLogin}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg">{T.intro}</p>
          <form noValidate onSubmit={submit} className="mt-6 flex max-w-md flex-col gap-4">
            <TextField
              control={control}
              name="email"
              label={T.email}
              type="email"
              autoComplete="email"
            />
            <Captcha key={captchaKey} onChange={setCaptcha} />
            {reset.isError && (
              <FormAlert kind="error">
                {errorText(reset.error, passwordFailure(messages, 'networkLater'))}
              </FormAlert>
            )}
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!captcha || reset.isPending}
            >
              {T.submit}
            </button>
          </form>
        </>
      )}
    </PageContainer>
  );
}
