import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { signInContract } from '@ir/domain/contracts/auth/sign-in.ts';
import { normalizeEmail } from '@ir/domain/auth.ts';
import { normalizeOtp } from '@ir/domain/mfa.ts';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError, type ContractAnswer } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { signIn } from '../api/sign-in.ts';
import { signinFailure } from '../failure-texts.ts';
import { loginFormSchema, type LoginFormValues } from '../form-schemas.ts';
import { GoogleButton } from './GoogleButton.tsx';
import { ResendVerification } from './ResendVerification.tsx';

/**
 * SPEC §2 login form. Field messages (SPEC §5) appear when the form is submitted and follow
 * the user's corrections from then on (react-hook-form's default modes); the first field in
 * error takes the focus.
 */
export function LoginForm({
  showGoogle,
  googleError,
  onSignedIn,
}: {
  showGoogle: boolean;
  /** Why the Google sign-in that brought the visitor here failed, if it did. */
  googleError?: string;
  /** With the server's answer: it says when a staff account must enrol an authenticator. */
  onSignedIn: (answer: ContractAnswer<typeof signInContract>) => void;
}) {
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const { messages } = useLanguage();
  const T = messages.account.login;
  const headingId = useId();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', otp: '', codeAsked: false },
  });
  const { control, handleSubmit, setValue, setFocus } = form;
  const signin = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
  // The address a new verification link is being offered for, once asked for.
  const [resendFor, setResendFor] = useState<string>();
  useGlobalLoading(signin.isPending);

  // Two-factor sign-in: the server asks for a code only after a correct password; from then on
  // the form shows the code field and sends the code with the password.
  const codeAsked = useWatch({ control, name: 'codeAsked' });
  const askedNow =
    signin.error instanceof ApiRequestError && signin.error.errorMessage === 'mfa_required';
  useEffect(() => {
    if (!askedNow) return;
    setValue('codeAsked', true);
  }, [askedNow, setValue]);
  useEffect(() => {
    if (codeAsked) setFocus('otp');
  }, [codeAsked, setFocus]);

  const submit = handleSubmit(({ email, password, otp }) => {
    // Another attempt closes the offer made for the last one.
    setResendFor(undefined);
    signin.mutate({
      email: normalizeEmail(email),
      password,
      ...(codeAsked ? { otp: normalizeOtp(otp) } : {}),
    });
  });

  const failure = signin.isError
    ? errorText(signin.error, { ...signinFailure(messages), phone: firm.phone })
    : googleError;

  // An account awaiting verification is offered a new link, for the address just refused.
  const notVerified =
    signin.error instanceof ApiRequestError && signin.error.errorMessage === 'not_verified'
      ? signin.variables?.email
      : undefined;
  const resendHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (resendFor !== undefined) resendHeading.current?.focus();
  }, [resendFor]);

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
            autoComplete="username"
          />
          <PasswordField
            control={control}
            name="password"
            label={T.password}
            autoComplete="current-password"
          />
          {codeAsked && (
            <TextField
              control={control}
              name="otp"
              label={T.otp}
              hint={T.otpHint}
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={64}
            />
          )}
          <Link to="/forgotpassword" className="link self-start">
            {T.forgotPassword}
          </Link>
          {failure && (
            <FormAlert
              kind="error"
              action={
                notVerified !== undefined &&
                resendFor === undefined && (
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => setResendFor(notVerified)}
                  >
                    {messages.account.resend.title}
                  </button>
                )
              }
            >
              {failure}
            </FormAlert>
          )}
          <button type="submit" className="btn btn-primary" disabled={signin.isPending}>
            {T.submit}
          </button>
        </form>
        {resendFor !== undefined && (
          <div className="border-t border-base-300 pt-4">
            <ResendVerification email={resendFor} headingLevel={3} headingRef={resendHeading} />
          </div>
        )}
        {showGoogle && (
          <GoogleButton
            from="login"
            label={T.google}
            errorText={(error) =>
              errorText(error, { ...signinFailure(messages), phone: firm.phone })
            }
          />
        )}
      </div>
    </section>
  );
}
