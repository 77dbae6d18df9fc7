/** The review detail feature's page: the router loads this module, and so the feature, on demand. */
export { ReviewDetailPage } from './components/ReviewDetailPage.tsx';
