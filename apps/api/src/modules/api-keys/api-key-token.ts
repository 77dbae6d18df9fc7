import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@ir/domain';

/** `irk_` and 32 random bytes in base64url (43 characters). */
const KEY_PATTERN = /^irk_[A-Za-z0-9_-]{43}$/;
/** What a list shows of a key: `irk_` and its first 8 random characters. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), hash: apiKeyHash(key) };
}

/** Only this is stored: the key has 256 random bits, so a plain SHA-256 cannot be reversed. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key of an `Authorization: Bearer irk_…` header, or undefined for anything else. */
export function bearerKeyOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(authorization?.trim() ?? '');
  const key = match?.[1];
  return key !== undefined && KEY_PATTERN.test(key) ? key : undefined;
}
