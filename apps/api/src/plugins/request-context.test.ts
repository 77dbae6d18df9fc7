import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts.ts';
import { build, type TestApp } from '../../test/helpers.ts';
import { createContext, signedIn } from './request-context.ts';

const NOW = new Date('2025-03-01T12:00:00Z');

describe('the request context', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      now: NOW,
      extend: async (app) => {
        // What a service would see of the request: the context's plain fields.
        app.get('/api/test-context', { config: { access: 'public' } }, async (request) => {
          const { now, municipality, actor, requestId } = request.ctx;
          return {
            now: now.toISOString(),
            municipality: municipality.key,
            actor: actor ?? null,
            requestId,
            link: request.ctx.link('/applications'),
            storage: request.ctx.storage === app.storage,
            db: request.ctx.db === app.database.db,
          };
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("carries a visitor's municipality, clock, request id and links, and no actor", async () => {
    const res = await t.app.inject({
      url: '/api/test-context',
      headers: { host: 'amherst.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      now: NOW.toISOString(),
      municipality: 'amherst',
      actor: null,
      requestId: res.headers['x-request-id'],
      link: 'http://amherst.localhost:3000/applications',
      storage: true,
      db: true,
    });
  });

  it('carries the signed-in account as its actor', async () => {
    const account = await signedInAs(t.app, 'admin', 'kent');
    const res = await t.app.inject({ url: '/api/test-context', headers: account.headers });
    expect(res.json()).toMatchObject({
      municipality: 'kent',
      actor: { id: account.user.id, email: account.user.email, role: 'admin' },
    });
  });

  it('signedIn refuses a context without an account with a plain Error, not a refusal', () => {
    const municipality = t.app.municipalities.get('kent');
    if (!municipality) throw new Error('kent is in the catalog');
    const visitor = createContext(t.app, { municipality });
    // The policy answers visitors; reaching a service without an account is a bug (a 500).
    expect(() => signedIn(visitor)).toThrow(/without a session/);
    let thrown: unknown;
    try {
      signedIn(visitor);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toHaveProperty('statusCode');
    const actor = { id: 7, email: 'a@kent.example.com', role: 'admin' as const };
    expect(signedIn(createContext(t.app, { municipality, actor })).actor).toEqual(actor);
  });

  it("builds links on the municipality's own host without a request", () => {
    const municipality = t.app.municipalities.get('kent');
    if (!municipality) throw new Error('kent is in the catalog');
    const ctx = createContext(t.app, { municipality });
    expect(ctx.link('/applications')).toBe('https://kent.informalreview.example/applications');
    expect(ctx.now).toEqual(NOW);
    expect(ctx.requestId).toBeUndefined();
  });
});
