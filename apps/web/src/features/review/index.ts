/** The review feature's pages: the router loads this module, and so the feature, on demand. */
export { AppReviewPage } from './components/AppReviewPage.tsx';
