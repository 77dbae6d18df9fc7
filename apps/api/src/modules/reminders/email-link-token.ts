import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a reminder's opt-out link (decision 033): the account id and an HMAC-SHA256,
 * under EMAIL_LINK_KEY, of the link's purpose, the municipality and the id. It needs no row,
 * so every reminder of an account carries the same working link; without the key nobody can
 * make one for another account, and a token of one municipality fails on another's host.
 */
const PURPOSE = 'email-preferences/v1';

function signature(key: string, municipalityKey: string, userId: number): string {
  return createHmac('sha256', key)
    .update(`${PURPOSE}\n${municipalityKey}\n${userId}`)
    .digest('base64url');
}

export function emailLinkToken(key: string, municipalityKey: string, userId: number): string {
  return `${userId}.${signature(key, municipalityKey, userId)}`;
}

/** The account id a token was signed for here, or null for any token not signed so. */
export function verifyEmailLinkToken(
  key: string,
  municipalityKey: string,
  token: string,
): number | null {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId)) return null;
  const expected = Buffer.from(signature(key, municipalityKey, userId));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
