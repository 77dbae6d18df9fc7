import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the TOTP secrets at rest (MFA_ENCRYPTION_KEY). The account's municipality
 * and id are the additional data: a ciphertext copied onto another account's row does not
 * decrypt there. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; the version leaves room
 * for a second key during a rotation.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

export interface SecretOwner {
  municipalityKey: string;
  userId: number;
}

function additionalData(owner: SecretOwner): Buffer {
  return Buffer.from(`${owner.municipalityKey}:${owner.userId}`, 'utf8');
}

export function sealSecret(key: Buffer, owner: SecretOwner, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(owner));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or undefined when it was sealed under another key, for another account, or altered. */
export function openSecret(key: Buffer, owner: SecretOwner, sealed: string): string | undefined {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(additionalData(owner));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
