import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, TOWN_CSV_COLUMNS, townSummarySchema, type TownSummary } from '@ir/domain';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { createApplication } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { actionBody, reviewState } from '../../../test/review-state.ts';
import { townFilingsCsv } from './export-town-filings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());
const db = () => t.app.database.db;

const URLS = ['/api/town/summary', '/api/town/export'] as const;

/** Calendar days from `date` to today, both in New York, as the figures count them. */
function daysSince(date: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  return (Date.parse(today) - Date.parse(date)) / 86_400_000;
}

function get(account: SignedInAccount, url: string, on = account.municipalityKey) {
  return injectOn(t.app, on, { url }, account);
}

async function act(
  reviewer: SignedInAccount,
  id: number,
  status: 'far' | 'complete',
  overrides: Record<string, unknown> = {},
) {
  const url = `/api/super/${status}`;
  const res = await injectOn(
    t.app,
    reviewer.municipalityKey,
    { method: 'POST', url, payload: actionBody(id, status, overrides) },
    reviewer,
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** POST `url` with `payload` as `account`, which must succeed. */
async function post(account: SignedInAccount, url: string, payload: Record<string, unknown>) {
  const res = await injectOn(
    t.app,
    account.municipalityKey,
    { method: 'POST', url, payload },
    account,
  );
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A municipality's filings in every state, with their review actions taken through the API:
 * two awaiting review, one FAR, three complete, one the owner withdrew and one the
 * assessor's office voided.
 */
async function fileMixture(key: string) {
  const reviewer = await signedInAs(t.app, 'super', key);
  const admin = await signedInAs(t.app, 'admin', key);
  const owner = await signedInAs(t.app, 'user', key);
  const at = (iso: string) => ({ submittedAt: new Date(iso) });
  // 22:00 on Feb 28 in New York, though already March 1 in UTC.
  const lateEvening = await createApplication(db(), key, null, {
    ...at('2025-03-01T03:00:00Z'),
    receivedTotalValue: 200_000,
  });
  const unvalued = await createApplication(db(), key, null, {
    ...at('2025-03-01T15:00:00Z'),
    receivedTotalValue: null,
  });
  const far = await createApplication(db(), key, null, {
    ...at('2025-03-01T20:00:00Z'),
    receivedTotalValue: 250_000,
  });
  const lowered = await createApplication(db(), key, null, {
    ...at('2025-03-03T12:00:00Z'),
    receivedTotalValue: 200_000,
  });
  const unchanged = await createApplication(db(), key, null, {
    ...at('2025-03-03T13:00:00Z'),
    receivedTotalValue: 100_000,
  });
  const raised = await createApplication(db(), key, null, {
    // 23:30 on March 9 in New York, after the clocks went forward that morning (UTC-4).
    ...at('2025-03-10T03:30:00Z'),
    receivedTotalValue: 90_000,
    receivedLandValue: 20_000,
  });
  const withdrawn = await createApplication(db(), key, owner.user.id, {
    ...at('2025-03-03T14:00:00Z'),
    receivedTotalValue: 300_000,
  });
  const voided = await createApplication(db(), key, null, {
    ...at('2025-03-04T14:00:00Z'),
    receivedTotalValue: 400_000,
  });
  await post(owner, '/api/applications/withdraw', { id: withdrawn });
  await post(admin, '/api/super/void', { id: voided, reason: 'Filed for the wrong parcel.' });
  await act(reviewer, far, 'far', { total_value_change: 'Y', assessed_total_value: '240000' });
  await act(reviewer, lowered, 'complete', {
    total_value_change: 'Y',
    assessed_total_value: '185000',
  });
  await act(reviewer, unchanged, 'complete');
  await act(reviewer, raised, 'complete', {
    total_value_change: 'Y',
    assessed_total_value: '95000',
  });
  return {
    reviewer,
    admin,
    ids: { lateEvening, unvalued, far, lowered, unchanged, raised, withdrawn, voided },
  };
}

/**
 * Owners' answers in a municipality, through the API: three completed reviews answered
 * accept, disagree and not at all, and a fourth accepted and then reopened to FAR by an admin.
 */
async function answerMixture(key: string) {
  const owner = await signedInAs(t.app, 'user', key);
  const reviewer = await signedInAs(t.app, 'super', key);
  const admin = await signedInAs(t.app, 'admin', key);
  const file = () => createApplication(db(), key, owner.user.id);
  const ids = { accepted: await file(), disagreed: await file(), silent: await file() };
  const reopened = await file();
  for (const id of [...Object.values(ids), reopened]) await act(reviewer, id, 'complete');
  const respond = async (id: number, decision: 'accept' | 'disagree') => {
    const res = await injectOn(
      t.app,
      key,
      {
        method: 'POST',
        url: '/api/applications/respond',
        payload: { id, decision, name: 'Olive Owner' },
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  await respond(ids.accepted, 'accept');
  await respond(ids.disagreed, 'disagree');
  await respond(reopened, 'accept');
  const reopen = await injectOn(
    t.app,
    key,
    {
      method: 'POST',
      url: '/api/super/far',
      payload: { ...actionBody(reopened, 'far', { far_why: 'New evidence' }), version: 1 },
    },
    admin,
  );
  expect(reopen.statusCode, reopen.body).toBe(200);
  return { ...ids, reopened };
}

describe('who may open the town dashboard', () => {
  it.each(URLS)('%s: a visitor gets 401', async (url) => {
    const res = await injectOn(t.app, 'development', { url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error_message: 'unauthorized' });
  });

  const cases = ROLES.flatMap((role) => URLS.map((url) => ({ role, url })));
  it.each(cases)('$url as $role', async ({ role, url }) => {
    const account = await signedInAs(t.app, role);
    const res = await get(account, url);
    if (['town', 'admin', 'mega-admin'].includes(role)) {
      expect(res.statusCode).toBe(200);
    } else {
      // user and super: the town's figures are not the reviewers' business (SPEC §6).
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error_message: 'forbidden' });
    }
  });

  it("another municipality's town account gets nothing of this one", async () => {
    await fileMixture('townofniagara');
    const lyonsTown = await signedInAs(t.app, 'town', 'lyons');
    // Its cookie is nobody on townofniagara's host.
    for (const url of URLS) {
      const res = await injectOn(t.app, 'townofniagara', { url }, lyonsTown);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('TOWNOFNIAGARA');
    }
    // On its own host it sees its own municipality, which has nothing filed.
    const own = townSummarySchema.parse((await get(lyonsTown, URLS[0])).json());
    expect(own.counts.total).toBe(0);
    expect((await get(lyonsTown, URLS[1])).body).toBe(`${TOWN_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('the town role is still refused the super API', async () => {
    const town = await signedInAs(t.app, 'town', 'kent');
    for (const url of ['/api/super/list', '/api/super/list_super_users']) {
      expect((await get(town, url)).statusCode).toBe(403);
    }
    const far = await injectOn(
      t.app,
      'kent',
      { method: 'POST', url: '/api/super/far', payload: actionBody(1, 'far') },
      town,
    );
    expect(far.statusCode).toBe(403);
  });
});

describe('GET /api/town/summary', () => {
  it('counts by status, sums the value under review and the change of completed reviews, per New York day', async () => {
    await fileMixture('kent');
    // Another municipality's filings, in every state, never count here.
    await fileMixture('lyons');
    await createApplication(db(), 'lyons', null, { receivedTotalValue: 9_999_999 });
    const town = await signedInAs(t.app, 'town', 'kent');
    const before = await reviewState(db());
    const res = await get(town, '/api/town/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // Withdrawn counts the owner's withdrawal and the office's void; voided the latter.
      counts: { incomplete: 2, far: 1, offer: 0, complete: 3, withdrawn: 2, voided: 1, total: 8 },
      // 200,000 + (no value) + 250,000: incomplete and far; never a withdrawn filing's value
      under_review: { count: 3, received_total_value: 450_000 },
      // (185,000 - 200,000) + 0 + (95,000 - 90,000)
      completed: {
        count: 3,
        changed: 2,
        total_value_change: -10_000,
        // No owner has answered yet.
        responses: { accept: 0, disagree: 0, none: 3 },
      },
      offers: { sent: 0, accepted: 0, countered: 0, lapsed: 0 },
      meetings: { booked: 0, held: 0, missed: 0 },
      // Filed on March 3, 3 and 9 (ET), all decided today: the middle one was filed March 3.
      median_days_to_decision: daysSince('2025-03-03'),
      // A withdrawn or voided filing still counts on the day it was filed.
      filings_per_day: [
        { date: '2025-02-28', count: 1 },
        { date: '2025-03-01', count: 2 },
        { date: '2025-03-03', count: 3 },
        { date: '2025-03-04', count: 1 },
        { date: '2025-03-09', count: 1 },
      ],
      time_zone: 'America/New_York',
    });
    // Reading writes nothing.
    expect(await reviewState(db())).toEqual(before);
  });

  it('agrees with itself: the stages add up to All filings, and so do the days of the chart', async () => {
    const { admin, ids } = await fileMixture('development');
    const town = await signedInAs(t.app, 'town', 'development');
    const summaryOf = async () => townSummarySchema.parse((await get(town, URLS[0])).json());
    const agrees = (summary: TownSummary) => {
      const { incomplete, far, offer, complete, withdrawn, voided, total } = summary.counts;
      expect(incomplete + far + offer + complete + withdrawn).toBe(total);
      expect(summary.filings_per_day.reduce((sum, day) => sum + day.count, 0)).toBe(total);
      expect(voided).toBeLessThanOrEqual(withdrawn);
      expect(summary.under_review.count).toBe(incomplete + far + offer);
      expect(summary.completed.count).toBe(complete);
    };
    const before = await summaryOf();
    agrees(before);
    // Each move from one stage to another moves one count, and All filings stays.
    await post(admin, '/api/super/void', { id: ids.lateEvening, reason: 'A duplicate filing.' });
    const voided = await summaryOf();
    agrees(voided);
    expect(voided.counts).toEqual({
      ...before.counts,
      incomplete: before.counts.incomplete - 1,
      withdrawn: before.counts.withdrawn + 1,
      voided: before.counts.voided + 1,
    });
    // The FAR moved its version on once.
    await act(admin, ids.far, 'complete', { version: 1 });
    const completed = await summaryOf();
    agrees(completed);
    expect(completed.counts).toEqual({
      ...voided.counts,
      far: voided.counts.far - 1,
      complete: voided.counts.complete + 1,
    });
    // A new filing adds one to All filings, to Awaiting review and to its day.
    await createApplication(db(), 'development', null);
    const filed = await summaryOf();
    agrees(filed);
    expect(filed.counts).toEqual({
      ...completed.counts,
      incomplete: completed.counts.incomplete + 1,
      total: completed.counts.total + 1,
    });
  });

  it("counts the owners' answers to completed reviews, never another municipality's", async () => {
    await answerMixture('cityofoswego');
    // Another municipality's answers stay out of these counts.
    await answerMixture('townofamherst');
    const town = await signedInAs(t.app, 'town', 'cityofoswego');
    const summary = townSummarySchema.parse((await get(town, URLS[0])).json());
    expect(summary.counts).toEqual({
      incomplete: 0,
      far: 1,
      offer: 0,
      complete: 3,
      withdrawn: 0,
      voided: 0,
      total: 4,
    });
    // The reopened review's answer was to a decision that no longer stands.
    expect(summary.completed.responses).toEqual({ accept: 1, disagree: 1, none: 1 });
  });

  it('answers zeros and no days for a municipality with no filings', async () => {
    const town = await signedInAs(t.app, 'town', 'potsdam');
    expect((await get(town, '/api/town/summary')).json()).toEqual({
      counts: { incomplete: 0, far: 0, offer: 0, complete: 0, withdrawn: 0, voided: 0, total: 0 },
      under_review: { count: 0, received_total_value: 0 },
      completed: {
        count: 0,
        changed: 0,
        total_value_change: 0,
        responses: { accept: 0, disagree: 0, none: 0 },
      },
      offers: { sent: 0, accepted: 0, countered: 0, lapsed: 0 },
      meetings: { booked: 0, held: 0, missed: 0 },
      median_days_to_decision: null,
      filings_per_day: [],
      time_zone: 'America/New_York',
    });
  });

  it('answers an admin and a mega-admin the same figures as the town', async () => {
    await fileMixture('sandlake');
    const figures = [];
    for (const role of ['town', 'admin', 'mega-admin'] as const) {
      figures.push((await get(await signedInAs(t.app, role, 'sandlake'), URLS[0])).json());
    }
    expect(figures[1]).toEqual(figures[0]);
    expect(figures[2]).toEqual(figures[0]);
    expect(figures[0]).toMatchObject({ counts: { total: 8 } });
  });
});

describe('GET /api/town/export', () => {
  it('is an attachment of every filing in filing order, outcomes once complete, no staff identities', async () => {
    const { reviewer, admin: mixtureAdmin, ids } = await fileMixture('greenport');
    const assignee = await signedInAs(t.app, 'super', 'greenport');
    const admin = await signedInAs(t.app, 'admin', 'greenport');
    const assigned = await injectOn(
      t.app,
      'greenport',
      {
        method: 'POST',
        url: '/api/super/assign_review',
        payload: { reviews: [{ id: ids.lateEvening, user: assignee.user.id }] },
      },
      admin,
    );
    expect(assigned.statusCode).toBe(200);
    await createApplication(db(), 'lyons', null, { locStName: 'Lyons Only Rd' });
    const town = await signedInAs(t.app, 'town', 'greenport');

    const res = await get(town, '/api/town/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="filings-greenport.csv"');
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Filing number,SBL,Class,Number,Name,Submitted (ET),Status,Original value,New assessed value,Change in assessed value,Data change needed,Data change complete,Sketch change needed,Sketch change complete,Owner response,Offers sent,Latest offer,Meeting,Days to decision',
    );
    const records = lines.slice(1, -1).map((line) => line.split(','));
    const number = (id: number) => `GREENPORT-2025-${String(id).padStart(6, '0')}`;
    expect(records.map((r) => r[0])).toEqual(
      Object.values(ids)
        .sort((a, b) => a - b)
        .map(number),
    );
    const byId = (id: number) => records.find((r) => r[0] === number(id))!;
    expect(byId(ids.lateEvening).slice(5)).toEqual([
      // 03:00 UTC on March 1 is still February 28 in New York.
      '2025-02-28 22:00:00',
      'incomplete',
      '200000',
      '',
      '',
      'N',
      'N',
      'N',
      'N',
      '',
      '0',
      '',
      '',
      '',
    ]);
    expect(byId(ids.unvalued).slice(6, 10)).toEqual(['incomplete', '', '', '']);
    // A FAR's working value is not an outcome yet.
    expect(byId(ids.far).slice(6, 10)).toEqual(['far', '250000', '', '']);
    // The change is an amount, new minus original, signed: a number, never 'Y' or 'N'.
    expect(byId(ids.lowered).slice(6, 10)).toEqual(['complete', '200000', '185000', '-15000']);
    expect(byId(ids.unchanged).slice(6, 10)).toEqual(['complete', '100000', '100000', '0']);
    expect(byId(ids.raised).slice(6, 10)).toEqual(['complete', '90000', '95000', '5000']);
    // Withdrawn and voided filings are listed with their status, and no outcome.
    expect(byId(ids.withdrawn).slice(6, 10)).toEqual(['withdrawn', '300000', '', '']);
    expect(byId(ids.voided).slice(6, 10)).toEqual(['withdrawn', '400000', '', '']);
    const answer = TOWN_CSV_COLUMNS.indexOf('Owner response');
    expect(byId(ids.voided)[answer]).toBe('');
    expect(byId(ids.unchanged)[answer]).toBe('No response');
    expect(byId(ids.far)[answer]).toBe('');
    // Days from filing (ET) to the decision, once decided.
    const days = TOWN_CSV_COLUMNS.indexOf('Days to decision');
    expect(byId(ids.unchanged)[days]).toBe(String(daysSince('2025-03-03')));
    expect(byId(ids.far)[days]).toBe('');
    expect(byId(ids.lowered).slice(1, 5)).toEqual([
      expect.stringMatching(/^100\.00-1-\d+$/),
      '210',
      expect.any(String),
      'Main St',
    ]);
    // Who reviewed and who is assigned stay inside the firm (decision 022).
    for (const staff of [reviewer, assignee, admin, mixtureAdmin]) {
      expect(res.body).not.toContain(staff.user.email);
    }
    expect(res.body).not.toContain('Lyons Only Rd');
  });

  it("adds up, in its change column, to the dashboard's change in value of completed reviews", async () => {
    // A municipality no other test counts exactly (the answers' test files there too).
    await fileMixture('townofamherst');
    const town = await signedInAs(t.app, 'town', 'townofamherst');
    const summary = townSummarySchema.parse((await get(town, URLS[0])).json());
    const lines = (await get(town, URLS[1])).body.split('\r\n');
    const column = lines[0]!.split(',').indexOf('Change in assessed value');
    expect(column).toBeGreaterThan(0);
    const cells = lines.slice(1, -1).map((line) => line.split(',')[column]!);
    // Every cell is empty or a whole number of dollars, a negative one written as a number.
    for (const cell of cells) expect(cell).toMatch(/^(-?\d+)?$/);
    const sum = cells.reduce((total, cell) => total + (cell === '' ? 0 : Number(cell)), 0);
    expect(sum).toBe(summary.completed.total_value_change);
    expect(cells.filter((cell) => cell !== '')).toHaveLength(summary.completed.count);
    // One row per filing, withdrawn and voided ones too: as many as All filings.
    expect(cells).toHaveLength(summary.counts.total);
  });

  it("writes each completed review's owner response in words, and none before completion", async () => {
    const ids = await answerMixture('potsdam');
    const town = await signedInAs(t.app, 'town', 'potsdam');
    const lines = (await get(town, '/api/town/export')).body.split('\r\n').slice(1, -1);
    const response = (id: number) =>
      lines
        .find((line) => line.startsWith(`POTSDAM-2025-${String(id).padStart(6, '0')},`))
        ?.split(',')[TOWN_CSV_COLUMNS.indexOf('Owner response')];
    expect(response(ids.accepted)).toBe('Accepted');
    expect(response(ids.disagreed)).toBe('Disagreed');
    expect(response(ids.silent)).toBe('No response');
    expect(response(ids.reopened)).toBe('');
  });

  it('quotes and neutralises what a spreadsheet would run as a formula', async () => {
    const town = await signedInAs(t.app, 'town', 'taghkanic');
    await createApplication(db(), 'taghkanic', null, {
      locStName: '=HYPERLINK("http://evil","x")',
      locStNbr: '@SUM(A1)',
      propClass: '+1',
    });
    await createApplication(db(), 'taghkanic', null, { locStName: 'Main St, "Upper"\nEnd' });
    const { body } = await get(town, '/api/town/export');
    expect(body).toContain(`,'+1,'@SUM(A1),"'=HYPERLINK(""http://evil"",""x"")",`);
    expect(body).toContain(`,"Main St, ""Upper""\nEnd",`);
  });

  it("writes each filing's time on New York's clock, in winter and summer, its header saying ET", async () => {
    const town = await signedInAs(t.app, 'town', 'sandlake');
    await createApplication(db(), 'sandlake', null, {
      submittedAt: new Date('2025-01-15T17:36:05Z'),
    });
    await createApplication(db(), 'sandlake', null, {
      submittedAt: new Date('2025-07-04T03:59:00Z'),
    });
    const lines = (await get(town, '/api/town/export')).body.split('\r\n');
    const submitted = TOWN_CSV_COLUMNS.indexOf('Submitted (ET)');
    expect(submitted).toBeGreaterThan(0);
    expect(lines[0]?.split(',')[submitted]).toBe('Submitted (ET)');
    // Other tests file in this municipality too: these two are among the rows.
    expect(lines.slice(1, -1).map((line) => line.split(',')[submitted])).toEqual(
      expect.arrayContaining([
        '2025-01-15 12:36:05',
        // Still July 3 in New York (UTC-4 in summer).
        '2025-07-03 23:59:00',
      ]),
    );
  });

  it('reads in batches and yields every filing exactly once', async () => {
    for (let i = 0; i < 5; i += 1) await createApplication(db(), 'amherst', null);
    let csv = '';
    for await (const chunk of townFilingsCsv(db(), 'amherst', 2)) csv += chunk;
    const numbers = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    expect(numbers).toHaveLength(5);
    expect(new Set(numbers).size).toBe(5);
  });

  it("a cookie of another municipality is nobody here: 401, and none of this municipality's rows", async () => {
    const kentTown = await signedInAs(t.app, 'town', 'kent');
    const res = await injectAsForeigner(t.app, kentTown, { url: '/api/town/export' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Filing number');
  });
});
