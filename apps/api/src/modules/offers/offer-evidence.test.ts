import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { applicationFiles, reviewHistory, reviewOffers, reviews } from '../../db/schema/index.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { freshIp } from '../../../test/factories.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody, reviewState } from '../../../test/review-state.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

// The owner's evidence after filing (POST /api/applications/{id}/files) around an offer: it
// is open to the owner while an offer waits and after a counter (the counter's "add files"),
// and closed once the review is complete, here by accepting the offer.

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let reviewer: SignedInAccount;
const db = () => t.database.db;

/** A review `owner` filed in Kent for a parcel assessed at 250,000. */
async function file(owner: SignedInAccount): Promise<number> {
  const parcel = await createParcel(db(), 'kent', {
    fullAddress: `${owner.user.id} Evidence Rd`,
    totalAv: 250000,
    landAv: 50000,
  });
  const res = await submitAs(t.app, owner, parcel.sbl);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ir_id as number;
}

async function versionOf(id: number): Promise<number> {
  const [row] = await db().select().from(reviews).where(eq(reviews.applicationId, id));
  return row?.version ?? 0;
}

async function sendOffer(id: number) {
  const res = await injectOn(
    t.app,
    'kent',
    {
      method: 'POST',
      url: '/api/super/offer',
      payload: {
        id,
        version: await versionOf(id),
        offered_total_value: '200000',
        decision_reason: 'comparable_sales_support',
      },
    },
    reviewer,
  );
  expect(res.statusCode, res.body).toBe(200);
}

function respond(owner: SignedInAccount, payload: Record<string, unknown>) {
  return injectOn(
    t.app,
    'kent',
    { method: 'POST', url: '/api/applications/respond_offer', payload },
    owner,
  );
}

function addFile(owner: SignedInAccount, id: number, name: string) {
  const form = fixture.multipart({ name, content: fixture.pdf(`${name} ${Math.random()}`) });
  return injectOn(
    t.app,
    'kent',
    {
      method: 'POST',
      url: `/api/applications/${id}/files`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    },
    owner,
  );
}

/** The files on the staff's review screen. */
async function staffFiles(id: number) {
  const res = await injectOn(
    t.app,
    'kent',
    { method: 'GET', url: `/api/super/applicationinfo?id=${id}` },
    reviewer,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    review_status: string;
    files: { original_name: string; staff: boolean; added_after_filing: boolean }[];
    offers: { status: string }[];
  };
}

async function offerStatuses(id: number) {
  const rows = await db()
    .select({ status: reviewOffers.status })
    .from(reviewOffers)
    .where(eq(reviewOffers.applicationId, id))
    .orderBy(reviewOffers.number);
  return rows.map((r) => r.status);
}

async function evidenceLines(id: number) {
  return db()
    .select()
    .from(reviewHistory)
    .where(and(eq(reviewHistory.applicationId, id), eq(reviewHistory.action, 'evidence')));
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  reviewer = await signedInAs(t.app, 'super', 'kent');
});
afterAll(() => t.close());

describe("the owner's evidence around an offer", () => {
  it('takes a file while the offer is open, leaving the offer and the status as they were', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await sendOffer(id);
    const version = await versionOf(id);

    const res = await addFile(owner, id, 'appraisal.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      added: true,
      file: { name: 'appraisal.pdf' },
    });

    const screen = await staffFiles(id);
    expect(screen.review_status).toBe('offer');
    expect(screen.files).toEqual([
      expect.objectContaining({
        original_name: 'appraisal.pdf',
        staff: false,
        added_after_filing: true,
      }),
    ]);
    // Evidence is no answer: the offer waits, and a reviewer's version still holds.
    expect(await offerStatuses(id)).toEqual(['open']);
    expect(await versionOf(id)).toBe(version);
    const lines = await evidenceLines(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.actorEmail).toBe(owner.user.email);
  });

  it('takes files after a counter, both shown on the review screen with the countered offer', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await sendOffer(id);
    const counter = await respond(owner, {
      id,
      decision: 'counter',
      counter_value: 180000,
      counter_reason: 'The appraisal I attach says 180,000.',
    });
    expect(counter.statusCode, counter.body).toBe(200);

    for (const name of ['appraisal.pdf', 'photos.pdf']) {
      const res = await addFile(owner, id, name);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().added).toBe(true);
    }

    const screen = await staffFiles(id);
    expect(screen.review_status).toBe('incomplete');
    expect(screen.offers).toEqual([expect.objectContaining({ status: 'countered' })]);
    expect(screen.files.map((f) => [f.original_name, f.added_after_filing]).sort()).toEqual([
      ['appraisal.pdf', true],
      ['photos.pdf', true],
    ]);
    expect(await evidenceLines(id)).toHaveLength(2);
  });

  it('refuses a file once the accepted offer completed the review, writing nothing', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await sendOffer(id);
    expect((await addFile(owner, id, 'before.pdf')).statusCode).toBe(200);
    const accept = await respond(owner, { id, decision: 'accept', name: 'Olive Owner' });
    expect(accept.statusCode, accept.body).toBe(200);

    const before = await reviewState(db());
    const res = await addFile(owner, id, 'after.pdf');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_message: 'review_complete',
      message: MESSAGES.applications.reviewComplete,
    });
    expect(await reviewState(db())).toEqual(before);
    const files = await db()
      .select({ name: applicationFiles.originalName })
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, id));
    expect(files).toEqual([{ name: 'before.pdf' }]);
    expect(await evidenceLines(id)).toHaveLength(1);
  });

  it('refuses a file once the reviewer completed a countered review, as before', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const id = await file(owner);
    await sendOffer(id);
    const counter = await respond(owner, {
      id,
      decision: 'counter',
      counter_value: 190000,
      counter_reason: 'Sales on my street are lower.',
    });
    expect(counter.statusCode, counter.body).toBe(200);
    const complete = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/super/complete',
        payload: actionBody(id, 'complete', {
          decision_reason: 'condition_considered',
          version: await versionOf(id),
        }),
      },
      reviewer,
    );
    expect(complete.statusCode, complete.body).toBe(200);

    const res = await addFile(owner, id, 'late.pdf');
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe('review_complete');
    expect((await staffFiles(id)).files).toEqual([]);
  });
});
