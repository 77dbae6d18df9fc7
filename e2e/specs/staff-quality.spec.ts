import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../support/auth.ts';
import { fileThroughApi, findResidentialParcel, newSignedInOwner } from '../support/filing.ts';
import { account, type E2eAccount } from '../support/stack.ts';

/** Screenshots of the staff screens, looked at by a person after the run. */
const SHOTS = '/tmp/h/shots';
mkdirSync(SHOTS, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Applications filed by a new owner on `street` (no other spec files there); their ids. */
async function fileOn(browser: Browser, street: string, count: number) {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await newSignedInOwner(owner, `staff-${street.toLowerCase()}`);
  const filed: { id: number; sbl: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const parcel = await findResidentialParcel(owner, street, {
      skip: filed.map((f) => f.sbl),
    });
    filed.push({
      id: await fileThroughApi(owner.request, parcel.print_key),
      sbl: parcel.print_key,
    });
  }
  await context.close();
  return filed;
}

/** A signed-in page of its own for `who`, at `size`. */
async function signedIn(browser: Browser, who: E2eAccount, size = PHONE) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await logIn(page, who.email, who.password);
  return { context, page };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('staff screens on a phone', () => {
  test('staff land on their work: super, admin and mega-admin on /appreview, the town on /town', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const role of ['super', 'admin', 'mega-admin'] as const) {
      const { context, page } = await signedIn(browser, account(role));
      await expect(page).toHaveURL(/\/appreview$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Review Applications' }),
      ).toBeVisible();
      await context.close();
    }
    const { context, page } = await signedIn(browser, account('town'));
    await expect(page).toHaveURL(/\/town$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Town Dashboard' })).toBeVisible();
    await context.close();
  });

  test('at 390 px an admin assigns with the button, a super reviews with the bar at hand, is refused inline, completes, and the review turns read-only', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const [filed] = await fileOn(browser, 'Mohawk', 1);
    if (!filed) throw new Error('nothing filed');
    const reviewer = account('super');

    // The admin, on a phone: choose, then press the button that says what it will do.
    const admin = await signedIn(browser, account('admin'));
    const adminPage = admin.page;
    await expect(adminPage).toHaveURL(/\/appreview$/);
    await adminPage.getByRole('searchbox', { name: 'Filter SBL' }).fill(filed.sbl);
    const table = adminPage.getByRole('table', { name: 'Review applications' });
    await expect(table.getByRole('link', { name: `View ${filed.sbl}` })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: filed.sbl })).toContainText('Unassigned');
    const box = table.getByRole('checkbox', { name: `Select ${filed.sbl}` });
    await expect(box).toHaveClass(/\bcheckbox\b/);
    await box.check();
    await adminPage
      .getByRole('combobox', { name: 'Assign the selected applications to' })
      .selectOption({ label: reviewer.email });
    const assign = adminPage.getByRole('button', { name: `Assign 1 to ${reviewer.email}` });
    await expect(assign).toBeVisible();
    await expect(adminPage.getByRole('status').filter({ hasText: /^Assigned/ })).toHaveCount(0);
    await expectNoAxeViolations(adminPage);
    await shot(adminPage, 'appreview-assign-390');
    await assign.click();
    await expect(adminPage.getByRole('status').filter({ hasText: /^Assigned/ })).toHaveText(
      `Assigned 1 application to ${reviewer.email}.`,
    );
    await expect(table.getByRole('row').filter({ hasText: filed.sbl })).toContainText(
      reviewer.email,
    );

    // The reviewer opens the review on a phone: FAR and COMPLETE are in view at the top of
    // a long page, in the bar stuck to the bottom of the window.
    const superSession = await signedIn(browser, reviewer);
    const page = superSession.page;
    await page.goto(`/review/${filed.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Review of ${filed.sbl}` }),
    ).toBeVisible();
    const bar = page.getByRole('region', { name: 'Review actions' });
    const complete = bar.getByRole('button', { name: 'COMPLETE' });
    await expect(complete).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'FAR' })).toBeInViewport();
    expect(await page.evaluate(() => document.body.scrollHeight > window.innerHeight * 2)).toBe(
      true,
    );
    await expectNoAxeViolations(page);
    await shot(page, 'review-detail-top-390');

    // Everything refused at once: beside each field and in a summary that takes the focus.
    await page.getByRole('checkbox', { name: 'no total_av change' }).uncheck();
    await page.getByRole('checkbox', { name: 'Data change needed' }).check();
    await complete.click();
    const summary = page.getByRole('alert').filter({ hasText: MESSAGES.review.refusalSummary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      MESSAGES.review.totalRequired,
      MESSAGES.review.dataChangePending,
      MESSAGES.review.decisionReason,
    ]);
    await expect(page.getByLabel('New total AV')).toHaveAccessibleDescription(
      new RegExp(MESSAGES.review.totalRequired.replace(/[".]/g, '.')),
    );
    await expect(
      page.getByRole('checkbox', { name: 'Data change needed' }),
    ).toHaveAccessibleDescription(MESSAGES.review.dataChangePending);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'review-detail-refusals-390');

    // Fixed: the received total as the new one, the data change done.
    const received = await page
      .getByRole('region', { name: 'Property' })
      .locator('dt:text-is("Received total value") + dd')
      .textContent();
    await page.getByLabel('New total AV').fill((received ?? '').replace(/\D/g, ''));
    await page.getByRole('checkbox', { name: 'Data change complete' }).check();
    await page.getByLabel('Reason for the decision').selectOption('insufficient_evidence');
    await expect(summary).toHaveCount(0);
    await complete.click();
    await expect(page.getByText('The review was completed.')).toBeVisible();

    // Completed is final for a super: read-only, no actions.
    await expect(page.getByText(MESSAGES.review.completeIsFinal)).toBeVisible();
    await expect(page.getByRole('button', { name: 'COMPLETE' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'FAR' })).toHaveCount(0);
    await expect(page.getByLabel('New total AV')).not.toBeEditable();
    await expectNoAxeViolations(page);
    await shot(page, 'review-detail-complete-super-390');

    // An admin still has the way back: FAR reopens it.
    await adminPage.goto(`/review/${filed.id}`);
    await expect(adminPage.getByText(MESSAGES.review.reopenHint)).toBeVisible();
    await expect(
      adminPage
        .getByRole('region', { name: 'Review actions' })
        .getByRole('button', { name: 'FAR' }),
    ).toBeInViewport();
    await expectNoAxeViolations(adminPage);
    await shot(adminPage, 'review-detail-complete-admin-390');

    await superSession.context.close();
    await admin.context.close();
  });
});

