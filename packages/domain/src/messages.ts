import { API_KEYS_MESSAGES } from './messages/en/api-keys.ts';
import { REPRESENTATIVES_MESSAGES } from './messages/en/representatives.ts';
import { FILING_MESSAGES } from './messages/en/filing.ts';
import { FILING_SUBMISSION_MESSAGES } from './messages/en/filing-submission.ts';
import { FILING_BULK_MESSAGES } from './messages/en/filing-bulk.ts';
import { APPLICATIONS_MESSAGES } from './messages/en/applications.ts';
import { LEGAL_MESSAGES } from './messages/en/legal.ts';
import { REVIEW_MESSAGES } from './messages/en/review.ts';
import { ADMIN_MESSAGES } from './messages/en/admin.ts';
import { DOCUMENTS_MESSAGES } from './messages/en/documents.ts';
import { MAIL_MESSAGES } from './messages/en/mail.ts';
import { WEBHOOKS_MESSAGES } from './messages/en/webhooks.ts';
import { OFFERS_MESSAGES } from './messages/en/offers.ts';
import { MEETINGS_MESSAGES } from './messages/en/meetings.ts';
import { MEETING_PAGES_MESSAGES } from './messages/en/meeting-pages.ts';
import { OFFER_PANEL_MESSAGES } from './messages/en/offer-panel.ts';
import { OUTCOMES_MESSAGES } from './messages/en/outcomes.ts';
import { RATIO_STUDY_MESSAGES } from './messages/en/ratio-study.ts';
import { INTEGRITY_MESSAGES } from './messages/en/integrity.ts';
import { SHELL_MESSAGES } from './messages-shell.ts';
// The sign-in pages' areas, a chunk of their own that this one reuses.
import { SIGN_IN_MESSAGES } from './messages-sign-in.ts';

/**
 * Every user-facing text of SPEC §5 and §8, verbatim. `{phone}` is replaced with the
 * configured firm phone number by `withPhone`. The texts are kept by area in messages/en/
 * (messages-shell.ts the frame's); this object puts them together, key paths unchanged.
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  ...SIGN_IN_MESSAGES,
  ...FILING_MESSAGES,
  ...FILING_SUBMISSION_MESSAGES,
  ...FILING_BULK_MESSAGES,
  ...APPLICATIONS_MESSAGES,
  ...LEGAL_MESSAGES,
  ...REVIEW_MESSAGES,
  ...ADMIN_MESSAGES,
  ...DOCUMENTS_MESSAGES,
  ...MAIL_MESSAGES,
  ...WEBHOOKS_MESSAGES,
  ...OFFERS_MESSAGES,
  ...API_KEYS_MESSAGES,
  ...REPRESENTATIVES_MESSAGES,
  ...MEETINGS_MESSAGES,
  ...MEETING_PAGES_MESSAGES,
  ...OFFER_PANEL_MESSAGES,
  ...OUTCOMES_MESSAGES,
  ...RATIO_STUDY_MESSAGES,
  ...INTEGRITY_MESSAGES,
} as const;

// In message-ref.ts, so the web's error texts fill it without the whole English catalogue.
export { withPhone } from './message-ref.ts';

/** A message with each `{name}` put in from `values`; a placeholder not given stays as it is. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : all,
  );
}
