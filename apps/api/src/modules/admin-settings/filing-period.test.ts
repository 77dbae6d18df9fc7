import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@ir/domain';
import {
  hostOf,
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { listAuditRows } from '../audit/index.ts';
import { findFilingOverride } from '../municipalities/index.ts';

let t: TestApp;
const now = new Date('2026-11-22T12:00:00Z');
/** development's catalog deadline at `now` is the next March 31; its roll is that year's. */
const CATALOG = { deadline: '2027-03-31', rollYear: 2027 };

beforeAll(async () => {
  t = await build({ now });
});
afterAll(() => t.close());

const post = (key: string, url: string, account: SignedInAccount | undefined, payload?: unknown) =>
  injectOn(
    t.app,
    key,
    {
      method: 'POST',
      url,
      headers: { origin: `http://${hostOf(key)}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    },
    account,
  );

const logOf = (key: string) => listAuditRows(t.database.db, key, { type: 'municipality', id: key });

describe('who may read and set the filing period', () => {
  const routes = [
    { method: 'GET', url: '/api/admin/filing_period' },
    {
      method: 'POST',
      url: '/api/admin/filing_period',
      payload: { deadline: '2027-04-30', rollYear: 2027 },
    },
    { method: 'POST', url: '/api/admin/filing_period/reset' },
  ] as const;

  it.each(routes)('$method $url: a visitor gets 401', async (route) => {
    const res = await injectOn(t.app, 'greenport', {
      ...route,
      headers: { origin: 'http://greenport.localhost' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error_message: 'unauthorized' });
  });

  const refused = ROLES.filter((r) => r !== 'mega-admin');
  it.each(refused.flatMap((role) => routes.map((route) => ({ role, ...route }))))(
    '$method $url: $role gets 403 and changes nothing',
    async ({ role, ...route }) => {
      const account = await signedInAs(t.app, role as Role, 'greenport');
      const res = await injectOn(
        t.app,
        'greenport',
        { ...route, headers: { origin: 'http://greenport.localhost' } },
        account,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error_message: 'forbidden' });
      expect(await findFilingOverride(t.database.db, 'greenport')).toBeNull();
      expect(await logOf('greenport')).toEqual([]);
    },
  );

  it('a mega-admin reads the catalog default', async () => {
    const mega = await signedInAs(t.app, 'mega-admin');
    const res = await injectOn(t.app, 'development', { url: '/api/admin/filing_period' }, mega);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...CATALOG,
      source: 'catalog',
      catalogDeadline: CATALOG.deadline,
      catalogRollYear: CATALOG.rollYear,
      expired: false,
    });
  });
});

describe('setting and resetting the filing period', () => {
  it('moving the deadline into the past closes the period at once, on every instance', async () => {
    const mega = await signedInAs(t.app, 'mega-admin', 'potsdam');
    // A second instance on the same database, started before the change.
    const other = await build({ now, database: t.database });
    try {
      const landing = { url: '/api/municipality', headers: { host: hostOf('potsdam') } };
      const expiredMuni = {
        url: '/api/applications/expired_muni',
        headers: { host: hostOf('potsdam') },
      };
      expect((await other.app.inject(expiredMuni)).json()).toEqual({ expired: true });

      const open = await post('potsdam', '/api/admin/filing_period', mega, {
        deadline: '2026-12-15',
        rollYear: 2026,
      });
      expect(open.statusCode).toBe(200);
      expect(open.json()).toEqual({
        deadline: '2026-12-15',
        rollYear: 2026,
        source: 'override',
        catalogDeadline: '2025-03-31',
        catalogRollYear: 2025,
        expired: false,
      });
      expect((await other.app.inject(expiredMuni)).json()).toEqual({ expired: false });
      expect((await other.app.inject(landing)).json()).toMatchObject({
        filingDeadline: '2026-12-15',
        expired: false,
      });

      const closed = await post('potsdam', '/api/admin/filing_period', mega, {
        deadline: '2026-11-01',
        rollYear: 2026,
      });
      expect(closed.json()).toMatchObject({ deadline: '2026-11-01', expired: true });
      for (const app of [t.app, other.app]) {
        expect((await app.inject(expiredMuni)).json()).toEqual({ expired: true });
        expect((await app.inject(landing)).json()).toMatchObject({
          filingDeadline: '2026-11-01',
          expired: true,
        });
      }
    } finally {
      await other.close();
    }
  });

  it('each change writes exactly one audit row with before and after', async () => {
    const mega = await signedInAs(t.app, 'mega-admin', 'sandlake');
    expect(await logOf('sandlake')).toEqual([]);
    await post('sandlake', '/api/admin/filing_period', mega, {
      deadline: '2026-06-30',
      rollYear: 2026,
    });
    const [set] = await logOf('sandlake');
    expect(await logOf('sandlake')).toHaveLength(1);
    expect(set).toMatchObject({
      actorUserId: mega.user.id,
      action: 'muni.set-deadline',
      targetType: 'municipality',
      targetId: 'sandlake',
      before: { deadline: '2025-03-31', rollYear: 2025, source: 'catalog' },
      after: { deadline: '2026-06-30', rollYear: 2026, source: 'override' },
    });
    expect(set?.requestId).toEqual(expect.any(String));

    const reset = await post('sandlake', '/api/admin/filing_period/reset', mega);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      deadline: '2025-03-31',
      rollYear: 2025,
      source: 'catalog',
      expired: true,
    });
    const rows = await logOf('sandlake');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      action: 'muni.reset-deadline',
      before: { deadline: '2026-06-30', rollYear: 2026, source: 'override' },
      after: { deadline: '2025-03-31', rollYear: 2025, source: 'catalog' },
    });
    expect(await findFilingOverride(t.database.db, 'sandlake')).toBeNull();
    const landing = await t.app.inject({
      url: '/api/municipality',
      headers: { host: hostOf('sandlake') },
    });
    expect(landing.json()).toMatchObject({ filingDeadline: '2025-03-31', expired: true });
  });

  it('the override survives a restart, whose catalog sync leaves it alone', async () => {
    const mega = await signedInAs(t.app, 'mega-admin', 'taghkanic');
    await post('taghkanic', '/api/admin/filing_period', mega, {
      deadline: '2027-01-15',
      rollYear: 2026,
    });
    const restarted = await build({ now, database: t.database });
    try {
      const res = await restarted.app.inject({
        url: '/api/municipality',
        headers: { host: hostOf('taghkanic') },
      });
      expect(res.json()).toMatchObject({ filingDeadline: '2027-01-15', expired: false });
    } finally {
      await restarted.close();
    }
  });

  it('ends after the deadline day in New York, across the DST change', async () => {
    const mega = await signedInAs(t.app, 'mega-admin', 'cityofoswego');
    // November 1, 2026 is the day New York falls back to EST (UTC-5).
    await post('cityofoswego', '/api/admin/filing_period', mega, {
      deadline: '2026-11-01',
      rollYear: 2026,
    });
    const req = {
      url: '/api/applications/expired_muni',
      headers: { host: hostOf('cityofoswego') },
    };
    const lastEvening = await build({
      now: new Date('2026-11-02T04:59:59Z'),
      database: t.database,
    });
    const dayAfter = await build({ now: new Date('2026-11-02T05:00:00Z'), database: t.database });
    try {
      expect((await lastEvening.app.inject(req)).json()).toEqual({ expired: false });
      expect((await dayAfter.app.inject(req)).json()).toEqual({ expired: true });
    } finally {
      await lastEvening.close();
      await dayAfter.close();
    }
  });
});

describe('another municipality', () => {
  it("a lyons mega-admin's session does nothing on kent's host", async () => {
    const lyons = await signedInAs(t.app, 'mega-admin', 'lyons');
    const read = await injectAsForeigner(t.app, lyons, { url: '/api/admin/filing_period' });
    expect(read.statusCode).toBe(401);
    const write = await injectAsForeigner(t.app, lyons, {
      method: 'POST',
      url: '/api/admin/filing_period',
      headers: { origin: 'http://kent.localhost' },
      payload: { deadline: '2026-12-31', rollYear: 2026 },
    });
    expect(write.statusCode).toBe(401);
    const reset = await injectAsForeigner(t.app, lyons, {
      method: 'POST',
      url: '/api/admin/filing_period/reset',
      headers: { origin: 'http://kent.localhost' },
    });
    expect(reset.statusCode).toBe(401);
    expect(await findFilingOverride(t.database.db, 'kent')).toBeNull();
    expect(await logOf('kent')).toEqual([]);
  });

  it('a kent mega-admin on kent changes kent only', async () => {
    const kent = await signedInAs(t.app, 'mega-admin', 'kent');
    const res = await post('kent', '/api/admin/filing_period', kent, {
      deadline: '2026-12-31',
      rollYear: 2026,
    });
    expect(res.statusCode).toBe(200);
    expect(await findFilingOverride(t.database.db, 'kent')).toEqual({
      deadline: '2026-12-31',
      rollYear: 2026,
    });
    expect(await findFilingOverride(t.database.db, 'lyons')).toBeNull();
    expect(await logOf('lyons')).toEqual([]);
    const lyons = await t.app.inject({
      url: '/api/municipality',
      headers: { host: hostOf('lyons') },
    });
    expect(lyons.json()).toMatchObject({ filingDeadline: '2025-03-31', expired: true });
  });
});

describe('bad input changes nothing', () => {
  let mega: SignedInAccount;
  beforeAll(async () => {
    mega = await signedInAs(t.app, 'mega-admin', 'amherst');
  });

  async function refusedWith(res: { statusCode: number; json(): unknown }, code: string) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error_message: code,
      message: expect.any(String),
    });
    expect(await findFilingOverride(t.database.db, 'amherst')).toBeNull();
    expect(await logOf('amherst')).toEqual([]);
  }

  it.each([
    ['an impossible date', { deadline: '2026-02-30', rollYear: 2026 }],
    ['a date without leading zeros', { deadline: '2026-3-1', rollYear: 2026 }],
    ['words for a date', { deadline: 'next Friday', rollYear: 2026 }],
    ['a timestamp for a date', { deadline: '2026-03-31T00:00:00Z', rollYear: 2026 }],
    ['a date far in the past', { deadline: '1900-03-31', rollYear: 2026 }],
    ['no deadline', { rollYear: 2026 }],
    ['a three-digit roll year', { deadline: '2026-03-31', rollYear: 226 }],
    ['a five-digit roll year', { deadline: '2026-03-31', rollYear: 20265 }],
    ['a roll year as text', { deadline: '2026-03-31', rollYear: '2026' }],
    ['a fractional roll year', { deadline: '2026-03-31', rollYear: 2026.5 }],
    ['no roll year', { deadline: '2026-03-31' }],
    ['an unknown field', { deadline: '2026-03-31', rollYear: 2026, municipalityKey: 'kent' }],
  ])('refuses %s', async (_name, payload) => {
    const res = await post('amherst', '/api/admin/filing_period', mega, payload);
    await refusedWith(res, 'validation_error');
  });

  it('refuses a deadline years away from its roll year, with the service message', async () => {
    const res = await post('amherst', '/api/admin/filing_period', mega, {
      deadline: '2030-03-31',
      rollYear: 2026,
    });
    await refusedWith(res, 'deadline_outside_roll_year');
    expect(res.json()).toMatchObject({
      message: 'The deadline must fall within a year of the roll year.',
      field: 'deadline',
    });
  });

  it('refuses malformed JSON', async () => {
    const res = await injectOn(
      t.app,
      'amherst',
      {
        method: 'POST',
        url: '/api/admin/filing_period',
        headers: { origin: 'http://amherst.localhost', 'content-type': 'application/json' },
        payload: '{"deadline": "2026-03-31", "rollYear": ',
      },
      mega,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error_message: expect.any(String) });
    expect(await findFilingOverride(t.database.db, 'amherst')).toBeNull();
    expect(await logOf('amherst')).toEqual([]);
  });

  it('refuses a 1 MB body', async () => {
    const res = await post('amherst', '/api/admin/filing_period', mega, {
      deadline: '2026-03-31',
      rollYear: 2026,
      pad: 'x'.repeat(1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, error_message: 'payload_too_large' });
    expect(await findFilingOverride(t.database.db, 'amherst')).toBeNull();
    expect(await logOf('amherst')).toEqual([]);
  });
});
