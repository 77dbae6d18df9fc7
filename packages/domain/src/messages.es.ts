import type { CatalogueOf } from './languages.ts';
import { REPRESENTATIVES_MESSAGES_ES } from './messages/es/representatives.ts';
import { API_KEYS_MESSAGES_ES } from './messages/es/api-keys.ts';
import { FILING_MESSAGES_ES } from './messages/es/filing.ts';
import { FILING_SUBMISSION_MESSAGES_ES } from './messages/es/filing-submission.ts';
import { FILING_BULK_MESSAGES_ES } from './messages/es/filing-bulk.ts';
import { APPLICATIONS_MESSAGES_ES } from './messages/es/applications.ts';
import { LEGAL_MESSAGES_ES } from './messages/es/legal.ts';
import { REVIEW_MESSAGES_ES } from './messages/es/review.ts';
import { ADMIN_MESSAGES_ES } from './messages/es/admin.ts';
import { DOCUMENTS_MESSAGES_ES } from './messages/es/documents.ts';
import { MAIL_MESSAGES_ES } from './messages/es/mail.ts';
import { WEBHOOKS_MESSAGES_ES } from './messages/es/webhooks.ts';
import { OFFERS_MESSAGES_ES } from './messages/es/offers.ts';
import { MEETINGS_MESSAGES_ES } from './messages/es/meetings.ts';
import { MEETING_PAGES_MESSAGES_ES } from './messages/es/meeting-pages.ts';
import { OFFER_PANEL_MESSAGES_ES } from './messages/es/offer-panel.ts';
import { OUTCOMES_MESSAGES_ES } from './messages/es/outcomes.ts';
import { RATIO_STUDY_MESSAGES_ES } from './messages/es/ratio-study.ts';
import { INTEGRITY_MESSAGES_ES } from './messages/es/integrity.ts';
import { SHELL_MESSAGES_ES } from './messages-shell.es.ts';
import { SIGN_IN_MESSAGES_ES } from './messages-sign-in.es.ts';
import type { MESSAGES } from './messages.ts';

/**
 * The Spanish catalogue: messages.ts key for key (the types and i18n.test.ts hold that), kept by
 * area in messages/es/, each file typed against its English one in messages/en/.
 * Formal "usted", plain words, New York's terms as docs/spanish-glossary.md gives them.
 * Staff, town and admin screens stay English, so their sections are the English
 * ones; so are the protocol texts of POST /ir/uploadfile, which the client matches.
 */
export const MESSAGES_ES: CatalogueOf<typeof MESSAGES> = {
  ...SHELL_MESSAGES_ES,
  ...SIGN_IN_MESSAGES_ES,
  ...FILING_MESSAGES_ES,
  ...FILING_SUBMISSION_MESSAGES_ES,
  ...FILING_BULK_MESSAGES_ES,
  ...APPLICATIONS_MESSAGES_ES,
  ...LEGAL_MESSAGES_ES,
  ...REVIEW_MESSAGES_ES,
  ...ADMIN_MESSAGES_ES,
  ...DOCUMENTS_MESSAGES_ES,
  ...MAIL_MESSAGES_ES,
  ...WEBHOOKS_MESSAGES_ES,
  ...OFFERS_MESSAGES_ES,
  ...API_KEYS_MESSAGES_ES,
  ...REPRESENTATIVES_MESSAGES_ES,
  ...MEETINGS_MESSAGES_ES,
  ...MEETING_PAGES_MESSAGES_ES,
  ...OFFER_PANEL_MESSAGES_ES,
  ...OUTCOMES_MESSAGES_ES,
  ...RATIO_STUDY_MESSAGES_ES,
  ...INTEGRITY_MESSAGES_ES,
};
