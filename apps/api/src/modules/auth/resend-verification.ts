import { catalogueFor } from '@ir/domain/catalogues.ts';
import { verificationEmail } from '../mail/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { emailLinkToAccount } from './emailed-link.ts';

/**
 * POST /resend_verification. Only an account still awaiting verification gets a new link; the
 * answer is the same for every address.
 */
export async function resendVerification(
  ctx: RequestContext,
  input: { email: string; captcha: string },
): Promise<{ message: string }> {
  await emailLinkToAccount(ctx, input, {
    purpose: 'verify',
    sendsTo: (status) => status === 'awaiting verification',
    path: (token) => `/verify?token=${token}`,
    mail: verificationEmail,
  });
  return { message: catalogueFor(ctx.language).verify.resent };
}
