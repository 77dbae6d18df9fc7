import { expect, test } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../support/auth.ts';
import { fileThroughApi, findResidentialParcel, newSignedInOwner } from '../support/filing.ts';
import { account } from '../support/stack.ts';

test.describe('Application Review', () => {
  test('an admin assigns two new applications to a reviewer in one action; the reviewer sees them but cannot assign', async ({
    page,
    browser,
  }) => {
    // Three accounts sign in and the page is scanned three times: more than the default 30 s
    // on a busy two-core machine.
    test.setTimeout(90_000);
    // Two applications filed by a new owner, on a street no other spec files on.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await newSignedInOwner(owner, 'appreview');
    const first = await findResidentialParcel(owner, 'Genesee');
    const second = await findResidentialParcel(owner, 'Genesee', { skip: [first.print_key] });
    const sbls = [first.print_key, second.print_key];
    const ids = [];
    for (const sbl of sbls) ids.push(await fileThroughApi(owner.request, sbl));
    await ownerContext.close();

    const admin = account('admin');
    const reviewer = account('super');
    // Staff land on the review list when they sign in (decision 029).
    await logIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/appreview$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Review Applications' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Review applications' });
    // Other specs file too: the street filter shows this spec's two, whatever else there is.
    await page.getByRole('searchbox', { name: 'Filter Name' }).fill('Genesee');
    await expect(page).toHaveURL(/loc_st_name=Genesee/);
    for (const sbl of sbls) {
      await expect(table.getByRole('link', { name: `View ${sbl}` })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // Nobody holds them yet: the column says so rather than showing a blank.
    for (const sbl of sbls) {
      await expect(table.getByRole('row').filter({ hasText: sbl })).toContainText('Unassigned');
    }

    // Choosing in the dropdown assigns nothing (decision 030); the button says what it will do.
    const assign = page.getByRole('combobox', { name: 'Assign the selected applications to' });
    await assign.selectOption({ label: reviewer.email });
    const button = page.getByRole('button', { name: `Assign to ${reviewer.email}` });
    await expect(button).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Nothing selected: the screen says so and assigns nothing.
    await button.click();
    await expect(page.getByRole('alert')).toHaveText('Please select one or more applications.');

    for (const sbl of sbls) await table.getByRole('checkbox', { name: `Select ${sbl}` }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Assigned 2' })).toHaveCount(0);
    await page.getByRole('button', { name: `Assign 2 to ${reviewer.email}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Assigned 2' })).toHaveText(
      `Assigned 2 applications to ${reviewer.email}.`,
    );
    await expectNoAxeViolations(page);

    // The reviewer's own filter, kept in the URL, shows both with the reviewer as assignee.
    await page
      .getByRole('combobox', { name: 'Filter Assignee' })
      .selectOption({ label: reviewer.email });
    await expect(page).toHaveURL(/assigned_to=\d+/);
    for (const sbl of sbls) {
      await expect(table.getByRole('link', { name: `View ${sbl}` })).toBeVisible();
    }
    const filtered = page.url();

    // The reviewer opens the same view from the shared link, without Assign or checkboxes.
    const reviewerContext = await browser.newContext();
    const reviewerPage = await reviewerContext.newPage();
    await logIn(reviewerPage, reviewer.email, reviewer.password);
    await reviewerPage.goto(filtered);
    const reviewerTable = reviewerPage.getByRole('table', { name: 'Review applications' });
    for (const sbl of sbls) {
      await expect(reviewerTable.getByRole('link', { name: `View ${sbl}` })).toHaveAttribute(
        'href',
        `/review/${ids[sbls.indexOf(sbl)]}`,
      );
    }
    await expect(reviewerPage.getByRole('checkbox')).toHaveCount(0);
    await expect(
      reviewerPage.getByRole('combobox', { name: 'Assign the selected applications to' }),
    ).toHaveCount(0);
    // (The Assignee column's sort button is not one.)
    await expect(
      reviewerPage.getByRole('button', { name: /^(Assign|Unassign)(\s|$)/ }),
    ).toHaveCount(0);
    await expectNoAxeViolations(reviewerPage);
    await reviewerContext.close();
  });
});
