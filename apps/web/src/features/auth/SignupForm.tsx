import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { normalizeEmail } from '@ir/domain';
import { FormAlert } from '../../components/ui/FormAlert.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useGlobalLoading } from '../../lib/global-loading.tsx';
import { useMunicipality } from '../../lib/municipality.ts';
import { signUp } from './api.ts';
import { Captcha } from './Captcha.tsx';
import { signupErrorText } from './error-text.ts';
import { GoogleButton } from './GoogleButton.tsx';
import { signupFieldErrors, signupSubmitProblem, type SignupValues } from './validation.ts';

const EMPTY: SignupValues = { email: '', password: '', retype: '' };

/** SPEC §2 Create Account form, with the SPEC §5 field and submit messages. */
export function SignupForm({ showGoogle }: { showGoogle: boolean }) {
  const { firm } = useMunicipality();
  const navigate = useNavigate();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [submitProblem, setSubmitProblem] = useState<string>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new key mounts a fresh widget: the server accepts each solution only once.
  const [captchaKey, setCaptchaKey] = useState(0);
  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: () => navigate('/signup-complete'),
    onError: () => {
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    },
  });
  useGlobalLoading(signup.isPending);

  const errors = signupFieldErrors(values, submitted);
  const change = (field: keyof SignupValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setSubmitProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = signupSubmitProblem(values, captcha);
    setSubmitProblem(problem);
    if (problem || !captcha) return;
    signup.mutate({ email: normalizeEmail(values.email), password: values.password, captcha });
  };

  const failure =
    submitProblem ?? (signup.isError ? signupErrorText(signup.error, firm.phone) : undefined);

  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title text-2xl">
          Create Account
        </h2>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
          />
          <TextField
            label="Re-type password"
            type="password"
            name="retype-password"
            autoComplete="new-password"
            value={values.retype}
            onChange={change('retype')}
            error={errors.retype}
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
            Create Account
          </button>
        </form>
        {showGoogle && (
          <GoogleButton
            from="signup"
            label="Sign up with Google"
            errorText={(error) => signupErrorText(error, firm.phone)}
          />
        )}
      </div>
    </section>
  );
}
