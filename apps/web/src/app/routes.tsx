import { lazy, useCallback, useState, type ComponentType } from 'react';
import { matchRoute, Route, Switch, useRouter } from 'wouter';
import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '@ir/domain/permissions.ts';
import { LandingPage } from '../features/landing/components/LandingPage.tsx';
import { DEFAULT_LANGUAGE, type Language } from '@ir/domain/languages.ts';
import {
  documentLanguage,
  EnglishContent,
  loadFormatter,
  loadPageTexts,
  loadSignInTexts,
} from '../lib/language.tsx';
import { RequireMfaEnrolment } from '../lib/require-mfa-enrolment.tsx';
import { RequirePrivilege } from '../lib/require-privilege.tsx';
import { RouteAccessContext, type AccessOf } from '../lib/route-access.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/**
 * A feature chunk, with the page's language's page texts and the ICU formatter fetched beside
 * it (not after it): the first script carries only the frame's texts (decision 037). A lazy
 * chunk loads outside React, so the language is the page's `lang`, which the provider keeps.
 */
function withTexts<T>(feature: Promise<T>): Promise<T> {
  return Promise.all([feature, loadPageTexts(documentLanguage()), loadFormatter()]).then(
    ([module]) => module,
  );
}

/**
 * The public sign-in pages' chunk with their own texts (their area and the general answers, not
 * the whole catalogue) and without the ICU formatter (12 KB gzipped): their texts, errors
 * included, have no plural, number or date, and the sign-in page is the first page of many
 * visits. Were one added, formatIn would suspend until it is in.
 */
function withSignInTexts<T>(feature: Promise<T>): Promise<T> {
  return Promise.all([feature, loadSignInTexts(documentLanguage())]).then(([module]) => module);
}

/** A staff, town or admin feature: its pages are English in either frame (EnglishContent). */
function withEnglishTexts<T>(feature: Promise<T>): Promise<T> {
  return withTexts(
    Promise.all([feature, loadPageTexts(DEFAULT_LANGUAGE)]).then(([module]) => module),
  );
}

// One chunk per feature, loaded when one of its pages is first opened (AppLayout shows the
// loading overlay meanwhile). The landing page stays in the entry: most visits open it.
const importAuth = () => import('../features/auth/index.ts');
const auth = () => withSignInTexts(importAuth());
const legal = () => withTexts(import('../features/legal/index.ts'));
const contact = () => withTexts(import('../features/contact/index.ts'));
const notFound = () => withTexts(import('../features/not-found/index.ts'));
const admin = () => withEnglishTexts(import('../features/admin/index.ts'));
const filing = () => withTexts(import('../features/filing/index.ts'));
const reviewDetail = () => withEnglishTexts(import('../features/review-detail/index.ts'));
const review = () => withEnglishTexts(import('../features/review/index.ts'));
const town = () => withEnglishTexts(import('../features/town/index.ts'));
const meetings = () => withEnglishTexts(import('../features/meetings/index.ts'));
const emailPreferences = () => withTexts(import('../features/email-preferences/index.ts'));
const outcomes = () => withTexts(import('../features/outcomes/index.ts'));
const representatives = () => withTexts(import('../features/representatives/index.ts'));
type AuthModule = Awaited<ReturnType<typeof importAuth>>;

/** The sign-in feature with its texts, once a visit that opened on one of its pages has both. */
let firstAuth: AuthModule | undefined;

/**
 * A sign-in page. On a visit that opened on it, the feature is usually in by the time the
 * layout draws the page (startFirstPage): then it is drawn at once, not through lazy(), whose
 * first render always suspends, and React holds a suspended page back 300 ms after its
 * fallback showed. The choice is made once per mount, so a page never remounts (and never
 * loses what was typed) when the feature arrives.
 */
