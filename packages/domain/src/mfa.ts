import type { Privilege, Role } from './roles.ts';

/**
 * Two-factor sign-in (decision 020): TOTP as RFC 6238 and every authenticator app expects it
 * (SHA-1, 30-second steps, 6 digits), one step of clock drift either way, and ten single-use
 * recovery codes. No zod here: the web's entry script reads the roles below.
 */
export const MFA = {
  issuer: 'Informal Review',
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted on either side of now: a phone's clock a little off still works. */
  window: 1,
  recoveryCodeCount: 10,
  /** 16 base32 characters: 80 random bits, shown in groups of four. */
  recoveryCodeLength: 16,
} as const;

/** The roles STAFF_MFA=required makes enrol: those that see applicants' data. */
export const STAFF_MFA_ROLES = ['super', 'admin', 'mega-admin'] as const satisfies readonly Role[];

export function isStaffMfaRole(privilege: Privilege): boolean {
  return (STAFF_MFA_ROLES as readonly string[]).includes(privilege);
}

/** What a person types, as compared: spaces and dashes dropped, lower case. */
export function normalizeOtp(otp: string): string {
  return otp.replace(/[\s-]/g, '').toLowerCase();
}

export function isTotpCode(otp: string): boolean {
  return new RegExp(`^\\d{${MFA.digits}}$`).test(normalizeOtp(otp));
}

export function isRecoveryCode(otp: string): boolean {
  return new RegExp(`^[a-z2-7]{${MFA.recoveryCodeLength}}$`).test(normalizeOtp(otp));
}

/** A recovery code as shown: `abcd-efgh-ijkl-mnop`. */
export function formatRecoveryCode(code: string): string {
  return (normalizeOtp(code).match(/.{1,4}/g) ?? []).join('-');
}
