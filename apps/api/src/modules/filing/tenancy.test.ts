import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { freshIp } from '../../../test/factories.ts';
import {
  APPLICANT,
  countFilingRows,
  createDraftFile,
  createParcel,
  submissionFor,
} from '../../../test/filing-factories.ts';
import { applicationFiles } from '../../db/schema/index.ts';
import { findApplicationForParcel, listApplicationsOf } from '../applications/index.ts';
import { writeFilingOverride } from '../municipalities/index.ts';
import { findParcelBySbl } from '../properties/index.ts';
import { attachDraftFiles } from '../uploads/index.ts';
import { findSavedApplicant, upsertSavedApplicant } from './repository.ts';

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let kent: SignedInAccount;
let lyons: SignedInAccount;
let lyonsSbl: string;
let kentSbl: string;

const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  // Both open for filing (their catalog period ended in 2025), roll year 2026.
  for (const key of ['kent', 'lyons']) {
    await writeFilingOverride(db(), key, { deadline: '2026-03-31', rollYear: 2026 });
  }
  kent = await signedInAs(t.app, 'user', 'kent');
  lyons = await signedInAs(t.app, 'user', 'lyons');
  // The same SBL exists in both municipalities: only the host decides which one is meant.
  const sbl = '77.10-1-1';
  lyonsSbl = (await createParcel(db(), 'lyons', { sbl })).sbl;
  kentSbl = (await createParcel(db(), 'kent', { sbl, fullAddress: '1 Kent Rd' })).sbl;
  const res = await injectOn(
    t.app,
    'lyons',
    {
      method: 'POST',
      url: '/api/ir/submit_review',
      payload: await submissionFor(t.app, lyonsSbl, {
        isOwner: false,
        ...APPLICANT,
        save_applicant: true,
      }),
      remoteAddress: freshIp(),
    },
    lyons,
  );
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

describe("a lyons account's cookie on kent's host is a visitor there", () => {
  it.each([
    { method: 'POST', url: '/api/ir/onereview', payload: { printkey: '77.10-1-1' } },
    { method: 'POST', url: '/api/ir/applicant_info' },
    { method: 'GET', url: '/api/applications/view' },
  ] as const)('$method $url is 401', async (request) => {
    const res = await injectAsForeigner(t.app, lyons, { ...request });
    expect(res.statusCode).toBe(401);
  });

  it('submit_review is 401 and writes nothing', async () => {
    const before = await countFilingRows(db());
    const res = await injectAsForeigner(t.app, lyons, {
      method: 'POST',
      url: '/api/ir/submit_review',
      payload: await submissionFor(t.app, kentSbl),
    });
    expect(res.statusCode).toBe(401);
    expect(await countFilingRows(db())).toEqual(before);
  });
});

describe("kent's accounts never reach lyons' filings", () => {
  it("kent's My Applications does not list lyons' application", async () => {
    const res = await injectOn(t.app, 'kent', { url: '/api/applications/view' }, kent);
    expect(res.json()).toEqual([]);
    const own = await injectOn(t.app, 'lyons', { url: '/api/applications/view' }, lyons);
    expect(own.json().map((r: unknown[]) => r[0])).toEqual([lyonsSbl]);
  });

  it("lyons' application of an SBL does not block kent's parcel of the same SBL", async () => {
    const check = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/ir/onereview', payload: { printkey: kentSbl } },
      kent,
    );
    expect(check.statusCode).toBe(200);
    await createDraftFile(db(), 'kent', kent.user.id, kentSbl);
    const res = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/ir/submit_review',
        payload: await submissionFor(t.app, kentSbl),
        remoteAddress: freshIp(),
      },
      kent,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().confirmation).toMatchObject({
      filingNumber: expect.stringMatching(/^KENT-2026-\d{6}$/),
      address: '1 Kent Rd',
      fileCount: 1,
    });
  });
});

describe('the repository keeps to the municipality it is given', () => {
  it('finds no lyons parcel, application, saved applicant or filing under kent', async () => {
    const lyonsOnly = await createParcel(db(), 'lyons');
    expect(await findParcelBySbl(db(), 'kent', lyonsOnly.sbl)).toBeUndefined();
    expect(await findParcelBySbl(db(), 'lyons', lyonsOnly.sbl)).toBeDefined();
    expect(await findApplicationForParcel(db(), 'lyons', lyonsSbl, 2026)).toBeDefined();
    expect(await findApplicationForParcel(db(), 'kent', lyonsOnly.sbl, 2026)).toBeUndefined();
    expect(await findSavedApplicant(db(), 'lyons', lyons.user.id)).toBeDefined();
    expect(await findSavedApplicant(db(), 'kent', lyons.user.id)).toBeUndefined();
    expect(await listApplicationsOf(db(), 'kent', lyons.user.id)).toEqual([]);
  });

  it("writes no saved applicant and attaches no file of a lyons account under kent's key", async () => {
    const before = await findSavedApplicant(db(), 'lyons', lyons.user.id);
    const draft = await createDraftFile(db(), 'lyons', lyons.user.id, lyonsSbl);
    await db().transaction(async (tx) => {
      expect(
        await upsertSavedApplicant(
          tx,
          'kent',
          lyons.user.id,
          {
            firstName: 'Evil',
            lastName: 'Edit',
            address1: 'x',
            address2: '',
            city: 'x',
            state: 'x',
            zip: '00000',
            phone: 'x',
          },
          NOW,
        ),
      ).toBe(false);
      const [kentApp] = await listApplicationsOf(tx, 'kent', kent.user.id);
      expect(kentApp).toBeDefined();
      const kentRow = await findApplicationForParcel(tx, 'kent', kentSbl, 2026);
      expect(await attachDraftFiles(tx, 'kent', lyons.user.id, lyonsSbl, kentRow?.id ?? 0)).toBe(0);
    });
    expect(await findSavedApplicant(db(), 'lyons', lyons.user.id)).toEqual(before);
    const [file] = await db()
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.id, draft.id));
    expect(file?.applicationId).toBeNull();
  });
});
