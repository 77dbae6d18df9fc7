import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, ROLES, withPhone } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { freshIp } from '../../../test/factories.ts';
import {
  APPLICANT,
  countFilingRows,
  createParcel,
  OWNER,
  submissionFor,
} from '../../../test/filing-factories.ts';
import { applications, reviews } from '../../db/schema/index.ts';

/** development's period: open until 2026-03-31, roll year 2026. */
const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0199';

let t: TestApp;
beforeAll(async () => {
  t = await build({ now: NOW, env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
});
afterAll(() => t.close());

const db = () => t.database.db;

function call(
  account: SignedInAccount | undefined,
  options: { method?: 'GET' | 'POST'; url: string; payload?: object },
  key = account?.municipalityKey ?? 'development',
) {
  return injectOn(
    t.app,
    key,
    { method: options.method ?? 'POST', remoteAddress: freshIp(), ...options },
    account,
  );
}

const oneReview = (account: SignedInAccount | undefined, printkey: string) =>
  call(account, { url: '/api/ir/onereview', payload: { printkey } });

async function file(account: SignedInAccount, sbl: string, overrides = {}) {
  const res = await call(account, {
    url: '/api/ir/submit_review',
    payload: await submissionFor(t.app, sbl, overrides),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /api/ir/onereview', () => {
  it('is 200 while the parcel has no application this filing year, 409 app_exists after', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development');
    const free = await oneReview(account, ` ${parcel.sbl} `);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ success: true });

    await file(await signedInAs(t.app, 'user'), parcel.sbl);
    const taken = await oneReview(account, parcel.sbl);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      statusCode: 409,
      error_message: 'app_exists',
      message: withPhone(MESSAGES.filing.applicationExists, PHONE),
      message_key: 'filing.applicationExists',
      message_values: { phone: PHONE },
    });
  });

  it('does not count an application of an earlier filing year', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development');
    await db().insert(applications).values({
      municipalityKey: 'development',
      filingYear: 2025,
      submittedBy: account.user.id,
      sbl: parcel.sbl,
      fullAddress: parcel.fullAddress,
      ownerFirstName: 'Olive',
      ownerLastName: 'Owner',
      ownerAddress1: '1 Main St',
      ownerCity: 'Kent',
      ownerState: 'NY',
      ownerZip: '10512',
      ownerPhone: '(845) 555-0101',
      applicantIsOwner: true,
      desiredValue: 1,
      reason: 'other',
    });
    expect((await oneReview(account, parcel.sbl)).statusCode).toBe(200);
    // ...and neither does submission: this year's application is a new one.
    const filed = await file(account, parcel.sbl);
    expect(filed.confirmation.filingNumber).toMatch(/^DEVELOPMENT-2026-/);
  });

  it('is 404 for a parcel of another municipality or none', async () => {
    const account = await signedInAs(t.app, 'user');
    const lyons = await createParcel(db(), 'lyons');
    for (const printkey of [lyons.sbl, '000.00-0-0']) {
      const res = await oneReview(account, printkey);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error_message: 'not_found' });
    }
  });

  it.each([
    ['no printkey', {}],
    ['an empty printkey', { printkey: '  ' }],
    ['a printkey over 20 characters', { printkey: '1'.repeat(21) }],
    ['an unknown field', { printkey: '1', sbl: '1' }],
  ])('%s is 400', async (_name, payload) => {
    const account = await signedInAs(t.app, 'user');
    const res = await call(account, { url: '/api/ir/onereview', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'validation_error' });
  });

  it('is 401 signed out', async () => {
    const parcel = await createParcel(db(), 'development');
    expect((await oneReview(undefined, parcel.sbl)).statusCode).toBe(401);
  });
});

describe('POST /api/ir/applicant_info', () => {
  it('is saved:false with empty strings before anything was saved', async () => {
    const account = await signedInAs(t.app, 'user');
    const res = await call(account, { url: '/api/ir/applicant_info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      saved: false,
      applicant_name: '',
      applicant_first_name: '',
      applicant_last_name: '',
      applicant_address1: '',
      applicant_address2: '',
      applicant_city: '',
      applicant_state: '',
      applicant_zip: '',
      applicant_phone: '',
    });
  });

  it('answers what a submission with save_applicant kept, for that account only', async () => {
    const account = await signedInAs(t.app, 'user');
    await file(account, (await createParcel(db(), 'development')).sbl, {
      isOwner: false,
      ...APPLICANT,
      save_applicant: true,
    });
    const res = await call(account, { url: '/api/ir/applicant_info' });
    expect(res.json()).toEqual({
      saved: true,
      applicant_name: 'Adam Agent',
      applicant_first_name: 'Adam',
      applicant_last_name: 'Agent',
      applicant_address1: '1 Main St',
      applicant_address2: 'Suite 2',
      applicant_city: 'Carmel',
      applicant_state: 'NY',
      applicant_zip: '10512-1234',
      applicant_phone: '(845) 555-0202',
    });
    const stranger = await signedInAs(t.app, 'user');
    expect((await call(stranger, { url: '/api/ir/applicant_info' })).json().saved).toBe(false);
  });

  it('is 401 signed out', async () => {
    expect((await call(undefined, { url: '/api/ir/applicant_info' })).statusCode).toBe(401);
  });
});