function authPage(pick: (module: AuthModule) => ComponentType): ComponentType {
  const Lazy = lazy(() => auth().then((m) => ({ default: pick(m) })));
  return function AuthPage() {
    const [Page] = useState<ComponentType>(() => (firstAuth ? pick(firstAuth) : Lazy));
    return <Page />;
  };
}

const LoginSignupPage = authPage((m) => m.LoginSignupPage);
const SignupCompletePage = authPage((m) => m.SignupCompletePage);
const ForgotPasswordPage = authPage((m) => m.ForgotPasswordPage);
const ChangePasswordPage = authPage((m) => m.ChangePasswordPage);
const VerifyPage = authPage((m) => m.VerifyPage);
const AcceptInvitePage = authPage((m) => m.AcceptInvitePage);
// Enrolment says how many recovery codes are left, a plural: it waits for the formatter too.
const TwoFactorPage = lazy(() =>
  withTexts(importAuth()).then((m) => ({ default: m.TwoFactorPage })),
);
const ContactPage = lazy(() => contact().then((m) => ({ default: m.ContactPage })));
const TermsOfUsePage = lazy(() => legal().then((m) => ({ default: m.TermsOfUsePage })));
const PrivacyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPage })));
const AccessibilityPage = lazy(() => legal().then((m) => ({ default: m.AccessibilityPage })));
const NotFoundPage = lazy(() => notFound().then((m) => ({ default: m.NotFoundPage })));
const AdminControlsPage = lazy(() => admin().then((m) => ({ default: m.AdminControlsPage })));
const UserAccessPage = lazy(() => admin().then((m) => ({ default: m.UserAccessPage })));
const FilingWizardPage = lazy(() => filing().then((m) => ({ default: m.FilingWizardPage })));
const MyApplicationsPage = lazy(() => filing().then((m) => ({ default: m.MyApplicationsPage })));
const FilingPage = lazy(() => filing().then((m) => ({ default: m.FilingPage })));
const BulkFilingPage = lazy(() => filing().then((m) => ({ default: m.BulkFilingPage })));
const BulkBatchPage = lazy(() => filing().then((m) => ({ default: m.BulkBatchPage })));
const ConfirmPage = lazy(() => filing().then((m) => ({ default: m.ConfirmPage })));
const ReviewDetailPage = lazy(() => reviewDetail().then((m) => ({ default: m.ReviewDetailPage })));
const AppReviewPage = lazy(() => review().then((m) => ({ default: m.AppReviewPage })));
const TownDashboardPage = lazy(() => town().then((m) => ({ default: m.TownDashboardPage })));
const MeetingsPage = lazy(() => meetings().then((m) => ({ default: m.MeetingsPage })));
const OutcomesPage = lazy(() => outcomes().then((m) => ({ default: m.OutcomesPage })));
const OutcomesDictionaryPage = lazy(() =>
  outcomes().then((m) => ({ default: m.OutcomesDictionaryPage })),
);
const EmailPreferencesPage = lazy(() =>
  emailPreferences().then((m) => ({ default: m.EmailPreferencesPage })),
);
const AuthorizePage = lazy(() => representatives().then((m) => ({ default: m.AuthorizePage })));
const AuthorizationsPage = lazy(() =>
  representatives().then((m) => ({ default: m.AuthorizationsPage })),
);
const ApiKeysPage = lazy(() => representatives().then((m) => ({ default: m.ApiKeysPage })));
const WebhooksPage = lazy(() => representatives().then((m) => ({ default: m.WebhooksPage })));

/** The sign-in feature's public pages: a visit that opens on one needs its chunk at once. */
const AUTH_PATHS = new Set([
  '/login',
  '/signup',
  '/signup-complete',
  '/forgotpassword',
  '/changepassword',
  '/invite',
  '/verify',
]);

/**
 * Starts the chunk and page texts of the page a visit opens on while the entry is
 * still starting, instead of after React's first render asks for them: one round trip less
 * before the sign-in form shows, and the frame's first paint waits for none of them. Failures
 * are left to the page's own load, which tries again.
 */
