import { expect, test } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import {
  OWNER,
  SHOTS,
  chooseParcel,
  fillPerson,
  findResidentialParcel,
  newSignedInOwner,
  pdf,
  wizard,
} from '../support/filing.ts';
import { pdfWithScript } from '../../apps/api/test/upload-fixtures.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844, street: 'Magnolia' },
  { name: 'desktop', width: 1280, height: 900, street: 'Juniper' },
] as const;

for (const size of SIZES) {
  test(`step 3 at ${size.width} px: a file over 25MB is refused at once, without a request; a PDF with script gets the bad-type answer`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
    });
    const page = await context.newPage();
    try {
      await newSignedInOwner(page, `uploads-${size.name}`);
      const parcel = await findResidentialParcel(page, size.street);
      await page.goto('/file');
      await chooseParcel(page, parcel);
      await wizard.next(page).click();
      await fillPerson(wizard.ownerBlock(page), OWNER);
      await wizard.next(page).click();
      await page.getByLabel('Requested assessment').fill('90000');
      await page.getByLabel('Reason').selectOption('recent_appraisal');
      await wizard.next(page).click();
      await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();

      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/ir/uploadfile')) uploads.push(request.url());
      });
      const input = page.getByLabel('Choose files to upload');
      const row = (name: string) =>
        wizard.files(page).getByRole('listitem').filter({ hasText: name });

      await input.setInputFiles({
        name: 'survey.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([pdf(), Buffer.alloc(25 * 1024 * 1024 + 1, 0x20)]),
      });
      await expect(row('survey.pdf')).toContainText(MESSAGES.upload.tooLarge);
      await expect(row('survey.pdf')).toContainText('Error');
      expect(uploads, 'the oversized file was sent').toEqual([]);

      const refused = page.waitForResponse((response) =>
        response.url().endsWith('/api/ir/uploadfile'),
      );
      await input.setInputFiles({
        name: 'scripted.pdf',
        mimeType: 'application/pdf',
        buffer: pdfWithScript(),
      });
      expect((await refused).status()).toBe(415);
      await expect(row('scripted.pdf')).toContainText(MESSAGES.upload.badType);

      await input.setInputFiles({
        name: 'appraisal.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('a script-free appraisal'),
      });
      await expect(row('appraisal.pdf')).toContainText('Uploaded');
      expect(uploads).toHaveLength(2);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/uploads-${size.name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
}
