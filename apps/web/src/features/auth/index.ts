/** The auth feature's pages: the router loads this module, and so the feature, on demand. */
export { AcceptInvitePage } from './components/AcceptInvitePage.tsx';
export { ChangePasswordPage } from './components/ChangePasswordPage.tsx';
export { ForgotPasswordPage } from './components/ForgotPasswordPage.tsx';
export { LoginSignupPage } from './components/LoginSignupPage.tsx';
export { SignupCompletePage } from './components/SignupCompletePage.tsx';
export { VerifyPage } from './components/VerifyPage.tsx';
export { TwoFactorPage } from './components/TwoFactorPage.tsx';
export { prefetchProviders } from './api/list-providers.ts';
