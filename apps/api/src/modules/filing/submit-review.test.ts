import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, withPhone, type Role } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { freshIp, mailTo } from '../../../test/factories.ts';
import { countEveryTable } from '../../../test/table-counts.ts';
import {
  APPLICANT,
  applicationsFor,
  countFilingRows,
  createDraftFile,
  createParcel,
  OWNER,
  submissionFor,
} from '../../../test/filing-factories.ts';
import { applicationFiles, savedApplicants } from '../../db/schema/index.ts';
import { listAuditRows } from '../audit/index.ts';
import { SUBMIT_RATE_LIMIT } from './routes.ts';
import { violates } from './submit-review.ts';

/** development's deadline is the next March 31 (2026-03-31): open, roll year 2026. */
const NOW = new Date('2026-02-10T15:00:00Z');
const PHONE = '(518) 555-0199';

let t: TestApp;

beforeAll(async () => {
  t = await build({ now: NOW, env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
});
afterAll(() => t.close());

function submit(account: SignedInAccount | undefined, payload: unknown, key = 'development') {
  return injectOn(
    t.app,
    account?.municipalityKey ?? key,
    {
      method: 'POST',
      url: '/api/ir/submit_review',
      payload: payload as object,
      remoteAddress: freshIp(),
    },
    account,
  );
}

const db = () => t.database.db;

async function draftsOf(userId: number, sbl: string) {
  return db()
    .select()
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.uploadedBy, userId),
        eq(applicationFiles.sbl, sbl),
        isNull(applicationFiles.applicationId),
      ),
    );
}

