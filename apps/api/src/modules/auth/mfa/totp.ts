import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { MFA, normalizeOtp } from '@ir/domain';

/** RFC 6238 through otpauth: no hand-made HMAC or base32 here. */
function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: MFA.issuer,
    label,
    algorithm: MFA.algorithm,
    digits: MFA.digits,
    period: MFA.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** 160 random bits, RFC 4226's recommended size for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the QR code holds: `otpauth://totp/<issuer>:<label>?secret=…&issuer=…`. */
export function otpauthUri(secretBase32: string, label: string, issuer: string): string {
  const totp = totpOf(secretBase32, label);
  totp.issuer = issuer;
  return totp.toString();
}

/**
 * The 30-second step the code belongs to, within one step of `now` either way, or undefined.
 * The caller still refuses a step not later than the last one accepted.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | undefined {
  const token = normalizeOtp(code);
  if (!/^\d+$/.test(token)) return undefined;
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token, timestamp: now.getTime(), window: MFA.window });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Recovery codes: 16 base32 characters each (80 random bits). */
export function newRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () =>
    Array.from(randomBytes(MFA.recoveryCodeLength), (b) => BASE32[b & 31]).join(''),
  );
}

/**
 * A recovery code's stored form. SHA-256 without a salt is enough for 80 random bits: there
 * is no dictionary to try, and an offline search of 2^80 is out of reach.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeOtp(code)).digest('hex');
}
