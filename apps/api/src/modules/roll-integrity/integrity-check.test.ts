import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviewListRows, reviewOffers, reviews } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectOn,
  otherMunicipalityAccount,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { insertSale } from '../../../test/parcels.ts';
import { actionBody, historyOf, reviewState } from '../../../test/review-state.ts';
import { setMunicipality, writeFilingOverride } from '../municipalities/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');
const NBHD = 'INTEG';

let t: TestApp;
let reviewer: SignedInAccount;
const db = () => t.database.db;
const comps: string[] = [];

/**
 * Kent's roll year 2026 reads sales from 2022-07-02 to 2025-07-01. The neighbourhood's six
 * sales all sit at a ratio of 1.0 (assessed 100,000, sold for 100,000 on 1,000 sq ft) and the
 * applicant's three comparables sold at 100 dollars a square foot: a 2,000 sq ft subject's
 * indicated value is 200,000, and the guard is crossed below a proposed 180,000.
 */
async function seedNeighbourhood() {
  for (let i = 0; i < 6; i++) {
    const p = await createParcel(db(), 'kent', { nbhdCode: NBHD, totalAv: 100_000, sfla: 1000 });
    await insertSale(db(), 'kent', p.sbl, {
      nbhdCode: NBHD,
      sfla: 1000,
      salePrice: 100_000,
      saleDate: '2024-06-01',
    });
  }
  for (let i = 0; i < 3; i++) {
    const c = await createParcel(db(), 'kent', { nbhdCode: 'OTHER', totalAv: 190_000, sfla: 2000 });
    await insertSale(db(), 'kent', c.sbl, {
      nbhdCode: 'OTHER',
      sfla: 2000,
      salePrice: 200_000,
      saleDate: '2025-03-01',
    });
    comps.push(c.sbl);
  }
}

/** A filing in the neighbourhood for a 2,000 sq ft parcel assessed at 200,000. */
async function fileSubject(options: { sold?: boolean } = {}) {
  const owner = await signedInAs(t.app, 'user', 'kent');
  const subject = await createParcel(db(), 'kent', {
    nbhdCode: NBHD,
    totalAv: 200_000,
    landAv: 40_000,
    sfla: 2000,
  });
  if (options.sold) {
    await insertSale(db(), 'kent', subject.sbl, {
      nbhdCode: NBHD,
      sfla: 2000,
      salePrice: 200_000,
      saleDate: '2024-01-15',
    });
  }
  const res = await submitAs(t.app, owner, subject.sbl, {
    comp1: comps[0],
    comp2: comps[1],
    comp3: comps[2],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().ir_id as number, owner };
}

async function guard(value: 'off' | 'warn' | 'require_note') {
  await setMunicipality(db(), 'kent', { integrityGuard: value });
  await t.app.municipalities.refresh(db());
}

function complete(id: number, value: number, extra: Record<string, unknown> = {}) {
  return injectOn(
    t.app,
    'kent',
    {
      method: 'POST',
      url: '/api/super/complete',
      payload: actionBody(id, 'complete', {
        total_value_change: 'Y',
        assessed_total_value: String(value),
        ...extra,
      }),
    },
    reviewer,
  );
}

async function reviewOf(id: number) {
  const [row] = await db().select().from(reviews).where(eq(reviews.applicationId, id));
  return row;
}

const NOTE = 'The comparables are larger homes on the lake; this one backs onto the highway.';

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  reviewer = await signedInAs(t.app, 'super', 'kent');
  await seedNeighbourhood();
});
afterAll(() => t.close());

describe('GET /api/super/integrity', () => {
  it("gives the guard, the subject's living area, the comparables and the neighbourhood's sample", async () => {
    await guard('warn');
    const { id } = await fileSubject({ sold: true });
    const res = await injectOn(t.app, 'kent', { url: `/api/super/integrity?id=${id}` }, reviewer);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ guard: 'warn', subject_sfla: 2000, nbhd: NBHD });
    expect(data.comparables).toEqual(
      expect.arrayContaining(comps.map((sbl) => ({ sbl, price: 200_000, sfla: 2000 }))),
    );
    expect(data.sales).toHaveLength(7);
    expect(data.sales.filter((s: { subject: boolean }) => s.subject)).toEqual([
      { assessed: 200_000, price: 200_000, subject: true },
    ]);
  });

  it('is refused to an owner, and another municipality cannot read it', async () => {
    const { id, owner } = await fileSubject();
    const url = `/api/super/integrity?id=${id}`;
    expect((await injectOn(t.app, 'kent', { url }, owner)).statusCode).toBe(403);
    expect((await injectOn(t.app, 'kent', { url })).statusCode).toBe(401);
    const other = await otherMunicipalityAccount(t.app, 'super', 'kent');
    const res = await injectOn(t.app, other.municipalityKey, { url }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_message: 'unknown_review' });
  });
});

