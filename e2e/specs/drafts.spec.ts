import { expect, test } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn, solveCaptcha } from '../support/auth.ts';
import {
  OWNER,
  SHOTS,
  chooseParcel,
  type DemoParcel,
  fact,
  fillPerson,
  fileThroughApi,
  findResidentialParcel,
  newSignedInOwner,
  nextTo,
  pdf,
  wizard,
} from '../support/filing.ts';
import { waitForMail } from '../support/stack.ts';

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

test.describe('a draft that follows the owner', () => {
  test('started in one browser, continued in another with its answers and file, then filed; discard asks first', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // The first device: a new owner starts a filing and stops at the files step.
    const first = await browser.newContext({ viewport: SIZES[0] });
    const page = await first.newPage();
    const { email, password } = await newSignedInOwner(page, 'drafter');
    await page.getByRole('link', { name: 'New Application' }).click();
    const parcel = await findResidentialParcel(page, 'Spruce');
    await chooseParcel(page, parcel);
    await wizard.next(page).click();
    await fillPerson(wizard.ownerBlock(page), OWNER);
    await wizard.next(page).click();
    await expect(wizard.heading(page, 'Value Change')).toBeVisible();
    await page.getByLabel('Requested assessment').fill('123000');
    await page.getByLabel('Reason').selectOption('other');
    await page
      .getByLabel('Comments', { exact: true })
      .fill('The assessment counts a garage that was torn down.');
    await wizard.next(page).click();
    await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/ir/drafts/'),
    );
    await page
      .getByLabel('Choose files to upload')
      .setInputFiles([
        { name: 'demolition-permit.pdf', mimeType: 'application/pdf', buffer: pdf('permit') },
      ]);
    await expect(wizard.files(page).getByRole('listitem')).toContainText('Uploaded');
    expect((await saved).status()).toBe(200);
    await first.close();

    // The second device, a phone: the draft is on My Applications, and continues where it was.
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const phone = await context.newPage();
      await logIn(phone, email, password);
      const drafts = phone.getByRole('list', { name: 'Drafts not yet submitted' });
      const card = drafts.getByRole('listitem').filter({ hasText: parcel.print_key });
      await expect(card).toBeVisible();
      await expect(fact(card, 'Step')).toHaveText('Supporting Files');
      await expect(fact(card, 'Files')).toHaveText('1');
      await expectNoAxeViolations(phone);
      await phone.screenshot({
        path: `${SHOTS}/drafts-applications-${size.width}.png`,
        fullPage: true,
      });
      if (size.width === 1280) {
        await context.close();
        continue;
      }
      await card.getByRole('button', { name: /^Continue the draft/ }).click();
      await expect(wizard.heading(phone, 'Supporting Files')).toBeVisible();
      await expect(wizard.files(phone).getByRole('listitem')).toContainText(
        'demolition-permit.pdf',
      );
      await wizard.previous(phone).click();
      await expect(phone.getByLabel('Requested assessment')).toHaveValue(/123,?000/);
      await nextTo(phone, 'Supporting Files');
      await nextTo(phone, 'Review and Submit');
      await expect(fact(wizard.card(phone, 'Property Owner'), 'Name')).toHaveText('Olive Owner');
      await solveCaptcha(phone);
      await phone.getByRole('button', { name: 'Submit' }).click();
      await expect(phone).toHaveURL(/\/confirm$/);
      await phone.goto('/applications');
      await expect(phone.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
      // On a phone each filing is a card; its SBL opens the filing's own page.
      await phone
        .getByRole('list', { name: 'Submitted applications' })
        .getByRole('link', { name: parcel.print_key })
        .click();
      await expect(phone.getByRole('heading', { level: 1, name: /^Filing / })).toBeVisible();
      const stages = phone.getByRole('region', { name: 'Status' }).getByRole('listitem');
      await expect(stages.first()).toContainText('Received');
      await expect(stages.first()).toHaveAttribute('aria-current', 'step');
      await expect(phone.getByText('demolition-permit.pdf')).toBeVisible();
      // Evidence after filing: one more file, until the review is complete.
      await phone.getByLabel('Add a file to your filing').setInputFiles({
        name: 'contractor-estimate.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('estimate'),
      });
      await expect(phone.getByText('The file was added to your filing.')).toBeVisible();
      await expect(phone.getByText('contractor-estimate.pdf')).toBeVisible();
      await expectNoAxeViolations(phone);
      await phone.screenshot({ path: `${SHOTS}/filing-page-${size.width}.png`, fullPage: true });
      await phone.getByRole('link', { name: 'Back to My Applications' }).click();
      await expect(phone.getByRole('list', { name: 'Drafts not yet submitted' })).toHaveCount(0);

      // Another draft, discarded: asked first, and then gone with its file.
      await phone.getByRole('link', { name: 'New Application' }).click();
      const other = await findResidentialParcel(phone, 'Spruce', { skip: [parcel.print_key] });
      await chooseParcel(phone, other);
      const put = phone.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/api/ir/drafts/'),
      );
      await wizard.next(phone).click();
      expect((await put).status()).toBe(200);
      await phone.goto('/applications');
      const otherCard = phone
        .getByRole('list', { name: 'Drafts not yet submitted' })
        .getByRole('listitem')
        .filter({ hasText: other.print_key });
      await otherCard.getByRole('button', { name: /^Discard the draft/ }).click();
      const dialog = phone.getByRole('alertdialog', { name: 'Discard this draft?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(phone);
      await dialog.getByRole('button', { name: 'Discard draft' }).click();
      await expect(phone.getByRole('list', { name: 'Drafts not yet submitted' })).toHaveCount(0);
      await context.close();
    }
  });

  test('three rows clicked in turn to find the house leave no draft', async ({ page }) => {
    await newSignedInOwner(page, 'browser');
    const parcels: DemoParcel[] = [];
    for (let i = 0; i < 3; i++) {
      const skip = parcels.map((p) => p.print_key);
      parcels.push(await findResidentialParcel(page, 'Aspen', { skip }));
    }
    // The page's clock is the test's from here, so the wizard's pause before a save is moved
    // past at once instead of waited out.
    await page.clock.install();
    await page.goto('/file');
    // Counted from the wizard on: the sign-in left the page on My Applications, whose own
    // list of drafts may still be on its way under load.
    const draftRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ir/drafts')) draftRequests.push(request.method());
    });
    for (const parcel of parcels) {
      await chooseParcel(page, parcel);
      // Past the wizard's pause before a save: a chosen row used to be saved here.
      await page.clock.runFor(1_500);
    }
    expect(draftRequests).toEqual([]);
    const listedOnPage = page.waitForResponse((r) => r.url().endsWith('/api/ir/drafts'));
    await page.goto('/applications');
    expect((await listedOnPage).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not yet submitted' })).toHaveCount(0);
    const listed = await page.request.get('/api/ir/drafts');
    expect(listed.status()).toBe(200);
    expect(await listed.json()).toEqual({ drafts: [] });
  });

  test('an owner withdraws a filing no reviewer has acted on, after being asked', async ({
    page,
  }) => {
    const { email } = await newSignedInOwner(page, 'withdrawer');
    const parcel = await findResidentialParcel(page, 'Birch');
    const id = await fileThroughApi(page.request, parcel.print_key);
    await page.goto(`/applications/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Filing / })).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw this filing' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Withdraw this filing?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Withdraw filing' }).click();
    const stages = page.getByRole('region', { name: 'Status' }).getByRole('listitem');
    await expect(stages).toHaveCount(2);
    await expect(stages.nth(1)).toContainText('Withdrawn');
    await expect(page.getByRole('button', { name: 'Withdraw this filing' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The owner is told, through the real mail transport.
    const mail = await waitForMail(email, (m) =>
      m.subject.includes('informal review was withdrawn'),
    );
    expect(mail.text).toContain(parcel.print_key);
    await page.getByRole('link', { name: 'Back to My Applications' }).click();
    await expect(
      page.getByRole('table', { name: 'Submitted applications' }).getByText('Withdrawn'),
    ).toBeVisible();
  });
});
