import {
  AppError,
  type Language,
  msg,
  normalizeEmail,
  normalizeOtp,
  type Role,
  type SIGNIN_ERROR_CODES,
} from '@ir/domain';
import { rotateSession, sweepDeadSessions } from '../sessions/index.ts';
import { dummyPasswordHash, findUserByEmail, verifyPassword } from '../users/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { keepSignInLanguage } from './account-language.ts';
import { hasMfaEnabled, mustEnrol, takeSecondFactor } from './mfa/service.ts';
import { limitOtpAttempts } from './rate-limit.ts';

export interface SignInInput {
  email: string;
  password: string;
  captcha?: string | undefined;
  /** A TOTP code or a recovery code, for an account with two-factor sign-in on. */
  otp?: string | undefined;
}

export interface SignInClient {
  /** The session cookie the request came with, ended by the sign-in (rotation). */
  currentToken: string | undefined;
  userAgent: string | undefined;
  ip: string;
  /**
   * The language the request states (its Accept-Language, see statedLanguage): the page the
   * account signs in on. Undefined for a client that states none.
   */
  language: Language | undefined;
}

type SignInRefusal = (typeof SIGNIN_ERROR_CODES)[number];

/** The field of the form each refusal is about; the others are about the account. */
const SIGNIN_REFUSAL_FIELD: Partial<Record<SignInRefusal, string>> = {
  bad_captcha: 'captcha',
  no_user: 'email',
  bad_password: 'password',
  mfa_required: 'otp',
  bad_otp: 'otp',
};

function signInRefusal(ctx: RequestContext, code: SignInRefusal, statusCode = 400): AppError {
  return new AppError(statusCode, code, msg(`login.${code}` as const, { phone: ctx.firm.phone }), {
    field: SIGNIN_REFUSAL_FIELD[code],
  });
}

/**
 * SPEC §5 login. The password is checked before the account's state is told, so only its
 * owner learns that it awaits verification or is restricted; an unknown address is still
 * hashed against a dummy so the answer takes as long. On success the session the request
 * came with ends and a new one begins: a session id planted before sign-in is worthless.
 *
 * Two-factor sign-in is asked for only after a correct password (401 mfa_required, or
 * bad_otp for a wrong, replayed or used-up code), so the answer tells no more than SPEC's
 * bad_password already does: only someone with the password learns that a code is needed.
 * Code attempts count against the account (OTP_ATTEMPTS); the code is taken in the same
 * transaction that makes the session.
 *
 * The page's language becomes the account's in that same transaction (decision 037): an
 * account made on an English page that signs in on a Spanish one gets its e-mails in Spanish.
 * Only a sign-in that succeeds changes it, and a request stating no language leaves it alone.
 */
export async function signIn(
  ctx: RequestContext,
  input: SignInInput,
  client: SignInClient,
): Promise<{ token: string; mfaEnrollmentRequired: boolean }> {
  if (input.captcha !== undefined && !(await ctx.captcha.verify(input.captcha))) {
    throw signInRefusal(ctx, 'bad_captcha');
  }
  const user = await findUserByEmail(ctx.db, ctx.municipality.key, normalizeEmail(input.email));
  if (!user?.passwordHash) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw signInRefusal(ctx, user ? 'bad_password' : 'no_user');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw signInRefusal(ctx, 'bad_password');
  }
  if (user.status === 'awaiting verification') throw signInRefusal(ctx, 'not_verified');
  if (user.status !== 'active') throw signInRefusal(ctx, 'restricted', 403);
  const muni = ctx.municipality.key;
  const account = { id: user.id, email: user.email, role: user.role as Role };
  const mfaOn = await hasMfaEnabled(ctx.db, muni, user.id);
  const otp = input.otp === undefined ? '' : normalizeOtp(input.otp);
  if (mfaOn && otp === '') throw signInRefusal(ctx, 'mfa_required', 401);
  if (mfaOn) await limitOtpAttempts(ctx.db, muni, user.id, ctx.now);
  const token = await ctx.db.transaction(async (tx) => {
    if (mfaOn && !(await takeSecondFactor(tx, ctx, account, otp))) {
      throw signInRefusal(ctx, 'bad_otp', 401);
    }
    await keepSignInLanguage(tx, muni, user, client.language, ctx.now);
    return rotateSession(
      tx,
      client.currentToken,
      {
        userId: user.id,
        municipalityKey: ctx.municipality.key,
        userAgent: client.userAgent,
        ip: client.ip,
      },
      ctx.now,
    );
  });
  await sweepDeadSessions(ctx.db, ctx.now);
  return { token, mfaEnrollmentRequired: mustEnrol(ctx.mfa.staff, account.role, mfaOn) };
}
