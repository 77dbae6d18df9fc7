import { MESSAGES, withPhone } from '@ir/domain/messages.ts';
import { ApiRequestError, isServerBusy } from '../../lib/api.ts';

/**
 * The red alert's text for a refused submission: the refusals a person can act on have their
 * own text, and a server too busy to take it says so calmly; anything else (no answer, a server
 * failure, a payload the server rejects) is the SPEC §8 submit text with the firm's phone.
 */
export function submitErrorText(error: unknown, phone: string): string {
  if (isServerBusy(error)) return MESSAGES.busy.serverBusy;
  if (error instanceof ApiRequestError) {
    switch (error.errorMessage) {
      case 'app_exists':
        return withPhone(MESSAGES.filing.applicationExists, phone);
      case 'period_expired':
        return MESSAGES.submission.periodExpired;
      case 'bad_captcha':
        return MESSAGES.signup.bad_captcha;
    }
  }
  return withPhone(MESSAGES.filing.submitFailed, phone);
}