export function startFirstPage(pathname: string, language: Language, client: QueryClient): void {
  if (!AUTH_PATHS.has(pathname)) return;
  Promise.all([importAuth(), loadSignInTexts(language)]).then(
    ([module]) => {
      firstAuth = module;
      // The Google button's answer, asked beside the page's code rather than after its render.
      if (pathname === '/login' || pathname === '/signup') module.prefetchProviders(client);
    },
    () => undefined,
  );
}

/**
 * SPEC §2/§6 guarded screens with their fallbacks. Their pages arrive with later issues; until
 * then a visitor who passes the guard gets the not-found page, so the access rules are already
 * enforced and testable without showing anything that pretends to work.
 */
export const GUARDED_ROUTES: ReadonlyArray<{
  path: string;
  access: Access;
  fallback: string;
  poll?: boolean;
  /** Starts the screen's data once access is granted, while its code loads (RequirePrivilege). */
  prefetch?: (client: QueryClient) => void;
  /** The screen; until it is built, the not-found page. */
  Page?: ComponentType;
  /** A staff, town or admin screen: English in either frame (decision 037, EnglishContent). */
  english?: true;
}> = [
  {
    path: 'applications',
    access: 'application:file',
    fallback: '/login',
    Page: MyApplicationsPage,
  },
  // A representative's batch of filings from a CSV and a ZIP (decision 035).
  {
    path: 'applications/bulk',
    access: 'application:file',
    fallback: '/login',
    Page: BulkFilingPage,
  },
  // A batch's progress, then its report, at its own URL (decision 044).
  {
    path: 'applications/bulk/:batchId',
    access: 'application:file',
    fallback: '/login',
    Page: BulkBatchPage,
  },
  // The owner's page of one filing: as submitted, its files, and its review's stages.
  { path: 'applications/:id', access: 'application:file', fallback: '/login', Page: FilingPage },
  // The wizard, a path per step (decision 046); /file alone goes on to the draft's step.
  {
    path: 'file/:step?',
    access: 'application:file',
    fallback: '/login',
    Page: FilingWizardPage,
  },
  // SPEC §2 'after submit': the receipt of this tab's submission, for whoever may file.
  { path: 'confirm', access: 'application:file', fallback: '/login', Page: ConfirmPage },
  {
    path: 'appreview',
    english: true,
    access: 'review:list',
    fallback: '/login',
    // 20,000 rows take a while to arrive: asked for with the page's code, not after it.
    prefetch: (client) => void review().then((m) => m.prefetchReviewList(client)),
    Page: AppReviewPage,
  },
  // SPEC §2: background session polling is paused on the review detail.
  {
    path: 'review/:id',
    english: true,
    access: 'review:list',
    fallback: '/login',
    poll: false,
    Page: ReviewDetailPage,
  },
  // Informal meetings with owners (decision 055): the days' times, their bookings and outcomes.
  {
    path: 'meetings',
    english: true,
    access: 'review:act',
    fallback: '/login',
    Page: MeetingsPage,
  },
  // The town's read-only dashboard (decision 022); admin and mega-admin satisfy town (SPEC §6).
  {
    path: 'town',
    access: 'town:dashboard',
    fallback: '/login',
    Page: TownDashboardPage,
    english: true,
  },
  {
    path: 'admin',
    access: 'user:list',
    fallback: '/login',
    Page: AdminControlsPage,
    english: true,
  },
  // SPEC §2 does not show this screen's route; it needs what Admin Controls needs.
  {
    path: 'useraccess',
    access: 'user:list',
    fallback: '/login',
    Page: UserAccessPage,
    english: true,
  },
  // Two-factor sign-in (decision 020): any signed-in account enrols an authenticator app here.
  { path: 'account/two-factor', access: 'signed-in', fallback: '/login', Page: TwoFactorPage },
  // A representative's owner authorizations (decision 052); the API refuses other accounts.
  {
    path: 'representative/authorizations',
    access: 'signed-in',
    fallback: '/login',
    Page: AuthorizationsPage,
  },
  // A representative's keys for the filing API (decision 053); the API refuses other accounts.
  {
    path: 'representative/api-keys',
    access: 'signed-in',
    fallback: '/login',
    Page: ApiKeysPage,
  },
  // A representative's webhooks and their delivery logs (decision 054); the API refuses other accounts.
  {
    path: 'representative/webhooks',
    access: 'signed-in',
    fallback: '/login',
    Page: WebhooksPage,
  },
];

