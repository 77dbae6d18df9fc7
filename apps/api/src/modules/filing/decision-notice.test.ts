import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_REASONS, MESSAGES, type MunicipalitySettings } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import {
  hostOf,
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { createParcel, submitAs } from '../../../test/filing-factories.ts';
import { expectAccessibleVersionInFooter } from '../../../test/pdf-accessible.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { actionBody } from '../../../test/review-state.ts';
import {
  saveMunicipalitySettings,
  storedSettings,
  writeFilingOverride,
} from '../municipalities/index.ts';

const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;
let owner: SignedInAccount;
let reviewer: SignedInAccount;
let completedId: number;
let openId: number;
const db = () => t.database.db;

async function file(account: SignedInAccount, address: string): Promise<number> {
  const parcel = await createParcel(db(), 'kent', { fullAddress: address, totalAv: 250000 });
  const res = await submitAs(t.app, account, parcel.sbl);
  expect(res.statusCode).toBe(200);
  return res.json().ir_id;
}

function notice(account: SignedInAccount | undefined, id: number | string, muni = 'kent') {
  return injectOn(
    t.app,
    muni,
    { method: 'GET', url: `/api/applications/${id}/notice.pdf` },
    account,
  );
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  owner = await signedInAs(t.app, 'user', 'kent');
  reviewer = await signedInAs(t.app, 'super', 'kent');
  completedId = await file(owner, '9 Notice Rd');
  openId = await file(owner, '10 Notice Rd');
  const done = await injectOn(
    t.app,
    'kent',
    {
      method: 'POST',
      url: '/api/super/complete',
      payload: actionBody(completedId, 'complete', {
        total_value_change: 'Y',
        assessed_total_value: '225000',
        decision_reason: 'other',
        decision_explanation: 'A visit found the basement unfinished.',
      }),
    },
    reviewer,
  );
  expect(done.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/applications/{id}/notice.pdf', () => {
  it('gives the owner the decision notice as a PDF whose text says what was decided and what next', async () => {
    const res = await notice(owner, completedId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessibleVersionInFooter(res.rawPayload, completedId, {
      letterhead: 'Town of Kent',
    });
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      // The envelope window's lines, then the letter's date (the day of the decision).
      'Olive Owner 12 N Maple St Kent, NY 10512 February 10, 2026',
      'Informal Review Decision Notice',
      'Roll year 2026',
      `KENT-2026-${String(completedId).padStart(6, '0')}`,
      '9 Notice Rd',
      '$250,000',
      '$225,000',
      DECISION_REASONS.other,
      // The explanation is marked as the reviewer's own words, printed as typed.
      "In the reviewer's words: A visit found the basement unfinished.",
      'RP-524',
      "accept it on your filing's page",
      'small claims assessment review',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads as a letter when the assessor is not set: their lines are left out, and it is signed by the office', async () => {
    const text = await pdfText((await notice(owner, completedId)).rawPayload);
    const N = MESSAGES.documents.notice;
    expect(text).toContain(`${N.signOff} Assessor's Office, Town of Kent`);
    expect(text).not.toContain(N.assessor.replace(' {name}', ''));
    expect(text).not.toMatch(/undefined|null|\{/);
  });

  it('lets this municipality’s staff and town open it too', async () => {
    expect((await notice(reviewer, completedId)).statusCode).toBe(200);
    const town = await signedInAs(t.app, 'town', 'kent');
    expect((await notice(town, completedId)).statusCode).toBe(200);
  });

  it("is 404 before the review is complete, for another owner, a guessed id, and another municipality's account", async () => {
    const stranger = await signedInAs(t.app, 'user', 'kent');
    for (const res of [
      await notice(owner, openId),
      await notice(stranger, completedId),
      await notice(owner, completedId + 10_000),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error_message: 'not_found',
        message: MESSAGES.applications.noNotice,
      });
    }
    const lyonsStaff = await signedInAs(t.app, 'super', 'lyons');
    expect((await notice(lyonsStaff, completedId, 'lyons')).statusCode).toBe(404);
    expect((await notice(undefined, completedId)).statusCode).toBe(401);
    const foreign = await injectAsForeigner(t.app, owner, {
      method: 'GET',
      url: `/api/applications/${completedId}/notice.pdf`,
    });
    expect(foreign.statusCode).toBe(401);
    const malformed = await notice(owner, 'abc');
    expect(malformed.statusCode).toBe(400);
    // Only plain digits name a filing: other spellings of this one's id are malformed too.
    for (const spelling of [
      `${completedId}e0`,
      `0x${completedId.toString(16)}`,
      `0${completedId}`,
    ]) {
      const res = await notice(owner, spelling);
      expect(res.statusCode, spelling).toBe(400);
      expect(res.json(), spelling).toEqual(malformed.json());
    }
  });

  it("refuses an explanation the notice could not print, leaving the review open; prints the reviewer's Greek as typed", async () => {
    const id = await file(owner, '11 Notice Rd');
    const complete = (decision_explanation: string) =>
      injectOn(
        t.app,
        'kent',
        {
          method: 'POST',
          url: '/api/super/complete',
          payload: actionBody(id, 'complete', {
            total_value_change: 'N',
            decision_reason: 'other',
            decision_explanation,
          }),
        },
        reviewer,
      );
    const refused = await complete('The basement is finished 👍');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: 'body.decision_explanation',
        message: MESSAGES.input.notPrintable,
        message_key: 'input.notPrintable',
      },
    ]);
    expect((await notice(owner, id)).statusCode).toBe(404);

    expect((await complete('Ο φόρος μένει ίδιος.')).statusCode).toBe(200);
    expect(await pdfText((await notice(owner, id)).rawPayload)).toContain('Ο φόρος μένει ίδιος.');
  });
});

