import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { APPLICANT, createParcel, submitAs } from '../../../test/filing-factories.ts';
import { actionBody } from '../../../test/review-state.ts';
import { writeFilingOverride } from '../municipalities/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let owner: SignedInAccount;
let reviewer: SignedInAccount;
let id: number;
const db = () => t.database.db;

function view(account: SignedInAccount | undefined, path: string, muni = 'kent') {
  return injectOn(t.app, muni, { method: 'GET', url: `/api/applications/${path}` }, account);
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  reviewer = await signedInAs(t.app, 'super', 'kent');
  const parcel = await createParcel(db(), 'kent', { fullAddress: '1 Kent Rd', totalAv: 250000 });
  const comp = await createParcel(db(), 'kent');
  const res = await submitAs(t.app, owner, parcel.sbl, {
    isOwner: false,
    ...APPLICANT,
    comp1: comp.sbl,
    desiredValue: '200000',
  });
  expect(res.statusCode).toBe(200);
  id = res.json().ir_id;
});
afterAll(() => t.close());

describe('GET /api/applications/{id}', () => {
  it('shows the owner the filing as submitted, received and not yet in review', async () => {
    const res = await view(owner, String(id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      filingNumber: `KENT-2026-${String(id).padStart(6, '0')}`,
      address: '1 Kent Rd',
      assessedValue: 250000,
      desiredValue: 200000,
      reason: 'comparable_sales',
      owner: { firstName: 'Olive', lastName: 'Owner', zipCode: '10512' },
      applicant: { firstName: 'Adam', lastName: 'Agent', address2: 'Suite 2' },
      status: 'incomplete',
      outcome: null,
      timeline: {
        received: NOW.toISOString(),
        inReview: null,
        furtherReview: null,
        completed: null,
        withdrawn: null,
      },
    });
    expect(body.comps).toHaveLength(1);
  });

  it('dates each stage as staff move the review on, and never names them', async () => {
    const act = (path: 'far' | 'complete', body: Record<string, unknown>) =>
      injectOn(
        t.app,
        'kent',
        { method: 'POST', url: `/api/super/${path}`, payload: body },
        reviewer,
      );
    expect((await act('far', actionBody(id, 'far'))).statusCode).toBe(200);
    expect(
      (
        await act(
          'complete',
          actionBody(id, 'complete', {
            version: 1,
            total_value_change: 'Y',
            assessed_total_value: '220000',
          }),
        )
      ).statusCode,
    ).toBe(200);
    const res = await view(owner, String(id));
    const body = res.json();
    expect(body.status).toBe('complete');
    expect(body.outcome).toEqual({ received_total_value: 250000, assessed_total_value: 220000 });
    expect(body.timeline).toEqual({
      received: NOW.toISOString(),
      inReview: NOW.toISOString(),
      furtherReview: NOW.toISOString(),
      completed: NOW.toISOString(),
      withdrawn: null,
    });
    expect(res.body).not.toContain(reviewer.user.email);
    expect(res.body).not.toContain('Needs a field visit');
  });

  it('holds the decision notice once complete: the reason and the words, required on COMPLETE', async () => {
    const parcel = await createParcel(db(), 'kent', { fullAddress: '2 Kent Rd', totalAv: 300000 });
    const filed = await submitAs(t.app, owner, parcel.sbl);
    const filedId = filed.json().ir_id as number;
    const complete = (body: Record<string, unknown>) =>
      injectOn(
        t.app,
        'kent',
        { method: 'POST', url: '/api/super/complete', payload: body },
        reviewer,
      );
    const noReason = await complete(actionBody(filedId, 'complete', { decision_reason: null }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      error_message: 'review_refused',
      field: 'decision_reason',
      message: MESSAGES.review.decisionReason,
    });
    const otherWithoutWords = await complete(
      actionBody(filedId, 'complete', { decision_reason: 'other' }),
    );
    expect(otherWithoutWords.json()).toMatchObject({
      field: 'decision_explanation',
      message: MESSAGES.review.decisionExplanation,
    });
    const tooLong = await complete(
      actionBody(filedId, 'complete', {
        decision_reason: 'other',
        decision_explanation: 'x'.repeat(2001),
      }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error_message).toBe('validation_error');
    expect((await view(owner, String(filedId))).json().status).toBe('incomplete');

    const done = await complete(
      actionBody(filedId, 'complete', {
        decision_reason: 'other',
        decision_explanation: 'The house was seen on a visit.',
      }),
    );
    expect(done.statusCode).toBe(200);
    const page = (await view(owner, String(filedId))).json();
    expect(page.decision).toEqual({
      reason: 'other',
      explanation: 'The house was seen on a visit.',
    });
  });

  it("is 404 for another owner's filing, an id that does not exist, and 400 for a malformed id", async () => {
    const stranger = await signedInAs(t.app, 'user', 'kent');
    for (const [account, path] of [
      [stranger, String(id)],
      [owner, String(id + 1000)],
      // Staff reach filings through the review screens, not the owner's page.
      [reviewer, String(id)],
    ] as const) {
      const res = await view(account, path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error_message: 'not_found',
        message: MESSAGES.applications.notFound,
      });
    }
    expect((await view(owner, 'abc')).statusCode).toBe(400);
    expect((await view(owner, '-1')).statusCode).toBe(400);
    expect((await view(owner, '1e400')).statusCode).toBe(400);
  });

  it("reads the id in plain decimal digits only: any other spelling of the owner's own id is refused like 'abc'", async () => {
    const malformed = (await view(owner, 'abc')).json();
    expect(malformed).toMatchObject({
      error_message: 'validation_error',
      issues: [expect.objectContaining({ path: 'params.id' })],
    });
    for (const spelling of idSpellings(id)) {
      const res = await view(owner, encodeURIComponent(spelling));
      expect(res.statusCode, spelling).toBe(400);
      expect(res.json(), spelling).toEqual(malformed);
    }
    expect((await view(owner, '0')).json()).toEqual(malformed);
    expect((await view(owner, '9'.repeat(17))).json()).toEqual(malformed);
  });

  it('is for signed-in accounts of this municipality only', async () => {
    expect((await view(undefined, String(id))).statusCode).toBe(401);
    const foreign = await injectAsForeigner(t.app, owner, {
      method: 'GET',
      url: `/api/applications/${id}`,
    });
    expect(foreign.statusCode).toBe(401);
    // An account of the other municipality, on its own host, does not reach kent's filing.
    const lyons = await signedInAs(t.app, 'user', 'lyons');
    expect((await view(lyons, String(id), 'lyons')).statusCode).toBe(404);
  });
});

/** Ways `Number()` reads as `id` that are not how the app writes it. */
function idSpellings(id: number): string[] {
  return [
    `${id}e0`,
    `0x${id.toString(16)}`,
    `0o${id.toString(8)}`,
    `0b${id.toString(2)}`,
    `${id}.0`,
    `+${id}`,
    `0${id}`,
    ` ${id}`,
    `${id} `,
  ];
}
