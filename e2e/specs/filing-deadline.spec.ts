import { expect, test } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { expectNoAxeViolations, municipalityUrl } from '../fixtures/axe.ts';
import { loginForm, signupForm, solveCaptcha } from '../support/auth.ts';
import { SHOTS } from '../support/filing.ts';
import { waitForMail } from '../support/stack.ts';

// Amherst's catalog period is over (public-pages.spec.ts shows its expired landing page), so
// no deadline is moved here and no other spec's period changes under it.
test.describe('after the filing deadline', () => {
  test('a role user is sent from /file to My Applications, which offers no New Application', async ({
    page,
    baseURL,
  }) => {
    const amherst = (pathname: string) => municipalityUrl(baseURL, 'amherst', pathname);
    const email = `late-${Date.now()}@example.com`;
    const password = 'Late-Filer-Passw0rd';

    await page.goto(amherst('/signup'));
    const signup = signupForm(page);
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password', { exact: true }).fill(password);
    await signup.getByLabel('Re-type password').fill(password);
    await solveCaptcha(page, signup);
    await signup.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signup-complete$/);
    const link = (await waitForMail(email)).links.find((l) => l.includes('/verify?token='));
    expect(link).toBeDefined();
    // The link is for amherst's host, where the account was made.
    expect(new URL(link as string).hostname).toBe('amherst.localhost');
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/login\?msg=/);

    const login = loginForm(page);
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/amherst\.localhost:\d+\/applications$/);
    expect(
      await page.evaluate(() => fetch('/api/municipality').then((r) => r.json())),
    ).toMatchObject({ key: 'amherst', expired: true });

    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    await expect(page.getByText(MESSAGES.submission.applicationsEmpty)).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Application' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(amherst('/file'));
    await expect(page).toHaveURL(/amherst\.localhost:\d+\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'File an Informal Review' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New Application' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/applications-expired.png`, fullPage: true });
  });
});
