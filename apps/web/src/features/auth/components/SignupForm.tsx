import { useEffect, useId, useState } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { normalizeEmail } from '@ir/domain/auth.ts';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import { useMunicipality } from '../../../lib/municipality.ts';
import { signUp } from '../api/sign-up.ts';
import { signupFailure } from '../failure-texts.ts';
import { signupFormSchema, type SignupFormValues } from '../form-schemas.ts';
import { signupSubmitProblem } from '../validation.ts';
import { GoogleButton } from './GoogleButton.tsx';

/**
 * SPEC §2 Create Account form, with the SPEC §5 field and submit messages: a field with
 * something typed in is checked as the user types, an empty one once the form is submitted.
 */
export function SignupForm({ showGoogle }: { showGoogle: boolean }) {
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const { messages, text } = useLanguage();
  const T = messages.account.signup;
  const navigate = useNavigate();
  const headingId = useId();
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { email: '', password: '', retype: '' },
    mode: 'onChange',
    // SPEC §5 answers a failed submit with one message above the button, not a focus jump.
    shouldFocusError: false,
  });
  const { control, handleSubmit, getValues, subscribe } = form;
  // A key: said in the language in force, so it follows a switch as the field messages do.
  const [submitProblem, setSubmitProblem] = useState<MessageKey>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new key mounts a fresh widget: the server accepts each solution only once.
  const [captchaKey, setCaptchaKey] = useState(0);
  const signup = useMutation({
    mutationFn: signUp,
    // The next page offers to send the link again, to this address.
    onSuccess: (_answer, { email }) => navigate('/signup-complete', { state: { email } }),
    onError: () => {
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    },
  });
  useGlobalLoading(signup.isPending);

  // The submit message goes as soon as the user starts correcting.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => setSubmitProblem(undefined),
      }),
    [subscribe],
  );

  const submit = handleSubmit(
    (values) => {
      const problem = signupSubmitProblem(values, captcha);
      setSubmitProblem(problem);
      if (problem || !captcha) return;
      signup.mutate({ email: normalizeEmail(values.email), password: values.password, captcha });
    },
    () => setSubmitProblem(signupSubmitProblem(getValues(), captcha)),
  );

  const failure =
    (submitProblem && text(submitProblem)) ??
    (signup.isError
      ? errorText(signup.error, { ...signupFailure(messages), phone: firm.phone })
      : undefined);

  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title text-2xl">
          {T.title}
        </h2>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            control={control}
            name="email"
            label={T.email}
            type="email"
            autoComplete="email"
          />
          <PasswordField
            control={control}
            name="password"
            label={T.password}
            autoComplete="new-password"
            deps="retype"
            hint={messages.signup.passwordHint}
          />
          <PasswordField
            control={control}
            name="retype"
            label={T.retype}
            autoComplete="new-password"
          />
          <Captcha
            key={captchaKey}
            onChange={(payload) => {
              setCaptcha(payload);
              setSubmitProblem(undefined);
            }}
          />
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <button type="submit" className="btn btn-primary" disabled={signup.isPending}>
            {T.submit}
          </button>
        </form>
        {showGoogle && (
          <GoogleButton
            from="signup"
            label={T.google}
            errorText={(error) =>
              errorText(error, { ...signupFailure(messages), phone: firm.phone })
            }
          />
        )}
      </div>
    </section>
  );
}
