import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { build, type TestApp } from '../../test/helpers.ts';
import { freshIp } from '../../test/factories.ts';
import { AUTH_TEST_ENV } from '../../test/captcha.ts';
import * as fixture from '../../test/upload-fixtures.ts';
import { enqueueMail } from '../modules/mail/index.ts';
import { acceptMultipart } from './upload-pipeline/index.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const clamavUrl = inject('clamavUrl');

function scrape(t: TestApp, authorization?: string) {
  return t.app.inject({
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });
}

/** The value of one sample line, `name{labels} value`, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('answers 404, with a token or without, so it is never open by default', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const res = await scrape(t, authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error_message: 'not_found' });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      env: {
        ...AUTH_TEST_ENV,
        METRICS_TOKEN: TOKEN,
        ...(clamavUrl ? { CLAMAV_URL: clamavUrl } : {}),
      },
      extend: async (app) => {
        await app.register(async (scope) => {
          await scope.register(acceptMultipart);
          scope.post('/test/upload', { config: { access: 'public' } }, async (request, reply) => {
            try {
              return await app.uploads.receive(request);
            } catch {
              return reply.status(400).send({ refused: true });
            }
          });
        });
      },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['the token with a character more', `Bearer ${TOKEN}0`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 8)}`],
    ['an empty bearer', 'Bearer '],
    ['the token as Basic', `Basic ${TOKEN}`],
    ['the token without a scheme', TOKEN],
  ])('answers 401 to %s, with no figures', async (_, authorization) => {
    const res = await scrape(t, authorization);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ statusCode: 401, error_message: 'unauthorized' });
    expect(res.body).not.toContain('http_request');
  });

  it('reports requests by route pattern and status, sign-in failures, the outbox and the process', async () => {
    await t.app.inject({ url: '/api/healthz' });
    await t.app.inject({ url: '/api/healthz' });
    await t.app.inject({ url: '/api/no-such-route?email=someone@example.com' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@example.com', password: 'Not-The-Password-1' },
      remoteAddress: freshIp(),
    });
    expect(signIn.statusCode).toBe(400);
    await enqueueMail(t.database.db, {
      municipalityKey: 'development',
      to: 'queued@example.com',
      subject: 'Queued',
      text: 'x',
      html: '<p>x</p>',
    });
    // Not delivered by the worker while the test reads it: pushed into the future.
    await t.database.db.execute(
      sql`update outbox set next_attempt_at = now() + interval '1 hour', created_at = now() - interval '90 seconds'`,
    );

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;

    const health = { method: 'GET', route: '/api/healthz', status_code: '200' };
    expect(sample(text, 'http_request_duration_seconds_count', health)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    // The URL never becomes a label: what a client sends cannot add series.
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '(unmatched)',
        status_code: '404',
      }),
    ).toBe(1);
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('example.com');
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/auth/signin',
        status_code: '400',
      }),
    ).toBe(1);

    expect(sample(text, 'sign_in_failures_total', { reason: 'no_user' })).toBe(1);
    // The scrape itself is in flight while it is counted.
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
    // The mail worker may already have tried it once (it then waits to retry).
    expect(
      (sample(text, 'outbox_pending_messages') ?? 0) +
        (sample(text, 'outbox_retrying_messages') ?? 0),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_failed_messages')).toBe(0);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'db_info', { driver: t.database.driver })).toBe(1);
    if (t.database.driver === 'postgres') {
      expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
      expect(sample(text, 'db_pool_connections_max')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
    for (const outcome of ['clean', 'malware', 'failed', 'unscanned']) {
      expect(sample(text, 'upload_scans_total', { outcome })).toBe(0);
    }
    // prom-client's default metrics of the process.
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('sends the same token in any letter case of the scheme', async () => {
    expect((await scrape(t, `bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it.skipIf(!clamavUrl)('counts upload scans by outcome', async () => {
    const boundary = '----metrics-boundary';
    const send = (content: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/test/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    expect((await send(fixture.pdf('clean'))).statusCode).toBe(200);
    expect((await send(fixture.pdf(fixture.eicar().toString()))).statusCode).toBe(400);
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'upload_scans_total', { outcome: 'clean' })).toBe(1);
    expect(sample(text, 'upload_scans_total', { outcome: 'malware' })).toBe(1);
    expect(sample(text, 'upload_scans_total', { outcome: 'failed' })).toBe(0);
  });
});
