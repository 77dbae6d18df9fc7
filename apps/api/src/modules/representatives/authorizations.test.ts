import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { approveRepresentative } from '../../../test/bulk-forms.ts';
import { freshIp, mailTo } from '../../../test/factories.ts';
import {
  APPLICANT,
  createDraftFile,
  createParcel,
  submitAs,
} from '../../../test/filing-factories.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import { setMunicipality } from '../municipalities/index.ts';
import { createSession, SESSION_COOKIE } from '../sessions/index.ts';
import { insertUser, updateUser } from '../users/index.ts';
import { applications, representativeAuthorizations } from '../../db/schema/index.ts';

/** development's deadline is the next March 31 (2026-03-31): open, roll year 2026. */
const NOW = new Date('2026-02-10T15:00:00Z');
const MUNI = 'development';

let t: TestApp;
let rep: SignedInAccount;
let ownerEmailCount = 0;

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  rep = await signedInAs(t.app, 'user', MUNI);
  await approveRepresentative(db(), rep.user.id);
  await updateUser(db(), MUNI, rep.user.id, { firmName: 'Fair Tax Partners' }, NOW);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function setRule(rule: 'file' | 'e_sign' | 'either') {
  await setMunicipality(db(), MUNI, { representativeAuthorization: rule });
  await t.app.municipalities.refresh(db());
}

beforeEach(() => setRule('file'));

const newOwnerEmail = () => `owner.${++ownerEmailCount}@example.com`;

