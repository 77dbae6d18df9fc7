import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_REASONS, MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { applicationResponses, auditLog, outbox, reviewHistory } from '../../db/schema/index.ts';
import { build, createTestDatabase, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { mailTo } from '../../../test/factories.ts';
import { APPLICANT, createParcel, submitAs } from '../../../test/filing-factories.ts';
import { expectAccessibleVersionFirst } from '../../../test/pdf-accessible.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { actionBody } from '../../../test/review-state.ts';
import type { Database } from '../../db/client.ts';
import {
  saveMunicipalitySettings,
  storedSettings,
  writeFilingOverride,
} from '../municipalities/index.ts';
import { createSession, SESSION_COOKIE } from '../sessions/index.ts';
import { signedValuesHash, type SignedValues } from '../applications/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let reviewer: SignedInAccount;
const db = () => t.database.db;

/** A review `account` filed in `muni` for a new parcel, and its id. */
async function file(
  account: SignedInAccount,
  muni = 'kent',
  overrides: Parameters<typeof submitAs>[3] = {},
) {
  const comp = await createParcel(db(), muni, { fullAddress: '3 Comparable Ln' });
  const parcel = await createParcel(db(), muni, {
    fullAddress: `${account.user.id} Answer Rd`,
    totalAv: 250000,
    landAv: 50000,
  });
  const res = await submitAs(t.app, account, parcel.sbl, { comp1: comp.sbl, ...overrides });
  expect(res.statusCode).toBe(200);
  return { id: res.json().ir_id as number, sbl: parcel.sbl, comp: comp.sbl };
}

async function complete(id: number, staff = reviewer) {
  const res = await injectOn(
    t.app,
    staff.municipalityKey,
    {
      method: 'POST',
      url: '/api/super/complete',
      payload: actionBody(id, 'complete', {
        total_value_change: 'Y',
        assessed_total_value: '225000',
        decision_reason: 'condition_considered',
      }),
    },
    staff,
  );
  expect(res.statusCode).toBe(200);
}

function respond(
  account: SignedInAccount | undefined,
  payload: Record<string, unknown>,
  app = t.app,
  muni = account?.municipalityKey ?? 'kent',
) {
  return injectOn(
    app,
    muni,
    {
      method: 'POST',
      url: '/api/applications/respond',
      payload,
      remoteAddress: '198.51.100.7',
    },
    account,
  );
}

function document(
  account: SignedInAccount | undefined,
  id: number | string,
  kind: 'agreement' | 'grievance',
  muni = 'kent',
) {
  return injectOn(
    t.app,
    muni,
    { method: 'GET', url: `/api/applications/${id}/${kind}.pdf` },
    account,
  );
}

async function counts() {
  const n = async (
    table: typeof auditLog | typeof outbox | typeof reviewHistory | typeof applicationResponses,
  ) => (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    responses: await n(applicationResponses),
    audit: await n(auditLog),
    outbox: await n(outbox),
    history: await n(reviewHistory),
  };
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  await writeFilingOverride(db(), 'development', { deadline: '2026-03-31', rollYear: 2026 });
  reviewer = await signedInAs(t.app, 'super', 'kent');
});
afterAll(() => t.close());

