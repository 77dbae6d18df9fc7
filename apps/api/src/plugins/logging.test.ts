import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeErrorForLog, serializeRequestForLog } from './logging.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/verifyuser?token=abc123', '/api/auth/verifyuser?token=[redacted]'],
    ['/changepassword?token=abc&x=1', '/changepassword?token=[redacted]&x=1'],
    [
      '/login?code=4/0Ab&state=xyz&scope=email',
      '/login?code=[redacted]&state=[redacted]&scope=email',
    ],
    ['/verify?TOKEN=abc', '/verify?TOKEN=[redacted]'],
    ['/verify?%74oken=abc', '/verify?%74oken=[redacted]'],
    ['/verify?token=a&token=b', '/verify?token=[redacted]&token=[redacted]'],
    ['/api/municipality', '/api/municipality'],
    ['/search?q=token', '/search?q=token'],
    ['/x?token', '/x?token'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeRequestForLog', () => {
  it('keeps Fastify’s request fields, with the URL redacted', () => {
    expect(
      serializeRequestForLog({
        method: 'GET',
        url: '/api/auth/verifyuser?token=secret',
        headers: { 'accept-version': '1' },
        host: 'kent.localhost',
        ip: '192.0.2.1',
        socket: { remotePort: 5555 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/auth/verifyuser?token=[redacted]',
      version: '1',
      host: 'kent.localhost',
      remoteAddress: '192.0.2.1',
      remotePort: 5555,
    });
  });
});

describe('serializeErrorForLog', () => {
  it('logs a failed query without its parameters, keeping the SQL, the cause and the frames', async () => {
    const cause = new Error('new row for relation "outbox" violates check constraint "x"');
    const error = new DrizzleQueryError(
      'insert into "outbox" ("recipient", "text_body") values ($1, $2)',
      ['a@example.com', 'Open http://localhost/changepassword?token=SECRET-TOKEN'],
      cause,
    );
    const logged = JSON.stringify(serializeErrorForLog(error));
    expect(logged).not.toContain('SECRET-TOKEN');
    expect(logged).not.toContain('a@example.com');
    const serialized = serializeErrorForLog(error);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining(
        'Failed query: insert into "outbox" ("recipient", "text_body") values ($1, $2)',
      ),
    });
    expect(serialized.message).toContain('violates check constraint');
    expect(serialized.stack).toMatch(/\n\s+at /);
  });

  it('logs any other error as pino does', () => {
    const error = Object.assign(new Error('boom'), { code: 'E_BOOM' });
    expect(serializeErrorForLog(error)).toMatchObject({
      type: 'Error',
      message: 'boom',
      code: 'E_BOOM',
    });
  });
});
