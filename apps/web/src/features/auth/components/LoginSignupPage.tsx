import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { REDIRECT_TO, withRedirectTo } from '../../../lib/redirect-to.ts';
import { useAccessOf } from '../../../lib/route-access.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isStaffMfaRole } from '@ir/domain/mfa.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { TWO_FACTOR_PAGE } from '../../../lib/require-mfa-enrolment.tsx';
import { mfaStatusQuery } from '../../../lib/session/api/get-mfa-status.ts';
import { privilegeQuery } from '../../../lib/session/api/get-privilege.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { replaceWithServerPage } from '../../../lib/external-navigation.ts';
import { isDocumentLanding, landingAfterSignIn } from '../../../lib/signed-in-home.ts';
import { logInWithGoogle } from '../api/google-login.ts';
import { providersQuery } from '../api/list-providers.ts';
import { googleLoginFailure } from '../failure-texts.ts';
import { LoginForm } from './LoginForm.tsx';
import { loginNoticeText } from '../notices.ts';
import { SignupForm } from './SignupForm.tsx';

/**
 * The combined /login and /signup screen (SPEC §2): at /login, Login on the left and Create
 * Account on the right; at /signup (Get Started), Create Account first; stacked on small
 * screens in the same order. A visitor already signed in, or who signs in here, goes on
 * to the page its `redirectTo` names (a path of this site only, redirect-to.ts), else to their
 * role's home (decision 029); a staff
 * account that must enrol an authenticator goes to enrolment first, the page still in hand.
 * A `code` and `state` from Google finish the Google sign-in.
 */
export function LoginSignupPage() {
  const errorText = useErrorText();
  const { pathname } = useLocation();
  const onSignup = pathname === '/signup';
  const { messages } = useLanguage();
  const T = messages.account;
  useDocumentTitle(onSignup ? T.signup.title : T.login.title);
  const { firm } = useMunicipality();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [params, setParams] = useSearchParams();
  const notice = loginNoticeText(params.get('msg'), messages);
  const redirectTo = params.get(REDIRECT_TO);
  const accessOf = useAccessOf();

  // Only a check made on this visit counts: a remembered privilege may be stale.
  const privilege = useQuery(privilegeQuery());
  const checked = privilege.isFetchedAfterMount || privilege.isError;
  const signedIn = (privilege.data ?? '') !== '';
  const providers = useQuery(providersQuery());
  const showGoogle = providers.data?.google === true;

  const queryClient = useQueryClient();
  const goOnSignedIn = async (answer?: { mfa_enrollment_required?: true }) => {
    // Refreshing first updates the menu, names the role's home and lets the next page's guard
    // pass at once. Unanswered (a busy server), My Applications opens for every role.
    const signedInAs = await refresh().catch(() => 'user' as const);
    // A new session: whether it must enrol an authenticator is asked again.
    queryClient.removeQueries({ queryKey: mfaStatusQuery().queryKey });
    if (answer?.mfa_enrollment_required) {
      await navigate(withRedirectTo(TWO_FACTOR_PAGE, redirectTo ?? undefined), { replace: true });
      return;
    }
    const landing = landingAfterSignIn(signedInAs, redirectTo, accessOf);
    if (!isDocumentLanding(landing)) await navigate(landing, { replace: true });
    // A staff account may have to enrol first (a Google sign-in does not say): GoOn asks.
    else if (!isStaffMfaRole(signedInAs)) replaceWithServerPage(landing);
  };

  const google = useMutation({
    mutationFn: logInWithGoogle,
    onSuccess: () => goOnSignedIn(),
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
    // address does not carry a used code; only a notice and the page to go on to survive.
    setParams(
      (current) => {
        const kept = new URLSearchParams();
        for (const name of ['msg', REDIRECT_TO]) {
          const value = current.get(name);
          if (value !== null) kept.set(name, value);
        }
        return kept;
      },
      { replace: true },
    );
  }, [code, state, checked, signedIn, logInWithGoogleCode, setParams]);

  useGlobalLoading((signedIn && !checked) || google.isPending || google.isSuccess);

  if (signedIn && checked) {
    const signedInAs = privilege.data ?? '';
    return (
      <GoOn to={landingAfterSignIn(signedInAs, redirectTo, accessOf)} privilege={signedInAs} />
    );
  }

  // SPEC §8: a refused Google sign-in is reported on the login screen only.
  const googleError =
    google.isError && !onSignup
      ? errorText(google.error, { ...googleLoginFailure(messages), phone: firm.phone })
      : undefined;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{T.loginSignup.title}</h1>
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
                {T.loginSignup.dismiss}
              </button>
            }
          >
            {notice}
          </FormAlert>
        </div>
      )}
      {/* The form the address names comes first, in reading and tab order, stacked (a phone)
          or side by side: Get Started leads to /signup, which opens on Create Account. */}
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        {onSignup ? (
          <>
            <SignupForm showGoogle={showGoogle} />
            <LoginForm
              showGoogle={showGoogle}
              googleError={googleError}
              onSignedIn={goOnSignedIn}
            />
          </>
        ) : (
          <>
            <LoginForm
              showGoogle={showGoogle}
              googleError={googleError}
              onSignedIn={goOnSignedIn}
            />
            <SignupForm showGoogle={showGoogle} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * To the landing, replacing the sign-in page: a page of the app, or a document it loads. A
 * staff account that must enrol an authenticator is sent to enrolment instead
 * (`RequireMfaEnrolment`), so the document waits for the answer: the server would refuse it.
 */
function GoOn({ to, privilege }: { to: string; privilege: Privilege }) {
  const isDocument = isDocumentLanding(to);
  const staff = isStaffMfaRole(privilege);
  const status = useQuery({ ...mfaStatusQuery(), enabled: isDocument && staff });
  const mayLoad =
    isDocument && (!staff || status.isError || status.data?.enrollment_required === false);
  useEffect(() => {
    if (mayLoad) replaceWithServerPage(to);
  }, [mayLoad, to]);
  useGlobalLoading(isDocument);
  return isDocument ? null : <Navigate to={to} replace />;
}
