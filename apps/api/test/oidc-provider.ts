import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';

/**
 * A local OpenID provider standing in for Google in API tests and Playwright: real discovery,
 * real signed ID tokens, real PKCE and single-use codes. Nobody types anything: the
 * interaction endpoint signs in the selected test user and approves the request at once, so
 * both fetch() and a real browser complete the flow. No vitest imports, so e2e can use it.
 */

/**
 * A cookie on the provider's origin naming the user to sign in as. Each Playwright context
 * (or each completeAuthorization call) can choose its own, so parallel tests do not race on
 * signInAs(); without it the selected user signs in.
 */
export const TEST_USER_COOKIE = 'test_user';

export interface TestOidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
}

export interface StartOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Who can sign in; the first signs in unless signInAs() or TEST_USER_COOKIE chooses. */
  users: TestOidcUser[];
  /** Registered exactly as Google registers them; see appRedirectUris(). */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment the API needs to use this provider as its Google. */
  env: { GOOGLE_ISSUER: string; GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string };
  /** Chooses the user an authorization signs in as when its browser names none. */
  signInAs(sub: string): void;
  close(): Promise<void>;
}

/** The /login and /signup return addresses of each app origin (e.g. http://amherst.localhost:5173). */
export function appRedirectUris(origins: string[]): string[] {
  return origins.flatMap((origin) => [`${origin}/login`, `${origin}/signup`]);
}

export async function start(options: StartOptions): Promise<TestOidcProvider> {
  const [firstUser] = options.users;
  if (!firstUser) throw new Error('start() needs at least one user');
  const users = new Map(options.users.map((u) => [u.sub, u]));
  let current = firstUser;
  /** The user this browser asked for, else the selected one. */
  const userFor = (cookieHeader: string | undefined): TestOidcUser => {
    const named = readCookie(cookieHeader, TEST_USER_COOKIE);
    return (named !== undefined && users.get(named)) || current;
  };
  const clientId = options.clientId ?? 'informal-review-test';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');

  // The issuer names the port, so the provider is made, and handles requests, once the
  // server listens; nobody can call it before then.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // openid-client's default, which Google also accepts.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Google puts the e-mail claims in the ID token; so does this stand-in.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Explicit lifetimes (seconds) keep the provider from printing notices about its defaults.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: user.email, email_verified: user.email_verified }),
      };
    },
    renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  /** Signs in the selected user, then grants what the client asked for; no page is shown. */
  async function approve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const interaction = await provider.interactionDetails(req, res);
    const user = userFor(req.headers.cookie);
    if (interaction.prompt.name === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return;
    }
    const accountId = interaction.session?.accountId ?? user.sub;
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    if (!grant) throw new Error('the interaction names a grant that does not exist');
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      {
        mergeWithLastSubmission: true,
      },
    );
  }

  const sessionCookie = provider.cookieName('session');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Every authorization signs in afresh, as if from Google's account chooser: the provider
    // never sees the session a browser kept from an earlier test, so whoever is chosen now
    // signs in, never the last user.
    if (req.url === '/auth' || req.url?.startsWith('/auth?')) {
      req.headers.cookie = withoutCookie(req.headers.cookie, sessionCookie);
    }
    if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
      approve(req, res).catch((err: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(`interaction failed: ${err instanceof Error ? err.message : String(err)}`);
      });
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    signInAs(sub) {
      const user = users.get(sub);
      if (!user) throw new Error(`no test user ${sub}`);
      current = user;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * Plays the browser from the authorization URL to the return address without following it:
 * carries the provider's cookies across its redirects and answers the URL the provider sends
 * the browser back to (/login?code=...&state=...). `as` names the user, as TEST_USER_COOKIE does.
 */
export async function completeAuthorization(
  authorizationUrl: string,
  options: { as?: string } = {},
): Promise<URL> {
  const start = new URL(authorizationUrl);
  const jar = new Map<string, string>(options.as ? [[TEST_USER_COOKIE, options.as]] : []);
  let next = start;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      // An expired or emptied cookie is the provider clearing it.
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), value);
    }
    const location = res.headers.get('location');
    if (!location) {
      throw new Error(
        `the provider stopped at ${next.pathname} with ${res.status}: ${await res.text()}`,
      );
    }
    next = new URL(location, next);
    if (next.origin !== start.origin) return next;
  }
  throw new Error('the provider redirected too many times');
}

/** The header without the named cookie and its signature (name.sig). */
function withoutCookie(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(';')
    .filter((part) => {
      const key = part.split('=')[0]?.trim();
      return key !== name && key !== `${name}.sig`;
    })
    .join(';');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      return decodeURIComponent(part.slice(eq + 1).trim());
    }
  }
  return undefined;
}

/** The provider's storage, in memory and per instance (its own default warns on every start). */
function memoryAdapter(): (name: string) => Adapter {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number | undefined }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry?.payload;
  };
  return (name) => {
    const key = (id: string) => `${name}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [k, entry] of store) {
        if (k.startsWith(`${name}:`) && entry.payload[field] === value) return live(k);
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), {
          payload,
          expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined,
        });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of store) {
          if (entry.payload.grantId === grantId) store.delete(k);
        }
      },
    };
  };
}
