import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { testConfig } from '../../test/helpers.ts';
import { municipalityCatalog } from '../modules/municipalities/catalog.ts';
import { MunicipalityRegistry } from '../modules/municipalities/service.ts';
import { DatabaseNotices } from './database-notices.ts';
import { municipalityPlugin } from './municipality.ts';
import { appLink, municipalityLink } from './links.ts';
import { DEPLOYMENT_KEYS } from '../../test/deployment-keys.ts';

const PATH = '/verify?token=abc&x=1';
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A real Fastify request, resolved to its municipality as the app does. */
async function linkFor(
  headers: Record<string, string>,
  options: {
    env?: Record<string, string>;
    defaultKey?: 'development' | 'amherst';
    path?: string;
  } = {},
): Promise<string> {
  const config = testConfig(options.env);
  app = Fastify({ trustProxy: config.TRUST_PROXY as boolean });
  app.decorate('config', config);
  const registry = new MunicipalityRegistry(
    municipalityCatalog(),
    options.defaultKey ?? 'development',
  );
  // Never started: this app has no database, and its municipalities do not change.
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('notices', new DatabaseNotices({} as Database, instance.log));
      },
      {
        name: 'database-notices',
      },
    ),
  );
  await app.register(municipalityPlugin, { registry });
  app.get('/link', async (request) => {
    try {
      return { link: appLink(request, options.path ?? PATH) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  });
  const res = await app.inject({ url: '/link', headers });
  if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
  const body = res.json();
  if (body.error) throw new Error(body.error);
  return body.link;
}

describe('appLink', () => {
  it("stays on the municipality's .localhost host, port included", async () => {
    expect(await linkFor({ host: 'amherst.localhost:3000' })).toBe(
      'http://amherst.localhost:3000/verify?token=abc&x=1',
    );
  });

  it("stays on the municipality's configured host", async () => {
    expect(await linkFor({ host: 'Kent.InformalReview.example' })).toBe(
      'http://kent.informalreview.example/verify?token=abc&x=1',
    );
  });

  it('uses https when a trusted proxy says the request came over https', async () => {
    expect(
      await linkFor(
        { host: 'kent.informalreview.example', 'x-forwarded-proto': 'https' },
        { env: { TRUST_PROXY: 'true' } },
      ),
    ).toBe('https://kent.informalreview.example/verify?token=abc&x=1');
  });

  it('keeps a plain localhost host for development', async () => {
    expect(await linkFor({ host: 'localhost:5173' })).toBe(
      'http://localhost:5173/verify?token=abc&x=1',
    );
    expect(await linkFor({ host: '127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000/verify?token=abc&x=1',
    );
  });

  it("never echoes an unknown Host: it falls back to the municipality's own host", async () => {
    expect(await linkFor({ host: 'attacker.example' }, { defaultKey: 'amherst' })).toBe(
      'https://amherst.informalreview.example/verify?token=abc&x=1',
    );
    expect(await linkFor({ host: 'attacker.example' }, { env: { PORT: '4000' } })).toBe(
      'http://localhost:4000/verify?token=abc&x=1',
    );
  });

  it('does not let a forwarded host choose the link without a trusted proxy', async () => {
    expect(
      await linkFor(
        { host: 'amherst.localhost:3000', 'x-forwarded-host': 'attacker.example' },
        { defaultKey: 'amherst' },
      ),
    ).toBe('http://amherst.localhost:3000/verify?token=abc&x=1');
  });

  it("uses PUBLIC_URL's origin when it is set, whatever the host", async () => {
    expect(
      await linkFor(
        { host: 'amherst.localhost:3000' },
        { env: { PUBLIC_URL: 'https://review.example.com/ignored/path', ...DEPLOYMENT_KEYS } },
      ),
    ).toBe('https://review.example.com/verify?token=abc&x=1');
  });

  it('refuses anything but an absolute path', async () => {
    for (const path of ['verify?token=a', '//attacker.example/x', 'https://attacker.example/']) {
      await expect(linkFor({ host: 'localhost' }, { path })).rejects.toThrow(
        'appLink needs an absolute path',
      );
    }
  });

  it('refuses a Host with userinfo, which would turn the link into another site (400)', async () => {
    for (const host of [
      'localhost:@evil.example',
      'localhost@evil.example',
      'amherst.localhost:3000@evil.example',
    ]) {
      await expect(linkFor({ host })).rejects.toThrow(/answered 400: .*bad_host/);
    }
  });

  it('refuses the same through X-Forwarded-Host behind a trusted proxy', async () => {
    await expect(
      linkFor(
        { host: 'localhost:3000', 'x-forwarded-host': 'localhost:@evil.example' },
        { env: { TRUST_PROXY: 'true' } },
      ),
    ).rejects.toThrow(/answered 400: .*bad_host/);
  });

  it('refuses every other Host shape that is not a name and a numeric port', async () => {
    for (const host of [
      'localhost:3000/x',
      'localhost:abc',
      'localhost:99999',
      'local host',
      'localhost%2f@evil.example',
      'localhost:3000:4000',
      'evil.example\\@localhost',
    ]) {
      await expect(linkFor({ host }), host).rejects.toThrow(/answered 400/);
    }
  });

  it('builds a forwarded link only from a known name and numeric port, with http or https', async () => {
    expect(
      await linkFor(
        {
          host: 'localhost:3000',
          'x-forwarded-host': 'amherst.localhost:8443',
          'x-forwarded-proto': 'javascript',
        },
        { env: { TRUST_PROXY: 'true' }, defaultKey: 'amherst' },
      ),
    ).toBe('http://amherst.localhost:8443/verify?token=abc&x=1');
  });
});

describe('municipalityLink (no request to take the host from)', () => {
  const registry = new MunicipalityRegistry(municipalityCatalog(), 'development');
  const municipality = (key: string) => registry.get(key) ?? { hosts: [] };

  it("is on the municipality's first configured host", () => {
    expect(municipalityLink(testConfig(), municipality('amherst'), PATH)).toBe(
      'https://amherst.informalreview.example/verify?token=abc&x=1',
    );
  });

  it("is on PUBLIC_URL's origin when it is set", () => {
    const config = testConfig({
      PUBLIC_URL: 'https://review.example.com/x',
      ...DEPLOYMENT_KEYS,
    });
    expect(municipalityLink(config, municipality('amherst'), PATH)).toBe(
      'https://review.example.com/verify?token=abc&x=1',
    );
  });

  it('is on localhost for a municipality without a host, and refuses a relative path', () => {
    const config = testConfig({ PORT: '4000' });
    expect(municipalityLink(config, municipality('development'), PATH)).toBe(
      'http://localhost:4000/verify?token=abc&x=1',
    );
    expect(() => municipalityLink(config, municipality('amherst'), '//evil.example/')).toThrow(
      'appLink needs an absolute path',
    );
  });
});
