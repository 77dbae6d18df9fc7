import {
  AppError,
  formatRecoveryCode,
  isRecoveryCode,
  isStaffMfaRole,
  isTotpCode,
  MFA,
  type Role,
} from '@ir/domain';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor, RequestContext, SignedInContext } from '../../../plugins/request-context.ts';
import { audit, type Tx } from '../../audit/index.ts';
import { limitOtpAttempts } from '../rate-limit.ts';
import {
  countUnusedRecoveryCodes,
  deleteMfa,
  findMfa,
  replaceRecoveryCodes,
  takeRecoveryCode,
  takeTotpStep,
  upsertPendingMfa,
  type MfaRow,
} from './repository.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from './totp.ts';

const isEnabled = (row: MfaRow | undefined): row is MfaRow & { enabledAt: Date } =>
  row?.enabledAt != null;

/** Under STAFF_MFA=required, a staff account without an authenticator must enrol first. */
export function mustEnrol(staffMfa: Config['mfa']['staff'], role: Role, enabled: boolean): boolean {
  return staffMfa === 'required' && isStaffMfaRole(role) && !enabled;
}

/** Whether sign-in asks this account for a code. */
export async function hasMfaEnabled(
  db: Db,
  municipalityKey: string,
  userId: number,
): Promise<boolean> {
  return isEnabled(await findMfa(db, municipalityKey, userId));
}

/** GET /auth/mfa. */
export async function getMfaStatus(ctx: SignedInContext) {
  const account = ctx.actor;
  const muni = ctx.municipality.key;
  const enabled = isEnabled(await findMfa(ctx.db, muni, account.id));
  return {
    enabled,
    enrollment_required: mustEnrol(ctx.mfa.staff, account.role, enabled),
    recovery_codes_left: enabled ? await countUnusedRecoveryCodes(ctx.db, muni, account.id) : 0,
  };
}

/**
 * POST /auth/mfa/enroll: a new secret, sealed under MFA_ENCRYPTION_KEY, that guards nothing
 * until a code from it is confirmed. Starting again replaces an unconfirmed secret, so a
 * QR code photographed over a shoulder before confirmation is worthless afterwards.
 */
export async function enrollMfa(ctx: SignedInContext) {
  const account = ctx.actor;
  const muni = ctx.municipality.key;
  const secret = newTotpSecret();
  const sealed = sealSecret(
    ctx.mfa.encryptionKey,
    { municipalityKey: muni, userId: account.id },
    secret,
  );
  await ctx.db.transaction(async (tx) => {
    if (!(await upsertPendingMfa(tx, muni, account.id, sealed, ctx.now))) {
      throw new AppError(409, 'mfa_enabled', 'mfa.alreadyEnabled');
    }
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: account.id,
      action: 'mfa.enroll',
      target: { type: 'user', id: account.id },
      after: { email: account.email, enabled: false },
      requestId: ctx.requestId,
    });
  });
  return {
    secret,
    otpauth_url: otpauthUri(secret, account.email, `${MFA.issuer} (${ctx.municipality.shortName})`),
  };
}

/**
 * POST /auth/mfa/confirm: one code from the new secret turns two-factor sign-in on, takes that
 * code's step (it cannot sign in afterwards) and answers ten recovery codes, kept only hashed.
 */
export async function confirmMfa(ctx: SignedInContext, otp: string) {
  const account = ctx.actor;
  const muni = ctx.municipality.key;
  await limitOtpAttempts(ctx.db, muni, account.id, ctx.now);
  const codes = newRecoveryCodes(MFA.recoveryCodeCount);
  await ctx.db.transaction(async (tx) => {
    const row = await findMfa(tx, muni, account.id);
    if (!row) throw new AppError(409, 'not_enrolling', 'mfa.notEnrolling');
    if (isEnabled(row)) throw new AppError(409, 'mfa_enabled', 'mfa.alreadyEnabled');
    const secret = openSecret(
      ctx.mfa.encryptionKey,
      { municipalityKey: muni, userId: account.id },
      row.secretCiphertext,
    );
    if (secret === undefined) throw new AppError(409, 'not_enrolling', 'mfa.notEnrolling');
    const step = isTotpCode(otp) ? matchTotpStep(secret, otp, ctx.now) : undefined;
    if (step === undefined || !(await takeTotpStep(tx, muni, account.id, step, ctx.now))) {
      throw new AppError(400, 'bad_otp', 'mfa.bad_otp', { field: 'otp' });
    }
    await replaceRecoveryCodes(tx, muni, account.id, codes.map(hashRecoveryCode), ctx.now);
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: account.id,
      action: 'mfa.enable',
      target: { type: 'user', id: account.id },
      before: { email: account.email, enabled: false },
      after: { email: account.email, enabled: true, recoveryCodes: codes.length },
      requestId: ctx.requestId,
    });
  });
  return { recovery_codes: codes.map(formatRecoveryCode) };
}

/**
 * Sign-in's second factor, in the sign-in's transaction: a TOTP code of a step later than the
 * last one taken, or an unused recovery code (used up and audited). False for anything else.
 */
export async function takeSecondFactor(
  tx: Tx,
  ctx: RequestContext,
  /** The account whose password was right: not signed in yet. */
  account: Actor,
  otp: string,
): Promise<boolean> {
  const muni = ctx.municipality.key;
  const row = await findMfa(tx, muni, account.id);
  if (!isEnabled(row)) return false;
  if (isTotpCode(otp)) {
    const secret = openSecret(
      ctx.mfa.encryptionKey,
      { municipalityKey: muni, userId: account.id },
      row.secretCiphertext,
    );
    if (secret === undefined) return false;
    const step = matchTotpStep(secret, otp, ctx.now);
    return step !== undefined && takeTotpStep(tx, muni, account.id, step);
  }
  if (!isRecoveryCode(otp)) return false;
  if (!(await takeRecoveryCode(tx, muni, account.id, hashRecoveryCode(otp), ctx.now))) return false;
  await audit(tx, {
    municipalityKey: muni,
    actorUserId: account.id,
    action: 'mfa.use-recovery-code',
    target: { type: 'user', id: account.id },
    after: {
      email: account.email,
      recoveryCodesLeft: await countUnusedRecoveryCodes(tx, muni, account.id),
    },
    requestId: ctx.requestId,
  });
  return true;
}

/**
 * A mega-admin's reset (a lost phone), in the admin's transaction: the authenticator and its
 * recovery codes are gone; the row as it was, or undefined when the account had none.
 */
export async function removeMfa(
  tx: Tx,
  municipalityKey: string,
  userId: number,
): Promise<{ enabled: boolean } | undefined> {
  const removed = await deleteMfa(tx, municipalityKey, userId);
  return removed ? { enabled: removed.enabledAt !== null } : undefined;
}
