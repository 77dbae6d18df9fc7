import { expect, test } from '../fixtures/test.ts';
import { MESSAGES, withPhone } from '@ir/domain/messages.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { solveCaptcha } from '../support/auth.ts';
import {
  APPLICANT,
  OWNER,
  SHOTS,
  chooseParcel,
  fact,
  fillPerson,
  fileThroughApi,
  findResidentialParcel,
  newSignedInOwner,
  nextTo,
  pdf,
  png,
  wizard,
} from '../support/filing.ts';
import { waitForMail } from '../support/stack.ts';

test.describe('filing an informal review', () => {
  test('the "Done when" walk: a new owner files for a demo parcel with an applicant, a suggested and a typed comparable, a PDF and a photo; receipt, My Applications, and a second filing refused', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email } = await newSignedInOwner(page, 'filer');

    // My Applications, empty, with New Application.
    await expect(page.getByText(MESSAGES.submission.applicationsEmpty)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/applications-empty.png`, fullPage: true });
    await page.getByRole('link', { name: 'New Application' }).click();
    // /file goes on to the new draft's first step, at its own address (decision 046).
    await expect(page).toHaveURL(/\/file\/property$/);

    const parcel = await findResidentialParcel(page, 'Maple', { suggestions: 2 });
    const [suggested, typed] = parcel.suggested as [
      (typeof parcel.suggested)[0],
      (typeof parcel.suggested)[0],
    ];

    // Step 0: find the parcel by its address.
    await expect(wizard.heading(page, 'Property Search')).toBeVisible();
    await expect(wizard.next(page)).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await expect(wizard.previous(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    // 'How to find my SBL?' opens its dialog with the picture, and Escape closes it.
    await page.getByRole('button', { name: 'How to find my SBL?' }).click();
    const help = page.getByRole('dialog', { name: 'How to find my SBL?' });
    await expect(help).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step0-sbl-help.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.getByLabel('Address', { exact: true }).fill(parcel.full_address);
    // Typing in one box disables the other.
    await expect(page.getByLabel('SBL', { exact: true })).toBeDisabled();
    await expect(page.getByText(/^Found: \d+/)).toBeVisible();
    await wizard.results(page).getByRole('option', { name: parcel.print_key }).click();
    const selected = page.getByRole('region', { name: 'Selected property' });
    await expect(selected).toContainText(parcel.print_key);
    await expect(selected).toContainText(parcel.full_address);
    await expect(wizard.next(page)).not.toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step0-selected.png`, fullPage: true });
    await wizard.next(page).click();

    // Step 1: the owner, not the person filing, and the applicant saved for next time.
    await expect(wizard.heading(page, 'Applicant Info')).toBeVisible();
    await expect(wizard.next(page)).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await fillPerson(wizard.ownerBlock(page), OWNER);
    // Shaped as typed (SPEC §5).
    await expect(wizard.ownerBlock(page).getByLabel('Phone')).toHaveValue('(518) 555-0142');
    const isOwner = page.getByLabel('I am the property owner');
    await expect(isOwner).toBeChecked();
    await expect(wizard.applicantBlock(page)).toHaveCount(0);
    await isOwner.uncheck();
    await expect(wizard.next(page)).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await fillPerson(wizard.applicantBlock(page), APPLICANT);
    await page.getByLabel('Save applicant information for next time').check();
    await expect(wizard.next(page)).not.toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step1-applicant.png`, fullPage: true });
    await wizard.next(page).click();

    // Step 2: requested value, comparable sales, one suggestion clicked and one SBL typed.
    await expect(wizard.heading(page, 'Value Change')).toBeVisible();
    await expect(wizard.next(page)).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await page.getByLabel('Requested assessment').fill('150000');
    await page.getByLabel('Reason').selectOption('comparable_sales');
    await expect(page.getByText(MESSAGES.reasonHints.comparable_sales)).toBeVisible();
    const suggestions = page.getByRole('list', { name: 'Suggested comparable sales' });
    await suggestions.getByRole('button', { name: `Add ${suggested.sbl}` }).click();
    const yours = page.getByRole('table', { name: 'Your comparable sales' });
    await expect(yours.getByRole('row', { name: new RegExp(suggested.sbl) })).toBeVisible();
    await page.getByLabel('Comparable SBL').fill(typed.sbl);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(yours.getByRole('row', { name: new RegExp(typed.sbl) })).toBeVisible();
    await expect(page.getByLabel('Comparable SBL')).toHaveValue('');
    // Both suggestions now read Added instead of offering Add.
    await expect(suggestions.getByRole('button', { name: `Add ${typed.sbl}` })).toHaveCount(0);
    await expect(wizard.next(page)).not.toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step2-comps.png`, fullPage: true });
    await wizard.next(page).click();

    // Step 3: a PDF and a photo.
    await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Choose files to upload').setInputFiles([
      { name: 'appraisal.pdf', mimeType: 'application/pdf', buffer: pdf('walk appraisal') },
      { name: 'front-porch.png', mimeType: 'image/png', buffer: png() },
    ]);
    const files = wizard.files(page);
    await expect(files.getByRole('listitem')).toHaveCount(2);
    await expect(files.getByRole('listitem').filter({ hasText: 'appraisal.pdf' })).toContainText(
      'Uploaded',
    );
    await expect(files.getByRole('listitem').filter({ hasText: 'front-porch.png' })).toContainText(
      'Uploaded',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step3-files.png`, fullPage: true });
    await wizard.next(page).click();

    // Step 4: the summary, the warnings, the captcha, Submit.
    await expect(wizard.heading(page, 'Review and Submit')).toBeVisible();
    const property = wizard.card(page, 'Property Information');
    await expect(fact(property, 'SBL')).toHaveText(parcel.print_key);
    await expect(fact(property, 'Address')).toHaveText(parcel.full_address);
    await expect(fact(property, 'Property class')).toHaveText(parcel.prop_class as string);
    const change = wizard.card(page, 'Requested Change');
    await expect(fact(change, 'Requested assessment')).toHaveText('$150,000');
    await expect(fact(change, 'Reason')).toHaveText('Comparable sales');
    const owner = wizard.card(page, 'Property Owner');
    await expect(fact(owner, 'Name')).toHaveText('Olive Owner');
    await expect(fact(owner, 'Phone')).toHaveText('(518) 555-0142');
    const applicant = wizard.card(page, 'Applicant Info');
    await expect(fact(applicant, 'Name')).toHaveText('Andy Agent');
    await expect(fact(applicant, 'City, state, zip')).toHaveText('Albany, NY 12207');
    const filesCard = wizard.card(page, 'Supporting Files');
    await expect(filesCard.getByRole('listitem')).toHaveText(['appraisal.pdf', 'front-porch.png']);
    const comps = page.getByRole('table', { name: 'Comparable sales' });
    await expect(comps.getByRole('row')).toHaveCount(3);
    // Comparable sales with comparables and files: only the submit-once text.
    await expect(wizard.warnings(page).getByRole('listitem')).toHaveText([
      MESSAGES.filing.submitOnce,
    ]);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step4-review.png`, fullPage: true });
    await solveCaptcha(page);
    await expect(submit).toBeEnabled();
    await submit.click();

    // The confirmation.
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    const receipt = page.getByRole('region', { name: 'Submission receipt' });
    const filingNumber = (await fact(receipt, 'Filing number').innerText()).trim();
    expect(filingNumber).not.toBe('');
    await expect(page.getByText(filingNumber).first()).toBeVisible();
    await expect(fact(receipt, 'Property address')).toHaveText(parcel.full_address);
    await expect(fact(receipt, 'SBL')).toHaveText(parcel.print_key);
    await expect(fact(receipt, 'Requested assessment')).toHaveText('$150,000');
    await expect(fact(receipt, 'Assessed value')).toHaveText(/^\$[\d,]+$/);
    await expect(fact(receipt, 'Reason')).toHaveText('Comparable sales');
    await expect(fact(receipt, 'Files submitted')).toHaveText('2');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/confirm.png`, fullPage: true });

    // The receipt e-mail names the filing number.
    const mail = await waitForMail(email, (m) => m.text.includes(filingNumber));
    expect(mail.text).toContain(parcel.print_key);

    // My Applications lists it as Received.
    await page.getByRole('link', { name: 'My Applications' }).last().click();
    await expect(page).toHaveURL(/\/applications$/);
    const table = page.getByRole('table', { name: 'Submitted applications' });
    const row = table.getByRole('row', { name: new RegExp(parcel.print_key) });
    await expect(row).toContainText(parcel.full_address);
    await expect(row).toContainText('$150,000');
    await expect(row).toContainText('Received');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/applications-row.png`, fullPage: true });

    // A second filing for the same parcel is refused at step 0.
    await page.getByRole('link', { name: 'New Application' }).click();
    await expect(wizard.heading(page, 'Property Search')).toBeVisible();
    await page.getByLabel('Address', { exact: true }).fill(parcel.full_address);
    await wizard.results(page).getByRole('option', { name: parcel.print_key }).click();
    const phone = await page.evaluate(() =>
      fetch('/api/municipality').then(
        async (r) => ((await r.json()) as { firm: { phone: string } }).firm.phone,
      ),
    );
    await expect(
      page.getByText(withPhone(MESSAGES.filing.applicationExists, phone), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Selected property' })).toHaveCount(0);
    await expect(wizard.next(page)).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/step0-app-exists.png`, fullPage: true });

    // Another parcel: the applicant saved last time fills the applicant block.
    const another = await findResidentialParcel(page, 'Maple', { skip: [parcel.print_key] });
    await page.getByLabel('Address', { exact: true }).fill('');
    await chooseParcel(page, another);
    await wizard.next(page).click();
    await page.getByLabel('I am the property owner').uncheck();
    const prefilled = wizard.applicantBlock(page);
    await expect(prefilled.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
      APPLICANT.firstName,
    );
    await expect(prefilled.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(
      APPLICANT.lastName,
    );
    await expect(prefilled.getByRole('textbox', { name: 'Zip code', exact: true })).toHaveValue(
      APPLICANT.zipCode,
    );
    await expect(prefilled.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(
      '(518) 555-0199',
    );
    // The owner block is the owner's to fill each time.
    await expect(
      wizard.ownerBlock(page).getByRole('textbox', { name: 'First name', exact: true }),
    ).toHaveValue('');
  });

  test('the draft survives a reload in the same tab, step and data', async ({ page }) => {
    // Signing up, four steps, an upload and three reloads: over the default 30 s when busy.
    test.setTimeout(90_000);
    await newSignedInOwner(page, 'reload');
    await page.goto('/file');
    const parcel = await findResidentialParcel(page, 'Oak');
    await chooseParcel(page, parcel);
    await wizard.next(page).click();
    await fillPerson(wizard.ownerBlock(page), OWNER);
    await wizard.next(page).click();
    await page.getByLabel('Requested assessment').fill('98765');
    await page.getByLabel('Reason').selectOption('other');
    await page.getByLabel('Comments').fill('The roof leaks.');
    await wizard.next(page).click();
    await page.getByLabel('Choose files to upload').setInputFiles({
      name: 'roof.png',
      mimeType: 'image/png',
      buffer: png(),
    });
    await expect(wizard.files(page).getByRole('listitem')).toContainText('Uploaded');

    // The browser's leave-page prompt (beforeunload) and the wizard's confirm for in-app links.
    const confirms: string[] = [];
    let leave = true;
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'confirm') confirms.push(dialog.message());
      void (leave ? dialog.accept() : dialog.dismiss());
    });
    await page.reload();
    // The reload stays on the step's own address (decision 046).
    await expect(page).toHaveURL(/\/file\/files$/);
    await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();
    // The file the server holds for the draft is listed again, and can be removed.
    const roof = wizard.files(page).getByRole('listitem').filter({ hasText: 'roof.png' });
    await expect(roof).toContainText('Uploaded');
    await wizard.previous(page).click();
    await expect(wizard.heading(page, 'Value Change')).toBeVisible();
    await expect(page.getByLabel('Requested assessment')).toHaveValue(/98,?765/);
    await expect(page.getByLabel('Reason')).toHaveValue('other');
    await expect(page.getByLabel('Comments')).toHaveValue('The roof leaks.');
    await wizard.previous(page).click();
    await expect(wizard.ownerBlock(page).getByLabel('Last name')).toHaveValue(OWNER.lastName);
    await wizard.previous(page).click();
    await expect(page.getByRole('region', { name: 'Selected property' })).toContainText(
      parcel.print_key,
    );
    await expect(
      wizard.results(page).getByRole('option', { name: parcel.print_key, selected: true }),
    ).toBeVisible();

    // Back on step 3, Remove takes the file out of the draft on the server too.
    await nextTo(page, 'Applicant Info');
    await nextTo(page, 'Value Change');
    await nextTo(page, 'Supporting Files');
    await roof.getByRole('button', { name: 'Remove roof.png' }).click();
    await expect(roof).toHaveCount(0);
    await page.reload();
    await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();
    await expect(page.getByText('Choose files to upload')).toBeVisible();
    await expect(wizard.files(page)).toHaveCount(0);

    // A link out of the wizard asks first; staying keeps the draft, leaving drops it.
    leave = false;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    expect(confirms).toEqual([MESSAGES.filing.leavePage]);
    await expect(page).toHaveURL(/\/file\/files$/);
    await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();
    leave = true;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto('/file');
    await expect(page).toHaveURL(/\/file\/property$/);
    await expect(wizard.heading(page, 'Property Search')).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('');
  });

  test('a second filing: Use my details from last time; the owner opens their file; a withdrawn filing offers File again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newSignedInOwner(page, 'again');
    // Leaving the wizard asks first (the browser's prompt, the wizard's confirm): leave.
    page.on('dialog', (dialog) => void dialog.accept());
    const first = await findResidentialParcel(page, 'Tamarack');
    const second = await findResidentialParcel(page, 'Tamarack', { skip: [first.print_key] });
    const deed = pdf('the deed of the house');
    const id = await fileThroughApi(page.request, first.print_key, [
      { name: 'deed.pdf', mimeType: 'application/pdf', buffer: deed },
    ]);

    // The second filing fills the owner in from the first, in one press.
    await page.goto('/file');
    await chooseParcel(page, second);
    await wizard.next(page).click();
    await expect(wizard.heading(page, 'Applicant Info')).toBeVisible();
    const owner = wizard.ownerBlock(page);
    await expect(owner.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('');
    await page.getByRole('button', { name: MESSAGES.filing.person.useLastDetails }).click();
    await expect(page.getByRole('status').filter({ hasText: /are filled in/ })).toBeVisible();
    await expect(owner.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
      OWNER.firstName,
    );
    await expect(owner.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(
      OWNER.lastName,
    );
    await expect(owner.getByRole('combobox', { name: 'State' })).toHaveValue(OWNER.state);
    await expect(owner.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(
      '(518) 555-0142',
    );
    await expect(page.getByLabel('I am the property owner')).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/use-last-details.png`, fullPage: true });
    await wizard.next(page).click();
    await expect(wizard.heading(page, 'Value Change')).toBeVisible();

    // The filing page links each file the owner sent to the owner's own copy of it.
    await page.goto(`/applications/${id}`);
    const files = page.getByRole('list', { name: 'Supporting files' });
    const link = files.getByRole('link', { name: 'deed.pdf' });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/applications/${id}/files/\\d+$`));
    const opened = await page.request.get(href as string);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="deed.pdf"/);
    expect((await opened.body()).equals(deed)).toBe(true);
    // The copy no longer says a filing cannot be changed once submitted.
    await expect(page.getByText(/cannot be changed/)).toHaveCount(0);

    // Withdrawn, it offers File again: the wizard opens on the same parcel, the owner filled in.
    await page.getByRole('button', { name: 'Withdraw this filing' }).click();
    await page
      .getByRole('alertdialog', { name: 'Withdraw this filing?' })
      .getByRole('button', { name: 'Withdraw filing' })
      .click();
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByRole('listitem').last()).toContainText('Withdrawn');
    await expect(status).toContainText(MESSAGES.applications.page.fileAgainIntro);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/file-again.png`, fullPage: true });
    await status.getByRole('button', { name: 'File again' }).click();
    await expect(page).toHaveURL(/\/file\/property$/);
    await expect(page.getByRole('region', { name: 'Selected property' })).toContainText(
      first.print_key,
    );
    await expectNoAxeViolations(page);
    await wizard.next(page).click();
    await expect(wizard.heading(page, 'Applicant Info')).toBeVisible();
    await expect(owner.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(
      OWNER.lastName,
    );
    await wizard.next(page).click();
    await expect(wizard.heading(page, 'Value Change')).toBeVisible();
  });
});
