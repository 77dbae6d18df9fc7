import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, isErrorCode, MESSAGES, msg } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { injectOn, signedInAs } from '../../test/accounts.ts';
import { build, type TestApp } from '../../test/helpers.ts';
import { apiError, defaultErrorCode } from './errors.ts';

describe('the error plugin maps every failure to the one shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      env: { FIRM_PHONE: '(555) 010-0199' },
      extend: async (app) => {
        app.get('/api/test-errors/refused', { config: { access: 'public' } }, async () => {
          const error = new AppError(409, 'app_exists', 'review.assignFailed');
          error.logDetail = { reason: 'secret-detail' };
          throw error;
        });
        app.get(
          '/api/test-errors/account-call',
          { config: { access: 'public', failureCarriesSuccess: true } },
          async () => {
            throw new AppError(400, 'bad_email', 'signup.bad_email');
          },
        );
        app.get(
          '/api/test-errors/crash',
          {
            config: {
              access: 'public',
              failureCarriesSuccess: true,
              generalError: 'signup.general_error',
            },
          },
          async () => {
            throw new Error('select * from secrets');
          },
        );
        app.get('/api/test-errors/field', { config: { access: 'public' } }, async () => {
          throw new AppError(400, 'invalid_comp', 'filing.compInvalid', {
            field: 'comp2',
            issues: [
              { path: 'body.comp2', message: 'filing.compInvalid' },
              { path: 'body.comp3', message: 'Too big: expected string to have <=20 characters' },
            ],
          });
        });
        app.get('/api/test-errors/plain-crash', { config: { access: 'public' } }, async () => {
          throw new Error('select * from secrets');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an AppError with its status, code, text and key, and never its log detail', async () => {
    const res = await t.app.inject({ url: '/api/test-errors/refused' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error_message: 'app_exists',
      message: MESSAGES.review.assignFailed,
      message_key: 'review.assignFailed',
    });
    expect(res.body).not.toContain('secret-detail');
  });

  it('adds success: false where the route says its callers read it', async () => {
    const res = await t.app.inject({ url: '/api/test-errors/account-call' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      error_message: 'bad_email',
      message: 'Invalid email format.',
      message_key: 'signup.bad_email',
    });
  });

  it("answers a crash with the route's general_error text and the firm's phone, no SQL", async () => {
    const res = await t.app.inject({ url: '/api/test-errors/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 500,
      error_message: 'general_error',
      message: 'There was a problem creating your account. Please call (555) 010-0199',
      message_key: 'signup.general_error',
      message_values: { phone: '(555) 010-0199' },
    });
  });

  it('answers any other crash with the generic text', async () => {
    const res = await t.app.inject({ url: '/api/test-errors/plain-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error_message: 'general_error',
      message: 'Something went wrong on our side.',
      message_key: 'input.serverFailure',
    });
  });

  it('names the field a refusal is about beside its code', async () => {
    const res = await t.app.inject({ url: '/api/test-errors/field' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error_message: 'invalid_comp',
      message: 'Invalid sbl',
      message_key: 'filing.compInvalid',
      field: 'comp2',
      issues: [
        { path: 'body.comp2', message: 'Invalid sbl', message_key: 'filing.compInvalid' },
        // zod's own words: no key, as they are.
        { path: 'body.comp3', message: 'Too big: expected string to have <=20 characters' },
      ],
    });
  });
});

describe('an error answer in the language of the request', () => {
  let t: TestApp;
  const spanish = { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' };
  beforeAll(async () => {
    t = await build({
      env: { FIRM_PHONE: '(555) 010-0199' },
      extend: async (app) => {
        app.get('/api/test-errors/exists', { config: { access: 'public' } }, async () => {
          throw new AppError(
            409,
            'app_exists',
            msg('filing.applicationExists', { phone: '(555) 010-0199' }),
          );
        });
        app.get('/api/test-errors/same-english', { config: { access: 'public' } }, async () => {
          // Reads "Invalid email format." in English, as signup.bad_email does.
          throw new AppError(400, 'bad_request', 'signup.bad_email');
        });
        app.get(
          '/api/test-errors/crash',
          { config: { access: 'public', generalError: 'login.general_error' } },
          async () => {
            throw new Error('select * from secrets');
          },
        );
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a 409 with the Spanish text, its phone filled in, and the same code', async () => {
    const res = await t.app.inject({ url: '/api/test-errors/exists', headers: spanish });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error_message: 'app_exists',
      message: 'Ya existe una solicitud para la propiedad elegida; llame al: (555) 010-0199',
      message_key: 'filing.applicationExists',
      message_values: { phone: '(555) 010-0199' },
    });
  });

  it('keeps the English text for an English request or one without the header', async () => {
    for (const headers of [{ 'accept-language': 'en-US' }, {}]) {
      const res = await t.app.inject({ url: '/api/test-errors/exists', headers });
      expect(res.json().message).toBe(
        'Application exists for the selected property, please call: (555) 010-0199',
      );
    }
  });

  it("answers a visitor's 401 and an owner's 403 from the policy in Spanish", async () => {
    const visitor = await t.app.inject({ url: '/api/super/list', headers: spanish });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({
      error_message: 'unauthorized',
      message: MESSAGES_ES.input.signIn,
    });
    const owner = await signedInAs(t.app, 'user');
    const res = await injectOn(
      t.app,
      owner.municipalityKey,
      { url: '/api/super/list', headers: spanish },
      owner,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error_message: 'forbidden',
      message: 'No tiene acceso a esto.',
      message_key: 'input.forbidden',
    });
  });

  it("answers a schema's 400 with the Spanish text and the same code", async () => {
    const owner = await signedInAs(t.app, 'user');
    const res = await injectOn(
      t.app,
      owner.municipalityKey,
      { method: 'POST', url: '/api/auth/language', payload: { language: 'fr' }, headers: spanish },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_message: 'validation_error',
      message: 'La solicitud no es válida.',
    });
  });

  it("answers a crash with the route's general_error in Spanish, with the phone", async () => {
    const res = await t.app.inject({ url: '/api/test-errors/crash', headers: spanish });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(
      'Hubo un problema al iniciar sesión. Inténtelo de nuevo más tarde. Si el problema continúa, llame al (555) 010-0199',
    );
  });

  it('says the key it was given, not whichever key has the same English words', async () => {
    const res = await t.app.inject({ url: '/api/test-errors/same-english', headers: spanish });
    expect(res.json()).toMatchObject({
      message: MESSAGES_ES.signup.bad_email,
      message_key: 'signup.bad_email',
    });
  });
});

describe('the error codes the API sends are the listed ones', () => {
  it('gives every error status a listed code, when nothing more specific is known', () => {
    for (let status = 400; status < 600; status += 1) {
      expect(ERROR_CODES).toContain(defaultErrorCode(status));
      expect(apiError(status, 'x').error_message).toBe(defaultErrorCode(status));
    }
  });

  it('does not compile a refusal with a code that is not listed', () => {
    // The type is the check: an unlisted code fails `npm run typecheck`.
    // @ts-expect-error 'made_up' is not an ErrorCode
    const refusal = new AppError(400, 'made_up', 'input.forbidden');
    // @ts-expect-error 'made_up' is not an ErrorCode
    apiError(400, 'x', 'made_up');
    expect(isErrorCode(refusal.code)).toBe(false);
  });
});