function call(
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: unknown; as?: SignedInAccount; muni?: string; language?: string } = {},
) {
  return injectOn(
    t.app,
    options.muni ?? MUNI,
    {
      method,
      url,
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      remoteAddress: freshIp(),
      headers: {
        'user-agent': 'Owner Phone Browser/1.0',
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
    },
    options.as,
  );
}

async function request(sbl: string, ownerEmail: string, overrides: Record<string, unknown> = {}) {
  return call('POST', '/api/representatives/authorizations', {
    as: rep,
    payload: {
      sbl,
      owner_name: 'Olive Owner',
      owner_email: ownerEmail,
      scope: 'informal_review',
      tax_year: 2026,
      ...overrides,
    },
  });
}

/** The link's token of the last e-mail to `to` that links to /authorize/. */
async function linkTokenTo(to: string, nth = -1): Promise<string> {
  const mails = (await mailTo(db(), to)).filter((m) => m.textBody.includes('/authorize/'));
  const mail = mails.at(nth);
  const token = /\/authorize\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no /authorize/ link e-mailed to ${to}`);
  return token;
}

/** A parcel, a request for it and the owner's token. */
async function requested(scope = 'informal_review') {
  const parcel = await createParcel(db(), MUNI);
  const ownerEmail = newOwnerEmail();
  const res = await request(parcel.sbl, ownerEmail, { scope });
  expect(res.statusCode).toBe(201);
  return { parcel, ownerEmail, id: res.json().id as number, token: await linkTokenTo(ownerEmail) };
}

async function signed(scope = 'informal_review') {
  const r = await requested(scope);
  const res = await call('POST', '/api/authorizations/sign', {
    payload: { token: r.token, name: 'Olive Owner' },
  });
  expect(res.statusCode).toBe(200);
  return { ...r, revokeToken: await linkTokenTo(r.ownerEmail) };
}

/** The owner's own account here, signed in: the address the authorization names. */
async function ownerAccount(email: string): Promise<SignedInAccount> {
  const user = await insertUser(db(), {
    municipalityKey: MUNI,
    email,
    passwordHash: null,
    role: 'user',
    status: 'active',
    verifiedAt: NOW,
  });
  if (!user) throw new Error(`${email} has an account already`);
  const session = await createSession(db(), { userId: user.id, municipalityKey: MUNI }, NOW);
  return {
    user,
    municipalityKey: MUNI,
    headers: { host: `${MUNI}.localhost`, cookie: `${SESSION_COOKIE}=${session}` },
  };
}

async function rowOf(id: number) {
  const [row] = await db()
    .select()
    .from(representativeAuthorizations)
    .where(eq(representativeAuthorizations.id, id));
  if (!row) throw new Error(`no authorization ${id}`);
  return row;
}

describe('a representative asks an owner for an authorization', () => {
  it('records the request and e-mails the owner a link that lasts 14 days', async () => {
    const parcel = await createParcel(db(), MUNI);
    const ownerEmail = newOwnerEmail();
    const res = await request(parcel.sbl, ownerEmail, { owner_email: ownerEmail.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      sbl: parcel.sbl,
      address: parcel.fullAddress,
      owner_email: ownerEmail,
      scope: 'informal_review',
      tax_year: 2026,
      status: 'pending',
      expires_at: '2026-02-24T15:00:00.000Z',
    });
    expect(body).not.toHaveProperty('token_hash');
    const [mail] = await mailTo(db(), ownerEmail);
    expect(mail?.subject).toContain('Fair Tax Partners');
    expect(mail?.textBody).toContain(parcel.sbl);
    const token = await linkTokenTo(ownerEmail);
    const row = await rowOf(body.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.tokenHash).not.toBe(token);
  });

  it('names the firm a mega-admin approved, audited with the approval', async () => {
    const admin = await signedInAs(t.app, 'mega-admin', MUNI);
    const firmRep = await signedInAs(t.app, 'user', MUNI);
    const approve = await call('POST', '/api/admin/set_representative', {
      as: admin,
      payload: { email: firmRep.user.email, representative: true, firmName: '  Hudson Tax Group ' },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ representative: true, firmName: 'Hudson Tax Group' });
    const parcel = await createParcel(db(), MUNI);
    const ownerEmail = newOwnerEmail();
    const res = await call('POST', '/api/representatives/authorizations', {
      as: firmRep,
      payload: {
        sbl: parcel.sbl,
        owner_name: 'Olive Owner',
        owner_email: ownerEmail,
        scope: 'all_stages',
        tax_year: 2026,
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await mailTo(db(), ownerEmail))[0]?.subject).toBe(
      'Hudson Tax Group asks you to authorize them for your Development property',
    );
    const cleared = await call('POST', '/api/admin/set_representative', {
      as: admin,
      payload: { email: firmRep.user.email, representative: true, firmName: '' },
    });
    expect(cleared.json()).not.toHaveProperty('firmName');
  });

  it("writes the e-mail in the owner's language when their account here has one", async () => {
    const parcel = await createParcel(db(), MUNI);
    const ownerEmail = newOwnerEmail();
    await insertUser(db(), {
      municipalityKey: MUNI,
      email: ownerEmail,
      passwordHash: null,
      role: 'user',
      status: 'active',
      language: 'es',
    });
    expect((await request(parcel.sbl, ownerEmail)).statusCode).toBe(201);
    const [mail] = await mailTo(db(), ownerEmail);
    expect(mail?.subject).toContain('le pide que lo autorice');
  });

  it('refuses an account that is not an approved representative, and writes nothing', async () => {
    const plain = await signedInAs(t.app, 'user', MUNI);
    const parcel = await createParcel(db(), MUNI);
    const before = await countEveryTable(db());
    const res = await call('POST', '/api/representatives/authorizations', {
      as: plain,
      payload: {
        sbl: parcel.sbl,
        owner_name: 'Olive Owner',
        owner_email: newOwnerEmail(),
        scope: 'informal_review',
        tax_year: 2026,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_message).toBe('not_representative');
    expect(await countEveryTable(db())).toEqual(before);
  });

  it('refuses a visitor, an unknown parcel, a year outside this roll and the next, and bad fields', async () => {
    const parcel = await createParcel(db(), MUNI);
    const visitor = await call('POST', '/api/representatives/authorizations', {
      payload: {
        sbl: parcel.sbl,
        owner_name: 'O',
        owner_email: 'a@example.com',
        scope: 'informal_review',
        tax_year: 2026,
      },
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await request('999.99-9-99', newOwnerEmail());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_message: 'unknown_parcel', field: 'sbl' });
    const year = await request(parcel.sbl, newOwnerEmail(), { tax_year: 2025 });
    expect(year.statusCode).toBe(400);
    expect(year.json().message).toBe('The tax year must be 2026 or 2027.');
    expect((await request(parcel.sbl, newOwnerEmail(), { tax_year: 2027 })).statusCode).toBe(201);
    const bad = await request(parcel.sbl, 'not-an-address', {
      scope: 'everything',
      owner_name: '',
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().issues as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(['body.owner_email', 'body.owner_name', 'body.scope']);
  });

  it('does not ask again while a request waits, nor once the owner signed', async () => {
    const r = await requested();
    const again = await request(r.parcel.sbl, r.ownerEmail);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe('authorization_pending');
    await call('POST', '/api/authorizations/sign', { payload: { token: r.token, name: 'Olive' } });
    const afterSigning = await request(r.parcel.sbl, newOwnerEmail());
    expect(afterSigning.statusCode).toBe(409);
    expect(afterSigning.json().error_message).toBe('authorization_active');
  });

  it('sends one address at most 3 requests a day, from every representative', async () => {
    const ownerEmail = newOwnerEmail();
    for (let i = 0; i < 3; i += 1) {
      const parcel = await createParcel(db(), MUNI);
      expect((await request(parcel.sbl, ownerEmail)).statusCode).toBe(201);
    }
    const parcel = await createParcel(db(), MUNI);
    const fourth = await request(parcel.sbl, ownerEmail);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      error_message: 'authorization_daily_limit',
      field: 'owner_email',
    });
    expect(await mailTo(db(), ownerEmail)).toHaveLength(3);
  });
});

describe("the owner's link", () => {
  it('shows the firm, the parcel, the scope and the statement, in the language asked', async () => {
    const r = await requested('all_stages');
    const en = await call('POST', '/api/authorizations/view', { payload: { token: r.token } });
    expect(en.statusCode).toBe(200);
    const view = en.json();
    expect(view).toMatchObject({
      id: r.id,
      link: 'request',
      representative: { firm: 'Fair Tax Partners', email: rep.user.email },
      sbl: r.parcel.sbl,
      scope: 'all_stages',
      tax_year: 2026,
      status: 'pending',
    });
    expect(view.statement.join(' ')).toContain('Board of Assessment Review');
    const text = (view.statement as string[]).join('\n\n');
    expect(view.statement_sha256).toBe(createHash('sha256').update(text).digest('hex'));
    const es = await call('POST', '/api/authorizations/view', {
      payload: { token: r.token },
      language: 'es',
    });
    expect(es.json().statement[0]).toBe('Designación de un representante');
    expect(es.json().statement_sha256).not.toBe(view.statement_sha256);
  });

  it('refuses a forged token, and a token on another municipality', async () => {
    const r = await requested();
    const forged = await call('POST', '/api/authorizations/view', {
      payload: { token: `${r.token.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error_message).toBe('invalid_token');
    const elsewhere = await call('POST', '/api/authorizations/sign', {
      payload: { token: r.token, name: 'Olive Owner' },
      muni: 'kent',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await rowOf(r.id)).status).toBe('pending');
  });

  it('signs once, keeping the name, time, address, browser and the exact text with its hash', async () => {
    const r = await requested();
    const view = (
      await call('POST', '/api/authorizations/view', {
        payload: { token: r.token },
        language: 'es',
      })
    ).json();
    const res = await call('POST', '/api/authorizations/sign', {
      payload: { token: r.token, name: '  Olive Owner  ', statement_sha256: view.statement_sha256 },
      language: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', signed_name: 'Olive Owner' });
    const row = await rowOf(r.id);
    expect(row).toMatchObject({
      status: 'active',
      signedName: 'Olive Owner',
      signedUserAgent: 'Owner Phone Browser/1.0',
      signedLanguage: 'es',
      signedTextSha256: view.statement_sha256,
    });
    expect(row.signedAt?.toISOString()).toBe(NOW.toISOString());
    expect(row.signedIp).toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(row.signedText).toBe((view.statement as string[]).join('\n\n'));
    const confirmation = (await mailTo(db(), r.ownerEmail)).at(-1);
    expect(confirmation?.subject).toBe(
      'Usted autorizó a Fair Tax Partners para su inmueble en Development',
    );
    const again = await call('POST', '/api/authorizations/sign', {
      payload: { token: r.token, name: 'Olive Owner' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error_message).toBe('used_token');
    const viewAgain = await call('POST', '/api/authorizations/view', {
      payload: { token: r.token },
    });
    expect(viewAgain.statusCode).toBe(410);
  });

  it('refuses an empty name, and a text other than the one the server shows now', async () => {
    const r = await requested();
    const empty = await call('POST', '/api/authorizations/sign', {
      payload: { token: r.token, name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0]).toMatchObject({
      path: 'body.name',
      message: 'Please type your full name to sign.',
    });
    const changed = await call('POST', '/api/authorizations/sign', {
      payload: { token: r.token, name: 'Olive Owner', statement_sha256: 'a'.repeat(64) },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error_message).toBe('authorization_text_changed');
    expect((await rowOf(r.id)).status).toBe('pending');
  });

  it('expires after 14 days', async () => {
    const r = await requested();
    const later = await build({
      database: t.database,
      now: new Date(NOW.getTime() + 14 * 24 * 60 * 60 * 1000),
      env: AUTH_TEST_ENV,
    });
    try {
      const res = await injectOn(later.app, MUNI, {
        method: 'POST',
        url: '/api/authorizations/sign',
        payload: { token: r.token, name: 'Olive Owner' },
      });
      expect(res.statusCode).toBe(410);
      expect(res.json().error_message).toBe('expired_token');
      // The representative's session of 14 days ago has ended: a new one, on the later clock.
      const session = await createSession(
        db(),
        { userId: rep.user.id, municipalityKey: MUNI },
        later.app.clock(),
      );
      const list = await injectOn(later.app, MUNI, {
        method: 'GET',
        url: '/api/representatives/authorizations?status=expired',
        headers: { cookie: `${SESSION_COOKIE}=${session}` },
      });
      expect(list.json().authorizations.map((a: { id: number }) => a.id)).toContain(r.id);
    } finally {
      await later.close();
    }
  });

  it('declines once; the link then signs nothing', async () => {
    const r = await requested();
    const res = await call('POST', '/api/authorizations/decline', { payload: { token: r.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
    const sign = await call('POST', '/api/authorizations/sign', {
      payload: { token: r.token, name: 'Olive Owner' },
    });
    expect(sign.statusCode).toBe(410);
    expect((await rowOf(r.id)).status).toBe('declined');
  });
});

describe('revoking', () => {
  it("revokes with the confirmation e-mail's link, once", async () => {
    const s = await signed();
    const view = await call('POST', '/api/authorizations/view', {
      payload: { token: s.revokeToken },
    });
    expect(view.json()).toMatchObject({ link: 'revoke', status: 'active', id: s.id });
    const res = await call('POST', '/api/authorizations/revoke', {
      payload: { id: s.id, token: s.revokeToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: s.id, status: 'revoked' });
    expect(await rowOf(s.id)).toMatchObject({ status: 'revoked', revokedVia: 'link' });
    expect((await mailTo(db(), s.ownerEmail)).at(-1)?.subject).toBe(
      'You revoked the authorization of Fair Tax Partners',
    );
    const twice = await call('POST', '/api/authorizations/revoke', {
      payload: { id: s.id, token: s.revokeToken },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("answers nothing on another municipality's host: its token, its id, its owner's address", async () => {
    const s = await signed();
    const withToken = await call('POST', '/api/authorizations/revoke', {
      payload: { id: s.id, token: s.revokeToken },
      muni: 'kent',
    });
    expect(withToken.statusCode).toBe(404);
    const kentRep = await signedInAs(t.app, 'user', 'kent');
    await approveRepresentative(db(), kentRep.user.id);
    const list = await call('GET', '/api/representatives/authorizations', {
      as: kentRep,
      muni: 'kent',
    });
    expect(list.json().authorizations).toEqual([]);
    expect((await rowOf(s.id)).status).toBe('active');
  });

  it("refuses the request link's token, another id's token and a forged one", async () => {
    const s = await signed();
    const other = await signed();
    for (const payload of [
      { id: s.id, token: s.token },
      { id: s.id, token: other.revokeToken },
      { id: s.id, token: 'forged-token' },
    ]) {
      const res = await call('POST', '/api/authorizations/revoke', { payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe('unknown_authorization');
    }
    expect((await rowOf(s.id)).status).toBe('active');
  });

  it('lets the signed-in owner whose e-mail it names revoke, and nobody else', async () => {
    const s = await signed();
    const stranger = await signedInAs(t.app, 'user', MUNI);
    const refused = await call('POST', '/api/authorizations/revoke', {
      payload: { id: s.id },
      as: stranger,
    });
    expect(refused.statusCode).toBe(404);
    const visitor = await call('POST', '/api/authorizations/revoke', { payload: { id: s.id } });
    expect(visitor.statusCode).toBe(401);
    const owner = await ownerAccount(s.ownerEmail);
    const mine = await call('GET', '/api/authorizations/mine', { as: owner });
    expect(mine.json().authorizations).toEqual([
      expect.objectContaining({
        id: s.id,
        status: 'active',
        representative: { firm: 'Fair Tax Partners', email: rep.user.email },
      }),
    ]);
    const res = await call('POST', '/api/authorizations/revoke', {
      payload: { id: s.id },
      as: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(s.id)).toMatchObject({ status: 'revoked', revokedVia: 'account' });
  });
});

describe("the representative's list and the designation", () => {
  it('lists their own by status, with the rule; never another representative’s', async () => {
    const pending = await requested();
    const active = await signed();
    const other = await signedInAs(t.app, 'user', MUNI);
    await approveRepresentative(db(), other.user.id);
    const all = await call('GET', '/api/representatives/authorizations', { as: rep });
    expect(all.statusCode).toBe(200);
    expect(all.json().rule).toBe('file');
    const ids = all.json().authorizations.map((a: { id: number }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([pending.id, active.id]));
    const onlyActive = await call('GET', '/api/representatives/authorizations?status=active', {
      as: rep,
    });
    const statuses = onlyActive.json().authorizations.map((a: { status: string }) => a.status);
    expect(new Set(statuses)).toEqual(new Set(['active']));
    const theirs = await call('GET', '/api/representatives/authorizations', { as: other });
    expect(theirs.json().authorizations).toEqual([]);
    const bad = await call('GET', '/api/representatives/authorizations?status=lost', { as: rep });
    expect(bad.statusCode).toBe(400);
  });

  it('prints the designation for its representative and for staff, and for nobody else', async () => {
    const s = await signed();
    const pdf = await call('GET', `/api/representatives/authorizations/${s.id}/designation.pdf`, {
      as: rep,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const reviewer = await signedInAs(t.app, 'super', MUNI);
    const staff = await call('GET', `/api/representatives/authorizations/${s.id}/designation.pdf`, {
      as: reviewer,
    });
    expect(staff.statusCode).toBe(200);
    const user = await signedInAs(t.app, 'user', MUNI);
    const other = await call('GET', `/api/representatives/authorizations/${s.id}/designation.pdf`, {
      as: user,
    });
    expect(other.statusCode).toBe(404);
    const foreignStaff = await signedInAs(t.app, 'super', 'kent');
    const foreign = await call(
      'GET',
      `/api/representatives/authorizations/${s.id}/designation.pdf`,
      {
        as: foreignStaff,
        muni: 'kent',
      },
    );
    expect(foreign.statusCode).toBe(404);
    const p = await requested();
    const unsigned = await call(
      'GET',
      `/api/representatives/authorizations/${p.id}/designation.pdf`,
      {
        as: rep,
      },
    );
    expect(unsigned.statusCode).toBe(404);
  });
});

describe("a representative's filing and the municipality's rule", () => {
  const asApplicant = { isOwner: false, ...APPLICANT };

  it('e_sign: refused without a signed authorization, filed with one, refused after a revocation', async () => {
    await setRule('e_sign');
    const s = await signed();
    const unsigned = await createParcel(db(), MUNI);
    const before = await countEveryTable(db());
    const refused = await submitAs(t.app, rep, unsigned.sbl, asApplicant);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe('authorization_required');
    // Only the captcha was spent (it is checked first, as every submission's).
    const after = await countEveryTable(db());
    expect({ ...after, used_captchas: 0, rate_limits: 0 }).toEqual({
      ...before,
      used_captchas: 0,
      rate_limits: 0,
    });

    const filed = await submitAs(t.app, rep, s.parcel.sbl, asApplicant);
    expect(filed.statusCode).toBe(200);
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.sbl, s.parcel.sbl));
    expect(application).toMatchObject({ authorizationId: s.id, filedByRepresentative: true });

    const owner = await ownerAccount(s.ownerEmail);
    const mine = await call('GET', '/api/authorizations/mine', { as: owner });
    expect(mine.json().filings).toEqual([
      expect.objectContaining({ sbl: s.parcel.sbl, authorization_id: s.id }),
    ]);

    const second = await signed();
    await call('POST', '/api/authorizations/revoke', {
      payload: { id: second.id, token: second.revokeToken },
    });
    const afterRevoke = await submitAs(t.app, rep, second.parcel.sbl, asApplicant);
    expect(afterRevoke.statusCode).toBe(409);
    expect(afterRevoke.json().error_message).toBe('authorization_revoked');
  });

  it('file: a representative filing for an owner needs a file attached; an owner filing does not', async () => {
    const parcel = await createParcel(db(), MUNI);
    const refused = await submitAs(t.app, rep, parcel.sbl, asApplicant);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('attached');
    await createDraftFile(db(), MUNI, rep.user.id, parcel.sbl);
    const filed = await submitAs(t.app, rep, parcel.sbl, asApplicant);
    expect(filed.statusCode).toBe(200);
    const plain = await signedInAs(t.app, 'user', MUNI);
    const own = await createParcel(db(), MUNI);
    expect((await submitAs(t.app, plain, own.sbl, asApplicant)).statusCode).toBe(200);
  });

  it('either: a signed authorization or a file', async () => {
    await setRule('either');
    const s = await signed();
    expect((await submitAs(t.app, rep, s.parcel.sbl, asApplicant)).statusCode).toBe(200);
    const bare = await createParcel(db(), MUNI);
    const refused = await submitAs(t.app, rep, bare.sbl, asApplicant);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe('authorization_required');
  });
});
