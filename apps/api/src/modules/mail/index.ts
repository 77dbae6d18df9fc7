/** E-mail: the outbox other modules write to in their transaction, the texts, and the links. */
export { appLink } from './links.ts';
export { enqueueMail, type MailMessage } from './outbox.ts';
export {
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
  type MailContent,
  type MailContext,
} from './templates.ts';
