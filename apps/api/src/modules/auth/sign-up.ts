import { accountLanguage } from '@ir/domain/catalogues.ts';
import {
  AppError,
  isStrongPassword,
  isValidSignupEmail,
  msg,
  normalizeEmail,
  type SIGNUP_ERROR_CODES,
} from '@ir/domain';
import { enqueueMail, mailBranding, verificationEmail } from '../mail/index.ts';
import { findUserByEmail, hashPassword, insertUser } from '../users/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { issueUserToken } from './user-tokens.ts';

export interface SignUpInput {
  email: string;
  password: string;
  captcha: string;
}

type SignUpRefusal = Exclude<(typeof SIGNUP_ERROR_CODES)[number], 'general_error'>;

/** The field of the form each refusal is about. */
const SIGNUP_REFUSAL_FIELD: Record<SignUpRefusal, string> = {
  bad_captcha: 'captcha',
  bad_email: 'email',
  bad_password: 'password',
  dup_user: 'email',
};

function signUpRefusal(ctx: RequestContext, code: SignUpRefusal): AppError {
  return new AppError(400, code, msg(`signup.${code}` as const, { phone: ctx.firm.phone }), {
    field: SIGNUP_REFUSAL_FIELD[code],
  });
}

/**
 * SPEC §5 sign-up. The captcha comes first, so no one learns which addresses have accounts
 * (dup_user) without solving one. On success the account (awaiting verification), its
 * verification token and the e-mail carrying the link are written in one transaction.
 */
export async function signUp(ctx: RequestContext, input: SignUpInput): Promise<void> {
  if (!(await ctx.captcha.verify(input.captcha))) throw signUpRefusal(ctx, 'bad_captcha');
  const email = normalizeEmail(input.email);
  if (!isValidSignupEmail(email)) throw signUpRefusal(ctx, 'bad_email');
  if (!isStrongPassword(input.password)) throw signUpRefusal(ctx, 'bad_password');
  // Checked first so a duplicate costs no argon2 hash; the unique index still settles a race.
  if (await findUserByEmail(ctx.db, ctx.municipality.key, email)) {
    throw signUpRefusal(ctx, 'dup_user');
  }
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      municipalityKey: ctx.municipality.key,
      email,
      passwordHash,
      role: 'user',
      status: 'awaiting verification',
      // The language the page was in: the account's e-mails follow it (decision 037).
      language: ctx.language,
    });
    if (!user) return false;
    const token = await issueUserToken(tx, ctx.municipality.key, user.id, 'verify', ctx.now);
    await enqueueMail(tx, {
      municipalityKey: ctx.municipality.key,
      to: email,
      ...verificationEmail(
        mailBranding(ctx, accountLanguage(user.language)),
        ctx.link(`/verify?token=${token}`),
      ),
    });
    return true;
  });
  if (!created) throw signUpRefusal(ctx, 'dup_user');
}