describe('POST /api/ir/submit_review: the application as filed', () => {
  it('writes the application with the parcel snapshot, attaches the drafts, saves the applicant and queues the receipt', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development', { locUnit: '2B' });
    const files = [
      await createDraftFile(db(), 'development', account.user.id, parcel.sbl),
      await createDraftFile(db(), 'development', account.user.id, parcel.sbl),
    ];
    // A draft for another parcel stays a draft.
    const other = await createParcel(db(), 'development');
    await createDraftFile(db(), 'development', account.user.id, other.sbl);
    // The comparables are parcels of this municipality too.
    await createParcel(db(), 'development', { sbl: '200.10-1-1' });
    await createParcel(db(), 'development', { sbl: '201.10-1-2' });

    const res = await submit(
      account,
      await submissionFor(t.app, parcel.sbl, {
        isOwner: false,
        ...APPLICANT,
        appFirstName: '  Adam ',
        save_applicant: true,
        desiredValue: '185000',
        reason: 'comparable_sales',
        comp1: '200.10-1-1',
        comp2: ' 201.10-1-2 ',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [row] = await applicationsFor(db(), parcel.sbl);
    expect(row).toBeDefined();
    expect(body).toEqual({
      success: true,
      ir_id: row?.id,
      confirmation: {
        ir_id: row?.id,
        filingNumber: `DEVELOPMENT-2026-${String(row?.id).padStart(6, '0')}`,
        sbl: parcel.sbl,
        address: parcel.fullAddress,
        assessedValue: parcel.totalAv,
        desiredValue: 185000,
        reason: 'comparable_sales',
        valueComments: 'Similar houses sold for less.',
        fileCount: 2,
        submittedAt: NOW.toISOString(),
      },
    });
    expect(row).toMatchObject({
      municipalityKey: 'development',
      filingYear: 2026,
      submittedBy: account.user.id,
      sbl: parcel.sbl,
      parcelId: parcel.parcelId,
      swisCo: parcel.swisCo,
      swisTown: parcel.swisTown,
      swisVg: parcel.swisVg,
      propClass: parcel.propClass,
      nbhdCode: parcel.nbhdCode,
      ownCode: parcel.ownCode,
      receivedTotalValue: parcel.totalAv,
      receivedLandValue: parcel.landAv,
      sfla: parcel.sfla,
      locPrefixDir: 'N',
      locStNbr: parcel.locStNbr,
      locStName: 'Maple',
      locMailStSuff: 'St',
      locUnit: '2B',
      fullAddress: parcel.fullAddress,
      ownerFirstName: OWNER.pOFirstName,
      ownerLastName: OWNER.pOLastName,
      ownerZip: OWNER.pOZipCode,
      ownerPhone: OWNER.pOPhone,
      applicantIsOwner: false,
      applicantFirstName: 'Adam',
      applicantLastName: 'Agent',
      applicantAddress2: 'Suite 2',
      applicantZip: '10512-1234',
      desiredValue: 185000,
      reason: 'comparable_sales',
      comments: 'Similar houses sold for less.',
      comps: ['200.10-1-1', '201.10-1-2'],
      appStatus: 'C',
      reviewStatus: 'incomplete',
      submittedAt: NOW,
    });

    const attached = await db()
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, row?.id ?? 0));
    expect(attached.map((f) => f.id).sort()).toEqual(files.map((f) => f.id).sort());
    expect(await draftsOf(account.user.id, other.sbl)).toHaveLength(1);

    const [saved] = await db()
      .select()
      .from(savedApplicants)
      .where(eq(savedApplicants.userId, account.user.id));
    expect(saved).toMatchObject({
      firstName: 'Adam',
      lastName: 'Agent',
      address1: '1 Main St',
      address2: 'Suite 2',
      city: 'Carmel',
      state: 'NY',
      zip: '10512-1234',
      phone: '(845) 555-0202',
    });

    const mail = await mailTo(db(), account.user.email);
    expect(mail).toHaveLength(1);
    const receipt = mail[0];
    const number = body.confirmation.filingNumber as string;
    expect(receipt?.municipalityKey).toBe('development');
    expect(receipt?.subject).toContain(number);
    for (const text of [receipt?.textBody, receipt?.htmlBody]) {
      expect(text).toContain(number);
      expect(text).toContain(parcel.fullAddress);
      expect(text).toContain(parcel.sbl);
      expect(text).toContain('$185,000');
      expect(text).toContain('Comparable sales');
      expect(text).toContain('Files submitted: 2');
      expect(text).toContain('What happens next');
      expect(text).toContain('May 2026');
      expect(text).toContain(PHONE);
    }
    expect(receipt?.textBody).toContain('http://development.localhost/applications');
    // An owner filing for themselves is not a staff action: no audit row.
    expect(
      await listAuditRows(db(), 'development', { type: 'application', id: String(row?.id) }),
    ).toEqual([]);
  });

  it('takes every parcel value from the database, never from the payload', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development', { propClass: '411', totalAv: 900_000 });
    const res = await submit(
      account,
      await submissionFor(t.app, parcel.sbl, {
        address: '1 Forged Rd',
        prop_class: '210',
        parcel_id: 'FORGED',
        swis_vg: '999999',
        asmt_own_code: 'X',
        received_land_value: 1,
        received_total_value: '2',
        nbhd_code: 'FORGED',
        app_status: 'C',
        review_status: 'incomplete',
      }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await applicationsFor(db(), parcel.sbl);
    expect(row).toMatchObject({
      fullAddress: parcel.fullAddress,
      propClass: '411',
      parcelId: parcel.parcelId,
      swisVg: parcel.swisVg,
      ownCode: parcel.ownCode,
      receivedLandValue: parcel.landAv,
      receivedTotalValue: 900_000,
      nbhdCode: parcel.nbhdCode,
    });
    expect(res.json().confirmation.assessedValue).toBe(900_000);
  });

  it('keeps no applicant, and saves none, when the applicant is the owner', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development');
    const res = await submit(
      account,
      await submissionFor(t.app, parcel.sbl, {
        isOwner: true,
        ...APPLICANT,
        save_applicant: true,
      }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await applicationsFor(db(), parcel.sbl);
    expect(row).toMatchObject({
      applicantIsOwner: true,
      applicantFirstName: null,
      applicantPhone: null,
      comps: [],
    });
    expect(
      await db().select().from(savedApplicants).where(eq(savedApplicants.userId, account.user.id)),
    ).toEqual([]);
  });

  it('replaces the saved applicant on a later filing', async () => {
    const account = await signedInAs(t.app, 'user');
    for (const [firstName, parcel] of [
      ['First', await createParcel(db(), 'development')],
      ['Second', await createParcel(db(), 'development')],
    ] as const) {
      const res = await submit(
        account,
        await submissionFor(t.app, parcel.sbl, {
          isOwner: false,
          ...APPLICANT,
          appFirstName: firstName,
          save_applicant: true,
        }),
      );
      expect(res.statusCode).toBe(200);
    }
    const saved = await db()
      .select()
      .from(savedApplicants)
      .where(eq(savedApplicants.userId, account.user.id));
    expect(saved.map((s) => s.firstName)).toEqual(['Second']);
  });

  it('records staff filing for someone as the submitter, with an audit row', async () => {
    const staff = await signedInAs(t.app, 'super');
    const parcel = await createParcel(db(), 'development');
    await createDraftFile(db(), 'development', staff.user.id, parcel.sbl);
    const res = await submit(staff, await submissionFor(t.app, parcel.sbl));
    expect(res.statusCode).toBe(200);
    const [row] = await applicationsFor(db(), parcel.sbl);
    expect(row?.submittedBy).toBe(staff.user.id);
    expect(res.json().confirmation.fileCount).toBe(1);
    expect(await mailTo(db(), staff.user.email)).toHaveLength(1);
    const audit = await listAuditRows(db(), 'development', {
      type: 'application',
      id: String(row?.id),
    });
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: staff.user.id,
        action: 'application.file',
        after: expect.objectContaining({ sbl: parcel.sbl, owner: 'Olive Owner' }),
      }),
    ]);
    const list = await injectOn(t.app, 'development', { url: '/api/applications/view' }, staff);
    expect(list.json().map((r: unknown[]) => r[0])).toContain(parcel.sbl);
  });
});

