import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Access, type Privilege, allows } from '@ir/domain';
import { buildApp } from '../app.ts';
import { build, createTestDatabase, testConfig, type TestApp } from '../../test/helpers.ts';
import { signedInAs } from '../../test/accounts.ts';
import type { Database } from '../db/client.ts';

describe('route access is declared by every route', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses to start when an /api route declares no access, naming it', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.register(async (scope) => {
      scope.get('/api/forgotten', async () => ({ open: true }));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
    await app.close();
  });

  it('refuses an access that is not a permission', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.register(async (scope) => {
      scope.get('/api/typo', { config: { access: 'review:lsit' as Access } }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/typo/);
    await app.close();
  });

  it('starts when every route declares one (the real app)', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

/** A colon would start a path parameter. */
const pathFor = (access: Access) => `/api/test-access/${access.replace(':', '-')}`;

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Every /api route and who may call it, written out: a new route, or a changed access, is a
   * visible decision in this table. (HEAD routes mirror their GET.)
   */
  const API_ROUTES: Record<string, Access> = {
    'GET /api/auth/captcha': 'public',
    'GET /api/healthz': 'public',
    'GET /api/readyz': 'public',
    'GET /api/data-muni': 'public',
    'GET /api/municipality': 'public',
    'GET /api/applications/expired_muni': 'public',
    'GET /api/google_analytics': 'public',
    'GET /api/public/outcomes.json': 'public',
    'GET /api/public/outcomes.csv': 'public',
    'POST /api/auth/signup': 'public',
    'GET /api/auth/verifyuser': 'public',
    'POST /api/auth/signin': 'public',
    'POST /api/auth/signout': 'public',
    'POST /api/auth/language': 'signed-in',
    'GET /api/auth/authstatus': 'public',
    'POST /api/auth/poll_session': 'public',
    'POST /api/auth/forgotpassword': 'public',
    'POST /api/auth/resend_verification': 'public',
    'POST /api/auth/updatepassword': 'public',
    'POST /api/auth/accept_invite': 'public',
    'GET /api/auth/providers': 'public',
    'GET /api/auth/googleuri': 'public',
    'POST /api/auth/google_login': 'public',
    'GET /api/auth/mfa': 'signed-in',
    'POST /api/auth/mfa/enroll': 'signed-in',
    'POST /api/auth/mfa/confirm': 'signed-in',
    'GET /api/admin/userlist': 'user:list',
    'POST /api/admin/pulluser': 'user:list',
    'POST /api/admin/escalate': 'user:set-role',
    'POST /api/admin/restrict': 'user:restrict',
    'POST /api/admin/force_set_password': 'user:set-password',
    'POST /api/admin/invite': 'user:invite',
    'GET /api/admin/invitations': 'user:invite',
    'POST /api/admin/revoke_invitation': 'user:invite',
    'POST /api/admin/mfa_reset': 'user:reset-mfa',
    'POST /api/admin/set_representative': 'user:set-representative',
    'GET /api/admin/filing_period': 'muni:set-deadline',
    'POST /api/admin/filing_period': 'muni:set-deadline',
    'GET /api/admin/municipality_settings': 'muni:settings',
    'POST /api/admin/municipality_settings': 'muni:settings',
    'POST /api/admin/filing_period/reset': 'muni:set-deadline',
    'GET /api/admin/audit_log': 'audit:read',
    'GET /api/admin/audit_log.csv': 'audit:read',
    'POST /api/ir/uploadfile': 'application:file',
    'POST /api/ir/draftfiles': 'application:file',
    'POST /api/ir/removefile': 'application:file',
    'POST /api/ir/onereview': 'application:file',
    'POST /api/ir/applicant_info': 'application:file',
    'POST /api/ir/submit_review': 'application:file',
    'GET /api/applications/view': 'application:file',
    'GET /api/applications/:id': 'application:file',
    'POST /api/applications/:id/files': 'application:file',
    'GET /api/applications/:id/files/:fileId': 'application:file',
    'POST /api/applications/withdraw': 'application:file',
    'GET /api/applications/:id/notice.pdf': 'signed-in',
    'POST /api/applications/respond': 'application:file',
    'GET /api/applications/:id/agreement.pdf': 'signed-in',
    'GET /api/applications/:id/grievance.pdf': 'signed-in',
    'POST /api/applications/bulk': 'application:file',
    'GET /api/applications/bulk/:batch_id': 'application:file',
    'GET /api/applications/bulk/template.csv': 'public',
    'GET /api/ir/drafts': 'application:file',
    'PUT /api/ir/drafts/:printkey': 'application:file',
    'DELETE /api/ir/drafts/:printkey': 'application:file',
    'GET /api/super/list': 'review:list',
    'GET /api/super/list_super_users': 'review:list',
    'POST /api/super/assign_review': 'review:assign',
    'GET /api/super/applicationinfo': 'review:list',
    'POST /api/super/rpscomps': 'review:list',
    'POST /api/super/listfiles': 'file:download',
    'GET /api/super/getfile': 'file:download',
    'POST /api/super/uploadfile': 'file:upload-staff',
    'POST /api/super/far': 'review:act',
    'POST /api/super/complete': 'review:act',
    'POST /api/super/void': 'review:void',
    // Informal meetings (decision 055): staff's times and outcomes, the owner's booking.
    'POST /api/super/meeting_slots': 'review:act',
    'GET /api/super/meeting_slots': 'review:act',
    'DELETE /api/super/meeting_slots/:id': 'review:act',
    'POST /api/super/meeting_outcome': 'review:act',
    'GET /api/applications/:id/meeting_slots': 'application:file',
    'GET /api/applications/:id/meeting': 'application:file',
    'POST /api/applications/:id/meeting': 'application:file',
    'DELETE /api/applications/:id/meeting': 'application:file',
    // Preliminary offers: staff send one, the owner answers it.
    'POST /api/super/offer': 'review:act',
    'POST /api/applications/respond_offer': 'application:file',
    'GET /api/ir/propertysearchdata': 'application:file',
    'GET /api/ir/propertysearch': 'application:file',
    'POST /api/ir/propertyextra': 'application:file',
    'POST /api/ir/propertyinfo': 'application:file',
    'POST /api/ir/propertydata': 'application:file',
    'POST /api/ir/suggestcomps': 'application:file',
    'GET /api/town/summary': 'town:dashboard',
    'GET /api/town/export': 'town:dashboard',
    // The roll's ratio study (decision 057) and its CSV.
    'GET /api/town/ratio_study': 'town:dashboard',
    'GET /api/town/ratio_study.csv': 'town:dashboard',
    'GET /api/super/integrity': 'review:act',
    // A reminder's opt-out link: its signed token stands for the account.
    'GET /api/email-preferences': 'public',
    'POST /api/email-preferences': 'public',
    'POST /api/email-preferences/one-click': 'public',
    // A representative's webhooks; the service also requires the representative flag.
    'POST /api/representatives/authorizations': 'signed-in',
    'GET /api/representatives/authorizations': 'signed-in',
    'GET /api/representatives/authorizations/:id/designation.pdf': 'signed-in',
    'POST /api/authorizations/view': 'public',
    'POST /api/authorizations/sign': 'public',
    'POST /api/authorizations/decline': 'public',
    'POST /api/authorizations/revoke': 'public',
    'GET /api/authorizations/mine': 'signed-in',
    'POST /api/representatives/webhooks': 'application:file',
    'GET /api/representatives/webhooks': 'application:file',
    'DELETE /api/representatives/webhooks/:id': 'application:file',
    'GET /api/representatives/webhooks/:id/deliveries': 'application:file',
    // A representative's API keys; the service also requires the flag and two-factor sign-in.
    'POST /api/representatives/api_keys': 'signed-in',
    'GET /api/representatives/api_keys': 'signed-in',
    'DELETE /api/representatives/api_keys/:id': 'signed-in',
    // The filing API: a bearer key alone, never a session (decision 053).
    'POST /api/v1/files': 'api-key',
    'POST /api/v1/filings': 'api-key',
    'GET /api/v1/filings': 'api-key',
    'GET /api/v1/filings/:filing_number': 'api-key',
    'GET /api/v1/filings/:filing_number/notice.pdf': 'api-key',
    'GET /api/v1/filings/:filing_number/agreement.pdf': 'api-key',
    'GET /api/v1/filings/:filing_number/grievance.pdf': 'api-key',
  };

  it('declares the expected access on every /api route', () => {
    const declared = Object.fromEntries(
      t.app
        .routeAccess()
        .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
        .filter((r) => r.method !== 'HEAD')
        .map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(declared).toEqual(API_ROUTES);
  });

  it('declares the API documents public', () => {
    const docs = t.app.routeAccess().filter((r) => r.url.startsWith('/api/docs'));
    expect(docs.length).toBeGreaterThan(0);
    for (const route of docs) expect(route.access).toBe('public');
  });
});

describe('route access is enforced for every role', () => {
  let t: TestApp;
  const ACCESSES: Access[] = [
    'public',
    'signed-in',
    'review:list',
    'review:assign',
    'user:set-role',
    // SPEC §6: town on exact match, and admin and mega-admin satisfy it; super does not.
    'town:dashboard',
  ];

  beforeAll(async () => {
    t = await build({
      extend: async (app) => {
        for (const access of ACCESSES) {
          app.post(pathFor(access), { config: { access } }, async () => ({
            ok: true,
          }));
        }
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const privileges: Privilege[] = ['', ...ROLES];
  const cases = privileges.flatMap((privilege) =>
    ACCESSES.map((access) => ({ privilege, access })),
  );

  it.each(cases)('$privilege on a $access route', async ({ privilege, access }) => {
    const headers =
      privilege === ''
        ? { host: 'development.localhost' }
        : (await signedInAs(t.app, privilege, 'development')).headers;
    const res = await t.app.inject({
      method: 'POST',
      url: pathFor(access),
      headers: { ...headers, origin: 'http://development.localhost' },
    });
    if (allows(access, privilege)) {
      expect(res.statusCode).toBe(200);
    } else if (privilege === '') {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error_message: 'unauthorized',
        message: 'Please log in.',
        message_key: 'input.signIn',
      });
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error_message: 'forbidden',
        message: 'You do not have access to this.',
        message_key: 'input.forbidden',
      });
    }
  });

  it('does not accept a session of another municipality on this host', async () => {
    const kentAdmin = await signedInAs(t.app, 'mega-admin', 'kent');
    const res = await t.app.inject({
      method: 'POST',
      url: pathFor('signed-in'),
      headers: {
        cookie: kentAdmin.headers.cookie,
        host: 'lyons.localhost',
        origin: 'http://lyons.localhost',
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers an unknown /api path 404, not 401 or 403', async () => {
    const res = await t.app.inject({ url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
  });
});

describe('STAFF_MFA=required: a staff session without an authenticator can only enrol', () => {
  let t: TestApp;
  const ACCESSES: Access[] = ['public', 'signed-in', 'application:file', 'review:list'];

  beforeAll(async () => {
    t = await build({
      env: { STAFF_MFA: 'required' },
      extend: async (app) => {
        for (const access of ACCESSES) {
          app.post(pathFor(access), { config: { access } }, async () => ({ ok: true }));
        }
        app.post(
          '/api/test/enrolment-step',
          { config: { access: 'signed-in', duringMfaEnrolment: true } },
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers });

  it.each(['super', 'admin', 'mega-admin'] as const)(
    '%s reaches public routes and the enrolment, nothing else',
    async (role) => {
      const { headers } = await signedInAs(t.app, role);
      expect((await post(pathFor('public'), headers)).statusCode).toBe(200);
      expect((await post('/api/test/enrolment-step', headers)).statusCode).toBe(200);
      for (const access of ['signed-in', 'application:file', 'review:list'] as const) {
        const res = await post(pathFor(access), headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error_message: 'mfa_enrollment_required' });
      }
    },
  );

  it.each(['user', 'town'] as const)('%s is not held back', async (role) => {
    const { headers } = await signedInAs(t.app, role);
    expect((await post(pathFor('signed-in'), headers)).statusCode).toBe(200);
    expect((await post(pathFor('application:file'), headers)).statusCode).toBe(200);
  });

  it('a visitor still gets 401 on the enrolment routes', async () => {
    expect(
      (await post('/api/test/enrolment-step', { host: 'development.localhost' })).statusCode,
    ).toBe(401);
  });
});
