/** The contact feature's page: the router loads this module, and so the feature, on demand. */
export { ContactPage } from './components/ContactPage.tsx';
