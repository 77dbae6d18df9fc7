import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { loadLanguage } from '../../lib/language.tsx';
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
      email: MESSAGES.signup.invalidEmail,
      password: MESSAGES.signup.passwordRules,
    });
    expect(signupFieldErrors({ ...GOOD, retype: '' }, true)).toEqual({
      retype: MESSAGES.signup.passwordMismatch,
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
      invalid ? MESSAGES.signup.invalidEmail : undefined,
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
    expect(errors.password).toBe(invalid ? MESSAGES.signup.passwordRules : undefined);
  });

  it('asks for the same password twice', () => {
    expect(signupFieldErrors({ ...GOOD, retype: 'Abcdefg2' }, false)).toEqual({
      retype: MESSAGES.signup.passwordMismatch,
    });
  });
});

describe('sign-up submit message', () => {
  it.each([
    [{ ...GOOD, email: '' }, 'captcha'],
    [{ ...GOOD, password: '' }, 'captcha'],
    [{ ...GOOD, retype: '' }, 'captcha'],
    [{ ...GOOD, email: '   ' }, 'captcha'],
    [GOOD, null],
  ])('asks to fill out all fields (%j, captcha %j)', (values, captcha) => {
    expect(signupSubmitProblem(values, captcha)).toBe(MESSAGES.signup.fillAllFields);
  });

  it.each([
    { ...GOOD, email: 'nope' },
    { ...GOOD, password: 'weak', retype: 'weak' },
    { ...GOOD, retype: 'Abcdefg2' },
  ])('asks to correct errors (%j)', (values) => {
    expect(signupSubmitProblem(values, 'captcha')).toBe(MESSAGES.signup.correctErrors);
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
    expect(forgotPasswordEmailError(email)).toBe(
      invalid ? MESSAGES.password.invalidEmail : undefined,
    );
  });
});

describe('reset password messages', () => {
  it('checks typed fields at once and empty ones on submit', () => {
    expect(resetPasswordErrors({ password: '', retype: '' }, false)).toEqual({});
    expect(resetPasswordErrors({ password: '', retype: '' }, true)).toEqual({
      password: MESSAGES.password.rules,
    });
    expect(resetPasswordErrors({ password: 'short', retype: '' }, false)).toEqual({
      password: MESSAGES.password.rules,
    });
    expect(resetPasswordErrors({ password: 'Abcdefg1', retype: 'Abcdefg' }, false)).toEqual({
      retype: MESSAGES.password.mismatch,
    });
    expect(resetPasswordErrors({ password: 'Abcdefg1', retype: '' }, true)).toEqual({
      retype: MESSAGES.password.mismatch,
    });
    expect(resetPasswordErrors({ password: 'Abcdefg1', retype: 'Abcdefg1' }, true)).toEqual({});
  });
});

describe('in the language in force', () => {
  afterEach(() => loadLanguage('en'));

  it('says each message in the catalogue in force when the form is checked', async () => {
    const empty = { email: '', password: '', retype: '' };
    expect(signupFieldErrors(empty, true).email).toBe(MESSAGES.signup.invalidEmail);
    await loadLanguage('es');
    expect(signupFieldErrors(empty, true)).toEqual({
      email: 'Debe ser un correo electrónico válido.',
      password: MESSAGES_ES.signup.passwordRules,
    });
    expect(signupSubmitProblem(empty, null)).toBe('Complete todos los campos.');
    expect(forgotPasswordEmailError('nope')).toBe('Escriba un correo electrónico válido.');
    expect(resetPasswordErrors({ password: 'Abcdefg1', retype: 'x' }, false).retype).toBe(
      'Las contraseñas no coinciden.',
    );
    const login = loginFormSchema.safeParse({
      email: '',
      password: 'abc',
      otp: '',
      codeAsked: true,
    });
    expect(login.error?.issues.map((issue) => issue.message)).toEqual([
      'El campo de correo electrónico está vacío.',
      'La contraseña no es válida.',
      'El campo del código de autenticación está vacío.',
    ]);
  });

  it('takes a catalogue when given one', () => {
    expect(signupSubmitProblem(GOOD, 'captcha', MESSAGES_ES)).toBeUndefined();
    expect(signupSubmitProblem({ ...GOOD, email: 'x' }, 'captcha', MESSAGES_ES)).toBe(
      MESSAGES_ES.signup.correctErrors,
    );
  });
});
