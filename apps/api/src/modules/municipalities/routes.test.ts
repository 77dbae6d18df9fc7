import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMunicipalitySchema } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { fourthTuesdayOfMay } from './catalog.ts';
import { writeFilingOverride } from './repository.ts';

let t: TestApp;
const now = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  t = await build({ now, env: { FIRM_PHONE: '(518) 555-0100' } });
});
afterAll(() => t.close());

describe('GET /api/data-muni', () => {
  it('answers the default municipality for an unknown host', async () => {
    const res = await t.app.inject({ url: '/api/data-muni', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('development');
  });

  it('answers the municipality of <key>.localhost', async () => {
    const res = await t.app.inject({
      url: '/api/data-muni',
      headers: { host: 'amherst.localhost:3000' },
    });
    expect(res.body).toBe('amherst');
  });

  it('answers the municipality of a configured host, case-insensitively', async () => {
    const res = await t.app.inject({
      url: '/api/data-muni',
      headers: { host: 'CityOfOswego.InformalReview.example' },
    });
    expect(res.body).toBe('cityofoswego');
  });
});

describe('GET /api/applications/expired_muni', () => {
  it('is open for development, whose deadline is the next March 31', async () => {
    const res = await t.app.inject({ url: '/api/applications/expired_muni' });
    expect(res.json()).toEqual({ expired: false });
  });

  it('is expired for the known ten, whose deadline was March 31, 2025', async () => {
    const res = await t.app.inject({
      url: '/api/applications/expired_muni',
      headers: { host: 'kent.localhost' },
    });
    expect(res.json()).toEqual({ expired: true });
  });

  it('stays open through the last day in New York and closes after it', async () => {
    const lastEvening = await build({
      now: new Date('2025-04-01T03:59:59Z'),
      database: t.database,
    });
    const dayAfter = await build({ now: new Date('2025-04-01T04:00:00Z'), database: t.database });
    try {
      const req = { url: '/api/applications/expired_muni', headers: { host: 'lyons.localhost' } };
      expect((await lastEvening.app.inject(req)).json()).toEqual({ expired: false });
      expect((await dayAfter.app.inject(req)).json()).toEqual({ expired: true });
    } finally {
      await lastEvening.close();
      await dayAfter.close();
    }
  });
});

describe('GET /api/municipality', () => {
  it("brands with the host's municipality and the configured firm", async () => {
    const res = await t.app.inject({
      url: '/api/municipality',
      headers: { host: 'amherst.localhost' },
    });
    expect(res.statusCode).toBe(200);
    const body = publicMunicipalitySchema.parse(res.json());
    expect(body).toMatchObject({
      key: 'amherst',
      displayName: 'Town of Amherst',
      shortName: 'Amherst',
      filingDeadline: '2025-03-31',
      rollYear: 2025,
      secondNoticeMonth: '2025-05',
      expired: true,
    });
    expect(body.firm.phone).toBe('(518) 555-0100');
  });

  it('gives development the next March 31 and leaves it open', async () => {
    const body = (await t.app.inject({ url: '/api/municipality' })).json();
    expect(body).toMatchObject({
      key: 'development',
      filingDeadline: '2027-03-31',
      rollYear: 2027,
      expired: false,
    });
  });

  it("answers the roll year of a mega-admin's override, which need not be the deadline's year", async () => {
    const db = t.app.database.db;
    await writeFilingOverride(db, 'kent', { deadline: '2027-01-15', rollYear: 2026 });
    try {
      const body = publicMunicipalitySchema.parse(
        (
          await t.app.inject({ url: '/api/municipality', headers: { host: 'kent.localhost' } })
        ).json(),
      );
      expect(body).toMatchObject({ filingDeadline: '2027-01-15', rollYear: 2026, expired: false });
    } finally {
      await writeFilingOverride(db, 'kent', null);
    }
  });
});

describe('GET /api/municipality links', () => {
  it('gives the comparison-site template and the I&E form where the catalog has them', async () => {
    const body = publicMunicipalitySchema.parse(
      (await t.app.inject({ url: '/api/municipality' })).json(),
    );
    expect(body.comparisonSiteUrl).toMatch(/^https:\/\/.*\{parcelId\}.*\{swis\}.*\{compType\}/);
    expect(body.incomeExpenseFormUrl).toMatch(/^https:\/\//);
  });

  it('leaves both out for a municipality that has none, so the wizard hides the links', async () => {
    const res = await t.app.inject({
      url: '/api/municipality',
      headers: { host: 'kent.localhost' },
    });
    const body = res.json<Record<string, unknown>>();
    expect(body).not.toHaveProperty('comparisonSiteUrl');
    expect(body).not.toHaveProperty('incomeExpenseFormUrl');
  });

  it('keeps the links in the registry built from the table', () => {
    const development = t.app.municipalities.get('development');
    expect(development?.comparisonSiteUrl).toBeDefined();
    expect(development?.incomeExpenseFormUrl).toBeDefined();
    expect(t.app.municipalities.get('kent')?.comparisonSiteUrl).toBeUndefined();
  });
});

describe('GET /api/google_analytics', () => {
  it('is empty when no measurement id is configured', async () => {
    const res = await t.app.inject({ url: '/api/google_analytics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('answers the configured measurement id', async () => {
    const withGa = await build({ env: { GOOGLE_ANALYTICS_ID: 'G-ABC123' }, database: t.database });
    try {
      expect((await withGa.app.inject({ url: '/api/google_analytics' })).body).toBe('G-ABC123');
    } finally {
      await withGa.close();
    }
  });
});

describe('fourthTuesdayOfMay (the development catalog entry’s Grievance Day)', () => {
  it('is the fourth Tuesday whatever weekday May begins on', () => {
    expect(fourthTuesdayOfMay(2025)).toBe('2025-05-27');
    expect(fourthTuesdayOfMay(2026)).toBe('2026-05-26');
    expect(fourthTuesdayOfMay(2027)).toBe('2027-05-25');
    // May 1, 2029 is a Tuesday.
    expect(fourthTuesdayOfMay(2029)).toBe('2029-05-22');
  });
});
