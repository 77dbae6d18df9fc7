import { useId, useState, type ReactNode, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { normalizeEmail } from '@ir/domain/auth.ts';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { resendVerification } from '../api/resend-verification.ts';
import { passwordFailure } from '../failure-texts.ts';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../form-schemas.ts';

/**
 * "Send the link again": a new verification link for an account that has not opened its own
 * (lost in a spam folder, expired). The address is asked only when the page does not know it;
 * a captcha is solved first, as for every call that sends e-mail. The answer is the same
 * whatever the address, so it is shown as it comes and the form goes.
 */
export function ResendVerification({
  email,
  headingLevel,
  headingRef,
  intro,
}: {
  /** The account's address when the page knows it (a refused sign-in, a sign-up just made). */
  email?: string;
  headingLevel: 2 | 3;
  /** For a page that moves the focus here when it reveals the form. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Said under the heading, before the form. */
  intro?: ReactNode;
}) {
  const errorText = useErrorText();
  const headingId = useId();
  const { messages } = useLanguage();
  const T = messages.account.resend;
  const form = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: email ?? '' },
  });
  const { control, handleSubmit } = form;
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new key mounts a fresh widget: the server accepts each solution only once.
  const [captchaKey, setCaptchaKey] = useState(0);
  const resend = useMutation({
    mutationFn: resendVerification,
    onError: () => {
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    },
  });
  useGlobalLoading(resend.isPending);

  const submit = handleSubmit((values) => {
    if (captcha) resend.mutate({ email: normalizeEmail(email ?? values.email), captcha });
  });

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none focus-visible:outline-2 focus-visible:outline-solid"
      >
        {T.title}
      </Heading>
      {intro && <p>{intro}</p>}
      {resend.isSuccess ? (
        <FormAlert kind="success">{resend.data.message ?? messages.verify.resent}</FormAlert>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {email ? (
            <p>
              <WithSlots
                text={T.goesTo}
                slots={{ email: <strong className="break-all">{email}</strong> }}
              />
            </p>
          ) : (
            <TextField
              control={control}
              name="email"
              label={T.email}
              type="email"
              autoComplete="email"
              hint={T.emailHint}
            />
          )}
          <Captcha key={captchaKey} onChange={setCaptcha} />
          {resend.isError && (
            <FormAlert kind="error">
              {errorText(resend.error, passwordFailure(messages, 'networkLater'))}
            </FormAlert>
          )}
          <button
            type="submit"
            className="btn btn-primary self-start"
            disabled={!captcha || resend.isPending}
          >
            {T.submit}
          </button>
        </form>
      )}
    </section>
  );
}
