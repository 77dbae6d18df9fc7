import { describe, expect, it } from 'vitest';
import { SIGNIN_ERROR_CODES, SIGNUP_ERROR_CODES } from './auth.ts';
import { apiErrorSchema, AppError, ERROR_CODES, isErrorCode } from './errors.ts';
import { msg } from './message-ref.ts';

describe('the error codes', () => {
  it('lists each code once, in snake_case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it("holds SPEC §8's sign-up and login codes", () => {
    for (const code of [...SIGNUP_ERROR_CODES, ...SIGNIN_ERROR_CODES]) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('made_up')).toBe(false);
    expect(isErrorCode('constructor')).toBe(false);
  });
});

describe('AppError', () => {
  it('carries the field it is about, when it is about one', () => {
    const refusal = new AppError(400, 'bad_email', 'signup.bad_email', { field: 'email' });
    expect(refusal).toMatchObject({ statusCode: 400, code: 'bad_email', field: 'email' });
    expect(new AppError(404, 'not_found', 'applications.notFound').field).toBeUndefined();
  });

  it('carries its text as a reference, said by the edge that shows it', () => {
    const refusal = new AppError(
      409,
      'conflict',
      msg('applications.cannotWithdraw', { phone: '1' }),
    );
    expect(refusal.ref).toEqual({ key: 'applications.cannotWithdraw', values: { phone: '1' } });
    expect(refusal.message).toBe('applications.cannotWithdraw');
  });

  it("is read back by the error shape's schema, field and all", () => {
    const body = { statusCode: 400, error_message: 'bad_email', message: 'x', field: 'email' };
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });
});
