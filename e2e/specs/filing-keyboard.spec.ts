import { expect, test, type Locator } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import {
  APPLICANT,
  OWNER,
  SHOTS,
  fact,
  findResidentialParcel,
  newSignedInOwner,
  pdf,
  wizard,
} from '../support/filing.ts';
import { expectVisibleFocus, press, tabTo, typeInto } from '../support/keyboard.ts';

const PERSON_FIELDS = [
  ['First name', 'firstName'],
  ['Last name', 'lastName'],
  ['Address line 1', 'address1'],
  ['City', 'city'],
  ['State', 'state'],
  ['Zip code', 'zipCode'],
  ['Phone', 'phone'],
] as const;

/**
 * The whole wizard by keyboard alone (WCAG 2.1.1, 2.4.3), with the focus checked visible on every
 * element it reaches (2.4.7): support/keyboard.ts.
 */
test.describe('keyboard only', () => {
  test('the whole wizard is completed with Tab, Shift+Tab, Enter, Space, arrows and typing, the captcha included', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Signing up and in are other specs' subject; from /file on, no mouse.
    await newSignedInOwner(page, 'keyboard');
    const parcel = await findResidentialParcel(page, 'Walnut', { suggestions: 1 });
    const [suggested] = parcel.suggested;
    await page.goto('/file');
    await expect(wizard.heading(page, 'Property Search')).toBeVisible();

    // Step 0: type the address, Tab into the results, arrow to the parcel, Enter.
    await typeInto(page, page.getByLabel('Address', { exact: true }), parcel.full_address);
    const list = wizard.results(page);
    await expect(list.getByRole('option', { name: parcel.print_key })).toBeAttached();
    await tabTo(page, list);
    const activeOption = async () => {
      const id = await list.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).innerText() : '';
    };
    for (let i = 0; i < 100 && !(await activeOption()).includes(parcel.print_key); i++) {
      await press(page, 'ArrowDown');
    }
    expect(await activeOption()).toContain(parcel.print_key);
    await press(page, 'Enter');
    await expect(page.getByRole('region', { name: 'Selected property' })).toContainText(
      parcel.print_key,
    );
    await tabTo(page, wizard.next(page));
    await press(page, 'Enter');

    // Step 1: the heading takes the focus; Space on 'I am the property owner', which comes
    // first, then Tab through the owner and the applicant. The State is a list: typing its
    // first letters chooses it.
    await expect(wizard.heading(page, 'Applicant Info')).toBeFocused();
    await expectVisibleFocus(page, 'the heading of Applicant Info');
    await tabTo(page, page.getByLabel('I am the property owner'));
    await press(page, 'Space');
    await expect(page.getByLabel('I am the property owner')).not.toBeChecked();
    const fillByKeyboard = async (block: Locator, person: typeof OWNER) => {
      for (const [label, field] of PERSON_FIELDS) {
        if (field === 'state') {
          const state = block.getByRole('combobox', { name: label });
          await typeInto(page, state, 'New');
          await expect(state).toHaveValue(person.state);
        } else {
          await typeInto(
            page,
            block.getByRole('textbox', { name: label, exact: true }),
            person[field],
          );
        }
      }
    };
    await fillByKeyboard(wizard.ownerBlock(page), OWNER);
    await fillByKeyboard(wizard.applicantBlock(page), APPLICANT);
    await tabTo(page, page.getByLabel('Save applicant information for next time'));
    await press(page, 'Space');
    await expect(page.getByLabel('Save applicant information for next time')).toBeChecked();
    // Back up one field with Shift+Tab and correct the phone.
    await tabTo(page, wizard.applicantBlock(page).getByRole('textbox', { name: 'Phone' }), {
      back: true,
    });
    await press(page, 'End');
    await press(page, 'Backspace');
    await page.keyboard.type('8');
    await expect(wizard.applicantBlock(page).getByRole('textbox', { name: 'Phone' })).toHaveValue(
      '(518) 555-0198',
    );
    await tabTo(page, wizard.next(page));
    await press(page, 'Enter');

    // Step 2: the value, the reason by type-ahead in the select, a suggestion by Enter.
    await expect(wizard.heading(page, 'Value Change')).toBeFocused();
    await expectVisibleFocus(page, 'the heading of Value Change');
    await typeInto(page, page.getByLabel('Requested assessment'), '91000');
    await tabTo(page, page.getByLabel('Reason'));
    await page.keyboard.type('Comparable');
    await expect(page.getByLabel('Reason')).toHaveValue('comparable_sales');
    await tabTo(page, page.getByRole('button', { name: `Add ${suggested?.sbl}` }));
    await press(page, 'Enter');
    const yours = page.getByRole('table', { name: 'Your comparable sales' });
    await expect(
      yours.getByRole('row', { name: new RegExp(suggested?.sbl as string) }),
    ).toBeVisible();
    // The focus stays where the button was, on its 'Added', not back at the page's start.
    await expect(
      page
        .getByRole('list', { name: 'Suggested comparable sales' })
        .getByRole('listitem')
        .filter({ hasText: suggested?.sbl as string })
        .getByText('Added', { exact: true }),
    ).toBeFocused();
    // Enter in the SBL box submits it: an empty box says so.
    await tabTo(page, page.getByLabel('Comparable SBL'), { back: true });
    await press(page, 'Enter');
    await expect(page.getByText(MESSAGES.filing.compEmpty, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/keyboard-step2.png`, fullPage: true });
    await tabTo(page, wizard.next(page));
    await press(page, 'Enter');

    // Step 3: the chooser is a button in the page's language (the hidden file input is never
    // reached); Space opens the chooser, and so does Enter.
    await expect(wizard.heading(page, 'Supporting Files')).toBeFocused();
    await expectVisibleFocus(page, 'the heading of Supporting Files');
    const choose = page.getByRole('button', { name: 'Choose files to upload' });
    await tabTo(page, choose);
    await expectVisibleFocus(page, 'the Choose files to upload button');
    const chooser = page.waitForEvent('filechooser');
    await press(page, 'Space');
    await (
      await chooser
    ).setFiles({ name: 'keyboard-appraisal.pdf', mimeType: 'application/pdf', buffer: pdf('kb') });
    await expect(
      wizard.files(page).getByRole('listitem').filter({ hasText: 'keyboard-appraisal.pdf' }),
    ).toContainText('Uploaded');
    await tabTo(page, choose, { back: true });
    const again = page.waitForEvent('filechooser');
    await press(page, 'Enter');
    await (
      await again
    ).setFiles({ name: 'keyboard-photo.pdf', mimeType: 'application/pdf', buffer: pdf('kb2') });
    await expect(
      wizard.files(page).getByRole('listitem').filter({ hasText: 'keyboard-photo.pdf' }),
    ).toContainText('Uploaded');
    await page.screenshot({ path: `${SHOTS}/keyboard-step3.png`, fullPage: true });
    await tabTo(page, wizard.next(page));
    await press(page, 'Enter');

    // Step 4: Space on the captcha's checkbox, Enter on Submit.
    await expect(wizard.heading(page, 'Review and Submit')).toBeFocused();
    await expectVisibleFocus(page, 'the heading of Review and Submit');
    await expect(fact(wizard.card(page, 'Applicant Info'), 'Phone')).toHaveText('(518) 555-0198');
    const captcha = page.locator('altcha-widget').getByRole('checkbox');
    await tabTo(page, captcha);
    await press(page, 'Space');
    await expect(page.locator('altcha-widget .altcha[data-state="verified"]')).toBeAttached({
      timeout: 20_000,
    });
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await tabTo(page, submit);
    await page.screenshot({ path: `${SHOTS}/keyboard-step4.png`, fullPage: true });
    // The next page puts the focus on its main content, a landmark rather than a control.
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/confirm$/);
    const receipt = page.getByRole('region', { name: 'Submission receipt' });
    await expect(fact(receipt, 'SBL')).toHaveText(parcel.print_key);
    await expect(fact(receipt, 'Files submitted')).toHaveText('2');
    // And on to My Applications by keyboard.
    await tabTo(page, page.getByRole('link', { name: 'My Applications' }).last());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/applications$/);
    await expect(
      page.getByRole('table', { name: 'Submitted applications' }).getByRole('row', {
        name: new RegExp(parcel.print_key),
      }),
    ).toContainText('Received');
  });
});