describe('POST /api/applications/respond: accept', () => {
  it('records the signed name, the time, the address and the hash of the agreed values, audits it, puts it on the timeline and e-mails the agreement', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id, sbl } = await file(owner);
    await complete(id);

    const res = await respond(owner, { id, decision: 'accept', name: '  Olive Owner ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const [row] = await db()
      .select()
      .from(applicationResponses)
      .where(eq(applicationResponses.applicationId, id));
    expect(row).toMatchObject({
      municipalityKey: 'kent',
      decision: 'accept',
      signatureName: 'Olive Owner',
      respondedBy: owner.user.id,
      respondedAt: NOW,
      ipAddress: '198.51.100.7',
    });
    const values = row?.values as SignedValues;
    expect(values).toMatchObject({
      sbl,
      decision: 'accept',
      receivedTotalValue: 250000,
      receivedLandValue: 50000,
      assessedTotalValue: 225000,
      name: 'Olive Owner',
      respondedAt: NOW.toISOString(),
    });
    expect(row?.valuesHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.valuesHash).toBe(signedValuesHash(values));

    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'application.respond'));
    expect(audits.at(-1)).toMatchObject({
      actorUserId: owner.user.id,
      targetId: String(id),
      after: expect.objectContaining({ decision: 'accept', valuesSha256: row?.valuesHash }),
    });
    const history = await db()
      .select()
      .from(reviewHistory)
      .where(eq(reviewHistory.applicationId, id));
    expect(history.at(-1)).toMatchObject({
      action: 'respond',
      actorEmail: owner.user.email,
      after: { decision: 'accept' },
    });

    const mail = (await mailTo(db(), owner.user.email)).at(-1);
    expect(mail?.subject).toContain('Your agreement to the Kent assessment');
    expect(mail?.textBody).toContain(`/api/applications/${id}/agreement.pdf`);
    expect(mail?.textBody).toContain('$225,000');

    const page = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}` },
      owner,
    );
    expect(page.json()).toMatchObject({
      response: { decision: 'accept', name: 'Olive Owner', respondedAt: NOW.toISOString() },
      // Kent has no Grievance Day in the catalog: answers would stay open.
      respondBy: null,
      responseOpen: false,
    });
  });

  it('gives the owner, staff and town the agreement PDF with the agreed values and both signature blocks', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id, sbl } = await file(owner);
    await complete(id);
    expect((await respond(owner, { id, decision: 'accept', name: 'Olive Owner' })).statusCode).toBe(
      200,
    );
    const res = await document(owner, id, 'agreement');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="agreement-${id}.pdf"`);
    await expectAccessibleVersionFirst(res.rawPayload, id);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Agreement to the assessed value',
      `KENT-2026-${String(id).padStart(6, '0')}`,
      sbl,
      '$250,000',
      '$225,000',
      "Owner's signature",
      'Signed electronically by Olive Owner',
      "Assessor's signature",
    ]) {
      expect(text).toContain(expected);
    }
    // The record keeps the address the answer came from; the printed page does not show it.
    const [stored] = await db()
      .select()
      .from(applicationResponses)
      .where(eq(applicationResponses.applicationId, id));
    expect(stored?.ipAddress).toBe('198.51.100.7');
    expect(text).not.toContain('198.51.100.7');
    // The record's number and hash are in the small footer, after both signature blocks.
    const number = `KENT-2026-${String(id).padStart(6, '0')}`;
    const footer = MESSAGES.documents.agreement.verification
      .replace('{number}', number)
      .replace('{hash}', stored?.valuesHash ?? 'no hash');
    expect(text).toContain(footer);
    expect(text.indexOf(footer)).toBeGreaterThan(text.indexOf(MESSAGES.documents.agreement.date));
    const ownerBlock = text.slice(
      text.indexOf("Owner's signature"),
      text.indexOf("Assessor's signature"),
    );
    expect(ownerBlock).not.toContain(stored?.valuesHash ?? 'no hash');

    // In Spanish too.
    const spanish = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}/agreement.pdf?lang=es` },
      owner,
    );
    const spanishText = await pdfText(spanish.rawPayload);
    expect(spanishText).toContain(
      MESSAGES_ES.documents.agreement.verification
        .replace('{number}', number)
        .replace('{hash}', stored?.valuesHash ?? 'no hash'),
    );
    expect(spanishText).not.toContain('198.51.100.7');
    expect((await document(reviewer, id, 'agreement')).statusCode).toBe(200);
    const town = await signedInAs(t.app, 'town', 'kent');
    expect((await document(town, id, 'agreement')).statusCode).toBe(200);
    // An accepted filing has no grievance packet.
    expect((await document(owner, id, 'grievance')).statusCode).toBe(404);
  });
});

describe('POST /api/applications/respond: disagree', () => {
  it('records the answer, e-mails the packet, and the packet holds the filing in RP-524 order', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id, sbl, comp } = await file(owner, 'kent', { isOwner: false, ...APPLICANT });
    await complete(id);
    const res = await respond(owner, { id, decision: 'disagree', name: 'Adam Agent' });
    expect(res.statusCode).toBe(200);

    const mail = (await mailTo(db(), owner.user.email)).at(-1);
    expect(mail?.subject).toContain('Your grievance packet for');
    expect(mail?.textBody).toContain(`/api/applications/${id}/grievance.pdf`);
    expect(mail?.textBody).toContain('RP-524');

    const pdf = await document(owner, id, 'grievance');
    expect(pdf.statusCode).toBe(200);
    await expectAccessibleVersionFirst(pdf.rawPayload, id);
    const text = await pdfText(pdf.rawPayload);
    const inOrder = [
      'Grievance packet for form RP-524',
      'Part One. Owner and property',
      'Olive Owner',
      'Applicant or representative',
      'Adam Agent',
      sbl,
      'Part Two. Assessment and the value asked for',
      // The assessment grieved is the one this review left.
      'Total assessment grieved (after this review) $225,000',
      `Owner's estimate of full market value ${MESSAGES.documents.packet.ownerEstimateNotAsked}`,
      "Owner's requested assessment $150,000",
      'Part Three. Grounds for the complaint',
      '[X] Excessive assessment',
      'Comparable sales',
      'Similar houses sold for less.',
      comp,
      "Part Four. The informal review's outcome",
      'Total value before review $250,000',
      'Total value after review $225,000',
      DECISION_REASONS.condition_considered,
      'What to do next',
      'small claims assessment review',
    ];
    let at = -1;
    for (const expected of inOrder) {
      const found = text.indexOf(expected, at + 1);
      expect(found, `"${expected}" after position ${at}`).toBeGreaterThan(at);
      at = found;
    }
    // Without an equalization rate set, no rate and no implied full value are printed.
    expect(text).not.toContain(MESSAGES.documents.packet.equalizationRate);
    expect(text).not.toContain(MESSAGES.documents.packet.impliedValue);
    expect(text).not.toMatch(/undefined|null|NaN/);
    expect((await document(reviewer, id, 'grievance')).statusCode).toBe(200);
    expect((await document(owner, id, 'agreement')).statusCode).toBe(404);
  });

  it("Part Two shows the municipality's equalization rate with its year and the full market values it implies, in English and Spanish", async () => {
    const kent = t.app.municipalities.get('kent');
    if (!kent) throw new Error('no kent');
    const { key: _key, hosts: _hosts, ...current } = storedSettings(kent);
    const setRate = async (rate: number | null, year: number | null) => {
      await saveMunicipalitySettings(
        db(),
        'kent',
        { ...current, equalizationRate: rate, equalizationRateYear: year },
        { userId: null },
      );
      await t.app.municipalities.refresh(db());
    };
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id } = await file(owner);
    await complete(id);
    expect(
      (await respond(owner, { id, decision: 'disagree', name: 'Olive Owner' })).statusCode,
    ).toBe(200);
    await setRate(85.5, 2026);
    try {
      const text = await pdfText((await document(owner, id, 'grievance')).rawPayload);
      const part2 = text.slice(text.indexOf('Part Two.'), text.indexOf('Part Three.'));
      // 225,000 ÷ 0.855 = 263,157.89 and 150,000 ÷ 0.855 = 175,438.60, in whole dollars.
      for (const expected of [
        'Total assessment grieved (after this review) $225,000',
        'Equalization rate 85.5% (for the 2026 roll)',
        'Full market value the assessment implies (assessment ÷ rate) $263,158',
        `Owner's estimate of full market value ${MESSAGES.documents.packet.ownerEstimateNotAsked}`,
        "Owner's requested assessment $150,000",
        'Full market value the requested assessment implies $175,439',
      ]) {
        expect(part2).toContain(expected);
      }

      const spanish = await injectOn(
        t.app,
        'kent',
        { method: 'GET', url: `/api/applications/${id}/grievance.pdf?lang=es` },
        owner,
      );
      const es = await pdfText(spanish.rawPayload);
      const K = MESSAGES_ES.documents.packet;
      const esPart2 = es.slice(es.indexOf(K.partTwo), es.indexOf(K.partThree));
      for (const expected of [
        `${K.totalAssessed} $225,000`,
        `${K.equalizationRate} 85.5% (para el registro de tasación de 2026)`,
        `${K.impliedValue} $263,158`,
        `${K.ownerEstimate} ${K.ownerEstimateNotAsked}`,
        `${K.requested} $150,000`,
        `${K.requestedImplies} $175,439`,
      ]) {
        expect(esPart2).toContain(expected);
      }
    } finally {
      await setRate(null, null);
    }
  });
});

