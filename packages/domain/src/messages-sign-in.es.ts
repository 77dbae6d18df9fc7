import type { CatalogueOf } from './languages.ts';
import { AUTH_MESSAGES_ES } from './messages/es/auth.ts';
import { GENERAL_MESSAGES_ES } from './messages/es/general.ts';
import type { SIGN_IN_MESSAGES } from './messages-sign-in.ts';

/** messages-sign-in.ts in Spanish: the sign-in pages' texts, a chunk of their own. */
export const SIGN_IN_MESSAGES_ES: CatalogueOf<typeof SIGN_IN_MESSAGES> = {
  ...AUTH_MESSAGES_ES,
  ...GENERAL_MESSAGES_ES,
};
