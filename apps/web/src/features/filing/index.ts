/** The filing feature's pages: the router loads this module, and so the feature, on demand. */
export { ConfirmPage } from './components/ConfirmPage.tsx';
export { MyApplicationsPage } from './components/MyApplicationsPage.tsx';
