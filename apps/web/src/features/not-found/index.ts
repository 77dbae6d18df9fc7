/** The not-found feature's page: the router loads this module, and so the feature, on demand. */
export { NotFoundPage } from './components/NotFoundPage.tsx';
