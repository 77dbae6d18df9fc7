/** The review feature's pages: the router loads this module, and so the feature, on demand. */
export { AppReviewPage } from './components/AppReviewPage.tsx';
export { prefetchReviewList } from './api/list-reviews.ts';
