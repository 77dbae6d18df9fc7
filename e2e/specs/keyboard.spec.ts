import { expect, test } from '../fixtures/test.ts';
import { logIn, signUpAndVerify } from '../support/auth.ts';
import { fileThroughApi, findResidentialParcel, pdf } from '../support/filing.ts';
import { expectVisibleFocus, press, tabTo, typeInto } from '../support/keyboard.ts';
import { account } from '../support/stack.ts';

/**
 * Keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): the staff review flow and Admin Controls, walked
 * with Tab, Shift+Tab, Enter, Space, arrows and typing, the focus checked visible on every
 * element it reaches (support/keyboard.ts). Signing in is other specs' subject; from the first
 * staff page on, no mouse. The wizard's walk is filing-keyboard.spec.ts.
 */

/** This spec's street: its filing is the only one there. */
const STREET = 'Laurel';

test.describe('keyboard only, staff', () => {
  test('the review flow: list, filter, select, assign, open, FAR and COMPLETE', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // A filing to review, by the shared applicant, through the API.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    const user = account('user');
    await logIn(ownerPage, user.email, user.password);
    const parcel = await findResidentialParcel(ownerPage, STREET);
    await fileThroughApi(ownerPage.request, parcel.print_key, [
      { name: 'keyboard-staff.pdf', mimeType: 'application/pdf', buffer: pdf('keyboard-staff') },
    ]);
    await ownerContext.close();

    const admin = account('admin');
    const reviewer = account('super');
    await logIn(page, admin.email, admin.password);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Review Applications' }),
    ).toBeVisible();

    // Filter: type the street into the Name filter.
    await typeInto(page, page.getByRole('searchbox', { name: 'Filter Name' }), STREET);
    const table = page.getByRole('table', { name: 'Review applications' });
    const select = table.getByRole('checkbox', { name: `Select ${parcel.print_key}` });
    await expect(select).toBeVisible();
    await expect(table.getByRole('checkbox', { name: /^Select \d/ })).toHaveCount(1);

    // Select with Space.
    await tabTo(page, select, { max: 80 });
    await press(page, 'Space');
    await expect(select).toBeChecked();

    // Assign: the assignee by type-ahead in the list, then Enter on the button that names it.
    const assignee = page.getByRole('combobox', { name: 'Assign the selected applications to' });
    await tabTo(page, assignee, { back: true, max: 80 });
    await page.keyboard.type(reviewer.email.slice(0, 6));
    await expect(assignee.locator('option:checked')).toHaveText(reviewer.email);
    await tabTo(page, page.getByRole('button', { name: `Assign 1 to ${reviewer.email}` }));
    await press(page, 'Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Assigned/ })).toHaveText(
      `Assigned 1 application to ${reviewer.email}.`,
    );

    // Open the review with Enter on its View link.
    await tabTo(page, table.getByRole('link', { name: `View ${parcel.print_key}` }), { max: 80 });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: `Review of ${parcel.print_key}` }),
    ).toBeVisible();

    // FAR with a comment.
    await typeInto(page, page.getByLabel('FAR comment'), 'Interior inspection asked for.', 120);
    await tabTo(page, page.getByRole('button', { name: 'FAR' }));
    await press(page, 'Enter');
    await expect(page.getByText('The review was marked FAR.')).toBeVisible();

    // COMPLETE with a new value and a reason chosen by type-ahead.
    const receivedText = await page
      .getByRole('region', { name: 'Property' })
      .locator('dt:text-is("Received total value") + dd')
      .textContent();
    const newValue = Number((receivedText ?? '').replace(/\D/g, '')) - 5_000;
    await typeInto(page, page.getByLabel('New total AV'), String(newValue), 120);
    const reason = page.getByLabel('Reason for the decision');
    await tabTo(page, reason);
    await page.keyboard.type('Sales');
    await expect(reason).toHaveValue('comparable_sales_support');
    await tabTo(page, page.getByRole('button', { name: 'COMPLETE' }));
    await press(page, 'Enter');
    await expect(page.getByText('The review was completed.')).toBeVisible();
    await expectVisibleFocus(page, 'after COMPLETE');
  });

  test('Admin Controls: find an account, change its role, restrict and lift it, set its password', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // An account of this spec's own to act on: the shared ones are other specs' to sign in with.
    const email = `keyboard-admin-${Date.now()}@example.com`;
    const ownerContext = await browser.newContext();
    await signUpAndVerify(await ownerContext.newPage(), email, 'Keyboard-Passw0rd-1');
    await ownerContext.close();

    const mega = account('mega-admin');
    await logIn(page, mega.email, mega.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'ADMIN CONTROLS' })).toBeVisible();

    // Find: type, arrow to the match, Enter.
    const picker = page.getByRole('combobox', { name: 'Find a user' });
    await typeInto(page, picker, email);
    await press(page, 'ArrowDown');
    await expect(picker).toHaveAttribute('aria-activedescendant', /.+/);
    await press(page, 'Enter');
    const account_ = page.getByRole('table', { name: 'Selected account' });
    await expect(account_.getByRole('cell').first()).toContainText(email);

    // Role: type-ahead in its list, Enter on 'change'.
    const role = account_.getByRole('combobox', { name: `Role of ${email}` });
    await tabTo(page, role);
    await page.keyboard.type('town');
    await expect(role).toHaveValue('town');
    await tabTo(page, account_.getByRole('button', { name: 'change' }));
    await press(page, 'Enter');
    await expect(account_.getByText('updated')).toBeVisible();

    // Restrict: Enter opens the question with the focus on Cancel; Tab, Enter confirms.
    await tabTo(page, account_.getByRole('button', { name: 'restrict' }));
    await press(page, 'Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Restrict this account?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectVisibleFocus(page, 'the question opened');
    await press(page, 'Tab');
    await expect(confirm.getByRole('button', { name: 'Restrict account' })).toBeFocused();
    await press(page, 'Enter');
    await expect(confirm).toBeHidden();
    const lift = account_.getByRole('button', { name: 'un-restrict' });
    await expect(lift).toBeEnabled();
    await tabTo(page, lift, { back: true });
    await press(page, 'Enter');
    await expect(account_.getByRole('button', { name: 'restrict' })).toBeEnabled();

    // Password, back along the row: type it, Space on the toggle to check it, Enter on 'set'.
    const input = account_.getByLabel(`New password for ${email}`);
    await tabTo(page, input, { back: true });
    await page.keyboard.type('Keyboard-Set-7');
    await tabTo(page, account_.getByRole('button', { name: 'Show password' }));
    await press(page, 'Space');
    await expect(input).toHaveAttribute('type', 'text');
    await tabTo(page, account_.getByRole('button', { name: 'set', exact: true }));
    await press(page, 'Enter');
    await expect(account_.getByRole('status').filter({ hasText: 'success' })).toHaveText('success');

    // The audit log's table scrolls by the arrow keys in its focusable region.
    await tabTo(page, page.getByRole('region', { name: 'Audit log entries' }), { max: 120 });
    await press(page, 'ArrowRight');
  });
});
