import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SAVED_DRAFTS_MAX, type FilingDraft } from '@ir/domain';
import { applicationFiles, filingDrafts } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { createDraftFile, createParcel, submitAs } from '../../../test/filing-factories.ts';
import { writeFilingOverride } from '../municipalities/index.ts';
import { purgeExpiredDraftFiles } from '../uploads/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const DRAFT: FilingDraft = {
  step: 2,
  owner: {
    firstName: 'Olive',
    lastName: 'Owner',
    address1: '12 N Maple St',
    address2: '',
    city: 'Kent',
    state: 'NY',
    zipCode: '10512',
    phone: '',
  },
  isOwner: true,
  applicant: {
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipCode: '',
    phone: '',
  },
  saveApplicant: false,
  desiredValue: '150000',
  reason: 'comparable_sales',
  valueComments: 'Similar houses\nsold for less.',
  comps: ['77.10-1-2'],
};

let t: TestApp;
let owner: SignedInAccount;
let other: SignedInAccount;
let kentSbl: string;
let lyonsSbl: string;
const db = () => t.database.db;

function put(
  account: SignedInAccount | undefined,
  printkey: string,
  payload: unknown,
  muni = 'kent',
) {
  return injectOn(
    t.app,
    muni,
    {
      method: 'PUT',
      url: `/api/ir/drafts/${encodeURIComponent(printkey)}`,
      payload: payload as object,
    },
    account,
  );
}
function list(account: SignedInAccount | undefined, muni = 'kent') {
  return injectOn(t.app, muni, { method: 'GET', url: '/api/ir/drafts' }, account);
}
function discard(account: SignedInAccount | undefined, printkey: string, muni = 'kent') {
  return injectOn(
    t.app,
    muni,
    { method: 'DELETE', url: `/api/ir/drafts/${encodeURIComponent(printkey)}` },
    account,
  );
}
/** A file in the draft, uploaded at the test's clock (the column's default is the database's). */
async function fileInDraft(account: SignedInAccount, sbl: string) {
  const row = await createDraftFile(db(), 'kent', account.user.id, sbl);
  await db()
    .update(applicationFiles)
    .set({ uploadedAt: NOW })
    .where(eq(applicationFiles.id, row.id));
}
async function draftRows() {
  const [row] = await db().select({ n: count() }).from(filingDrafts);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  for (const key of ['kent', 'lyons']) {
    await writeFilingOverride(db(), key, { deadline: '2026-03-31', rollYear: 2026 });
  }
  owner = await signedInAs(t.app, 'user', 'kent');
  other = await signedInAs(t.app, 'user', 'kent');
  kentSbl = (await createParcel(db(), 'kent', { sbl: '77.10-1-1', fullAddress: '1 Kent Rd' })).sbl;
  await createParcel(db(), 'kent', { sbl: '77.10-1-2' });
  lyonsSbl = (await createParcel(db(), 'lyons', { sbl: '88.1-1-1' })).sbl;
});
afterAll(() => t.close());

