import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../support/auth.ts';
import {
  fileThroughApi,
  findResidentialParcel,
  newSignedInOwner,
  pdf,
  SHOTS,
} from '../support/filing.ts';
import { parseCsv } from '../support/csv.ts';
import { account, waitForMail } from '../support/stack.ts';

/**
 * Staff review from end to end, walked as the people who meet it: two owners' filings, an admin's
 * one-action assignment, a reviewer's list, detail, download, FAR and COMPLETE, the owner's
 * outcome, the history, the refusals and the CSV. The street is this spec's alone.
 */
const STREET = 'Seneca';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

const table = (page: Page) => page.getByRole('table', { name: 'Review applications' });

test.describe('staff review, end to end', () => {
  test('two filings are assigned together, reviewed, completed, and the owner hears back', async ({
    page,
    browser,
  }) => {
    // Four people and five axe scans on a two-core machine.
    test.setTimeout(240_000);

    // Two owners each file a review with a supporting file.
    const owners = [];
    const filed: { sbl: string; id: number; email: string; page: Page }[] = [];
    for (const label of ['walk-first', 'walk-second']) {
      const context = await browser.newContext();
      owners.push(context);
      const ownerPage = await context.newPage();
      const { email } = await newSignedInOwner(ownerPage, label);
      const parcel = await findResidentialParcel(ownerPage, STREET, {
        suggestions: 1,
        skip: filed.map((f) => f.sbl),
      });
      const id = await fileThroughApi(ownerPage.request, parcel.print_key, [
        { name: 'appraisal.pdf', mimeType: 'application/pdf', buffer: pdf(label) },
      ]);
      filed.push({ sbl: parcel.print_key, id, email, page: ownerPage });
    }
    const [first, second] = filed as [(typeof filed)[0], (typeof filed)[0]];

    // An owner is refused the staff API.
    expect((await first.page.request.get('/api/super/list')).status()).toBe(403);

    // The admin assigns both to the reviewer in one action.
    const reviewer = account('super');
    const admin = account('admin');
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, admin.email, admin.password);
    await adminPage.goto(`/appreview?loc_st_name=${STREET}`);
    for (const f of filed) {
      await table(adminPage)
        .getByRole('checkbox', { name: `Select ${f.sbl}` })
        .check();
    }
    // Choose, then assign with the button that says so (decision 030).
    await adminPage
      .getByRole('combobox', { name: 'Assign the selected applications to' })
      .selectOption({ label: reviewer.email });
    await adminPage.getByRole('button', { name: `Assign 2 to ${reviewer.email}` }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: 'Assigned 2' })).toBeVisible();
    await adminContext.close();

    // The reviewer filters to their own work on the street and sorts by SBL.
    await logIn(page, reviewer.email, reviewer.password);
    await page.goto('/appreview');
    await page.getByRole('searchbox', { name: 'Filter Name' }).fill(STREET);
    await page
      .getByRole('combobox', { name: 'Filter Assignee' })
      .selectOption({ label: reviewer.email });
    await page.getByRole('button', { name: /^SBL/ }).click();
    await expect(page.getByRole('columnheader', { name: /^SBL/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page).toHaveURL(/sort=print_key/);
    const links = table(page).getByRole('link', { name: /^View / });
    const ascending = filed.map((f) => `View ${f.sbl}`).sort();
    // Other specs file on other streets; this view holds the two filings of this one.
    await expect(links).toHaveText(ascending.map(() => 'View'));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))).toEqual(
      ascending,
    );
    await page.screenshot({ path: `${SHOTS}/review-list-filtered.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // The CSV of this view opens cleanly: a header and the two rows, every record as wide.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csvFile = await (await downloading).path();
    const csvText = await readFile(csvFile, 'utf8');
    expect(csvText.startsWith('\uFEFF')).toBe(true);
    const records = parseCsv(csvText.slice(1));
    expect(records).toHaveLength(3);
    const header = records[0] ?? [];
    expect(header).toContain('SBL');
    expect(new Set(records.map((r) => r.length))).toEqual(new Set([header.length]));
    expect(records.slice(1).map((r) => r[header.indexOf('SBL')])).toEqual(
      filed.map((f) => f.sbl).sort(),
    );

    // The reviewer opens the first filing: ranked comparables and the owner's file.
    await table(page)
      .getByRole('link', { name: `View ${first.sbl}` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Review of ${first.sbl}` }),
    ).toBeVisible();
    const ranked = page.getByRole('table', { name: 'Reviewer-selected comparables' });
    await expect(ranked.getByRole('row').nth(1)).toBeVisible();
    await expect(ranked.getByRole('columnheader', { name: 'Rank' })).toBeVisible();
    const file = page.getByRole('link', { name: 'Open appraisal.pdf' });
    await expect(file).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files' })).toContainText('Applicant');
    await expectNoAxeViolations(page);

    // The download is the owner's bytes, as an attachment of the stored type.
    const download = await page.request.get((await file.getAttribute('href')) ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    expect(download.headers()['content-disposition']).toContain('appraisal.pdf');
    expect(Buffer.compare(await download.body(), pdf('walk-first'))).toBe(0);

    // FAR with a comment, then COMPLETE with a new value below the received one.
    await page.getByLabel('FAR comment').fill('Interior inspection asked for.');
    await page.getByRole('button', { name: 'FAR' }).click();
    await expect(page.getByText('The review was marked FAR.')).toBeVisible();
    const receivedText = await page
      .getByRole('region', { name: 'Property' })
      .locator('dt:text-is("Received total value") + dd')
      .textContent();
    const received = Number((receivedText ?? '').replace(/\D/g, ''));
    const newValue = received - 5_000;
    await page.getByLabel('New total AV').fill(String(newValue));
    await page.getByLabel('Reason for the decision').selectOption('comparable_sales_support');
    await page.getByRole('button', { name: 'COMPLETE' }).click();
    await expect(page.getByText('The review was completed.')).toBeVisible();

    // The history shows every step, the download included, in order.
    await page.reload();
    const history = page.getByRole('list', { name: 'History' });
    const steps = history.locator(':scope > li');
    await expect(steps.locator('span.font-semibold')).toHaveText([
      'Assignee changed',
      'File downloaded',
      'Marked FAR',
      'Completed',
    ]);
    await expect(steps.nth(0)).toContainText(admin.email);
    await expect(steps.nth(0)).toContainText(`Assignee: - → ${reviewer.email}`);
    await expect(steps.nth(1)).toContainText('appraisal.pdf');
    await expect(steps.nth(2)).toContainText('Status: Review → FAR');
    await expect(steps.nth(3)).toContainText(reviewer.email);
    await expect(steps.nth(3)).toContainText(
      `New total value: ${dollars(received)} → ${dollars(newValue)}`,
    );
    await page.screenshot({ path: `${SHOTS}/review-detail-completed.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // The owner sees Completed and the new value, and has the outcome e-mail.
    await first.page.goto('/applications');
    const firstRow = first.page.getByRole('row').filter({ hasText: first.sbl });
    await expect(firstRow).toContainText('Completed');
    await expect(firstRow).toContainText(`New assessed value ${dollars(newValue)}`);
    await first.page.screenshot({ path: `${SHOTS}/applications-outcome.png`, fullPage: true });
    await expectNoAxeViolations(first.page);
    const mail = await waitForMail(first.email, (m) => m.subject.includes('is complete'));
    expect(mail.text).toContain(dollars(newValue));
    expect(mail.text).toContain(first.sbl);
    expect(mail.text).toMatch(/on or before Grievance Day, Tuesday, May \d+, \d{4}\./);
    // It links to the filing's page, which holds the decision notice.
    expect(mail.links.some((link) => /\/applications\/\d+$/.test(link))).toBe(true);

    // The other owner's filing is still with the reviewer.
    await second.page.goto('/applications');
    await expect(second.page.getByRole('row').filter({ hasText: second.sbl })).toContainText(
      'Received',
    );

    // A town account is refused the staff API too.
    const townContext = await browser.newContext();
    const town = await townContext.newPage();
    const townAccount = account('town');
    await logIn(town, townAccount.email, townAccount.password);
    expect((await town.request.get('/api/super/list')).status()).toBe(403);
    expect((await town.request.get(`/api/super/applicationinfo?id=${second.id}`)).status()).toBe(
      403,
    );
    await townContext.close();
    for (const context of owners) await context.close();
  });
});
