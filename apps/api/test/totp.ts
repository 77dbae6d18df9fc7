import { Secret, TOTP } from 'otpauth';
import { MFA } from '@ir/domain';

/**
 * The code an authenticator app would show for `secret` at `at`, computed by the library
 * (not by the server's code), so the tests sign in the way a phone would.
 */
export function totpAt(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: MFA.algorithm,
    digits: MFA.digits,
    period: MFA.periodSeconds,
    timestamp: at.getTime(),
  });
}

/** `at` moved by whole 30-second steps. */
export function stepsLater(at: Date, steps: number): Date {
  return new Date(at.getTime() + steps * MFA.periodSeconds * 1000);
}