describe('saved drafts', () => {
  it('keeps a draft per account and parcel, and lists it with its address and files', async () => {
    await createDraftFile(db(), 'kent', owner.user.id, kentSbl);
    const saved = await put(owner, kentSbl, DRAFT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, updatedAt: NOW.toISOString() });

    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      drafts: [
        {
          printkey: kentSbl,
          address: '1 Kent Rd',
          updatedAt: NOW.toISOString(),
          fileCount: 1,
          draft: DRAFT,
        },
      ],
    });
    // Another account of the same municipality sees none of it.
    expect((await list(other)).json()).toEqual({ drafts: [] });
  });

  it('replaces the draft on the next save (one row per account and parcel)', async () => {
    const res = await put(owner, kentSbl, { ...DRAFT, step: 3, desiredValue: '140000' });
    expect(res.statusCode).toBe(200);
    const [row] = (await list(owner)).json().drafts;
    expect(row.draft).toMatchObject({ step: 3, desiredValue: '140000' });
    expect(await draftRows()).toBe(1);
  });

  it('refuses a parcel of another municipality, or none, with 404, writing nothing', async () => {
    const before = await draftRows();
    const res = await put(owner, lyonsSbl, DRAFT);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_message).toBe('not_found');
    expect((await put(owner, 'no-such-parcel', DRAFT)).statusCode).toBe(404);
    expect(await draftRows()).toBe(before);
  });

  it.each([
    ['a NUL in a name', { owner: { ...DRAFT.owner, firstName: 'Ol\u0000ive' } }],
    ['a bidi override in the comments', { valueComments: 'x\u202Ey' }],
    ['a step past the last', { step: 5 }],
    ['an unknown reason', { reason: 'because' }],
    ['six comparables', { comps: ['1', '2', '3', '4', '5', '6'] }],
    ['an unknown field', { property: { print_key: 'x' } }],
    ['a 1 MB comment', { valueComments: 'x'.repeat(1_000_000) }],
  ])('refuses %s with 400 validation_error, writing nothing', async (_, patch) => {
    const before = await draftRows();
    const res = await put(owner, kentSbl, {
      ...DRAFT,
      ...patch,
      step: 'step' in patch ? patch.step : 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe('validation_error');
    const [row] = (await list(owner)).json().drafts;
    expect(row.draft.step).toBe(3);
    expect(await draftRows()).toBe(before);
  });

  it('refuses a NUL or a bidi override in the path with 400, writing nothing', async () => {
    for (const printkey of ['77.10\u0000-1', '77.10\u202E-1']) {
      expect((await put(owner, printkey, DRAFT)).statusCode).toBe(400);
      expect((await discard(owner, printkey)).statusCode).toBe(400);
    }
    expect(await draftRows()).toBe(1);
  });

  it('is for signed-in accounts of this municipality only', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await put(undefined, kentSbl, DRAFT)).statusCode).toBe(401);
    expect((await discard(undefined, kentSbl)).statusCode).toBe(401);
    // The kent cookie on lyons' host is a visitor there.
    expect(
      (await injectAsForeigner(t.app, owner, { method: 'GET', url: '/api/ir/drafts' })).statusCode,
    ).toBe(401);
    const foreign = await injectAsForeigner(t.app, owner, {
      method: 'PUT',
      url: `/api/ir/drafts/${lyonsSbl}`,
      payload: DRAFT,
    });
    expect(foreign.statusCode).toBe(401);
    // A lyons account sees only lyons' drafts, never kent's.
    const lyons = await signedInAs(t.app, 'user', 'lyons');
    expect((await list(lyons, 'lyons')).json()).toEqual({ drafts: [] });
    expect((await discard(lyons, kentSbl, 'lyons')).statusCode).toBe(404);
    expect(await draftRows()).toBe(1);
  });

  it('refuses a save once the period has ended, for an owner', async () => {
    const late = await build({ now: new Date('2026-04-02T15:00:00Z'), env: AUTH_TEST_ENV });
    try {
      await writeFilingOverride(late.database.db, 'kent', {
        deadline: '2026-03-31',
        rollYear: 2026,
      });
      const sbl = (await createParcel(late.database.db, 'kent', { sbl: '1.1-1-1' })).sbl;
      const user = await signedInAs(late.app, 'user', 'kent');
      const res = await injectOn(
        late.app,
        'kent',
        { method: 'PUT', url: `/api/ir/drafts/${sbl}`, payload: DRAFT },
        user,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error_message).toBe('period_expired');
      const staff = await signedInAs(late.app, 'super', 'kent');
      const staffRes = await injectOn(
        late.app,
        'kent',
        { method: 'PUT', url: `/api/ir/drafts/${sbl}`, payload: DRAFT },
        staff,
      );
      expect(staffRes.statusCode).toBe(200);
    } finally {
      await late.close();
    }
  });

  it(`keeps at most ${SAVED_DRAFTS_MAX} drafts per account`, async () => {
    const busy = await signedInAs(t.app, 'user', 'kent');
    for (let i = 0; i < SAVED_DRAFTS_MAX; i++) {
      const sbl = (await createParcel(db(), 'kent', { sbl: `99.1-1-${i}` })).sbl;
      expect((await put(busy, sbl, DRAFT)).statusCode).toBe(200);
    }
    const sbl = (await createParcel(db(), 'kent', { sbl: '99.2-1-1' })).sbl;
    const before = await draftRows();
    const res = await put(busy, sbl, DRAFT);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_message: 'too_many_drafts',
      message: MESSAGES.drafts.tooMany,
    });
    expect(await draftRows()).toBe(before);
    // Saving one it already has is still fine.
    expect((await put(busy, '99.1-1-0', DRAFT)).statusCode).toBe(200);
  });

  it("keeps a saved draft's files past a day; a discard removes the draft and its files", async () => {
    const sbl = (await createParcel(db(), 'kent', { sbl: '55.1-1-1' })).sbl;
    await fileInDraft(other, sbl);
    // The same account's draft files of a parcel it saved no draft for go after a day.
    const unsaved = (await createParcel(db(), 'kent', { sbl: '55.1-1-2' })).sbl;
    await fileInDraft(other, unsaved);
    expect((await put(other, sbl, DRAFT)).statusCode).toBe(200);
    const deps = { db: db(), storage: t.app.storage };
    const purged = await purgeExpiredDraftFiles(deps, new Date(NOW.getTime() + 3 * DAY));
    expect(purged.files).toBe(1);
    const files = () =>
      db().select().from(applicationFiles).where(eq(applicationFiles.uploadedBy, other.user.id));
    expect((await files()).map((f) => f.sbl)).toEqual([sbl]);

    expect((await discard(other, sbl)).statusCode).toBe(200);
    expect(await files()).toHaveLength(0);
    expect((await list(other)).json()).toEqual({ drafts: [] });
    const again = await discard(other, sbl);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.drafts.notFound);
  });

  it('removes drafts 30 days after their period ended, then their files', async () => {
    const sbl = (await createParcel(db(), 'kent', { sbl: '56.1-1-1' })).sbl;
    await fileInDraft(other, sbl);
    expect((await put(other, sbl, DRAFT)).statusCode).toBe(200);
    const deps = { db: db(), storage: t.app.storage };
    // The period ends after 2026-03-31 in New York; 29 days later the draft is still there.
    expect((await purgeExpiredDraftFiles(deps, new Date('2026-04-30T12:00:00Z'))).drafts).toBe(0);
    expect((await list(other)).json().drafts).toHaveLength(1);
    const result = await purgeExpiredDraftFiles(deps, new Date('2026-05-02T12:00:00Z'));
    expect(result.drafts).toBeGreaterThanOrEqual(1);
    expect((await list(other)).json().drafts).toHaveLength(0);
    const left = await db().select().from(applicationFiles).where(eq(applicationFiles.sbl, sbl));
    expect(left).toHaveLength(0);
  });

  it('is removed when the review is submitted', async () => {
    const sbl = (await createParcel(db(), 'kent', { sbl: '57.1-1-1' })).sbl;
    expect((await put(other, sbl, DRAFT)).statusCode).toBe(200);
    const res = await submitAs(t.app, other, sbl);
    expect(res.statusCode).toBe(200);
    expect(
      (await list(other)).json().drafts.map((d: { printkey: string }) => d.printkey),
    ).not.toContain(sbl);
  });
});
