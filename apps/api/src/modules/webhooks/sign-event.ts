import { createHmac, randomBytes } from 'node:crypto';

/** A new webhook's secret: shown once, kept as it is (an HMAC needs the secret itself). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * X-IR-Signature: HMAC-SHA256 of `${timestamp}.${body}` under the webhook's secret, in hex.
 * The timestamp is signed too, so a receiver that refuses old timestamps cannot be replayed
 * an old event with a fresh header.
 */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
