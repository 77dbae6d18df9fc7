import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test.ts';
import { BULK_CSV_COLUMNS, type BulkRow } from '@ir/domain/bulk-filing.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { solveCaptcha } from '../support/auth.ts';
import { SHOTS, findResidentialParcel, newSignedInOwner, pdf, png } from '../support/filing.ts';
import { zip } from '../../apps/api/test/upload-fixtures.ts';

function row(sbl: string, overrides: Partial<BulkRow> = {}): BulkRow {
  return {
    sbl,
    owner_first_name: 'Olive',
    owner_last_name: 'Owner',
    owner_address1: '12 N Maple St',
    owner_address2: '',
    owner_city: 'Amherst',
    owner_state: 'NY',
    owner_zip: '14226',
    owner_phone: '716-555-0101',
    owner_email: '',
    desired_value: '150000',
    reason: 'comparable_sales',
    comments: 'Similar houses sold for less.',
    comp1: '',
    comp2: '',
    comp3: '',
    comp4: '',
    comp5: '',
    files: 'authorization.pdf',
    ...overrides,
  };
}

const csvOf = (rows: BulkRow[]) =>
  [BULK_CSV_COLUMNS.join(','), ...rows.map((r) => BULK_CSV_COLUMNS.map((c) => r[c]).join(','))]
    .join('\r\n')
    .concat('\r\n');

test('a representative files several properties from a CSV and a ZIP, reads the report and downloads it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newSignedInOwner(page, 'bulk');
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

  const csv = csvOf([
    row(first.print_key, { files: 'authorization.pdf;photo.png' }),
    row(second.print_key, { owner_phone: '555-01' }),
  ]);
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
  await page.getByRole('button', { name: 'File these properties' }).click();

  const table = page.getByRole('table', { name: 'Report per row of the CSV' });
  await expect(table).toBeVisible();
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

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the report (CSV)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('bulk-filing-report.csv');
  const text = await readFile((await saved.path()) ?? '', 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('line,sbl,status,filing_number,ir_id,error');
  expect(lines[1]).toMatch(new RegExp(`^2,${first.print_key.replaceAll('.', '\\.')},filed,`));
  expect(lines[2]).toContain(`3,${second.print_key},refused`);

  // The filing is among My Applications.
  await filedRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/applications\/\d+$/);
  await expect(page.getByText(first.print_key).first()).toBeVisible();
});