describe('POST /api/ir/submit_review: refusals write nothing', () => {
  /** Submits and proves no application, e-mail, saved applicant or attachment was written. */
  async function refused(
    account: SignedInAccount | undefined,
    payload: unknown,
    sbl: string,
    key = 'development',
  ) {
    const before = await countFilingRows(db());
    const drafts = account ? await draftsOf(account.user.id, sbl) : [];
    const res = await submit(account, payload, key);
    expect(await countFilingRows(db())).toEqual(before);
    if (account) expect(await draftsOf(account.user.id, sbl)).toEqual(drafts);
    return res;
  }

  async function withDraft(role: Role = 'user', key = 'development') {
    const account = await signedInAs(t.app, role, key);
    const parcel = await createParcel(db(), key);
    await createDraftFile(db(), key, account.user.id, parcel.sbl);
    return { account, parcel };
  }

  it('refuses, field by field, what the documents could not print: emoji, symbols, Korean', async () => {
    const { account, parcel } = await withDraft();
    const res = await refused(
      account,
      await submissionFor(t.app, parcel.sbl, {
        ...APPLICANT,
        isOwner: false,
        pOFirstName: 'Olive 😀',
        pOAddress2: 'Apt ☃',
        pOPhone: '(716) 555-0101 ☎',
        appLastName: '김민준',
        appCity: 'Carmel ✓',
        valueComments: 'The roof leaks 🌧\nsince spring.',
      }),
      parcel.sbl,
    );
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as Array<{ path: string; message: string }>;
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      'body.pOFirstName': MESSAGES.input.notPrintable,
      'body.pOAddress2': MESSAGES.input.notPrintable,
      'body.pOPhone': MESSAGES.input.notPrintable,
      'body.appLastName': MESSAGES.input.notPrintable,
      'body.appCity': MESSAGES.input.notPrintable,
      'body.valueComments': MESSAGES.input.notPrintable,
    });
  });

  it.each([
    ['13 digits', '1234567890123'],
    ['letters', '12a000'],
    ['decimals', '150000.50'],
    ['empty', ''],
  ])('a desired value with %s is 400', async (_name, desiredValue) => {
    const { account, parcel } = await withDraft();
    const res = await refused(
      account,
      await submissionFor(t.app, parcel.sbl, { desiredValue }),
      parcel.sbl,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'validation_error' });
    expect(res.json().issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.desiredValue' })]),
    );
  });

  it('a sixth comp is 400', async () => {
    const { account, parcel } = await withDraft();
    const comps = { comp1: 'A1', comp2: 'A2', comp3: 'A3', comp4: 'A4', comp5: 'A5' };
    const res = await refused(
      account,
      await submissionFor(t.app, parcel.sbl, { ...comps, comp6: 'A6' }),
      parcel.sbl,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'validation_error' });
  });

  it('a duplicated comp is 400 with SPEC’s text', async () => {
    const { account, parcel } = await withDraft();
    const res = await refused(
      account,
      await submissionFor(t.app, parcel.sbl, { comp1: '200.10-1-1', comp3: '200.10 -1-1' }),
      parcel.sbl,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'body.comp1',
        message: MESSAGES.filing.compDuplicate,
        message_key: 'filing.compDuplicate',
      },
    ]);
  });

  it('a comp over 20 characters is 400', async () => {
    const { account, parcel } = await withDraft();
    const res = await refused(
      account,
      await submissionFor(t.app, parcel.sbl, { comp2: '1'.repeat(21) }),
      parcel.sbl,
    );
    expect(res.json().issues).toEqual([
      {
        path: 'body.comp2',
        message: MESSAGES.filing.compInvalid,
        message_key: 'filing.compInvalid',
      },
    ]);
  });

  it('lists every missing applicant field when the applicant is not the owner', async () => {
    const { account, parcel } = await withDraft();
    const res = await refused(
      account,
      await submissionFor(t.app, parcel.sbl, { isOwner: false, save_applicant: true }),
      parcel.sbl,
    );
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as Array<{ path: string; message: string }>;
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      'body.appFirstName': MESSAGES.owner.minTwo,
      'body.appLastName': MESSAGES.owner.minTwo,
      'body.appAddress1': MESSAGES.owner.minTwo,
      'body.appCity': MESSAGES.owner.minTwo,
      'body.appState': MESSAGES.owner.minTwo,
      'body.appZipCode': MESSAGES.owner.zip,
      'body.appPhone': MESSAGES.owner.phone,
    });
  });

  it("refuses an owner's or an applicant's field that a spreadsheet would run as a formula, on that field, in the request's language", async () => {
    const { account, parcel } = await withDraft();
    const formulas = {
      pOFirstName: '=HYPERLINK("https://evil.example","Olive")',
      pOLastName: '@Owner',
      // Trimmed first: a leading space hides nothing.
      pOAddress1: ' +1 Main St',
      pOAddress2: '-Apt 2',
      pOCity: '=Carmel',
      pOPhone: '+1 (518) 555-0142',
      appFirstName: 'Adam',
      appLastName: "=cmd|' /C calc'!A0",
      appAddress1: '1 Main St',
      appCity: '@Carmel',
      appPhone: '-(845) 555-0202',
    };
    const payload = await submissionFor(t.app, parcel.sbl, {
      isOwner: false,
      ...APPLICANT,
      ...formulas,
    });
    const byField = (res: { json(): { issues: Array<{ path: string; message: string }> } }) =>
      Object.fromEntries(res.json().issues.map((i) => [i.path, i.message]));
    const fields = Object.keys(formulas).filter(
      (f) => !['appFirstName', 'appAddress1'].includes(f),
    );

    const res = await refused(account, payload, parcel.sbl);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'validation_error' });
    expect(byField(res)).toEqual(
      Object.fromEntries(fields.map((f) => [`body.${f}`, MESSAGES.owner.formulaStart])),
    );

    const spanish = await injectOn(
      t.app,
      'development',
      {
        method: 'POST',
        url: '/api/ir/submit_review',
        headers: { 'accept-language': 'es-US,es;q=0.9' },
        payload: { ...payload, captcha: await solvedCaptcha(t.app) },
        remoteAddress: freshIp(),
      },
      account,
    );
    expect(spanish.statusCode).toBe(400);
    expect(byField(spanish)).toEqual(
      Object.fromEntries(fields.map((f) => [`body.${f}`, MESSAGES_ES.owner.formulaStart])),
    );

    // The same names with the sign inside, not first, are names like any other.
    const fine = await submit(
      account,
      await submissionFor(t.app, parcel.sbl, {
        pOFirstName: 'Anne-Marie',
        pOLastName: "O'Neil + Sons",
        pOAddress2: 'c/o smith@example.com',
      }),
    );
    expect(fine.statusCode).toBe(200);
  });

  it.each([
    ['an owner field too short', { pOFirstName: 'O' }],
    ['a bad owner zip', { pOZipCode: '1234' }],
    ['a short owner phone', { pOPhone: '555-0101' }],
    ['an unknown reason', { reason: 'too_high' }],
    ["SPEC's single name field, which the form does not send", { pOName: 'Olive Owner' }],
    ['no captcha', { captcha: '' }],
    ['isOwner not a boolean', { isOwner: 'yes' }],
  ])('%s is 400', async (_name, overrides) => {
    const { account, parcel } = await withDraft();
    const res = await refused(
      account,
      await submissionFor(t.app, parcel.sbl, overrides),
      parcel.sbl,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
  });

  it('a captcha that is not a solution is 400 bad_captcha', async () => {
    const { account, parcel } = await withDraft();
    const res = await refused(
      account,
      await submissionFor(t.app, parcel.sbl, { captcha: 'not-a-solution' }),
      parcel.sbl,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error_message: 'bad_captcha',
      message: MESSAGES.filing.badCaptcha,
      message_key: 'filing.badCaptcha',
      field: 'captcha',
    });
  });

  it('a replayed captcha is 400 bad_captcha', async () => {
    const account = await signedInAs(t.app, 'user');
    const first = await createParcel(db(), 'development');
    const captcha = await solvedCaptcha(t.app);
    expect(
      (await submit(account, await submissionFor(t.app, first.sbl, { captcha }))).statusCode,
    ).toBe(200);
    const second = await createParcel(db(), 'development');
    await createDraftFile(db(), 'development', account.user.id, second.sbl);
    const res = await refused(
      account,
      await submissionFor(t.app, second.sbl, { captcha }),
      second.sbl,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_message: 'bad_captcha' });
  });

  describe('after the deadline (greenport: its catalog period ended 2025-03-31)', () => {
    it('refuses role user with 403 period_expired', async () => {
      const { account, parcel } = await withDraft('user', 'greenport');
      const res = await refused(account, await submissionFor(t.app, parcel.sbl), parcel.sbl);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error_message: 'period_expired',
        message: withPhone(MESSAGES.filing.periodExpired, PHONE),
        message_key: 'filing.periodExpired',
        message_values: { phone: PHONE },
      });
    });

    it.each(['town', 'super', 'admin', 'mega-admin'] as const)(
      'lets %s file late, for the roll year of the period',
      async (role) => {
        const { account, parcel } = await withDraft(role, 'greenport');
        const res = await submit(account, await submissionFor(t.app, parcel.sbl));
        expect(res.statusCode).toBe(200);
        expect(res.json().confirmation.filingNumber).toMatch(/^GREENPORT-2025-\d{6}$/);
        const [row] = await applicationsFor(db(), parcel.sbl);
        expect(row).toMatchObject({ filingYear: 2025, submittedBy: account.user.id });
      },
    );
  });

  it('a comparable that is not a parcel of this municipality is 400 Invalid sbl per field, leaving the captcha unspent', async () => {
    const { account, parcel } = await withDraft();
    const comp = await createParcel(db(), 'development');
    const lyons = await createParcel(db(), 'lyons');
    const captcha = await solvedCaptcha(t.app);
    const payload = await submissionFor(t.app, parcel.sbl, {
      captcha,
      comp1: comp.sbl,
      comp3: lyons.sbl,
      comp4: '999.99-9-98',
    });
    const before = await countEveryTable(db(), ['rate_limits']);
    const res = await refused(account, payload, parcel.sbl);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error_message: 'invalid_comp',
      message: MESSAGES.filing.compInvalid,
      message_key: 'filing.compInvalid',
      field: 'comp3',
      issues: [
        {
          path: 'body.comp3',
          message: MESSAGES.filing.compInvalid,
          message_key: 'filing.compInvalid',
        },
        {
          path: 'body.comp4',
          message: MESSAGES.filing.compInvalid,
          message_key: 'filing.compInvalid',
        },
      ],
    });
    expect(await countEveryTable(db(), ['rate_limits'])).toEqual(before);
    // Corrected, the same captcha still files: the refusal spent nothing.
    const fixed = await submit(account, { ...payload, comp3: '', comp4: '' });
    expect(fixed.statusCode).toBe(200);
    expect((await applicationsFor(db(), parcel.sbl))[0]?.comps).toEqual([comp.sbl]);
  });

  it('a parcel of another municipality is 404', async () => {
    const account = await signedInAs(t.app, 'user');
    const lyons = await createParcel(db(), 'lyons');
    await createDraftFile(db(), 'development', account.user.id, lyons.sbl);
    const res = await refused(account, await submissionFor(t.app, lyons.sbl), lyons.sbl);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error_message: 'not_found',
      message: withPhone(MESSAGES.filing.parcelNotFound, PHONE),
      message_key: 'filing.parcelNotFound',
      message_values: { phone: PHONE },
      field: 'sbl',
    });
    expect(await applicationsFor(db(), lyons.sbl)).toEqual([]);
  });

  it('an unknown parcel is 404', async () => {
    const account = await signedInAs(t.app, 'user');
    const res = await refused(account, await submissionFor(t.app, '999.99-9-99'), '999.99-9-99');
    expect(res.statusCode).toBe(404);
  });

  it('a second submission for the parcel is 409 app_exists, from the same or another account', async () => {
    const first = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development');
    expect((await submit(first, await submissionFor(t.app, parcel.sbl))).statusCode).toBe(200);
    for (const account of [first, await signedInAs(t.app, 'user')]) {
      await createDraftFile(db(), 'development', account.user.id, parcel.sbl);
      const res = await refused(account, await submissionFor(t.app, parcel.sbl), parcel.sbl);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        error_message: 'app_exists',
        message: withPhone(MESSAGES.filing.applicationExists, PHONE),
        message_key: 'filing.applicationExists',
        message_values: { phone: PHONE },
      });
    }
    expect(await applicationsFor(db(), parcel.sbl)).toHaveLength(1);
  });

  it('signed out is 401', async () => {
    const parcel = await createParcel(db(), 'development');
    const res = await refused(undefined, await submissionFor(t.app, parcel.sbl), parcel.sbl);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error_message: 'unauthorized' });
  });

  it('a request from another site is 403 bad_origin', async () => {
    const { account, parcel } = await withDraft();
    const before = await countFilingRows(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ir/submit_review',
      headers: { ...account.headers, origin: 'https://evil.example' },
      payload: await submissionFor(t.app, parcel.sbl),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_message: 'bad_origin' });
    expect(await countFilingRows(db())).toEqual(before);
  });

  it(`limits one account to ${SUBMIT_RATE_LIMIT.perUser} submissions in ${SUBMIT_RATE_LIMIT.windowMs / 60000} minutes`, async () => {
    const { account, parcel } = await withDraft();
    const payload = await submissionFor(t.app, parcel.sbl, { captcha: 'not-a-solution' });
    for (let i = 0; i < SUBMIT_RATE_LIMIT.perUser; i++) {
      expect((await submit(account, payload)).statusCode).toBe(400);
    }
    const res = await refused(account, await submissionFor(t.app, parcel.sbl), parcel.sbl);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error_message: 'too_many_requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back by this one.
    const other = await signedInAs(t.app, 'user');
    expect((await submit(other, await submissionFor(t.app, parcel.sbl))).statusCode).toBe(200);
  });
});