test.describe('axe on every staff page', () => {
  for (const size of [DESKTOP, PHONE]) {
    test(`nothing to report at ${size.width} px`, async ({ browser }) => {
      test.setTimeout(300_000);
      const [filed] = await fileOn(browser, size.width === PHONE.width ? 'Hudson' : 'Erie', 1);
      if (!filed) throw new Error('nothing filed');
      const mega = await signedIn(browser, account('mega-admin'), size);
      const page = mega.page;
      const pages: [string, string, () => Promise<void>][] = [
        [
          '/appreview',
          'appreview',
          () => expect(page.getByRole('link', { name: /^View / }).first()).toBeVisible(),
        ],
        [
          '/appreview?view=far',
          'appreview-far',
          () => expect(page.getByRole('tab', { name: /^FAR/, selected: true })).toBeVisible(),
        ],
        [
          '/appreview?view=complete',
          'appreview-complete',
          () => expect(page.getByRole('tab', { name: /^Complete/, selected: true })).toBeVisible(),
        ],
        [
          `/review/${filed.id}`,
          'review-detail',
          async () => {
            await expect(
              page.getByRole('heading', { level: 1, name: /^Review of / }),
            ).toBeVisible();
            // The reviewer's comparables fit: a table where there is room, cards on a phone.
            const name = 'Reviewer-selected comparables';
            const table = page.getByRole('table', { name });
            const cards = page.getByRole('list', { name });
            await expect(size === PHONE ? cards : table).toBeVisible();
            await expect(size === PHONE ? table : cards).toBeHidden();
            if (size === DESKTOP) {
              const fits = await table.evaluate(
                (element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0),
              );
              expect(fits, 'the comparables table is wider than its column').toBe(true);
            }
          },
        ],
        [
          '/admin',
          'admin',
          async () => {
            await expect(
              page.getByRole('heading', { level: 1, name: 'ADMIN CONTROLS' }),
            ).toBeVisible();
            // The selected account's table and the audit log: both scroll sideways on a phone.
            const picker = page.getByRole('combobox', { name: 'Find a user' });
            await picker.fill(account('town').email);
            await page.getByRole('option', { name: account('town').email }).click();
            await expect(page.getByRole('table', { name: 'Selected account' })).toBeVisible();
            await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
          },
        ],
        [
          '/useraccess',
          'useraccess',
          () => expect(page.getByRole('heading', { level: 1, name: 'User Access' })).toBeVisible(),
        ],
      ];
      for (const [path, name, ready] of pages) {
        await page.goto(path);
        await ready();
        await expectNoAxeViolations(page);
        await shot(page, `${name}-${size.width}`);
      }
      await mega.context.close();

      const town = await signedIn(browser, account('town'), size);
      await expect(
        town.page.getByRole('heading', { level: 1, name: 'Town Dashboard' }),
      ).toBeVisible();
      await expect(town.page.getByText('All filings')).toBeVisible();
      await expectNoAxeViolations(town.page);
      await shot(town.page, `town-${size.width}`);
      await town.context.close();
    });
  }
});
