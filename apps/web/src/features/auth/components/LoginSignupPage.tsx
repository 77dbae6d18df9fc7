import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@ir/domain/messages.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { TWO_FACTOR_PAGE } from '../../../lib/require-mfa-enrolment.tsx';
import { mfaStatusQuery } from '../../../lib/session/api/get-mfa-status.ts';
import { privilegeQuery } from '../../../lib/session/api/get-privilege.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { logInWithGoogle } from '../api/google-login.ts';
import { providersQuery } from '../api/list-providers.ts';
import { signinErrorText } from '../error-text.ts';
import { LoginForm } from './LoginForm.tsx';
import { loginNoticeText } from '../notices.ts';
import { SignupForm } from './SignupForm.tsx';

const SIGNED_IN_HOME = '/applications';

/**
 * The combined /login and /signup screen (SPEC §2): Login on the left, Create Account on the
 * right, stacked on small screens. A visitor already signed in goes on to /applications; a
 * `code` and `state` from Google finish the Google sign-in.
 */
export function LoginSignupPage() {
  const { pathname } = useLocation();
  const onSignup = pathname === '/signup';
  useDocumentTitle(onSignup ? 'Create Account' : 'Login');
  const { firm } = useMunicipality();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [params, setParams] = useSearchParams();
  const notice = loginNoticeText(params.get('msg'));

  // Only a check made on this visit counts: a remembered privilege may be stale.
  const privilege = useQuery(privilegeQuery());
  const checked = privilege.isFetchedAfterMount || privilege.isError;
  const signedIn = (privilege.data ?? '') !== '';
  const providers = useQuery(providersQuery());
  const showGoogle = providers.data?.google === true;

  const queryClient = useQueryClient();
  const goToApplications = async (answer?: { mfa_enrollment_required?: true }) => {
    // Refreshing first updates the menu and lets the guard of /applications pass at once.
    await refresh().catch(() => undefined);
    // A new session: whether it must enrol an authenticator is asked again.
    queryClient.removeQueries({ queryKey: mfaStatusQuery().queryKey });
    await navigate(answer?.mfa_enrollment_required ? TWO_FACTOR_PAGE : SIGNED_IN_HOME, {
      replace: true,
    });
  };

  const google = useMutation({
    mutationFn: logInWithGoogle,
    onSuccess: () => goToApplications(),
  });
  const { mutate: logInWithGoogleCode } = google;
  const googleStarted = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (!code || !state || !checked || signedIn || googleStarted.current) return;
    // The code is single-use; the guard keeps a re-run of this effect from sending it twice.
    googleStarted.current = true;
    logInWithGoogleCode({ code, state });
    // Drop what the provider appended (code, state, iss, scope...) so a reload or a shared
    // address does not carry a used code; only a notice survives.
    setParams(
      (current) => {
        const msg = current.get('msg');
        return new URLSearchParams(msg === null ? {} : { msg });
      },
      { replace: true },
    );
  }, [code, state, checked, signedIn, logInWithGoogleCode, setParams]);

  useGlobalLoading((signedIn && !checked) || google.isPending || google.isSuccess);

  if (signedIn && checked) return <Navigate to={SIGNED_IN_HOME} replace />;

  // SPEC §8: a refused Google sign-in is reported on the login screen only.
  const googleError =
    google.isError && !onSignup ? googleLoginErrorText(google.error, firm.phone) : undefined;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">Log in or create an account</h1>
      {notice && (
        <div className="mt-6">
          <FormAlert
            kind="success"
            action={
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() =>
                  setParams(
                    (current) => {
                      current.delete('msg');
                      return current;
                    },
                    { replace: true },
                  )
                }
              >
                Dismiss
              </button>
            }
          >
            {notice}
          </FormAlert>
        </div>
      )}
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <LoginForm
          showGoogle={showGoogle}
          googleError={googleError}
          onSignedIn={goToApplications}
        />
        <SignupForm showGoogle={showGoogle} />
      </div>
    </div>
  );
}

function googleLoginErrorText(error: unknown, phone: string): string {
  if (error instanceof ApiRequestError && error.statusCode === 403) {
    return MESSAGES.login.googleForbidden;
  }
  return signinErrorText(error, phone);
}
