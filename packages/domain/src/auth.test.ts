import { describe, expect, it } from 'vitest';
import {
  emailAddressSchema,
  isValidSignupEmail,
  normalizeEmail,
  signinBodySchema,
  signupBodySchema,
} from './auth.ts';

describe('normalizeEmail', () => {
  it('gives a look-alike written another way the one stored form', () => {
    for (const alike of [
      'user@example.com',
      ' USER@Example.COM ',
      'user@example.com.',
      'user@example.com..',
      'ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      'User@Example.Com.\u3000',
    ]) {
      expect(normalizeEmail(alike), JSON.stringify(alike)).toBe('user@example.com');
    }
  });

  it('leaves a letter of another script as it is, for the strict rule to refuse', () => {
    const cyrillic = 'us\u0435r@example.com';
    expect(normalizeEmail(cyrillic)).toBe(cyrillic);
    expect(normalizeEmail(cyrillic)).not.toBe('user@example.com');
    expect(isValidSignupEmail(cyrillic)).toBe(false);
    expect(isValidSignupEmail('user@ex\u0430mple.com')).toBe(false);
  });
});

describe('emailAddressSchema', () => {
  it('accepts ordinary addresses, trimmed and lower-cased', () => {
    expect(emailAddressSchema.parse('  Owner.Name+tag@Example.COM ')).toBe(
      'owner.name+tag@example.com',
    );
    for (const ok of ['a.b@example.co', "o'brien@example.com", 'x_y-z@sub.example.org']) {
      expect(isValidSignupEmail(ok), ok).toBe(true);
    }
  });

  it('refuses anything that could address another mailbox than the one stored', () => {
    for (const bad of [
      'x,victim@example.com',
      '"Name"<a@evil.cc>',
      'Name <a@evil.cc>',
      'a@example.com;b@evil.cc',
      'a@example.com\u0000',
      'a\r\nbcc:b@evil.cc@example.com',
      'a\u200b@example.com',
      'a(comment)@example.com',
      'a@[127.0.0.1]',
      'a\\b@example.com',
      'two words@example.com',
      'a@b@example.com',
      'us\u0435r@example.com',
      'user@b\u00fccher.de',
      'a\u202e@example.com',
    ]) {
      expect(isValidSignupEmail(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes a fullwidth or dotted address as the ASCII one it stands for', () => {
    expect(emailAddressSchema.parse('ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('user@example.com');
    expect(emailAddressSchema.parse('User@Example.com.')).toBe('user@example.com');
  });

  it('keeps SPEC §5 bounds: more than 5 characters, at most 254', () => {
    expect(isValidSignupEmail('a@b.c')).toBe(false);
    expect(isValidSignupEmail('ab@c.d')).toBe(true);
    expect(isValidSignupEmail(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });
});

describe('e-mail fields of request bodies', () => {
  it('refuse control characters and text-direction marks, which no address holds', () => {
    expect(
      signinBodySchema.safeParse({ email: 'a\u0000@example.com', password: 'x' }).success,
    ).toBe(false);
    expect(
      signinBodySchema.safeParse({ email: 'a\u202e@example.com', password: 'x' }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['email'], message: 'input.forbiddenCharacters' })]);
    expect(
      signupBodySchema.safeParse({ email: 'a@example.com\n', password: 'x', captcha: 'c' }).success,
    ).toBe(false);
  });

  it('leave other bad addresses to the services, which answer with SPEC §5 codes', () => {
    expect(signinBodySchema.safeParse({ email: 'not an address', password: 'x' }).success).toBe(
      true,
    );
  });
});
