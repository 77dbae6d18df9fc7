import { expect, test, type Page } from '../fixtures/test.ts';
import { loginForm } from '../support/auth.ts';
import {
  OWNER,
  chooseParcel,
  fillPerson,
  findResidentialParcel,
  newSignedInOwner,
  wizard,
} from '../support/filing.ts';

/** The address bar, as a path ('/file/value'). */
const path = (page: Page) => new URL(page.url()).pathname;

/** Signs in through the login form as it stands (its redirectTo included). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/**
 * Decision 046: each wizard step at its own address, and sign-in's way back in the address
 * (`/login?redirectTo=<path>`), taken only as a path of this site.
 */
test.describe('a page per URL', () => {
  // Signing up, four steps, a reload and three sign-ins: over the default 30 s when busy.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(({ page }) => {
    // The wizard's leave-page prompt (beforeunload) on a reload or a typed address: leave.
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('each step shows its URL; Back and Forward move between steps; a reload stays', async ({
    page,
  }) => {
    await newSignedInOwner(page, 'page-urls');
    const parcel = await findResidentialParcel(page, 'Kensington');

    // /file goes on to the draft's step, in place of itself.
    await page.goto('/file');
    await expect(page).toHaveURL(/\/file\/property$/);
    await expect(wizard.heading(page, 'Property Search')).toBeVisible();
    await chooseParcel(page, parcel);
    await wizard.next(page).click();
    await expect(page).toHaveURL(/\/file\/owner$/);
    await expect(wizard.heading(page, 'Applicant Info')).toBeFocused();
    await fillPerson(wizard.ownerBlock(page), OWNER);
    await wizard.next(page).click();
    await expect(page).toHaveURL(/\/file\/value$/);
    await expect(wizard.heading(page, 'Value Change')).toBeFocused();
    await page.getByLabel('Requested assessment').fill('98765');
    await page.getByLabel('Reason').selectOption('other');
    await wizard.next(page).click();
    await expect(page).toHaveURL(/\/file\/files$/);
    await expect(wizard.heading(page, 'Supporting Files')).toBeFocused();
    await wizard.next(page).click();
    await expect(page).toHaveURL(/\/file\/review$/);
    await expect(wizard.heading(page, 'Review and Submit')).toBeFocused();

    // The browser's Back and Forward move one step at a time.
    await page.goBack();
    await expect(page).toHaveURL(/\/file\/files$/);
    await expect(wizard.heading(page, 'Supporting Files')).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/file\/value$/);
    await expect(wizard.heading(page, 'Value Change')).toBeFocused();
    await expect(page.getByLabel('Requested assessment')).toHaveValue(/98,?765/);
    await page.goForward();
    await expect(page).toHaveURL(/\/file\/files$/);
    await expect(wizard.heading(page, 'Supporting Files')).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/file\/value$/);

    // A reload stays on the step, with what was typed.
    await page.reload();
    await expect(wizard.heading(page, 'Value Change')).toBeVisible();
    expect(path(page)).toBe('/file/value');
    await expect(page.getByLabel('Requested assessment')).toHaveValue(/98,?765/);
    await expect(page.getByLabel('Reason')).toHaveValue('other');

    // Previous is a step's address like any other: Back returns from it.
    await wizard.previous(page).click();
    await expect(page).toHaveURL(/\/file\/owner$/);
    await expect(wizard.heading(page, 'Applicant Info')).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/file\/value$/);
    await expect(wizard.heading(page, 'Value Change')).toBeVisible();
  });

  test('/login?redirectTo=/file/value returns there after sign-in; //evil.example stays on the site', async ({
    page,
  }) => {
    const { email, password } = await newSignedInOwner(page, 'redirect-to');
    const parcel = await findResidentialParcel(page, 'Kensington', { propClass: /^2\d\d$/ });
    const origin = new URL(page.url()).origin;
    await page.goto('/file');
    await chooseParcel(page, parcel);
    await wizard.next(page).click();
    await fillPerson(wizard.ownerBlock(page), OWNER);
    await wizard.next(page).click();
    await expect(page).toHaveURL(/\/file\/value$/);

    // The session ends (its cookie gone); the draft stays in this tab.
    await page.context().clearCookies();
    await page.goto('/login?redirectTo=/file/value');
    await expect(loginForm(page)).toBeVisible();
    await signIn(page, email, password);
    await expect(wizard.heading(page, 'Value Change')).toBeVisible();
    expect(path(page)).toBe('/file/value');

    // A guarded step opened signed out names itself in the login address.
    await page.context().clearCookies();
    await page.goto('/file/value');
    await expect(loginForm(page)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffile%2Fvalue$/);

    // Another site, however written, is ignored: the account's home instead.
    for (const hostile of ['//evil.example', '/%5Cevil.example', 'https://evil.example']) {
      await page.context().clearCookies();
      await page.goto(`/login?redirectTo=${hostile}`);
      await expect(loginForm(page)).toBeVisible();
      await signIn(page, email, password);
      await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
      expect(new URL(page.url()).origin, hostile).toBe(origin);
      expect(path(page), hostile).toBe('/applications');
    }
  });
});
