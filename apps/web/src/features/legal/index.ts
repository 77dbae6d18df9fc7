/** The legal feature's pages: the router loads this module, and so the feature, on demand. */
export { PrivacyPage } from './components/PrivacyPage.tsx';
export { TermsOfUsePage } from './components/TermsOfUsePage.tsx';
export { AccessibilityPage } from './components/AccessibilityPage.tsx';