// What a browser's address bar sends; fetch() and API clients ask for JSON or anything.
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe("a document's link opened while signed out", () => {
  const signedOut = (url: string, accept?: string) =>
    injectOn(t.app, 'kent', {
      method: 'GET',
      url,
      headers: accept === undefined ? {} : { accept },
    });

  it('sends a browser to sign in, coming back to the document with its query', async () => {
    for (const [url, redirectTo] of [
      [
        `/api/applications/${completedId}/notice.pdf`,
        `/api/applications/${completedId}/notice.pdf`,
      ],
      ['/api/applications/42/agreement.pdf?lang=es', '/api/applications/42/agreement.pdf?lang=es'],
      ['/api/applications/42/grievance.pdf', '/api/applications/42/grievance.pdf'],
    ]) {
      const res = await signedOut(url!, BROWSER_ACCEPT);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(
        `/login?${new URLSearchParams({ redirectTo: redirectTo! })}`,
      );
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect(
      (await signedOut('/api/applications/42/agreement.pdf?lang=es', 'text/html')).headers.location,
    ).toBe('/login?redirectTo=%2Fapi%2Fapplications%2F42%2Fagreement.pdf%3Flang%3Des');
  });

  it('names only its own path on this host, whatever the Host or an absolute-looking path say', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/applications/42/notice.pdf?next=https://evil.example',
      headers: { host: hostOf('kent'), accept: BROWSER_ACCEPT, 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      '/login?redirectTo=%2Fapi%2Fapplications%2F42%2Fnotice.pdf%3Fnext%3Dhttps%3A%2F%2Fevil.example',
    );
  });

  it('keeps the JSON 401 for a caller that asks for JSON, for anything, or says nothing', async () => {
    const url = `/api/applications/${completedId}/notice.pdf`;
    const expected = {
      statusCode: 401,
      error_message: 'unauthorized',
      message: MESSAGES.input.signIn,
      message_key: 'input.signIn',
    };
    for (const accept of [
      undefined,
      'application/json',
      '*/*',
      'application/json, text/plain, */*',
      'application/json, text/html',
    ]) {
      const res = await signedOut(url, accept);
      expect(res.statusCode, accept).toBe(401);
      expect(res.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(res.headers.location, accept).toBeUndefined();
      expect(res.json(), accept).toEqual(expected);
    }
  });

  it('keeps the JSON 401 for a browser on any other route', async () => {
    const res = await signedOut('/api/applications/view', BROWSER_ACCEPT);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error_message: 'unauthorized' });
  });

  it('gives a signed-in browser the PDF at the same address', async () => {
    const res = await injectOn(
      t.app,
      'kent',
      {
        method: 'GET',
        url: `/api/applications/${completedId}/notice.pdf?lang=es`,
        headers: { accept: BROWSER_ACCEPT },
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** Kent's settings with `changes`, saved as /admin saves them, and this instance reloaded. */
async function setKent(changes: Partial<MunicipalitySettings>) {
  const kent = t.app.municipalities.get('kent');
  if (!kent) throw new Error('no kent');
  const { key: _key, hosts: _hosts, ...current } = storedSettings(kent);
  await saveMunicipalitySettings(db(), 'kent', { ...current, ...changes }, { userId: null });
  await t.app.municipalities.refresh(db());
}

describe("the notice as the town's letter", () => {
  const ASSESSOR = {
    assessorName: 'Pat Assessor',
    assessorAddress: "25 Sybil's Crossing, Kent Lakes, NY 10512",
    assessorPhone: '(845) 555-0160',
  };
  afterAll(() => setKent({ assessorName: null, assessorAddress: null, assessorPhone: null }));

  it('names the assessor, their office and phone under the letterhead, and signs with their name, in English', async () => {
    await setKent(ASSESSOR);
    const res = await notice(owner, completedId);
    await expectAccessibleVersionInFooter(res.rawPayload, completedId, {
      letterhead: 'Town of Kent Assessor: Pat Assessor',
    });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(
      "Town of Kent Assessor: Pat Assessor 25 Sybil's Crossing, Kent Lakes, NY 10512 · (845) 555-0160",
    );
    expect(text).toContain('Olive Owner 12 N Maple St Kent, NY 10512 February 10, 2026');
    expect(text).toContain('Sincerely, Pat Assessor Assessor, Town of Kent');
    expect(text).toContain(`KENT-2026-${String(completedId).padStart(6, '0')} · page 1 of 1`);
  });

  it('says the same in Spanish: the date, the roll year, the assessor and the footer', async () => {
    await setKent(ASSESSOR);
    const res = await injectOn(
      t.app,
      'kent',
      { method: 'GET', url: `/api/applications/${completedId}/notice.pdf?lang=es` },
      owner,
    );
    await expectAccessibleVersionInFooter(res.rawPayload, completedId, {
      letterhead: 'Town of Kent Tasador: Pat Assessor',
      language: 'es',
    });
    const text = await pdfText(res.rawPayload);
    const N = MESSAGES_ES.documents.notice;
    for (const expected of [
      "Tasador: Pat Assessor 25 Sybil's Crossing, Kent Lakes, NY 10512 · (845) 555-0160",
      'Olive Owner 12 N Maple St Kent, NY 10512 10 de febrero de 2026',
      `${MESSAGES_ES.documents.terms.rollYear} 2026`,
      `${N.signOff} Pat Assessor Tasador de Town of Kent`,
      `KENT-2026-${String(completedId).padStart(6, '0')} · página 1 de 1`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves out only the lines whose settings are empty: a phone without an address', async () => {
    await setKent({ assessorName: null, assessorAddress: null, assessorPhone: '(845) 555-0160' });
    const text = await pdfText((await notice(owner, completedId)).rawPayload);
    expect(text.startsWith('Town of Kent (845) 555-0160 Informal review by')).toBe(true);
    expect(text).toContain("Sincerely, Assessor's Office, Town of Kent");
    expect(text).not.toMatch(/undefined|null| · ·/);
  });
});
