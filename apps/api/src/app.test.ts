import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@ir/domain';
import { build, type TestApp } from '../test/helpers.ts';
import { DEPLOYMENT_KEYS } from '../test/deployment-keys.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'ir-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await build({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /api/healthz says the process is alive', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/readyz checks the database', async () => {
    const res = await t.app.inject({ url: '/api/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/readyz answers 503 in the error shape when the database is gone', async () => {
    const broken = await build({
      database: {
        ...t.database,
        db: new Proxy(t.database.db, {
          get: (target, prop, receiver) =>
            prop === 'execute'
              ? () => Promise.reject(new Error('connection refused'))
              : Reflect.get(target, prop, receiver),
        }),
      },
    });
    try {
      const res = await broken.app.inject({ url: '/api/readyz' });
      expect(res.statusCode).toBe(503);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ error_message: 'unavailable' });
      expect(res.body).not.toContain('connection refused');
    } finally {
      await broken.close();
    }
  });
});

describe('errors', () => {
  it('an unknown API path is a JSON 404, never the app shell', async () => {
    const res = await t.app.inject({ url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      statusCode: 404,
      error_message: 'not_found',
    });
  });

  it('malformed JSON is a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error_message).toBe('bad_request');
  });

  it('an unknown non-GET path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/whatever' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error_message).toBe('not_found');
  });

  it('every response carries a request id', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('web app', () => {
  it('serves index.html at the root', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('app shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/terms-of-use', '/accessibility'])(
    'serves index.html for the client route %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('app shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves fingerprinted assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves files written after start, so a rebuild needs no restart', async () => {
    writeFileSync(path.join(webDist, 'assets', 'late-def456.js'), 'console.log(2)');
    const res = await t.app.inject({ url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('answers 503 with a clear message when the app is not built', async () => {
    const unbuilt = await build({
      env: { WEB_DIST_DIR: path.join(webDist, 'missing') },
      database: t.database,
    });
    try {
      const res = await unbuilt.app.inject({ url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only this origin', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows Google Analytics only when a measurement id is configured', async () => {
    const withGa = await build({ env: { GOOGLE_ANALYTICS_ID: 'G-XYZ' }, database: t.database });
    try {
      const csp = String(
        (await withGa.app.inject({ url: '/api/healthz' })).headers['content-security-policy'],
      );
      expect(csp).toContain('https://www.googletagmanager.com');
    } finally {
      await withGa.close();
    }
  });

  it('upgrades insecure requests behind an https PUBLIC_URL', async () => {
    const https = await build({
      env: { PUBLIC_URL: 'https://review.example.com', ...DEPLOYMENT_KEYS },
      database: t.database,
    });
    try {
      const csp = String(
        (await https.app.inject({ url: '/api/healthz' })).headers['content-security-policy'],
      );
      expect(csp).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('describes every API route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/healthz',
      '/api/readyz',
      '/api/data-muni',
      '/api/municipality',
      '/api/applications/expired_muni',
      '/api/google_analytics',
    ]) {
      expect(doc.paths, route).toHaveProperty([route, 'get']);
    }
    expect(
      doc.paths['/api/municipality'].get.responses['200'].content['application/json'].schema
        .properties,
    ).toHaveProperty('filingDeadline');
  });

  it('serves the interactive documentation page', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
