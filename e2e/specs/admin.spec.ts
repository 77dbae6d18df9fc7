import { expect, test, type Page } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn, signUpAndVerify } from '../support/auth.ts';
import { account, waitForMail } from '../support/stack.ts';

// Each test signs in more than once and scans pages with axe: more than the default 30 s on a
// busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** A new, verified owner account, so the shared e2e accounts other specs use stay as they are. */
async function newOwner(page: Page): Promise<{ email: string; password: string }> {
  const email = `admin-target-${Date.now()}@example.com`;
  const password = 'Owner-Passw0rd-1';
  await signUpAndVerify(page, email, password);
  return { email, password };
}

/**
 * Collects any browser dialog (alert, confirm) the page raises, dismissing it at once: Admin
 * Controls says its outcomes in the page and asks in its own dialog, so there must be none.
 */
function browserDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

async function pickUser(page: Page, email: string) {
  const picker = page.getByRole('combobox', { name: 'Find a user' });
  await picker.fill(email.slice(0, 20));
  await page.getByRole('option', { name: email }).click();
  await expect(picker).toHaveValue(email);
  return page.getByRole('table', { name: 'Selected account' });
}

test.describe('Admin Controls', () => {
  test('a mega-admin changes a role, restricts an account whose open session ends, and sets a password the owner can use', async ({
    page,
    browser,
  }) => {
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    const owner = await newOwner(ownerPage);
    await logIn(ownerPage, owner.email, owner.password);
    expect((await ownerPage.request.get('/api/auth/authstatus')).status()).toBe(200);

    const mega = account('mega-admin');
    await logIn(page, mega.email, mega.password);
    const dialogs = browserDialogs(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'ADMIN CONTROLS' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard: type, arrow to the only match, Enter.
    const picker = page.getByRole('combobox', { name: 'Find a user' });
    await picker.fill(owner.email);
    await picker.press('ArrowDown');
    await expect(picker).toHaveAttribute('aria-activedescendant', /.+/);
    await picker.press('Enter');
    const table = page.getByRole('table', { name: 'Selected account' });
    await expect(table.getByRole('cell').first()).toContainText(owner.email);
    await expectNoAxeViolations(page);

    await table.getByRole('combobox', { name: `Role of ${owner.email}` }).selectOption('town');
    await table.getByRole('button', { name: 'change' }).click();
    await expect(table.getByText('updated')).toBeVisible();
    await expect
      .poll(async () => (await ownerPage.request.get('/api/auth/authstatus?privledge=true')).text())
      .toBe('town');

    // Restricting asks first; declining sends nothing.
    await table.getByRole('button', { name: 'restrict' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restrict this account?' });
    await expect(confirm).toContainText(`Restrict ${owner.email}?`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await ownerPage.request.get('/api/auth/authstatus')).status()).toBe(200);
    await table.getByRole('button', { name: 'restrict' }).click();
    await confirm.getByRole('button', { name: 'Restrict account' }).click();
    await expect(table.getByRole('button', { name: 'un-restrict' })).toBeEnabled();
    await expect(table).toContainText('restricted');
    // The owner's open session stopped working at once.
    expect((await ownerPage.request.get('/api/auth/authstatus')).status()).toBe(401);
    await ownerPage.goto('/applications');
    await expect(ownerPage).toHaveURL(/\/login\?redirectTo=%2Fapplications$/);

    await table.getByRole('button', { name: 'un-restrict' }).click();
    await expect(table.getByRole('button', { name: 'restrict' })).toBeEnabled();

    // The new password is masked, with a toggle to check it; 'success' is said in the page.
    const newPassword = 'Set-By-Admin-7';
    const input = table.getByLabel(`New password for ${owner.email}`);
    await expect(input).toHaveAttribute('placeholder', 'new password');
    await expect(input).toHaveAttribute('type', 'password');
    await input.fill('Abcd');
    await expect(table.getByRole('button', { name: 'set', exact: true })).toBeDisabled();
    await input.fill(newPassword);
    await table.getByRole('button', { name: 'Show password' }).click();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue(newPassword);
    await table.getByRole('button', { name: 'set', exact: true }).click();
    await expect(table.getByRole('status').filter({ hasText: 'success' })).toHaveText('success');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);

    // The audit log names the account by its e-mail.
    await page.reload();
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(
      log.getByRole('row').filter({ hasText: 'user.restrict' }).filter({ hasText: owner.email }),
    ).not.toHaveCount(0);
    expect(dialogs).toEqual([]);

    await logIn(ownerPage, owner.email, newPassword);
    await ownerContext.close();
  });

  test("the server's refusal of a weak password is said in the page", async ({ page }) => {
    const mega = account('mega-admin');
    await logIn(page, mega.email, mega.password);
    const dialogs = browserDialogs(page);
    await page.goto('/admin');
    const table = await pickUser(page, account('town').email);
    await table.getByPlaceholder('new password').fill('weakpass');
    await table.getByRole('button', { name: 'set', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Password needs lowercase, uppercase, number, and min 8 characters.',
    );
    expect(dialogs).toEqual([]);
  });
});

test.describe('Staff invitations', () => {
  test('a mega-admin invites an e-mail as super; the invitee sets a password from the link, signs in and reaches /appreview', async ({
    page,
    browser,
  }) => {
    const email = `invited-${Date.now()}@example.com`;
    const password = 'Invited-Passw0rd-1';
    const mega = account('mega-admin');
    await logIn(page, mega.email, mega.password);
    await page.goto('/admin');
    const section = page.getByRole('region', { name: 'Invitations' });
    await section.getByLabel('E-mail to invite').fill(email);
    await section.getByLabel('Role').selectOption('super');
    await section.getByRole('button', { name: 'Invite' }).click();
    await expect(section.getByText('Invitation sent.')).toBeVisible();
    const pending = page.getByRole('table', { name: 'Pending invitations' });
    await expect(pending.getByRole('row', { name: new RegExp(email) })).toContainText('super');
    await expectNoAxeViolations(page);

    const link = (await waitForMail(email)).links.find((l) => l.includes('/invite?token='));
    expect(link).toBeDefined();
    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link as string);
    await expect(
      invitee.getByRole('heading', { level: 1, name: 'Accept invitation' }),
    ).toBeVisible();
    await expectNoAxeViolations(invitee);
    await invitee.getByLabel('New password', { exact: true }).fill(password);
    await invitee.getByLabel('Re-type new password').fill(password);
    await invitee.getByRole('button', { name: 'Set Password' }).click();
    await expect(invitee).toHaveURL(/\/login\?msg=account%20is%20ready$/);
    await expect(invitee.getByText('Your account is ready.')).toBeVisible();

    // The new reviewer's first sign-in lands on the review list (decision 029).
    await logIn(invitee, email, password);
    await expect(invitee).toHaveURL(/\/appreview$/);
    expect(await (await invitee.request.get('/api/auth/authstatus?privledge=true')).text()).toBe(
      'super',
    );
    await expect(
      invitee.getByRole('heading', { level: 1, name: 'Review Applications' }),
    ).toBeVisible();
    await expect(invitee.getByRole('heading', { level: 1, name: 'No access' })).toHaveCount(0);
    await inviteeContext.close();

    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Pending invitations' }).getByText(email),
    ).toHaveCount(0);
  });
});

test.describe('User access', () => {
  test('a mega-admin picks a user and sees its role, with an accessible page', async ({ page }) => {
    const mega = account('mega-admin');
    await logIn(page, mega.email, mega.password);
    await page.goto('/useraccess');
    await expect(page.getByRole('heading', { level: 1, name: 'User Access' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-header', 'compact');
    const picker = page.getByRole('combobox', { name: 'User' });
    const town = account('town');
    await picker.fill(town.email);
    await page.getByRole('option', { name: town.email }).click();
    await expect(page.getByLabel('Role')).toHaveValue('town');
    await expectNoAxeViolations(page);
    // The roles and the action in words, not codes.
    await expect(page.getByLabel('Role').locator('option:checked')).toHaveText(
      'Town: reads the dashboard',
    );
    await page.getByRole('button', { name: 'Update access' }).click();
    await expect(page.getByText('user access updated')).toBeVisible();
    await picker.fill('');
    await expect(page.getByLabel('Role')).toHaveValue('');
  });

  test('another role gets the no-access page', async ({ page }) => {
    const admin = account('admin');
    await logIn(page, admin.email, admin.password);
    await page.goto('/useraccess');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  });
});
