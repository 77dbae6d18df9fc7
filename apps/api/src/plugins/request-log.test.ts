import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, TEST_OVERLOAD_LIMITS, testConfig } from '../../test/helpers.ts';
import { injectOn, signedInAs } from '../../test/accounts.ts';

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

/** The log lines written since `from`, parsed. */
const logged = (from: number) =>
  lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    overloadLimits: TEST_OVERLOAD_LIMITS,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the request log', () => {
  it('writes one JSON line per request: id, municipality, route pattern, status, time, account', async () => {
    const account = await signedInAs(app, 'user', 'kent');
    const from = lines.length;
    const res = await injectOn(
      app,
      'kent',
      {
        url: '/api/applications/987654?email=someone@example.com',
        headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'secret-agent' },
        remoteAddress: '203.0.113.9',
      },
      account,
    );
    const entries = logged(from);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: res.headers['x-request-id'],
      muni: 'kent',
      method: 'GET',
      route: '/api/applications/:id',
      status: res.statusCode,
      account: account.user.id,
    });
    expect(typeof entry?.ms).toBe('number');
    // No personal data beyond the account id: not the e-mail, the address, the URL's query
    // or ids, the browser.
    const line = lines[from] as string;
    expect(line).not.toContain(account.user.email);
    expect(line).not.toContain('example.com');
    // Leaving out the request id, a random UUID, whose hex digits might hold it by chance.
    expect(line.replace(/"reqId":"[^"]*"/, '')).not.toContain('987654');
    expect(line).not.toContain('203.0.113.9');
    expect(line).not.toContain('198.51.100.7');
    expect(line).not.toContain('secret-agent');
    expect(line.endsWith('\n')).toBe(true);
  });

  it('logs a visitor as no account, a refusal with its code, an unknown path without its URL', async () => {
    const from = lines.length;
    await injectOn(app, 'lyons', { url: '/api/applications/view' });
    // Not hexadecimal, so no request id (a UUID) can contain it by chance.
    await app.inject({ url: '/api/nothing/here/unlogged-path-xyz' });
    await app.inject({ url: '/api/healthz', headers: { host: 'bad host' } });
    expect(logged(from)).toEqual([
      expect.objectContaining({
        muni: 'lyons',
        route: '/api/applications/view',
        status: 401,
        account: null,
        code: 'unauthorized',
      }),
      expect.objectContaining({ muni: 'development', route: '(unmatched)', status: 404 }),
      // Refused before the municipality is known.
      expect.objectContaining({ muni: null, route: '/api/healthz', status: 400 }),
    ]);
    expect(lines.slice(from).join('')).not.toContain('unlogged-path-xyz');
  });
});
