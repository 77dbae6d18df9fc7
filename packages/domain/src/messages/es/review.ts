import type { CatalogueOf } from '../../languages.ts';
// The English texts kept by name come from the whole English catalogue, not from ../en/: so
// the web's bundler keeps English in one chunk, which the Spanish one imports (decision 037).
import { MESSAGES } from '../../messages.ts';
import type { REVIEW_MESSAGES } from '../en/review.ts';

/** en/review.ts, key for key: staff screens stay English, so the section is the English one. */
export const REVIEW_MESSAGES_ES: CatalogueOf<typeof REVIEW_MESSAGES> = {
  review: MESSAGES.review,
};
