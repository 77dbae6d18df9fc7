import { AUTH_MESSAGES } from './messages/en/auth.ts';
import { GENERAL_MESSAGES } from './messages/en/general.ts';

/**
 * The texts of the public sign-in pages beyond the frame's: their own area and the general
 * answers (refused input, a busy server). A chunk of its own, so a visit that opens on /login
 * waits for these rather than the whole catalogue; messages.ts holds them too.
 */
export const SIGN_IN_MESSAGES = {
  ...AUTH_MESSAGES,
  ...GENERAL_MESSAGES,
} as const;
