import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ASSIGNMENTS, MESSAGES, reviewListRowSchema, type Role } from '@ir/domain';
import { sql } from 'drizzle-orm';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { createApplication, createApplications, mailTo } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { actionBody, historyOf, reviewState } from '../../../test/review-state.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { parcels, sales } from '../../db/schema/index.ts';
import { reviewOutcomes } from './index.ts';

let t: TestApp;
const NOW = new Date('2025-04-15T14:00:00Z');
beforeAll(async () => {
  t = await build({ now: NOW });
});
afterAll(() => t.close());

const db = () => t.app.database.db;

function call(account: SignedInAccount, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return injectOn(
    t.app,
    account.municipalityKey,
    { method, url, ...(payload === undefined ? {} : { payload: payload as object }) },
    account,
  );
}

describe('GET /api/super/list', () => {
  it('answers every application of the municipality as a JSON row, newest first', async () => {
    const applicant = await signedInAs(t.app, 'user', 'kent');
    const older = await createApplication(db(), 'kent', applicant.user.id, {
      submittedAt: new Date('2025-03-01T12:00:00Z'),
      // the database writes the JSON text: quotes, backslashes, controls and Unicode survive
      locStName: 'O\'Brien "Upper" \\ Rd\tü',
      propClass: null,
    });
    const newer = await createApplication(db(), 'kent', applicant.user.id, {
      submittedAt: new Date('2025-03-02T12:00:00Z'),
      propClass: '220',
    });
    await createApplication(db(), 'lyons', null);
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const res = await call(admin, 'GET', '/api/super/list');
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as string[]).map((s) => reviewListRowSchema.parse(JSON.parse(s)));
    expect(rows.map((r) => r.ir_id)).toEqual([newer, older]);
    expect(rows[1]).toMatchObject({ loc_st_name: 'O\'Brien "Upper" \\ Rd\tü', prop_class: null });
    expect(JSON.parse((res.json() as string[])[0] as string)).toEqual({
      ir_id: newer,
      assigned_to: null,
      review_status: 'incomplete',
      print_key: expect.any(String),
      prop_class: '220',
      loc_st_nbr: expect.any(String),
      loc_st_name: 'Main St',
      application_submitted: '2025-03-02T12:00:00.000Z',
      who_reviewed: null,
      received_total_value: 200_000,
      total_value_change: 'N',
      data_change_needed: 'N',
      sketch_change_needed: 'N',
      data_change_complete: 'N',
      sketch_change_complete: 'N',
      owner_response: null,
      by_representative: false,
      filed_by: applicant.user.email,
      offer_status: null,
      offer_respond_by: null,
      integrity_flag: false,
      firm_name: null,
      authorization_status: null,
    });
  });

  it.each(['user', 'town'] as Role[])('refuses the %s role with 403', async (role) => {
    const account = await signedInAs(t.app, role, 'kent');
    for (const [method, url] of [
      ['GET', '/api/super/list'],
      ['GET', '/api/super/list_super_users'],
      ['GET', '/api/super/applicationinfo?id=1'],
      ['GET', '/api/super/getfile?file=1-a.pdf'],
    ] as const) {
      expect((await call(account, method, url)).statusCode).toBe(403);
    }
    const before = await reviewState(db());
    for (const [url, body] of [
      ['/api/super/assign_review', { reviews: [{ id: 1, user: null }] }],
      ['/api/super/far', actionBody(1, 'far')],
      ['/api/super/complete', actionBody(1, 'complete')],
      ['/api/super/listfiles', { printkey: '1' }],
      ['/api/super/rpscomps', { parcel_id: 'P1' }],
    ] as const) {
      expect((await call(account, 'POST', url, body)).statusCode).toBe(403);
    }
    expect(await reviewState(db())).toEqual(before);
  });

  it('refuses a visitor with 401', async () => {
    const res = await t.app.inject({ url: '/api/super/list', headers: { host: 'kent.localhost' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/super/list_super_users', () => {
  it("lists the municipality's active super, admin and mega-admin accounts", async () => {
    const s = await signedInAs(t.app, 'super', 'greenport');
    const a = await signedInAs(t.app, 'admin', 'greenport');
    const m = await signedInAs(t.app, 'mega-admin', 'greenport');
    await signedInAs(t.app, 'user', 'greenport');
    await signedInAs(t.app, 'town', 'greenport');
    await signedInAs(t.app, 'super', 'lyons');
    const res = await call(s, 'GET', '/api/super/list_super_users');
    expect(res.statusCode).toBe(200);
    const expected = [a, m, s]
      .map((x) => ({ id: x.user.id, email: x.user.email }))
      .sort((x, y) => x.email.localeCompare(y.email));
    expect(res.json()).toEqual(expected);
  });
});

describe('POST /api/super/assign_review', () => {
  it('assigns several reviews in one action and records each in history and the audit log', async () => {
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    const one = await createApplication(db(), 'kent', null);
    const two = await createApplication(db(), 'kent', null);
    const before = await reviewState(db());
    const res = await call(admin, 'POST', '/api/super/assign_review', {
      reviews: [
        { id: one, user: reviewer.user.id },
        { id: two, user: reviewer.user.id },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await reviewState(db());
    expect(after.history).toBe(before.history + 2);
    expect(after.audit).toBe(before.audit + 2);
    const list = ((await call(admin, 'GET', '/api/super/list')).json() as string[]).map(
      (s) => JSON.parse(s) as { ir_id: number; assigned_to: number | null },
    );
    expect(list.find((r) => r.ir_id === one)?.assigned_to).toBe(reviewer.user.id);
    expect(list.find((r) => r.ir_id === two)?.assigned_to).toBe(reviewer.user.id);
    const [entry] = await historyOf(db(), one);
    expect(entry).toMatchObject({
      action: 'assign',
      actorUserId: admin.user.id,
      actorEmail: admin.user.email,
      before: { assigned_to: null },
      after: { assigned_to: reviewer.user.id },
    });

    // user null removes the assignee
    const removed = await call(admin, 'POST', '/api/super/assign_review', {
      reviews: [{ id: one, user: null }],
    });
    expect(removed.statusCode).toBe(200);
    const info = (await call(admin, 'GET', `/api/super/applicationinfo?id=${one}`)).json() as {
      assigned_to: number | null;
      history: { action: string; before: unknown; after: unknown }[];
    };
    expect(info.assigned_to).toBeNull();
    // The record keeps ids; the answer names each assignee by e-mail beside them.
    expect(info.history.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'assign',
        before: { assigned_to: null },
        after: { assigned_to: reviewer.user.id, assignee: reviewer.user.email },
      },
      {
        action: 'assign',
        before: { assigned_to: reviewer.user.id, assignee: reviewer.user.email },
        after: { assigned_to: null },
      },
    ]);
  });

  it('assigns a season-sized selection (2,500 here) in one all-or-none request, each with its history and audit row', async () => {
    const admin = await signedInAs(t.app, 'admin', 'taghkanic');
    const reviewer = await signedInAs(t.app, 'super', 'taghkanic');
    const ids = await createApplications(db(), 'taghkanic', 2500);
    const before = await reviewState(db());
    const res = await call(admin, 'POST', '/api/super/assign_review', {
      reviews: ids.map((id) => ({ id, user: reviewer.user.id })),
    });
    expect(res.statusCode).toBe(200);
    const after = await reviewState(db());
    expect(after.history).toBe(before.history + 2500);
    expect(after.audit).toBe(before.audit + 2500);
    const list = ((await call(admin, 'GET', '/api/super/list')).json() as string[]).map(
      (s) => JSON.parse(s) as { ir_id: number; assigned_to: number | null },
    );
    const assigned = new Set(
      list.filter((r) => r.assigned_to === reviewer.user.id).map((r) => r.ir_id),
    );
    expect(ids.every((id) => assigned.has(id))).toBe(true);

    // One unknown id among them: nothing of the 2,500 changes.
    const unassign = ids.map((id) => ({ id, user: null }));
    const refused = await call(admin, 'POST', '/api/super/assign_review', {
      reviews: [...unassign, { id: 999_999_999, user: null }],
    });
    expect(refused.statusCode).toBe(400);
    expect(await reviewState(db())).toEqual(after);
  });

  it(`refuses more than ${MAX_ASSIGNMENTS} assignments in one request`, async () => {
    const admin = await signedInAs(t.app, 'admin', 'taghkanic');
    const res = await call(admin, 'POST', '/api/super/assign_review', {
      reviews: Array.from({ length: MAX_ASSIGNMENTS + 1 }, (_, i) => ({ id: i + 1, user: null })),
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a super (assignment is for admin and mega-admin)', async () => {
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    const one = await createApplication(db(), 'kent', null);
    const before = await reviewState(db());
    const res = await call(reviewer, 'POST', '/api/super/assign_review', {
      reviews: [{ id: one, user: reviewer.user.id }],
    });
    expect(res.statusCode).toBe(403);
    expect(await reviewState(db())).toEqual(before);
  });

  it('changes nothing when one review is unknown, of another municipality, or a user is not staff here', async () => {
    const admin = await signedInAs(t.app, 'mega-admin', 'kent');
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    const applicant = await signedInAs(t.app, 'user', 'kent');
    const foreignStaff = await signedInAs(t.app, 'super', 'lyons');
    const mine = await createApplication(db(), 'kent', null);
    const theirs = await createApplication(db(), 'lyons', null);
    const before = await reviewState(db());
    for (const reviews of [
      [
        { id: mine, user: reviewer.user.id },
        { id: 999_999, user: reviewer.user.id },
      ],
      [
        { id: mine, user: reviewer.user.id },
        { id: theirs, user: reviewer.user.id },
      ],
      [{ id: mine, user: applicant.user.id }],
      [{ id: mine, user: foreignStaff.user.id }],
      [
        { id: mine, user: reviewer.user.id },
        { id: mine, user: null },
      ],
    ]) {
      const res = await call(admin, 'POST', '/api/super/assign_review', { reviews });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.review.assignFailed });
    }
    expect(await reviewState(db())).toEqual(before);
  });

  it('refuses a completed review (409), assigning none of the others in the request', async () => {
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    const open = await createApplication(db(), 'kent', null);
    const done = await createApplication(db(), 'kent', null);
    const completed = await call(
      reviewer,
      'POST',
      '/api/super/complete',
      actionBody(done, 'complete'),
    );
    expect(completed.statusCode).toBe(200);
    const before = await reviewState(db());
    for (const reviews of [
      [{ id: done, user: reviewer.user.id }],
      [{ id: done, user: null }],
      [
        { id: open, user: reviewer.user.id },
        { id: done, user: reviewer.user.id },
      ],
    ]) {
      const res = await call(admin, 'POST', '/api/super/assign_review', { reviews });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        error_message: 'review_complete',
        message: MESSAGES.review.assignComplete,
        message_key: 'review.assignComplete',
      });
    }
    expect(await reviewState(db())).toEqual(before);
    // A review still open is assigned as before.
    const res = await call(admin, 'POST', '/api/super/assign_review', {
      reviews: [{ id: open, user: reviewer.user.id }],
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 to malformed bodies', async () => {
    const admin = await signedInAs(t.app, 'admin', 'kent');
    const before = await reviewState(db());
    for (const body of [
      {},
      { reviews: [] },
      { reviews: [{ id: 'x', user: null }] },
      { reviews: [{ id: -1, user: null }] },
      { reviews: [{ id: 1, user: 1.5 }] },
      { reviews: [{ id: 1 }] },
      { reviews: [{ id: 1, user: null, extra: true }] },
    ]) {
      expect((await call(admin, 'POST', '/api/super/assign_review', body)).statusCode).toBe(400);
    }
    expect(await reviewState(db())).toEqual(before);
  });
});

describe('GET /api/super/applicationinfo', () => {
  it('answers the review record with owner, applicant, comps with their sales, files and history', async () => {
    const applicant = await signedInAs(t.app, 'user', 'lyons');
    await db()
      .insert(parcels)
      .values([
        {
          municipalityKey: 'lyons',
          sbl: 'SUBJ-1',
          fullAddress: '1 Subject Rd',
          bldgStyle: '05',
          sfla: 1800,
          yrBuilt: 1990,
          overallCond: '3',
        },
        {
          municipalityKey: 'lyons',
          sbl: 'COMP-1',
          fullAddress: '2 Comp Rd',
          locStNbr: '2',
          locStName: 'Comp Rd',
          bldgStyle: '01',
          sfla: 1700,
          yrBuilt: 1985,
          overallCond: '4',
        },
      ]);
    await db()
      .insert(sales)
      .values([
        { municipalityKey: 'lyons', sbl: 'COMP-1', saleDate: '2023-05-01', salePrice: 150_000 },
        { municipalityKey: 'lyons', sbl: 'COMP-1', saleDate: '2024-06-01', salePrice: 175_000 },
        {
          municipalityKey: 'lyons',
          sbl: 'COMP-1',
          saleDate: '2024-09-01',
          salePrice: 1,
          armsLength: false,
        },
      ]);
    const id = await createApplication(db(), 'lyons', applicant.user.id, {
      sbl: 'SUBJ-1',
      comps: ['COMP-1', 'GONE-9'],
      applicantIsOwner: false,
      applicantFirstName: 'Ann',
      applicantLastName: 'Agent',
      applicantAddress1: '9 Agent Ave',
      applicantAddress2: '',
      applicantCity: 'Lyons',
      applicantState: 'NY',
      applicantZip: '14489',
      applicantPhone: '315-555-0199',
    });
    const staff = await signedInAs(t.app, 'super', 'lyons');
    const res = await call(staff, 'GET', `/api/super/applicationinfo?id=${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ir_id: id,
      version: 0,
      sbl: 'SUBJ-1',
      review_status: 'incomplete',
      reason_why: 'comparable_sales',
      why_reeval: 'Too high',
      desired_value: 180_000,
      received_total_value: 200_000,
      received_land_value: 50_000,
      assessed_total_value: null,
      land_value_change: 'N',
      partial_assessment: false,
      ir_notes: '',
      far_why: '',
      prop_owner_name: 'Olive Owner',
      prop_owner_phone: '845-555-0100',
      comp_1: 'COMP-1',
      comp_2: 'GONE-9',
      comp_3: '',
      swis_co: '01',
      sfla: 1500,
      current_property: { bldg_style: '05', sfla: 1800, yr_built: 1990, overall_cond: '3' },
      owner: { first_name: 'Olive', last_name: 'Owner', city: 'Kent' },
      applicant: { first_name: 'Ann', phone: '315-555-0199' },
      files: [],
      history: [],
      owner_response: null,
      filed_by_representative: false,
      submitted_by_email: applicant.user.email,
      filer_language: 'en',
    });
    expect(body.applicant_comps).toEqual([
      {
        sbl: 'COMP-1',
        loc_prefix_dir: null,
        loc_st_nbr: '2',
        loc_st_name: 'Comp Rd',
        loc_mail_st_suff: null,
        bldg_style: '01',
        yr_built: 1985,
        overall_cond: '4',
        sfla: 1700,
        sale_date: '2024-06-01',
        sale_price: 175_000,
      },
      expect.objectContaining({ sbl: 'GONE-9', sale_price: null }),
    ]);
  });

  it("names the language the filer's account reads, which the notice and e-mails follow", async () => {
    const applicant = await signedInAs(t.app, 'user', 'lyons');
    await db().execute(sql`update users set language = 'es' where id = ${applicant.user.id}`);
    const id = await createApplication(db(), 'lyons', applicant.user.id, { sbl: 'SPANISH-1' });
    const staff = await signedInAs(t.app, 'super', 'lyons');
    const res = await call(staff, 'GET', `/api/super/applicationinfo?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ filer_language: 'es' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const staff = await signedInAs(t.app, 'admin', 'kent');
    expect((await call(staff, 'GET', '/api/super/applicationinfo?id=987654')).statusCode).toBe(404);
    for (const id of ['abc', '-1', '0', '1.5', '', '99999999999999999999']) {
      expect((await call(staff, 'GET', `/api/super/applicationinfo?id=${id}`)).statusCode).toBe(
        400,
      );
    }
    expect((await call(staff, 'GET', '/api/super/applicationinfo')).statusCode).toBe(400);
  });
});

describe('POST /api/super/far and /api/super/complete', () => {
  it('walks incomplete -> far -> complete with who, when, values, history and the outcome e-mail', async () => {
    const applicant = await signedInAs(t.app, 'user', 'kent');
    const id = await createApplication(db(), 'kent', applicant.user.id);
    const reviewer = await signedInAs(t.app, 'super', 'kent');

    const far = await call(
      reviewer,
      'POST',
      '/api/super/far',
      actionBody(id, 'far', {
        data_change_needed: 'Y',
        ir_notes: 'Called the owner',
      }),
    );
    expect(far.statusCode).toBe(200);
    expect(far.json()).toEqual({ success: true });
    let info = (await call(reviewer, 'GET', `/api/super/applicationinfo?id=${id}`)).json();
    expect(info).toMatchObject({
      review_status: 'far',
      version: 1,
      who_reviewed: reviewer.user.email,
      reviewed_at: NOW.toISOString(),
      far_why: 'Needs a field visit',
      ir_notes: 'Called the owner',
      data_change_needed: 'Y',
      // 'no change': the received values are recorded
      assessed_total_value: 200_000,
      assessed_land_value: 50_000,
    });
    // FAR tells the owner it takes longer (further-review-mail.test.ts has the rest).
    expect((await mailTo(db(), applicant.user.email)).map((m) => m.subject)).toEqual([
      'Your Kent informal review needs further review',
    ]);

    const complete = await call(
      reviewer,
      'POST',
      '/api/super/complete',
      actionBody(id, 'complete', {
        version: 1,
        data_change_needed: 'Y',
        data_change_complete: 'Y',
        total_value_change: 'Y',
        assessed_total_value: '185000',
        land_value_change: 'Y',
        assessed_land_value: 45_000,
        partial_assessment: true,
      }),
    );
    expect(complete.statusCode).toBe(200);
    info = (await call(reviewer, 'GET', `/api/super/applicationinfo?id=${id}`)).json();
    expect(info).toMatchObject({
      review_status: 'complete',
      version: 2,
      assessed_total_value: 185_000,
      assessed_land_value: 45_000,
      total_value_change: 'Y',
      partial_assessment: true,
    });
    expect(info.history.map((h: { action: string }) => h.action)).toEqual(['far', 'complete']);
    expect(info.history[1]).toMatchObject({
      who: reviewer.user.email,
      before: { review_status: 'far', assessed_total_value: 200_000 },
      after: { review_status: 'complete', assessed_total_value: 185_000 },
    });

    const mail = (await mailTo(db(), applicant.user.email)).filter(
      (m) => m.subject === 'Your Kent informal review is complete',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain('$200,000 before, $185,000 now');
    expect(mail[0]?.textBody).toContain('Grievance Day');
    expect(mail[0]?.textBody).toContain('/applications');

    // complete is final for a super
    const before = await reviewState(db());
    const again = await call(
      reviewer,
      'POST',
      '/api/super/complete',
      actionBody(id, 'complete', { version: 2 }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: MESSAGES.review.completeIsFinal });
    const reopen = await call(
      reviewer,
      'POST',
      '/api/super/far',
      actionBody(id, 'far', { version: 2 }),
    );
    expect(reopen.statusCode).toBe(403);
    expect(await reviewState(db())).toEqual(before);
  });

  it('completes straight from incomplete with no change, e-mailing "no change"', async () => {
    const applicant = await signedInAs(t.app, 'user', 'kent');
    const id = await createApplication(db(), 'kent', applicant.user.id);
    const reviewer = await signedInAs(t.app, 'admin', 'kent');
    const res = await call(reviewer, 'POST', '/api/super/complete', actionBody(id, 'complete'));
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(db(), applicant.user.email);
    expect(mail?.textBody).toContain('made no change');
  });

  it('lets an admin reopen a completed review to FAR with a reason, never without one', async () => {
    const id = await createApplication(db(), 'kent', null);
    const admin = await signedInAs(t.app, 'admin', 'kent');
    expect(
      (await call(admin, 'POST', '/api/super/complete', actionBody(id, 'complete'))).statusCode,
    ).toBe(200);
    const before = await reviewState(db());
    const noReason = await call(
      admin,
      'POST',
      '/api/super/far',
      actionBody(id, 'far', { version: 1, far_why: '  ' }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: MESSAGES.review.farComment });
    expect(await reviewState(db())).toEqual(before);
    const reopened = await call(
      admin,
      'POST',
      '/api/super/far',
      actionBody(id, 'far', {
        version: 1,
        far_why: 'Owner sent a new appraisal',
      }),
    );
    expect(reopened.statusCode).toBe(200);
    const history = await historyOf(db(), id);
    expect(history.map((h) => h.action)).toEqual(['complete', 'reopen']);
  });

  const refusals: [string, 'far' | 'complete', Record<string, unknown>, string][] = [
    [
      'a new total without a value',
      'far',
      { total_value_change: 'Y', assessed_total_value: '' },
      MESSAGES.review.totalRequired,
    ],
    [
      'a new land without a value',
      'complete',
      { land_value_change: 'Y', assessed_land_value: null },
      MESSAGES.review.landRequired,
    ],
    [
      'new land above new total',
      'complete',
      {
        total_value_change: 'Y',
        assessed_total_value: 40_000,
        land_value_change: 'Y',
        assessed_land_value: 41_000,
      },
      MESSAGES.review.landOverTotal,
    ],
    [
      'new land above the received total',
      'far',
      { land_value_change: 'Y', assessed_land_value: 200_001 },
      MESSAGES.review.landOverTotal,
    ],
    [
      'received land above a new total',
      'complete',
      { total_value_change: 'Y', assessed_total_value: 49_999 },
      MESSAGES.review.landOverTotal,
    ],
    ['FAR without a comment', 'far', { far_why: '' }, MESSAGES.review.farComment],
    [
      'COMPLETE with a data change needed but not in RPS',
      'complete',
      { data_change_needed: 'Y' },
      MESSAGES.review.dataChangePending,
    ],
    [
      'COMPLETE with a sketch change needed but not in RPS',
      'complete',
      { sketch_change_needed: 'Y' },
      MESSAGES.review.sketchChangePending,
    ],
    [
      'a data change complete that was never needed',
      'complete',
      { data_change_complete: 'Y' },
      MESSAGES.review.dataCompleteWithoutNeeded,
    ],
    [
      'a sketch change complete that was never needed',
      'far',
      { sketch_change_complete: 'Y' },
      MESSAGES.review.sketchCompleteWithoutNeeded,
    ],
  ];
  it.each(refusals)(
    'refuses %s with SPEC text, writing nothing',
    async (_name, status, overrides, message) => {
      const applicant = await signedInAs(t.app, 'user', 'kent');
      const id = await createApplication(db(), 'kent', applicant.user.id);
      const reviewer = await signedInAs(t.app, 'super', 'kent');
      const before = await reviewState(db());
      const res = await call(
        reviewer,
        'POST',
        `/api/super/${status}`,
        actionBody(id, status, overrides),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_message: 'review_refused', message });
      expect(await reviewState(db())).toEqual(before);
      expect(await mailTo(db(), applicant.user.email)).toHaveLength(0);
    },
  );

  it.each([
    ['far', { far_why: '' }, 'far_why'],
    ['complete', { data_change_needed: 'Y' }, 'data_change_complete'],
    ['complete', { land_value_change: 'Y', assessed_land_value: 200_001 }, 'assessed_land_value'],
  ] as const)('names the field a refused %s is about (%j)', async (status, overrides, field) => {
    const applicant = await signedInAs(t.app, 'user', 'kent');
    const id = await createApplication(db(), 'kent', applicant.user.id);
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    const res = await call(
      reviewer,
      'POST',
      `/api/super/${status}`,
      actionBody(id, status, overrides),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'review_refused', field });
  });

  it("answers 400 to malformed ids, values and flags, and to a status that is not the route's", async () => {
    const id = await createApplication(db(), 'kent', null);
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    const before = await reviewState(db());
    for (const overrides of [
      { id: 'x' },
      { id: 0 },
      { version: -1 },
      { version: undefined },
      { review_status: 'complete' },
      { data_change_needed: 'yes' },
      { total_value_change: true },
      { total_value_change: 'Y', assessed_total_value: '12a' },
      { total_value_change: 'Y', assessed_total_value: '1234567890123' },
      { total_value_change: 'Y', assessed_total_value: -5 },
      { total_value_change: 'Y', assessed_total_value: 1.5 },
      { partial_assessment: 'Y' },
      { far_why: 'x'.repeat(5000) },
      { unexpected: 1 },
    ]) {
      const res = await call(reviewer, 'POST', '/api/super/far', actionBody(id, 'far', overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(await reviewState(db())).toEqual(before);
  });

  it('answers 409 to a stale version: the second of two reviewers never overwrites the first', async () => {
    const id = await createApplication(db(), 'kent', null);
    const first = await signedInAs(t.app, 'super', 'kent');
    const second = await signedInAs(t.app, 'super', 'kent');
    const [a, b] = await Promise.all([
      call(first, 'POST', '/api/super/far', actionBody(id, 'far', { far_why: 'first' })),
      call(second, 'POST', '/api/super/far', actionBody(id, 'far', { far_why: 'second' })),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({
      error_message: 'version_conflict',
      message: MESSAGES.review.conflict,
    });
    const history = await historyOf(db(), id);
    expect(history).toHaveLength(1);

    const before = await reviewState(db());
    const stale = await call(
      second,
      'POST',
      '/api/super/complete',
      actionBody(id, 'complete', { version: 0 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(await reviewState(db())).toEqual(before);
  });

  it('answers 404 for an unknown review and writes nothing', async () => {
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    const before = await reviewState(db());
    const res = await call(reviewer, 'POST', '/api/super/far', actionBody(888_888, 'far'));
    expect(res.statusCode).toBe(404);
    expect(await reviewState(db())).toEqual(before);
  });
});

describe('GET /api/super/getfile: shown in place or saved', () => {
  function staffUpload(account: SignedInAccount, id: number, name: string, content: Buffer) {
    const form = fixture.multipart({ name, content }, { id: String(id) });
    return injectOn(
      t.app,
      account.municipalityKey,
      {
        method: 'POST',
        url: '/api/super/uploadfile',
        headers: form.headers,
        payload: form.payload,
      },
      account,
    );
  }

  it('a PDF that runs script never becomes a stored file, so the PDFs served inline are script-free', async () => {
    const staff = await signedInAs(t.app, 'super', 'kent');
    const id = await createApplication(db(), 'kent', null);
    const before = await countEveryTable(db());
    const scripted = await staffUpload(staff, id, 'notes.pdf', fixture.pdfWithScript());
    expect(scripted.statusCode).toBe(415);
    expect(scripted.json()).toMatchObject({
      error_message: 'bad_file_type',
      message: MESSAGES.upload.badType,
    });
    expect(await countEveryTable(db())).toEqual(before);

    const pdf = await staffUpload(staff, id, 'notes.pdf', fixture.pdf('script-free notes'));
    const docx = await staffUpload(staff, id, 'sheet.docx', fixture.docx());
    const download = (name: string) =>
      call(staff, 'GET', `/api/super/getfile?file=${encodeURIComponent(name)}`);
    const shown = await download((pdf.json() as { name: string }).name);
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="notes.pdf"/);
    const saved = await download((docx.json() as { name: string }).name);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="sheet.docx"/);
  });
});

describe('review_history', () => {
  it('is append-only in the database', async () => {
    const id = await createApplication(db(), 'kent', null);
    const reviewer = await signedInAs(t.app, 'super', 'kent');
    await call(reviewer, 'POST', '/api/super/far', actionBody(id, 'far'));
    await expect(db().execute(sql`update review_history set action = 'far'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from review_history`)).rejects.toThrow();
    await expect(db().execute(sql`truncate review_history`)).rejects.toThrow();
    expect(await historyOf(db(), id)).toHaveLength(1);
  });
});

describe('reviewOutcomes (for My Applications)', () => {
  it('gives each status, and the decided values once complete', async () => {
    const admin = await signedInAs(t.app, 'admin', 'greenport');
    const waiting = await createApplication(db(), 'greenport', null);
    const changed = await createApplication(db(), 'greenport', null);
    const unchanged = await createApplication(db(), 'greenport', null);
    const foreign = await createApplication(db(), 'lyons', null);
    await call(
      admin,
      'POST',
      '/api/super/complete',
      actionBody(changed, 'complete', {
        total_value_change: 'Y',
        assessed_total_value: 150_000,
      }),
    );
    await call(admin, 'POST', '/api/super/complete', actionBody(unchanged, 'complete'));
    const outcomes = await reviewOutcomes(db(), 'greenport', [
      waiting,
      changed,
      unchanged,
      foreign,
    ]);
    expect(outcomes).toEqual([
      { applicationId: waiting, reviewStatus: 'incomplete', outcome: null },
      {
        applicationId: changed,
        reviewStatus: 'complete',
        outcome: {
          assessedTotalValue: 150_000,
          assessedLandValue: 50_000,
          changed: true,
          completedAt: NOW.toISOString(),
        },
      },
      {
        applicationId: unchanged,
        reviewStatus: 'complete',
        outcome: {
          assessedTotalValue: 200_000,
          assessedLandValue: 50_000,
          changed: false,
          completedAt: NOW.toISOString(),
        },
      },
    ]);
    expect(await reviewOutcomes(db(), 'greenport', [])).toEqual([]);
  });
});
