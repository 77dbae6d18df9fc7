import { expect, test } from '../fixtures/test.ts';
import { expectNoAxeFindings } from '../fixtures/axe.ts';
import { scan, settled } from '../support/a11y.ts';
import { logIn } from '../support/auth.ts';
import { fileThroughApi, findResidentialParcel, newSignedInOwner } from '../support/filing.ts';
import { isFocused, press, tabTo } from '../support/keyboard.ts';
import { account, waitForMail } from '../support/stack.ts';

/**
 * Decision 043 in a browser: an administrator voids a filing by keyboard, with a reason and a
 * confirmation; the filer reads why and the parcel is free again; a mega-admin approves an
 * account as a representative and removes the approval. Each page is scanned by axe.
 */

// Two people sign in, file, and every state is scanned in two themes and widths.
test.describe.configure({ timeout: 240_000 });

const REASON = 'Filed in a batch without the owner asking for it.';

test('an admin voids a filing by keyboard; the filer reads why, and the parcel may be filed again', async ({
  page,
  browser,
}) => {
  // The filer, with a filing on this spec's own street.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const owner = await newSignedInOwner(ownerPage, 'void');
  const parcel = await findResidentialParcel(ownerPage, 'Poplar');
  const id = await fileThroughApi(ownerPage.request, parcel.print_key);

  const admin = account('admin');
  await logIn(page, admin.email, admin.password);
  await page.goto(`/review/${id}`);
  await settled(page, `Review of ${parcel.print_key}`);
  const form = page.getByRole('form', { name: 'Void filing' });
  await expect(form).toBeVisible();
  await scan(page, '/review/{id} as an admin, with Void filing');

  // Keyboard only: the reason, the button, the dialog's confirming button.
  const reason = form.getByRole('textbox', { name: /Reason for voiding/ });
  await reason.focus();
  await page.keyboard.type(REASON);
  await tabTo(page, form.getByRole('button', { name: 'Void filing' }), { max: 3 });
  await press(page, 'Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Void this filing?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`(SBL ${parcel.print_key})`);
  // Cancel has the focus, so a second Enter voids nothing by accident.
  expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
  // The open dialog, once, as it is (scan's theme and width changes are for pages).
  await expectNoAxeFindings(page, '/review/{id}, asked to void');
  await press(page, 'Tab');
  expect(await isFocused(dialog.getByRole('button', { name: 'Void filing' }))).toBe(true);
  // The form and its button go once it is voided: the focus moves to what happened (below).
  await page.keyboard.press('Enter');

  const voided = page.getByRole('region', { name: 'Voided' });
  await expect(voided).toContainText(REASON);
  await expect(voided).toContainText(admin.email);
  await expect(voided.getByRole('heading', { name: 'Voided' })).toBeFocused();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Filing voided');
  await scan(page, '/review/{id} voided');

  // The filer hears it, and reads it on the filing's page and on My Applications.
  const mail = await waitForMail(owner.email, (m) => m.subject.includes('was voided'));
  expect(mail.text).toContain(`Reason: ${REASON}`);
  await ownerPage.goto(`/applications/${id}`);
  const status = ownerPage.getByRole('region', { name: 'Status' });
  await expect(status).toContainText("Voided by the assessor's office");
  await expect(status).toContainText(`Reason given: ${REASON}`);
  await expect(ownerPage.getByRole('button', { name: 'Withdraw this filing' })).toHaveCount(0);
  await scan(ownerPage, '/applications/{id} voided');
  await ownerPage.goto('/applications');
  await settled(ownerPage, 'My Applications');
  await expect(
    ownerPage.getByRole('table', { name: 'Submitted applications' }).getByText(`Reason: ${REASON}`),
  ).toBeVisible();

  // The parcel is free: it may be filed again.
  const check = await ownerPage.request.post('/api/ir/onereview', {
    data: { printkey: parcel.print_key },
  });
  expect(check.status()).toBe(200);
  expect(await fileThroughApi(ownerPage.request, parcel.print_key)).not.toBe(id);
  await ownerContext.close();
});

test('a mega-admin approves an account as a representative and removes the approval', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await newSignedInOwner(await ownerContext.newPage(), 'representative');
  await ownerContext.close();

  const mega = account('mega-admin');
  await logIn(page, mega.email, mega.password);
  await page.goto('/admin');
  await settled(page, 'ADMIN CONTROLS');
  const picker = page.getByRole('combobox', { name: 'Find a user' });
  await picker.fill(owner.email);
  await page.getByRole('option', { name: owner.email }).click();
  const table = page.getByRole('table', { name: 'Selected account' });
  await expect(table.getByText('Not an approved representative')).toBeVisible();

  const approve = table.getByRole('button', { name: 'Approve as representative' });
  await approve.focus();
  await press(page, 'Enter');
  await expect(table.getByText('Approved representative', { exact: true })).toBeVisible();
  const remove = table.getByRole('button', { name: 'Remove representative approval' });
  // The same button, so the keyboard's focus stays where it was.
  await expect(remove).toBeFocused();
  await scan(page, '/admin, an approved representative');
  const pulled = await page.request.post('/api/admin/pulluser', { data: { user: owner.email } });
  expect(await pulled.json()).toEqual([owner.email, 'user', 'active', true]);

  await press(page, 'Enter');
  await expect(table.getByText('Not an approved representative')).toBeVisible();
  const after = await page.request.post('/api/admin/pulluser', { data: { user: owner.email } });
  expect(await after.json()).toEqual([owner.email, 'user', 'active', false]);
});
