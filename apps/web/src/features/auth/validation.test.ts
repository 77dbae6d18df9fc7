import { describe, expect, it } from 'vitest';
import { textAt } from '@ir/domain/message-ref.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { loginFormSchema } from './form-schemas.ts';
import {
  forgotPasswordEmailError,
  resetPasswordErrors,
  signupFieldErrors,
  signupSubmitProblem,
} from './validation.ts';

const GOOD = { email: 'owner@example.com', password: 'Abcdefg1', retype: 'Abcdefg1' };

describe('sign-up field messages', () => {
  it('leaves empty fields alone until the form is submitted', () => {
    expect(signupFieldErrors({ email: '', password: '', retype: '' }, false)).toEqual({});
  });

  it('flags empty fields once submitted', () => {
    expect(signupFieldErrors({ email: '', password: '', retype: '' }, true)).toEqual({
      email: 'signup.invalidEmail',
      password: 'signup.passwordRules',
    });
    expect(signupFieldErrors({ ...GOOD, retype: '' }, true)).toEqual({
      retype: 'signup.passwordMismatch',
    });
  });

  it.each([
    ['a', true],
    ['a@b.c', true], // 5 characters: SPEC says 5 or fewer is invalid
    ['ab@c.d', false],
    ['owner@example', true],
    ['owner example@x.com', true],
    ['  Owner@Example.COM  ', false],
  ])('checks the e-mail %j while typing (invalid: %s)', (email, invalid) => {
    expect(signupFieldErrors({ ...GOOD, email }, false).email).toBe(
      invalid ? 'signup.invalidEmail' : undefined,
    );
  });

  it.each([
    ['abcdefg1', true],
    ['ABCDEFG1', true],
    ['Abcdefgh', true],
    ['Abcdef1', true],
    ['Abcdefg1', false],
    [`Abcdefg1${'x'.repeat(121)}`, true], // over the 128-character cap
  ])('checks the password %j while typing (invalid: %s)', (password, invalid) => {
    const errors = signupFieldErrors({ ...GOOD, password, retype: password }, false);
    expect(errors.password).toBe(invalid ? 'signup.passwordRules' : undefined);
  });

  it('asks for the same password twice', () => {
    expect(signupFieldErrors({ ...GOOD, retype: 'Abcdefg2' }, false)).toEqual({
      retype: 'signup.passwordMismatch',
    });
  });
});

describe('sign-up submit message', () => {
  it.each([
    [{ ...GOOD, email: '' }, 'captcha'],
    [{ ...GOOD, password: '' }, 'captcha'],
    [{ ...GOOD, retype: '' }, 'captcha'],
    [{ ...GOOD, email: '   ' }, 'captcha'],
    [{ ...GOOD, email: '' }, null],
  ])('asks to fill out all fields (%j, captcha %j)', (values, captcha) => {
    expect(signupSubmitProblem(values, captcha)).toBe('signup.fillAllFields');
  });

  it('names the captcha when it is all that is left', () => {
    expect(signupSubmitProblem(GOOD, null)).toBe('signup.tickCaptcha');
    // A field to correct comes first.
    expect(signupSubmitProblem({ ...GOOD, email: 'nope' }, null)).toBe('signup.correctErrors');
  });

  it.each([
    { ...GOOD, email: 'nope' },
    { ...GOOD, password: 'weak', retype: 'weak' },
    { ...GOOD, retype: 'Abcdefg2' },
  ])('asks to correct errors (%j)', (values) => {
    expect(signupSubmitProblem(values, 'captcha')).toBe('signup.correctErrors');
  });

  it('lets a complete, valid form through', () => {
    expect(signupSubmitProblem(GOOD, 'captcha')).toBeUndefined();
  });
});

describe('forgot password e-mail', () => {
  it.each([
    ['', true],
    ['a@b.c', true],
    ['abcdef', true],
    ['ab@c.d', false],
    ['  OWNER@EXAMPLE.COM ', false],
  ])('%j (invalid: %s)', (email, invalid) => {
    expect(forgotPasswordEmailError(email)).toBe(invalid ? 'password.invalidEmail' : undefined);
  });
});

describe('reset password messages', () => {
  it('checks typed fields at once and empty ones on submit', () => {
    expect(resetPasswordErrors({ password: '', retype: '' }, false)).toEqual({});
    expect(resetPasswordErrors({ password: '', retype: '' }, true)).toEqual({
      password: 'password.rules',
    });
    expect(resetPasswordErrors({ password: 'short', retype: '' }, false)).toEqual({
      password: 'password.rules',
    });
    expect(resetPasswordErrors({ password: 'Abcdefg1', retype: 'Abcdefg' }, false)).toEqual({
      retype: 'password.mismatch',
    });
    expect(resetPasswordErrors({ password: 'Abcdefg1', retype: '' }, true)).toEqual({
      retype: 'password.mismatch',
    });
    expect(resetPasswordErrors({ password: 'Abcdefg1', retype: 'Abcdefg1' }, true)).toEqual({});
  });
});

describe('keys, not texts', () => {
  it('answers with catalogue keys, so the field says them in the language in force', () => {
    const login = loginFormSchema.safeParse({
      email: '',
      password: 'abc',
      otp: '',
      codeAsked: true,
    });
    expect(login.error?.issues.map((issue) => issue.message)).toEqual([
      'login.emptyEmail',
      'login.invalidPassword',
      'login.emptyOtp',
    ]);
    expect(textAt(MESSAGES_ES, 'login.emptyOtp')).toBe(
      'El campo del código de autenticación está vacío.',
    );
  });
});