describe('COMPLETE under the integrity guard', () => {
  it('warn: a value below the guard completes, flagged, and the history shows it', async () => {
    await guard('warn');
    const { id } = await fileSubject();
    const res = await complete(id, 170_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(await reviewOf(id)).toMatchObject({ integrityFlag: true, integrityNote: null });
    const history = await historyOf(db(), id);
    expect(history.at(-1)?.after).toMatchObject({ integrity_flag: true, integrity_note: null });
  });

  it('a reopening to FAR undoes the decision and its flag', async () => {
    await guard('warn');
    const { id } = await fileSubject();
    expect((await complete(id, 170_000)).statusCode).toBe(200);
    expect(await reviewOf(id)).toMatchObject({ integrityFlag: true });
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const reopen = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/far',
        payload: {
          ...actionBody(id, 'far', { far_why: 'The owner sent new photos.' }),
          version: 1,
        },
      },
      admin,
    );
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(await reviewOf(id)).toMatchObject({ integrityFlag: false, integrityNote: null });
    const [row] = await db()
      .select()
      .from(reviewListRows)
      .where(eq(reviewListRows.applicationId, id));
    expect(JSON.parse(JSON.parse(row?.rowJson ?? '""') as string)).toMatchObject({
      review_status: 'far',
      integrity_flag: false,
    });
  });

  it('off: the same value is not flagged', async () => {
    await guard('off');
    const { id } = await fileSubject();
    expect((await complete(id, 170_000)).statusCode).toBe(200);
    expect(await reviewOf(id)).toMatchObject({ integrityFlag: false, integrityNote: null });
  });

  it('require_note: refused without a note or with a short one, writing nothing; completes with one', async () => {
    await guard('require_note');
    const { id } = await fileSubject();
    const before = await reviewState(db());
    for (const note of [undefined, 'too short', ' '.repeat(25)]) {
      const res = await complete(id, 170_000, note === undefined ? {} : { integrity_note: note });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error_message: 'integrity_note_required',
        field: 'integrity_note',
      });
    }
    expect(await reviewState(db())).toEqual(before);

    const done = await complete(id, 170_000, { integrity_note: NOTE });
    expect(done.statusCode, done.body).toBe(200);
    expect(await reviewOf(id)).toMatchObject({ integrityFlag: true, integrityNote: NOTE });
    const history = await historyOf(db(), id);
    expect(history.at(-1)?.after).toMatchObject({ integrity_flag: true, integrity_note: NOTE });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.municipalityKey, 'kent'), eq(auditLog.action, 'review.complete')));
    expect(audits.some((a) => JSON.stringify(a.after).includes(NOTE))).toBe(true);
    // The list row carries the flag for staff's filter and the CSV.
    const list = await injectOn(t.app, 'kent', { url: '/api/super/list' }, reviewer);
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as string[]).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(rows.find((r) => r.ir_id === id)?.integrity_flag).toBe(true);
  });

  it('require_note: a value within the guard completes without a note, and a note sent is not kept', async () => {
    await guard('require_note');
    const { id } = await fileSubject();
    const res = await complete(id, 190_000, { integrity_note: NOTE });
    expect(res.statusCode, res.body).toBe(200);
    expect(await reviewOf(id)).toMatchObject({ integrityFlag: false, integrityNote: null });
  });

  it('a decision without a change of value is no reduction to check', async () => {
    await guard('require_note');
    const { id } = await fileSubject();
    const res = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/super/complete', payload: actionBody(id, 'complete') },
      reviewer,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await reviewOf(id)).toMatchObject({ integrityFlag: false });
  });
});

describe('an offer under the integrity guard', () => {
  function offer(id: number, value: number, extra: Record<string, unknown> = {}) {
    return injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/offer',
        payload: {
          id,
          version: 0,
          offered_total_value: String(value),
          decision_reason: 'comparable_sales_support',
          decision_explanation: 'Three nearby sales support a lower value.',
          ...extra,
        },
      },
      reviewer,
    );
  }

  it('require_note: refused without a note, sent with one, the offer flagged with its note', async () => {
    await guard('require_note');
    const { id } = await fileSubject();
    const refused = await offer(id, 150_000);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      error_message: 'integrity_note_required',
      field: 'integrity_note',
    });
    expect(
      await db().select().from(reviewOffers).where(eq(reviewOffers.applicationId, id)),
    ).toEqual([]);
    const sent = await offer(id, 150_000, { integrity_note: NOTE });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await db().select().from(reviewOffers).where(eq(reviewOffers.applicationId, id));
    expect(row).toMatchObject({ integrityFlag: true, integrityNote: NOTE });
    const history = await historyOf(db(), id);
    expect(history.at(-1)?.after).toMatchObject({ integrity_flag: true, integrity_note: NOTE });
  });

  it('warn: an offer within the guard is not flagged and its note is not kept', async () => {
    await guard('warn');
    const { id } = await fileSubject();
    const sent = await offer(id, 195_000, { integrity_note: NOTE });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await db().select().from(reviewOffers).where(eq(reviewOffers.applicationId, id));
    expect(row).toMatchObject({ integrityFlag: false, integrityNote: null });
  });
});
