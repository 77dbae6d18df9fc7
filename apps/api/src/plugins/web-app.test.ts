import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let webDist: string;
const shell = '<!doctype html><title>app shell</title>';
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** The bytes of a file the build wrote, to tell it from compression on the fly. */
const built = (file: string) => readFileSync(path.join(webDist, file));

/** Writes a file with its .br and .gz siblings, as the web build does. */
function writePrecompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'ir-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writePrecompressed(path.join(webDist, 'index.html'), shell);
  writePrecompressed(path.join(webDist, 'assets', 'main-abc123.js'), script);
  t = await build({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(() => t.close());

describe('precompressed web assets', () => {
  it('sends the .br file to a browser that accepts brotli', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(built('assets/main-abc123.js.br'))).toBe(true);
    expect(res.headers['content-length']).toBe(String(built('assets/main-abc123.js.br').length));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the .gz file to a browser that accepts only gzip', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(built('assets/main-abc123.js.gz'))).toBe(true);
    expect(res.headers['content-length']).toBe(String(built('assets/main-abc123.js.gz').length));
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('serves the shell precompressed and unrevalidated at the root', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(built('index.html.br'))).toBe(true);
    expect(res.headers['content-length']).toBe(String(built('index.html.br').length));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell);
  });

  it('falls back to the precompressed shell for client routes', async () => {
    const res = await t.app.inject({
      url: '/account/settings',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(built('index.html.gz'))).toBe(true);
    expect(res.headers['content-length']).toBe(String(built('index.html.gz').length));
    expect(gunzipSync(res.rawPayload).toString()).toBe(shell);
  });

  it('still answers unknown API paths and other methods with the JSON 404', async () => {
    for (const [request, message] of [
      [{ method: 'GET' as const, url: '/api/nothing-here' }, 'No API route GET /api/nothing-here'],
      [{ method: 'POST' as const, url: '/account/settings' }, 'No route POST /account/settings'],
    ] as const) {
      const res = await t.app.inject({ ...request, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers 405 for a GET of a POST-only API path, not the wildcard GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/signin' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('compressed API answers', () => {
  it('compresses a large JSON answer for a client that asks', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: '/api/docs/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('sends a large JSON answer plain to a client that does not ask', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toHaveProperty('openapi');
  });

  it('leaves small JSON and plain-text answers as they are', async () => {
    const json = await t.app.inject({
      url: '/api/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.headers.vary).toBeUndefined();
    expect(json.body).toBe('{"status":"ok"}');
    const text = await t.app.inject({
      url: '/api/data-muni',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe('development');
    const role = await t.app.inject({
      url: '/api/auth/authstatus?privledge=true',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(role.statusCode).toBe(200);
    expect(role.headers['content-encoding']).toBeUndefined();
    expect(role.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(role.body).toBe('');
  });
});
