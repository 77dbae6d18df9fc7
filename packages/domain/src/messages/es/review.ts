import type { CatalogueOf } from '../../languages.ts';
// The English texts kept by name come from their own area's file, not from the whole English
// catalogue: a Spanish visitor then fetches only these areas' English (decision 037).
import { REVIEW_MESSAGES } from '../en/review.ts';

/** en/review.ts, key for key: staff screens stay English, so the section is the English one. */
export const REVIEW_MESSAGES_ES: CatalogueOf<typeof REVIEW_MESSAGES> = {
  review: REVIEW_MESSAGES.review,
};
