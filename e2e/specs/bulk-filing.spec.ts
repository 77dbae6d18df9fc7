import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn, solveCaptcha } from '../support/auth.ts';
import { account } from '../support/stack.ts';
import { SHOTS, findResidentialParcel, newSignedInOwner, pdf, png } from '../support/filing.ts';
import { bulkCsv, bulkRow } from '../../apps/api/test/bulk-forms.ts';
import { zip } from '../../apps/api/test/upload-fixtures.ts';

test('a representative, once approved, files several properties from a CSV and a ZIP, follows the batch, reads the report and downloads it; staff see and filter who filed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const rep = await newSignedInOwner(page, 'bulk');
  const first = await findResidentialParcel(page, 'Sycamore');
  const second = await findResidentialParcel(page, 'Hickory');

  await page.goto('/applications');
  await page.getByRole('link', { name: MESSAGES.bulk.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.bulk.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
    'href',
    '/api/applications/bulk/template.csv',
  );
  await expectNoAxeViolations(page);

  const chooseFiles = async () => {
    await page.getByLabel(/CSV of the properties/).setInputFiles({
      name: 'batch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByLabel(/ZIP of the supporting files/).setInputFiles({
      name: 'files.zip',
      mimeType: 'application/zip',
      buffer: zip([
        { name: 'authorization.pdf', data: pdf('the owner authorizes the representative') },
        { name: 'photo.png', data: png() },
      ]),
    });
    // The captcha, as in the wizard.
    await solveCaptcha(page);
  };
  const csv = bulkCsv(
    [
      bulkRow(first.print_key, { files: 'authorization.pdf;photo.png' }),
      bulkRow(second.print_key, { owner_phone: '555-01' }),
    ],
    '\r\n',
  );
  // A self-registered account is not a representative yet: it is told how to ask.
  await chooseFiles();
  await page.getByRole('button', { name: 'File these properties' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "Filing in bulk is for representatives the assessor's office has approved.",
  );
  await expectNoAxeViolations(page);

  // A mega-admin approves it on Admin Controls.
  const office = await browser.newContext();
  const megaPage = await office.newPage();
  try {
    const mega = account('mega-admin');
    await logIn(megaPage, mega.email, mega.password);
    await megaPage.goto('/admin');
    await megaPage.getByRole('combobox', { name: 'Find a user' }).fill(rep.email);
    await megaPage.getByRole('option', { name: rep.email }).click();
    const selected = megaPage.getByRole('table', { name: 'Selected account' });
    await selected.getByRole('button', { name: 'Approve as representative' }).click();
    await expect(selected.getByText('Approved representative', { exact: true })).toBeVisible();
  } finally {
    await office.close();
  }

  // The batch is accepted at once; its own page follows it to the report.
  await chooseFiles();
  await page.getByRole('button', { name: 'File these properties' }).click();
  await expect(page).toHaveURL(/\/applications\/bulk\/\d+$/);
  const table = page.getByRole('table', { name: 'Report per row of the CSV' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(MESSAGES.bulk.done)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'filed' })).toHaveText(
    '1 filed, 1 refused.',
  );
  const filedRow = table.getByRole('row').filter({ hasText: first.print_key });
  await expect(filedRow).toContainText('Filed');
  await expect(filedRow.getByRole('link')).toHaveText(/^[A-Z]+-\d{4}-\d{6}$/);
  await expect(table.getByRole('row').filter({ hasText: second.print_key })).toContainText(
    `owner_phone: ${MESSAGES.owner.phone}`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/bulk-filing-report.png`, fullPage: true });
  // On a phone the report scrolls sideways in its own region; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/bulk-filing-report-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the report (CSV)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^bulk-filing-report-\d+\.csv$/);
  const text = await readFile((await saved.path()) ?? '', 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('line,sbl,status,filing_number,ir_id,error,owner_copy');
  expect(lines[1]).toMatch(new RegExp(`^2,${first.print_key.replaceAll('.', '\\.')},filed,`));
  expect(lines[2]).toContain(`3,${second.print_key},refused`);

  // The filing is among My Applications.
  await filedRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/applications\/\d+$/);
  await expect(page.getByText(first.print_key).first()).toBeVisible();

  // Staff see who filed it, and filter on it.
  const staff = await browser.newContext();
  const reviewer = await staff.newPage();
  try {
    const superUser = account('super');
    await logIn(reviewer, superUser.email, superUser.password);
    await reviewer.goto('/appreview?loc_st_name=Sycamore');
    const filter = reviewer.getByRole('combobox', { name: 'Filter Filed by a representative' });
    await filter.selectOption({ label: 'Yes' });
    await expect(reviewer).toHaveURL(/by_representative=true/);
    const listed = reviewer.getByRole('row').filter({ hasText: first.print_key });
    await expect(listed).toContainText('Yes');
    // The batch's filings, found by the account that filed them.
    await reviewer
      .getByRole('combobox', { name: 'Filter Filed by', exact: true })
      .selectOption({ label: rep.email });
    await expect(reviewer).toHaveURL(/filed_by=/);
    await expect(reviewer.getByRole('row').filter({ hasText: first.print_key })).toBeVisible();
    await expectNoAxeViolations(reviewer);
    await listed.getByRole('link', { name: `View ${first.print_key}` }).click();
    await expect(
      reviewer.getByText('Filed by a representative', { exact: true }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(reviewer);
  } finally {
    await staff.close();
  }
});
