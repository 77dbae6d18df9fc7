/** The admin feature's pages: the router loads this module, and so the feature, on demand. */
export { AdminControlsPage } from './components/AdminControlsPage.tsx';
export { UserAccessPage } from './components/UserAccessPage.tsx';
