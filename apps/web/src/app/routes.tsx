import type { RouteObject } from 'react-router';
import type { Access } from '@ir/domain';
import { ChangePasswordPage } from '../features/auth/ChangePasswordPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginSignupPage } from '../features/auth/LoginSignupPage.tsx';
import { SignupCompletePage } from '../features/auth/SignupCompletePage.tsx';
import { VerifyPage } from '../features/auth/VerifyPage.tsx';
import { ContactPage } from '../features/contact/ContactPage.tsx';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { PrivacyPage } from '../features/legal/PrivacyPage.tsx';
import { TermsOfUsePage } from '../features/legal/TermsOfUsePage.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { RequirePrivilege } from '../lib/require-privilege.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './RouteError.tsx';

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
}> = [
  { path: 'applications', access: 'application:file', fallback: '/login' },
  { path: 'file', access: 'application:file', fallback: '/login' },
  { path: 'appreview', access: 'review:list', fallback: '/login' },
  // SPEC §2: background session polling is paused on the review detail.
  { path: 'review/:id', access: 'review:list', fallback: '/login', poll: false },
  { path: 'admin', access: 'user:list', fallback: '/login' },
];

export const routes: RouteObject[] = [
  {
    // The session sits inside the router: when it ends, it sends the visitor to another page.
    element: (
      <SessionProvider>
        <AppLayout />
      </SessionProvider>
    ),
    children: [
      {
        // Inside the layout, so a failing page keeps the header, menu and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'login', element: <LoginSignupPage /> },
          { path: 'signup', element: <LoginSignupPage /> },
          { path: 'signup-complete', element: <SignupCompletePage /> },
          { path: 'forgotpassword', element: <ForgotPasswordPage /> },
          { path: 'changepassword', element: <ChangePasswordPage /> },
          { path: 'verify', element: <VerifyPage /> },
          ...GUARDED_ROUTES.map(({ path, access, fallback, poll }) => ({
            path,
            // Keyed, so moving between two guarded screens mounts a new guard that checks again.
            element: (
              <RequirePrivilege key={path} access={access} fallback={fallback} poll={poll}>
                <NotFoundPage />
              </RequirePrivilege>
            ),
          })),
          { path: 'contact', element: <ContactPage /> },
          { path: 'terms-of-use', element: <TermsOfUsePage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
