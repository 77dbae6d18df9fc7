/** E-mail: the outbox other modules write to in their transaction, its worker, and the texts. */
export { mailBranding } from './branding.ts';
export { enqueueMail, type MailAttachment, type MailMessage } from './outbox.ts';
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
  authorizationRequestEmail,
  authorizationSignedEmail,
  authorizationRevokedEmail,
  type AuthorizationMail,
  offerSentEmail,
  offerLapsedEmail,
  type OfferMail,
  type MailContent,
  type MailContext,
  composeMail,
  type MailLayout,
} from './templates.ts';
/** Delivers the outbox; registered by app.ts. */
export { mailWorkerPlugin } from './mail-worker.ts';
/** The backlog the operator's metrics report (given to plugins/metrics.ts by app.ts). */
export { outboxStats } from './outbox.ts';