describe('POST /api/ir/submit_review: races', () => {
  it('two tabs submitting the same parcel at once make exactly one application and one 409', async () => {
    const parcel = await createParcel(db(), 'development');
    const a = await signedInAs(t.app, 'user');
    const b = await signedInAs(t.app, 'user');
    await createDraftFile(db(), 'development', a.user.id, parcel.sbl);
    await createDraftFile(db(), 'development', b.user.id, parcel.sbl);
    const before = await countFilingRows(db());
    const [ra, rb] = await Promise.all([
      submit(a, await submissionFor(t.app, parcel.sbl)),
      submit(b, await submissionFor(t.app, parcel.sbl)),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const rows = await applicationsFor(db(), parcel.sbl);
    expect(rows).toHaveLength(1);
    const winner = rows[0]?.submittedBy === a.user.id ? a : b;
    const loser = winner === a ? b : a;
    // Only the winner's e-mail and files; the loser's draft stays a draft.
    expect(await mailTo(db(), winner.user.email)).toHaveLength(1);
    expect(await mailTo(db(), loser.user.email)).toHaveLength(0);
    expect(await draftsOf(loser.user.id, parcel.sbl)).toHaveLength(1);
    expect(await draftsOf(winner.user.id, parcel.sbl)).toHaveLength(0);
    expect(await countFilingRows(db())).toEqual({
      ...before,
      applications: before.applications + 1,
      outbox: before.outbox + 1,
      attachedFiles: before.attachedFiles + 1,
    });
  });

  it('ten concurrent submissions for one parcel make one application', async () => {
    const parcel = await createParcel(db(), 'development');
    const accounts = await Promise.all(Array.from({ length: 10 }, () => signedInAs(t.app, 'user')));
    const payloads = await Promise.all(accounts.map(() => submissionFor(t.app, parcel.sbl)));
    const answers = await Promise.all(accounts.map((a, i) => submit(a, payloads[i])));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect(await applicationsFor(db(), parcel.sbl)).toHaveLength(1);
  });

  it('a double click on Submit (the same request twice) files once', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development');
    await createDraftFile(db(), 'development', account.user.id, parcel.sbl);
    const payload = await submissionFor(t.app, parcel.sbl);
    const answers = await Promise.all([submit(account, payload), submit(account, payload)]);
    const codes = answers.map((r) => r.statusCode).sort();
    // The second is refused for its used captcha, or, if it got past that, by the index.
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    expect(await applicationsFor(db(), parcel.sbl)).toHaveLength(1);
    expect(await mailTo(db(), account.user.email)).toHaveLength(1);
  });

  it('the unique index alone refuses a second row for the parcel and year', async () => {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(db(), 'development');
    expect((await submit(account, await submissionFor(t.app, parcel.sbl))).statusCode).toBe(200);
    const error = await db()
      .execute(
        sql`insert into applications (municipality_key, filing_year, sbl, full_address,
              owner_first_name, owner_last_name, owner_address1, owner_city, owner_state,
              owner_zip, owner_phone, applicant_is_owner, desired_value, reason)
            values ('development', 2026, ${parcel.sbl}, 'x', 'a', 'b', 'c', 'd', 'e', 'f', 'g',
              true, 1, 'other')`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(violates(error, 'applications_one_review_key')).toBe(true);
    expect(violates(error, 'some_other_index')).toBe(false);
    expect(violates(new Error('boom'), 'applications_one_review_key')).toBe(false);
  });
});

describe('a failure on our side', () => {
  it('answers 500 with SPEC’s submit text and keeps nothing of the submission', async () => {
    const broken = await build({ now: NOW, env: { ...AUTH_TEST_ENV, FIRM_PHONE: PHONE } });
    try {
      const account = await signedInAs(broken.app, 'user');
      const parcel = await createParcel(broken.database.db, 'development');
      await createDraftFile(broken.database.db, 'development', account.user.id, parcel.sbl);
      // The outbox refuses every row, so the transaction fails after the application was written.
      await broken.database.db.execute(
        sql`alter table outbox add constraint refuse_all check (recipient = '')`,
      );
      const res = await injectOn(
        broken.app,
        'development',
        {
          method: 'POST',
          url: '/api/ir/submit_review',
          payload: await submissionFor(broken.app, parcel.sbl, {
            isOwner: false,
            ...APPLICANT,
            save_applicant: true,
          }),
        },
        account,
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        error_message: 'general_error',
        message: withPhone(MESSAGES.filing.submitFailed, PHONE),
        message_key: 'filing.submitFailed',
        message_values: { phone: PHONE },
      });
      expect(await countFilingRows(broken.database.db)).toEqual({
        applications: 0,
        outbox: 0,
        savedApplicants: 0,
        auditLog: 0,
        attachedFiles: 0,
      });
    } finally {
      await broken.close();
    }
  });
});
