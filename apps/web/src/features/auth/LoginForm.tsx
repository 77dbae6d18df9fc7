import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { loginFieldErrors, normalizeEmail } from '@ir/domain';
import { FormAlert } from '../../components/ui/FormAlert.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useGlobalLoading } from '../../lib/global-loading.tsx';
import { useMunicipality } from '../../lib/municipality.ts';
import { signIn } from './api.ts';
import { signinErrorText } from './error-text.ts';
import { GoogleButton } from './GoogleButton.tsx';

/**
 * SPEC §2 login form. Field messages (SPEC §5) appear when the form is submitted and follow
 * the user's corrections from then on.
 */
export function LoginForm({
  showGoogle,
  googleError,
  onSignedIn,
}: {
  showGoogle: boolean;
  /** Why the Google sign-in that brought the visitor here failed, if it did. */
  googleError?: string;
  onSignedIn: () => void;
}) {
  const { firm } = useMunicipality();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signin = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
  useGlobalLoading(signin.isPending);

  const errors = submitted ? loginFieldErrors(email, password) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = loginFieldErrors(email, password);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    signin.mutate({ email: normalizeEmail(email), password });
  };

  const failure = signin.isError ? signinErrorText(signin.error, firm.phone) : googleError;

  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title text-2xl">
          Login
        </h2>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            ref={emailRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <Link to="/forgotpassword" className="link self-start">
            Forgot password?
          </Link>
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <button type="submit" className="btn btn-primary" disabled={signin.isPending}>
            Login
          </button>
        </form>
        {showGoogle && (
          <GoogleButton
            from="login"
            label="Sign in with Google"
            errorText={(error) => signinErrorText(error, firm.phone)}
          />
        )}
      </div>
    </section>
  );
}
