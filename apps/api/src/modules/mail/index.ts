/** E-mail: the outbox other modules write to in their transaction, the texts, and the links. */
export { appLink, municipalityLink } from './links.ts';
export { mailBranding } from './branding.ts';
export { enqueueMail, type MailMessage } from './outbox.ts';
export {
  adminPasswordSetEmail,
  furtherReviewEmail,
  invitationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  reviewReceiptEmail,
  reviewOutcomeEmail,
  type ReviewOutcome,
  verificationEmail,
  withdrawalEmail,
  voidedFilingEmail,
  draftReminderEmail,
  responseClosingEmail,
  type OptOutLinks,
  responseAcceptedEmail,
  responseDisagreedEmail,
  type AnsweredFiling,
  type ReviewReceipt,
  type MailContent,
  type MailContext,
} from './templates.ts';
/** The worker's side of the outbox (plugins/mail-worker.ts) and the transport it sends with. */
export {
  blankSentBodies,
  claimDueMail,
  purgeSentMail,
  LOCK_SECONDS,
  markFailed,
  MAX_ATTEMPTS,
  markSent,
  onMailEnqueued,
  type ClaimedMail,
} from './outbox.ts';
/** The backlog the operator's metrics report (plugins/metrics.ts). */
export { outboxStats, type OutboxStats } from './outbox.ts';
export { createMailTransport, type MailTransport } from './transport.ts';