/** The fonts a PDF names: the standard faces as they are, embedded ones as `XXXXXX+Name`. */
function fontsOf(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/([^\s/>]+)/g)];
  return [...new Set(names.map((m) => (m[1] as string).replace(/^[A-Z]{6}\+/, '')))].sort();
}

describe('the documents print the names and addresses as typed, whatever their script', () => {
  it('a signature in Chinese: the agreement reads "王小明", drawn in the embedded Noto Sans and Noto Sans SC', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id } = await file(owner, 'kent', { pOFirstName: '小明', pOLastName: '欧阳' });
    await complete(id);
    expect((await respond(owner, { id, decision: 'accept', name: '王小明' })).statusCode).toBe(200);

    const res = await document(owner, id, 'agreement');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Signed electronically by 王小明');
    expect(text).toContain('Owner 小明 欧阳');
    expect(fontsOf(res.rawPayload)).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansSC-Regular',
    ]);
  });

  it('Latin with Vietnamese, Greek and Cyrillic: the packet and the notice read them as typed', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id } = await file(owner, 'kent', {
      pOFirstName: 'Zoë',
      pOLastName: 'Ðặng Ŵ',
      pOAddress1: '7 Şoseaua Ştefan',
      isOwner: false,
      ...APPLICANT,
      appFirstName: 'Σοφία',
      appLastName: 'Иванова',
      appAddress1: 'ул. Ленина, 12',
      appCity: 'Αθήνα',
    });
    await complete(id);
    const name = 'Zoë Ðặng Ŵ';
    expect((await respond(owner, { id, decision: 'disagree', name })).statusCode).toBe(200);

    const packet = await document(owner, id, 'grievance');
    expect(packet.statusCode).toBe(200);
    const text = await pdfText(packet.rawPayload);
    for (const typed of [
      `(${name})`,
      `Name ${name}`,
      '7 Şoseaua Ştefan',
      'Name Σοφία Иванова',
      'ул. Ленина, 12',
      'Αθήνα, NY 10512-1234',
    ]) {
      expect(text).toContain(typed);
    }
    expect(fontsOf(packet.rawPayload)).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);

    const notice = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${id}/notice.pdf` },
      owner,
    );
    expect(await pdfText(notice.rawPayload)).toContain(`Owner ${name}`);
  });

  it('a document whose every text is WinAnsi is drawn in the standard Helvetica faces, embedding none', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id } = await file(owner, 'kent', { pOFirstName: 'José', pOLastName: 'Núñez-O’Brien' });
    await complete(id);
    const name = 'José Núñez-O’Brien';
    expect((await respond(owner, { id, decision: 'accept', name })).statusCode).toBe(200);
    const res = await document(owner, id, 'agreement');
    expect(await pdfText(res.rawPayload)).toContain(`Signed electronically by ${name}`);
    expect(fontsOf(res.rawPayload)).toEqual(['Helvetica', 'Helvetica-Bold']);
  });

  it('refuses a signature the documents could not print, in the language of the page, writing nothing', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id } = await file(owner);
    await complete(id);
    const before = await counts();
    for (const name of ['Olive 😀', '김민준', 'Olive Owner ✍', 'Olive ❤️']) {
      const bad = await respond(owner, { id, decision: 'accept', name });
      expect(bad.statusCode, name).toBe(400);
      expect(bad.json()).toMatchObject({
        error_message: 'validation_error',
        issues: [
          {
            path: 'body.name',
            message: MESSAGES.input.notPrintable,
            message_key: 'input.notPrintable',
          },
        ],
      });
    }
    const spanish = await injectOn(
      t.app,
      'kent',
      {
        method: 'POST',
        url: '/api/applications/respond',
        payload: { id, decision: 'accept', name: 'Olive 😀' },
        headers: { 'accept-language': 'es' },
      },
      owner,
    );
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().issues).toEqual([
      {
        path: 'body.name',
        message: MESSAGES_ES.input.notPrintable,
        message_key: 'input.notPrintable',
      },
    ]);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/applications/respond: refusals write nothing', () => {
  it('refuses a filing not complete, a second answer, and a signature name shorter than 2 characters', async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const open = await file(owner);
    const before = await counts();
    const early = await respond(owner, { id: open.id, decision: 'accept', name: 'Olive Owner' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error_message: 'review_not_complete',
      message: MESSAGES.response.notComplete,
    });

    await complete(open.id);
    const afterComplete = await counts();
    for (const name of ['O', ' ', '']) {
      const bad = await respond(owner, { id: open.id, decision: 'accept', name });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        error_message: 'validation_error',
        issues: [{ path: 'body.name', message: MESSAGES.response.nameRequired }],
      });
    }
    expect(
      (await respond(owner, { id: open.id, decision: 'maybe', name: 'Olive Owner' })).statusCode,
    ).toBe(400);
    expect(await counts()).toEqual(afterComplete);

    expect(
      (await respond(owner, { id: open.id, decision: 'disagree', name: 'Olive Owner' })).statusCode,
    ).toBe(200);
    const answered = await counts();
    const twice = await respond(owner, { id: open.id, decision: 'accept', name: 'Olive Owner' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error_message: 'already_responded',
      message: MESSAGES.response.alreadyResponded,
    });
    expect(await counts()).toEqual(answered);
    expect(before.responses).toBe(answered.responses - 1);
  });

  it("is 404 for another owner's filing, a guessed id and another municipality's account; 401 without a session", async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const { id } = await file(owner);
    await complete(id);
    const before = await counts();
    const stranger = await signedInAs(t.app, 'user', 'kent');
    for (const res of [
      await respond(stranger, { id, decision: 'accept', name: 'Sam Stranger' }),
      await respond(owner, { id: id + 10_000, decision: 'accept', name: 'Olive Owner' }),
      await respond(await signedInAs(t.app, 'user', 'lyons'), {
        id,
        decision: 'accept',
        name: 'Lyle Lyons',
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error_message: 'not_found',
        message: MESSAGES.applications.notFound,
      });
    }
    expect((await respond(undefined, { id, decision: 'accept', name: 'Olive' })).statusCode).toBe(
      401,
    );
    const foreign = await injectAsForeigner(t.app, owner, {
      method: 'POST',
      url: '/api/applications/respond',
      payload: { id, decision: 'accept', name: 'Olive Owner' },
    });
    expect(foreign.statusCode).toBe(401);
    expect(await counts()).toEqual(before);

    // Nobody but the owner, staff and town reads the documents, and not before an answer.
    expect((await document(owner, id, 'agreement')).statusCode).toBe(404);
    await respond(owner, { id, decision: 'accept', name: 'Olive Owner' });
    expect((await document(stranger, id, 'agreement')).statusCode).toBe(404);
    const lyonsStaff = await signedInAs(t.app, 'super', 'lyons');
    expect((await document(lyonsStaff, id, 'agreement', 'lyons')).statusCode).toBe(404);
    expect((await document(undefined, id, 'agreement')).statusCode).toBe(401);
    const malformed = await document(owner, 'abc', 'agreement');
    expect(malformed.statusCode).toBe(400);
    // The owner's own answered filing, spelled another way than plain digits.
    for (const [spelling, kind] of [
      [`${id}e0`, 'agreement'],
      [`0x${id.toString(16)}`, 'grievance'],
    ] as const) {
      const res = await document(owner, spelling, kind);
      expect(res.statusCode, spelling).toBe(400);
      expect(res.json(), spelling).toEqual(malformed.json());
    }
  });

  it("closes answers at the end of the roll's Grievance Day, in New York", async () => {
    const owner = await signedInAs(t.app, 'user', 'kent');
    const late = await file(owner);
    const onTime = await file(owner);
    await complete(late.id);
    await complete(onTime.id);

    // Later clocks on the same database.
    const closes = new Date('2026-05-27T04:00:00.000Z'); // the end of May 26 in New York
    const later = async (now: Date) => {
      const app = await build({ now, env: AUTH_TEST_ENV, database: t.database });
      const token = await createSession(
        db(),
        { userId: owner.user.id, municipalityKey: 'kent' },
        now,
      );
      const account = {
        ...owner,
        headers: { ...owner.headers, cookie: `${SESSION_COOKIE}=${token}` },
      };
      return { app, account };
    };
    const lastMinute = await later(new Date(closes.getTime() - 60_000));
    const after = await later(closes);
    const nextRoll = await later(new Date('2026-06-10T15:00:00Z'));
    const apps = [t.app, lastMinute.app.app, after.app.app, nextRoll.app.app];
    // Kent's settings name a Grievance Day as /admin saves them, and every instance reloads.
    const kent = t.app.municipalities.get('kent');
    if (!kent) throw new Error('no kent');
    const { key: _key, hosts: _hosts, ...original } = storedSettings(kent);
    const saveKent = async (settings: typeof original) => {
      await saveMunicipalitySettings(db(), 'kent', settings, { userId: null });
      for (const app of apps) await app.municipalities.refresh(db());
    };
    try {
      await saveKent({ ...original, grievanceDay: '2026-05-26' });
      const page = await injectOn(
        lastMinute.app.app,
        'kent',
        { method: 'GET', url: `/api/applications/${late.id}` },
        lastMinute.account,
      );
      expect(page.json()).toMatchObject({
        grievanceDay: '2026-05-26',
        respondBy: closes.toISOString(),
        responseOpen: true,
      });

      const before = await counts();
      const closed = await respond(
        after.account,
        { id: late.id, decision: 'disagree', name: 'Olive Owner' },
        after.app.app,
      );
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        error_message: 'response_closed',
        message: MESSAGES.response.closed.replace('{date}', 'May 26, 2026'),
      });
      expect(await counts()).toEqual(before);

      const inTime = await respond(
        lastMinute.account,
        { id: onTime.id, decision: 'disagree', name: 'Olive Owner' },
        lastMinute.app.app,
      );
      expect(inTime.statusCode).toBe(200);

      // Once the settings name next year's Grievance Day, this roll's answers are closed too.
      await saveKent({ ...original, grievanceDay: '2027-05-25' });
      const beforeStale = await counts();
      const stale = await respond(
        nextRoll.account,
        { id: late.id, decision: 'accept', name: 'Olive Owner' },
        nextRoll.app.app,
      );
      expect(stale.json()).toMatchObject({
        error_message: 'response_closed',
        message: MESSAGES.response.closedEarlierRoll,
      });
      expect(await counts()).toEqual(beforeStale);
    } finally {
      await saveKent(original);
      await lastMinute.app.close();
      await after.app.close();
      await nextRoll.app.close();
    }
  });
});

describe('POST /api/applications/respond: two answers at once', () => {
  // Its own database with a pool of several connections, so on PostgreSQL both answers run
  // in transactions of their own at the same time (the file's shared app may have one).
  let database: Database;
  let concurrent: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase({ pool: { max: 4 } });
    concurrent = await build({ database, now: NOW, env: AUTH_TEST_ENV });
    await writeFilingOverride(database.db, 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  });
  afterAll(async () => {
    await concurrent.close();
    await database.close();
  });

  it('keeps one and refuses the other as a second answer, never a 500', async () => {
    const app = concurrent.app;
    const staff = await signedInAs(app, 'super', 'kent');
    for (let round = 0; round < 5; round++) {
      const owner = await signedInAs(app, 'user', 'kent');
      const parcel = await createParcel(database.db, 'kent', { fullAddress: `${round} Race Rd` });
      const filed = await submitAs(app, owner, parcel.sbl);
      expect(filed.statusCode).toBe(200);
      const id = filed.json().ir_id as number;
      const done = await injectOn(
        app,
        'kent',
        {
          method: 'POST',
          url: '/api/super/complete',
          payload: actionBody(id, 'complete', {
            total_value_change: 'N',
            decision_reason: 'condition_considered',
          }),
        },
        staff,
      );
      expect(done.statusCode).toBe(200);

      const answers = await Promise.all([
        respond(owner, { id, decision: 'accept', name: 'Olive Owner' }, app),
        respond(owner, { id, decision: 'disagree', name: 'Olive Owner' }, app),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((res) => res.statusCode === 409);
      expect(refused?.json()).toMatchObject({
        error_message: 'already_responded',
        message: MESSAGES.response.alreadyResponded,
      });
      const kept = await database.db
        .select({ n: count() })
        .from(applicationResponses)
        .where(eq(applicationResponses.applicationId, id));
      expect(kept).toEqual([{ n: 1 }]);
    }
  });
});