describe('GET /api/applications/view', () => {
  it("lists the account's applications here, newest first, as SPEC's rows plus the status", async () => {
    const account = await signedInAs(t.app, 'user');
    const older = await createParcel(db(), 'development', { locUnit: '1A' });
    const newer = await createParcel(db(), 'development');
    const olderId = (
      (await file(account, older.sbl, { desiredValue: '100000' })) as { ir_id: number }
    ).ir_id;
    const newerId = (
      (await file(account, newer.sbl, { desiredValue: '123456789012' })) as { ir_id: number }
    ).ir_id;
    // Someone else's application is not listed.
    await file(await signedInAs(t.app, 'user'), (await createParcel(db(), 'development')).sbl);

    const res = await call(account, { method: 'GET', url: '/api/applications/view' });
    expect(res.statusCode).toBe(200);
    const iso = NOW.toISOString();
    // Same submitted_at (pinned clock): the later id is newer.
    expect(res.json()).toEqual([
      [
        newer.sbl,
        iso,
        123456789012,
        newer.locStNbr,
        'N',
        'Maple',
        'St',
        null,
        'incomplete',
        null,
        newerId,
        // Not voided.
        null,
        // Not answered, and no decision awaits an answer.
        null,
        null,
      ],
      [
        older.sbl,
        iso,
        100000,
        older.locStNbr,
        'N',
        'Maple',
        'St',
        '1A',
        'incomplete',
        null,
        olderId,
        null,
        null,
        null,
      ],
    ]);
  });

  it('adds the outcome once the review is complete, and only then', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development');
    const { ir_id: id } = (await file(account, parcel.sbl)) as { ir_id: number };
    const [filed] = await db()
      .select({ received: applications.receivedTotalValue })
      .from(applications)
      .where(eq(applications.id, id));
    const outcomeNow = async () =>
      (
        (
          await call(account, { method: 'GET', url: '/api/applications/view' })
        ).json() as unknown[][]
      )[0]!;

    // A reviewer's values on a review still under way are not an outcome yet.
    await db()
      .insert(reviews)
      .values({ applicationId: id, municipalityKey: 'development', assessedTotalValue: 90000 });
    await db().update(applications).set({ reviewStatus: 'far' }).where(eq(applications.id, id));
    expect((await outcomeNow()).slice(8, 10)).toEqual(['far', null]);

    await db()
      .update(applications)
      .set({ reviewStatus: 'complete' })
      .where(eq(applications.id, id));
    expect((await outcomeNow()).slice(8, 10)).toEqual([
      'complete',
      { received_total_value: filed!.received, assessed_total_value: 90000 },
    ]);
  });

  it('is an empty list for an account that filed nothing', async () => {
    const account = await signedInAs(t.app, 'user');
    const res = await call(account, { method: 'GET', url: '/api/applications/view' });
    expect(res.json()).toEqual([]);
  });

  it('is 401 signed out', async () => {
    const res = await call(undefined, { method: 'GET', url: '/api/applications/view' });
    expect(res.statusCode).toBe(401);
  });
});

describe('every role may file (application:file)', () => {
  it.each(ROLES)('%s: onereview, applicant_info, view and submit answer 200', async (role) => {
    const account = await signedInAs(t.app, role);
    const parcel = await createParcel(db(), 'development');
    expect((await oneReview(account, parcel.sbl)).statusCode).toBe(200);
    expect((await call(account, { url: '/api/ir/applicant_info' })).statusCode).toBe(200);
    expect((await call(account, { method: 'GET', url: '/api/applications/view' })).statusCode).toBe(
      200,
    );
    const before = await countFilingRows(db());
    await file(account, parcel.sbl, { ...OWNER });
    expect((await countFilingRows(db())).applications).toBe(before.applications + 1);
  });
});

describe('OpenAPI document', () => {
  it('describes the filing calls', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const route of ['/api/ir/onereview', '/api/ir/applicant_info', '/api/ir/submit_review']) {
      expect(doc.paths, route).toHaveProperty([route, 'post']);
    }
    expect(doc.paths).toHaveProperty(['/api/applications/view', 'get']);
  });
});