/**
 * The app's pages, in wouter: the session sits inside the router (when it ends, it sends the
 * visitor to another page), and the error boundary inside the layout, so a failing page keeps
 * the header, menu and footer. The first route that matches is shown.
 */
export function AppRoutes() {
  // The guard a path would meet, for a sign-in's redirectTo (lib/route-access.tsx).
  const { parser } = useRouter();
  const accessOf = useCallback<AccessOf>(
    (path) => {
      const { pathname } = new URL(path, 'http://localhost');
      return GUARDED_ROUTES.find(({ path: route }) => matchRoute(parser, `/${route}`, pathname)[0])
        ?.access;
    },
    [parser],
  );
  return (
    <RouteAccessContext value={accessOf}>
      <SessionProvider>
        <AppLayout>
          <RouteErrorBoundary>
            <RequireMfaEnrolment>
              <Switch>
                <Route path="/">
                  <LandingPage />
                </Route>
                <Route path="/login">
                  <LoginSignupPage />
                </Route>
                <Route path="/signup">
                  <LoginSignupPage />
                </Route>
                <Route path="/signup-complete">
                  <SignupCompletePage />
                </Route>
                <Route path="/forgotpassword">
                  <ForgotPasswordPage />
                </Route>
                <Route path="/changepassword">
                  <ChangePasswordPage />
                </Route>
                <Route path="/invite">
                  <AcceptInvitePage />
                </Route>
                <Route path="/verify">
                  <VerifyPage />
                </Route>
                {/* A reminder's opt-out link: no sign-in, its token stands for the account. */}
                <Route path="/email-preferences">
                  <EmailPreferencesPage />
                </Route>
                {/* An owner's authorization link: no account, its token is the credential. */}
                <Route path="/authorize/:token">
                  <AuthorizePage />
                </Route>
                {GUARDED_ROUTES.map(
                  ({ path, access, fallback, poll, prefetch, Page = NotFoundPage, english }) => (
                    // Keyed, so moving between two guarded screens mounts a new guard that checks again.
                    <Route key={path} path={`/${path}`}>
                      <RequirePrivilege
                        key={path}
                        access={access}
                        fallback={fallback}
                        poll={poll}
                        prefetch={prefetch}
                      >
                        {english ? (
                          <EnglishContent>
                            <Page />
                          </EnglishContent>
                        ) : (
                          <Page />
                        )}
                      </RequirePrivilege>
                    </Route>
                  ),
                )}
                <Route path="/contact">
                  <ContactPage />
                </Route>
                <Route path="/terms-of-use">
                  <TermsOfUsePage />
                </Route>
                <Route path="/privacy">
                  <PrivacyPage />
                </Route>
                <Route path="/accessibility">
                  <AccessibilityPage />
                </Route>
                {/* The published review outcomes (decision 057): no sign-in; says so when not published. */}
                <Route path="/outcomes">
                  <OutcomesPage />
                </Route>
                <Route path="/outcomes/dictionary">
                  <OutcomesDictionaryPage />
                </Route>
                <Route>
                  <NotFoundPage />
                </Route>
              </Switch>
            </RequireMfaEnrolment>
          </RouteErrorBoundary>
        </AppLayout>
      </SessionProvider>
    </RouteAccessContext>
  );
}
