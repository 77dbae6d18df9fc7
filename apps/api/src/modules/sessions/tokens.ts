import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, e-mail tokens, OIDC state. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
