import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

const KEY = randomBytes(32);
const OWNER = { municipalityKey: 'kent', userId: 7 };

describe('the TOTP secret at rest', () => {
  it('opens with the key and the owner it was sealed for', () => {
    const sealed = sealSecret(KEY, OWNER, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(KEY, OWNER, sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealSecret(KEY, OWNER, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('does not open under another key, for another account or municipality, or altered', () => {
    const sealed = sealSecret(KEY, OWNER, 'JBSWY3DPEHPK3PXP');
    expect(openSecret(randomBytes(32), OWNER, sealed)).toBeUndefined();
    expect(openSecret(KEY, { ...OWNER, userId: 8 }, sealed)).toBeUndefined();
    expect(openSecret(KEY, { ...OWNER, municipalityKey: 'lyons' }, sealed)).toBeUndefined();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(
      openSecret(KEY, OWNER, [v, iv, tag, flipped.toString('base64url')].join('.')),
    ).toBeUndefined();
    expect(openSecret(KEY, OWNER, 'v2.' + sealed.slice(3))).toBeUndefined();
    expect(openSecret(KEY, OWNER, 'not sealed')).toBeUndefined();
  });
});
