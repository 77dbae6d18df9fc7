import { expect, test, type Page } from '../fixtures/test.ts';
import { MESSAGES, withPhone } from '@ir/domain/messages.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { solveCaptcha } from '../support/auth.ts';
import {
  OWNER,
  SHOTS,
  chooseParcel,
  eicar,
  elf,
  fact,
  fillPerson,
  findResidentialParcel,
  newSignedInOwner,
  nextTo,
  pdf,
  previousTo,
  wizard,
  type DemoParcel,
} from '../support/filing.ts';

/** Through steps 0 and 1 with the owner filing for themself; ends on step 2. */
async function toValueChange(page: Page, parcel: DemoParcel): Promise<void> {
  await page.goto('/file');
  await chooseParcel(page, parcel);
  await wizard.next(page).click();
  await fillPerson(wizard.ownerBlock(page), OWNER);
  await wizard.next(page).click();
  await expect(wizard.heading(page, 'Value Change')).toBeVisible();
}

test.describe('the wizard says what is wrong', () => {
  // Each test signs a new owner up and walks several steps: over the default 30 s when busy.
  test.describe.configure({ timeout: 90_000 });

  test('step 0: a search with no match; step 1: the owner fields only after they were touched', async ({
    page,
  }) => {
    await newSignedInOwner(page, 'field-errors');
    await page.goto('/file');
    const address = page.getByLabel('Address', { exact: true });
    const sbl = page.getByLabel('SBL', { exact: true });
    await address.fill('Nowhere Such Boulevard 99999');
    await expect(page.getByText(MESSAGES.filing.noProperty, { exact: true })).toBeVisible();
    await expect(wizard.results(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step0-no-match.png`, fullPage: true });
    // Clearing the address box frees the SBL box, which says the same for an unknown SBL.
    await address.fill('');
    await expect(sbl).toBeEnabled();
    await sbl.fill('999.99-99-999');
    await expect(address).toBeDisabled();
    await expect(page.getByText(MESSAGES.filing.noProperty, { exact: true })).toBeVisible();
    await sbl.fill('');

    const parcel = await findResidentialParcel(page, 'Elm');
    await chooseParcel(page, parcel);
    // Choosing the chosen row again unchooses it.
    await wizard.results(page).getByRole('option', { name: parcel.print_key }).click();
    await expect(page.getByRole('region', { name: 'Selected property' })).toHaveCount(0);
    await expect(wizard.next(page)).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await expect(page.getByText(MESSAGES.filing.completeStep)).toBeVisible();
    await wizard.results(page).getByRole('option', { name: parcel.print_key }).click();
    // Chosen again: Next once the property shows as selected (its checks take a moment).
    await expect(page.getByRole('region', { name: 'Selected property' })).toContainText(
      parcel.print_key,
    );
    await wizard.next(page).click();

    const owner = wizard.ownerBlock(page);
    const field = (name: string) => owner.getByRole('textbox', { name, exact: true });
    // Nothing is wrong before a field was touched.
    await expect(owner.getByText(MESSAGES.owner.minTwo)).toHaveCount(0);
    await field('First name').fill('A');
    await field('First name').blur();
    await expect(owner.getByText(MESSAGES.owner.minTwo)).toHaveCount(1);
    await expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    await field('Zip code').fill('123');
    await field('Zip code').blur();
    await expect(owner.getByText(MESSAGES.owner.zip, { exact: true })).toBeVisible();
    await field('Phone').fill('518555');
    await field('Phone').blur();
    await expect(owner.getByText(MESSAGES.owner.phone, { exact: true })).toBeVisible();
    // A required field left blank says what to enter once left (SPEC §2: the step has no
    // submit to wait for), and Next still says the step is not done; one not yet visited stays
    // quiet.
    await field('City').focus();
    await field('City').blur();
    await expect(
      owner.getByText(MESSAGES.filing.person.enter.owner.city, { exact: true }),
    ).toBeVisible();
    await expect(owner.getByText(MESSAGES.owner.minTwo)).toHaveCount(1);
    await expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    await expect(owner.getByRole('combobox', { name: 'State' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText(MESSAGES.filing.completeStep)).toBeVisible();
    await expect(wizard.next(page)).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step1-errors.png`, fullPage: true });

    // Corrected, the messages go and Next lets the person through.
    await fillPerson(owner, OWNER);
    await expect(owner.getByText(MESSAGES.owner.minTwo)).toHaveCount(0);
    await expect(owner.getByText(MESSAGES.owner.zip, { exact: true })).toHaveCount(0);
    await expect(owner.getByText(MESSAGES.owner.phone, { exact: true })).toHaveCount(0);
    await expect(wizard.next(page)).not.toHaveAccessibleDescription(MESSAGES.filing.completeStep);
  });

  test('Value Change: Next pressed early lists what to enter, each link landing on its field, which says the same', async ({
    page,
  }) => {
    // Signing up, two steps and three accessibility scans: slow on a busy machine.
    test.setTimeout(180_000);
    await newSignedInOwner(page, 'value-summary');
    const parcel = await findResidentialParcel(page, 'Juniper');
    await toValueChange(page, parcel);
    const value = page.getByRole('textbox', { name: /Requested assessment/ });
    const reason = page.getByRole('combobox', { name: /Reason/ });
    // Quiet until Next is pressed.
    await expect(value).not.toHaveAttribute('aria-invalid', 'true');
    await wizard.next(page).click();
    const summary = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: MESSAGES.filing.errorSummary }) });
    await expect(summary).toBeFocused();
    const links = summary.getByRole('link');
    await expect(links).toHaveText([
      MESSAGES.filing.enterDesiredValue,
      MESSAGES.filing.chooseReason,
    ]);
    await expect(links.nth(0)).toHaveAttribute('href', '#desiredValue');
    await expect(links.nth(1)).toHaveAttribute('href', '#reason');
    await expect(page.locator('#desiredValue')).toHaveCount(1);
    await expect(page.locator('#reason')).toHaveCount(1);
    // Each field says the same at once.
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription(
      new RegExp(`${MESSAGES.filing.enterDesiredValue}$`),
    );
    await expect(reason).toHaveAccessibleDescription(MESSAGES.filing.chooseReason);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step2-summary.png`, fullPage: true });

    await links.nth(1).click();
    await expect(reason).toBeFocused();
    await links.nth(0).click();
    await expect(value).toBeFocused();
    // A value typed but not an amount keeps the domain's rule; fixed, the summary empties.
    await value.fill('120000');
    await reason.selectOption('other');
    await expect(links).toHaveCount(0);
    await wizard.next(page).click();
    await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();
    // The chooser is a button in the page's language; the browser's own input is hidden.
    await expect(page.getByRole('button', { name: MESSAGES.filing.files.choose })).toBeVisible();
    await expect(page.locator('input[type=file]')).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('step 2: comparable SBLs, empty, unknown, duplicate and a sixth', async ({ page }) => {
    await newSignedInOwner(page, 'comp-errors');
    const parcel = await findResidentialParcel(page, 'Church', { suggestions: 6 });
    await toValueChange(page, parcel);
    const box = page.getByLabel('Comparable SBL');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    const suggestions = page.getByRole('list', { name: 'Suggested comparable sales' });
    const yours = page.getByRole('table', { name: 'Your comparable sales' });

    await add.click();
    await expect(page.getByText(MESSAGES.filing.compEmpty, { exact: true })).toBeVisible();
    await expect(box).toBeFocused();

    await box.fill('999.99-99-999');
    // Typing clears the message.
    await expect(page.getByText(MESSAGES.filing.compEmpty, { exact: true })).toHaveCount(0);
    await add.click();
    await expect(page.getByText(MESSAGES.filing.compInvalid, { exact: true })).toBeVisible();

    const [first, ...others] = parcel.suggested;
    await suggestions.getByRole('button', { name: `Add ${first?.sbl}` }).click();
    await box.fill(first?.sbl as string);
    await add.click();
    await expect(page.getByText(MESSAGES.filing.compDuplicate, { exact: true })).toBeVisible();
    await expect(yours.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step2-comp-errors.png`, fullPage: true });

    for (const sale of others.slice(0, 4)) {
      await suggestions.getByRole('button', { name: `Add ${sale.sbl}` }).click();
    }
    await expect(yours.getByRole('row')).toHaveCount(6);
    const sixth = others[4]?.sbl as string;
    await box.fill(sixth);
    await add.click();
    await expect(page.getByText(MESSAGES.filing.compMax, { exact: true })).toBeVisible();
    // A sixth suggestion is refused the same way.
    await suggestions.getByRole('button', { name: `Add ${sixth}` }).click();
    await expect(page.getByText(MESSAGES.filing.compMax, { exact: true })).toHaveCount(2);
    await expect(yours.getByRole('row')).toHaveCount(6);

    // Delete makes room again.
    await yours.getByRole('button', { name: `Delete comparable ${first?.sbl}` }).click();
    await expect(yours.getByRole('row')).toHaveCount(5);
    await add.click();
    await expect(yours.getByRole('row', { name: new RegExp(sixth) })).toBeVisible();
  });

  test('step 3: an executable renamed .pdf, the EICAR test file and a file over 25MB; step 4: the warnings of each reason', async ({
    page,
  }) => {
    // Sign-up, four steps and a 25 MB upload that is read to its end before it is refused:
    // about 50 s on quiet cores, one upload alone took 36 s while CI's other work shared them.
    test.setTimeout(180_000);
    await newSignedInOwner(page, 'upload-errors');
    const parcel = await findResidentialParcel(page, 'Lincoln');
    await toValueChange(page, parcel);
    await page.getByLabel('Requested assessment').fill('90000');
    await page.getByLabel('Reason').selectOption('recent_appraisal');
    await wizard.next(page).click();
    await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();

    const input = page.getByLabel('Choose files to upload');
    const files = wizard.files(page);
    const row = (name: string) => files.getByRole('listitem').filter({ hasText: name });
    await input.setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: elf() });
    await expect(row('setup.pdf')).toContainText('Error');
    await expect(row('setup.pdf')).toContainText(MESSAGES.upload.badType);

    await input.setInputFiles({
      name: 'too-big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdf(), Buffer.alloc(26 * 1024 * 1024, 0x20)]),
    });
    await expect(row('too-big.pdf')).toContainText(MESSAGES.upload.tooLarge);

    if (process.env.CLAMAV_URL) {
      // The EICAR string inside a real PDF: the type passes, the virus scan refuses it.
      await input.setInputFiles({
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: pdf(eicar().toString()),
      });
      await expect(row('scan.pdf')).toContainText(MESSAGES.upload.malware, { timeout: 15_000 });
    }
    await expect(files.getByText('Uploaded')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step3-errors.png`, fullPage: true });
    // Dismiss takes an error row away.
    await row('setup.pdf').getByRole('button', { name: 'Dismiss setup.pdf' }).click();
    await expect(row('setup.pdf')).toHaveCount(0);

    // Step 4: the refused files are not attached, so each reason warns of what it misses.
    await wizard.next(page).click();
    const warnings = wizard.warnings(page).getByRole('listitem');
    await expect(wizard.card(page, 'Supporting Files')).toContainText('No files attached.');
    await expect(warnings).toHaveText([
      MESSAGES.filing.warnNoAppraisal,
      MESSAGES.filing.submitOnce,
    ]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step4-warnings.png`, fullPage: true });

    const expected: [string, string[]][] = [
      ['building_condition_issue', [MESSAGES.filing.warnNoConditionFiles]],
      ['incorrect_property_inventory', [MESSAGES.filing.warnNoInventoryComments]],
      ['comparable_sales', [MESSAGES.filing.warnNoComps]],
      ['other', []],
    ];
    for (const [reason, texts] of expected) {
      await previousTo(page, 'Supporting Files');
      await previousTo(page, 'Value Change');
      await page.getByLabel('Reason').selectOption(reason);
      await nextTo(page, 'Supporting Files');
      await nextTo(page, 'Review and Submit');
      await expect(warnings, reason).toHaveText([...texts, MESSAGES.filing.submitOnce]);
    }
  });

  test('a commercial parcel: no comparables, the I&E warning without files', async ({ page }) => {
    await newSignedInOwner(page, 'commercial');
    const parcel = await findResidentialParcel(page, 'Blvd', { propClass: /^4\d\d$/ });
    await toValueChange(page, parcel);
    await expect(page.getByRole('heading', { name: 'Comparable sales' })).toHaveCount(0);
    // Class 300 and above: the property information opens on request.
    const toggle = page.getByRole('button', { name: 'Show property information' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide property information' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(fact(page.locator('body'), 'Property type')).toHaveText('Commercial');
    await page.getByLabel('Requested assessment').fill('250000');
    await page.getByLabel('Reason').selectOption('other');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step2-commercial.png`, fullPage: true });
    await nextTo(page, 'Supporting Files');
    await nextTo(page, 'Review and Submit');
    await expect(wizard.warnings(page).getByRole('listitem')).toHaveText([
      MESSAGES.filing.warnNoIncomeExpense,
      MESSAGES.filing.submitOnce,
    ]);
    await expectNoAxeViolations(page);
  });

  test('step 4: a second tab submitting the same parcel is told the application exists, and gets a fresh captcha', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await newSignedInOwner(page, 'two-tabs');
    const parcel = await findResidentialParcel(page, 'Cedar');
    const second = await context.newPage();
    // Each tab keeps its own draft (sessionStorage); both reach Review and Submit.
    for (const tab of [page, second]) {
      await toValueChange(tab, parcel);
      await tab.getByLabel('Requested assessment').fill('80000');
      await tab.getByLabel('Reason').selectOption('other');
      await nextTo(tab, 'Supporting Files');
      await nextTo(tab, 'Review and Submit');
      await solveCaptcha(tab);
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/confirm$/);

    const submit = second.getByRole('button', { name: 'Submit' });
    await submit.click();
    const phone = await second.evaluate(() =>
      fetch('/api/municipality').then(
        async (r) => ((await r.json()) as { firm: { phone: string } }).firm.phone,
      ),
    );
    await expect(
      second.getByText(withPhone(MESSAGES.filing.applicationExists, phone), { exact: true }),
    ).toBeVisible();
    await expect(second).toHaveURL(/\/file\/review$/);
    // A captcha is accepted once: the widget starts over, and Submit waits for it.
    await expect(submit).toBeDisabled();
    await expect(second.locator('altcha-widget .altcha[data-state="verified"]')).toHaveCount(0);
    await expectNoAxeViolations(second);
    await second.screenshot({ path: `${SHOTS}/step4-app-exists.png`, fullPage: true });

    // My Applications holds the one application.
    await page.goto('/applications');
    await expect(
      page.getByRole('table', { name: 'Submitted applications' }).getByRole('row'),
    ).toHaveCount(2);
  });
});
