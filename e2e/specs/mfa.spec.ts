import { expect, test } from '../fixtures/test.ts';
import { stepsLater, totpAt } from '../../apps/api/test/totp.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { loginForm, logIn, signOut } from '../support/auth.ts';
import { E2E_MFA_ACCOUNT } from '../support/stack.ts';

test.describe('two-factor sign-in', () => {
  test('a reviewer enrols an authenticator app, signs out, and signs in with a code', async ({
    page,
  }) => {
    const { email, password } = E2E_MFA_ACCOUNT;
    await logIn(page, email, password);

    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Two-Factor Sign-In' }).click();
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The key as a person would type it into an app: the code is computed from what is shown.
    const secret = (await page.getByTestId('mfa-secret').textContent())?.replaceAll(' ', '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Authentication code').fill(totpAt(secret, new Date()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectNoAxeViolations(page);

    await signOut(page);
    const form = loginForm(page);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Login' }).click();
    const code = form.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await expectNoAxeViolations(page);
    // The confirmation took this 30-second step; the next one is within the window and unused.
    await code.fill(totpAt(secret, stepsLater(new Date(), 1)));
    await form.getByRole('button', { name: 'Login' }).click();
    // A reviewer lands on the review list (decision 029).
    await expect(page).toHaveURL(/\/appreview$/);
    expect((await page.request.get('/api/auth/authstatus?privledge=true')).ok()).toBe(true);
    expect(await (await page.request.get('/api/auth/mfa')).json()).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });
  });
});
