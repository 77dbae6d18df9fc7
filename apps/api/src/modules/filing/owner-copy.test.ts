import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillMessage, type BulkBatch, type BulkReport } from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV, solvedCaptcha } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { approveRepresentative, bulkCsv, bulkForm, bulkRow } from '../../../test/bulk-forms.ts';
import { freshIp, mailTo } from '../../../test/factories.ts';
import { createParcel } from '../../../test/filing-factories.ts';
import { pdf, zip } from '../../../test/upload-fixtures.ts';
import { upsertSavedApplicant } from './repository.ts';

const clamavUrl = inject('clamavUrl');
/** development's deadline is the next March 31 (2026-03-31): open, roll year 2026. */
const NOW = new Date('2026-02-10T15:00:00Z');

let t: TestApp;

beforeAll(async () => {
  t = await build({
    now: NOW,
    env: { ...AUTH_TEST_ENV, ...(clamavUrl ? { CLAMAV_URL: clamavUrl } : {}) },
  });
});
afterAll(() => t.close());

const db = () => t.database.db;

/** An approved representative; with `name`, its saved applicant details give that name. */
async function representative(name?: { firstName: string; lastName: string }) {
  const account = await signedInAs(t.app, 'user');
  await approveRepresentative(db(), account.user.id);
  if (name) {
    await upsertSavedApplicant(
      db(),
      'development',
      account.user.id,
      {
        ...name,
        address1: '1 Court St',
        address2: '',
        city: 'Albany',
        state: 'NY',
        zip: '12207',
        phone: '(518) 555-0177',
      },
      NOW,
    );
  }
  return account;
}

/** A batch of one row for a new parcel, copied to `ownerEmail`, sent from a page in `language`. */
async function fileFor(rep: SignedInAccount, ownerEmail: string, language: string) {
  const parcel = await createParcel(db(), 'development');
  const form = bulkForm({
    captcha: await solvedCaptcha(t.app),
    csv: bulkCsv([bulkRow(parcel.sbl, { owner_email: ownerEmail })]),
    zip: zip([{ name: 'authorization.pdf', data: pdf('authorization of the representative') }]),
  });
  const sent = await injectOn(
    t.app,
    'development',
    {
      method: 'POST',
      url: '/api/applications/bulk',
      headers: { ...form.headers, 'accept-language': language },
      payload: form.payload,
      remoteAddress: freshIp(),
    },
    rep,
  );
  expect(sent.statusCode, sent.body).toBe(202);
  const { batch_id } = sent.json<{ batch_id: number }>();
  for (let poll = 0; poll < 2_000; poll++) {
    const res = await injectOn(
      t.app,
      'development',
      { url: `/api/applications/bulk/${batch_id}` },
      rep,
    );
    const batch = res.json<BulkBatch & Partial<BulkReport>>();
    if (batch.status === 'done' || batch.status === 'failed') {
      expect(res.json<BulkReport>().rows).toMatchObject([{ status: 'filed', owner_copy: 'sent' }]);
      const [copy] = await mailTo(db(), ownerEmail);
      if (!copy) throw new Error(`no copy to ${ownerEmail}`);
      return copy;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`batch ${batch_id} did not finish`);
}

describe("the owner's copy of a representative's filing", () => {
  it.each([
    ['en', 'en-US', 'owner.copy.en@example.com'],
    ['es', 'es-US,es;q=0.9', 'owner.copy.es@example.com'],
  ] as const)(
    'names the representative and their e-mail, in %s',
    async (language, acceptLanguage, ownerEmail) => {
      const rep = await representative({ firstName: 'Rita', lastName: 'Representa' });
      const copy = await fileFor(rep, ownerEmail, acceptLanguage);
      const r = catalogueFor(language).mail.receipt;
      const named = fillMessage(r.filedByNamed, {
        name: 'Rita Representa',
        email: rep.user.email,
      });
      expect(copy.textBody).toContain(named);
      expect(copy.htmlBody).toContain(`Rita Representa (${rep.user.email})`);
      // In the owner's language (no account here: the page's), and only the copy's words.
      expect(copy.textBody).toContain(r.filedFor.split('{')[0]!.trim());
      expect(copy.textBody).not.toContain('Similar houses sold for less.');
    },
  );

  it('names the account by its e-mail when it has no saved details to name it by', async () => {
    const rep = await representative();
    const copy = await fileFor(rep, 'owner.copy.nameless@example.com', 'en-US');
    const r = catalogueFor('en').mail.receipt;
    expect(copy.textBody).toContain(fillMessage(r.filedBy, { value: rep.user.email }));
  });
});
