import { expect, test } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { expectNoAxeViolations, municipalityUrl } from '../fixtures/axe.ts';
import { loginForm, signupForm, solveCaptcha } from '../support/auth.ts';
import { SHOTS, wizard } from '../support/filing.ts';
import { E2E_LYONS_MEGA_ADMIN, waitForMail } from '../support/stack.ts';

const T = MESSAGES.emailPreferences;

/** Today plus `days` on New York's calendar, as YYYY-MM-DD. */
function newYorkDatePlus(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

// On lyons, whose deadline no other spec reads: its mega-admin moves it three days ahead, so
// a draft saved there is due its 7-day reminder, and the stack's reminder pass (every 2 s,
// start-stack.ts) sends it through the real outbox and SMTP server.
test.describe('reminder e-mails', () => {
  test('an owner with a draft near the deadline gets a reminder and turns reminders off from its link', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const lyons = (pathname: string) => municipalityUrl(baseURL, 'lyons', pathname);
    const deadline = newYorkDatePlus(3);

    await page.goto(lyons('/login'));
    const staffLogin = loginForm(page);
    await staffLogin.getByLabel('Email').fill(E2E_LYONS_MEGA_ADMIN.email);
    await staffLogin.getByLabel('Password', { exact: true }).fill(E2E_LYONS_MEGA_ADMIN.password);
    await staffLogin.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/appreview$/);
    await page.goto(lyons('/admin'));
    const period = page.getByRole('region', { name: 'Filing period' });
    await expect(period.getByLabel('Filing deadline')).not.toHaveValue('');
    await period.getByLabel('Filing deadline').fill(deadline);
    await period.getByLabel('Roll year').fill(deadline.slice(0, 4));
    await period.getByRole('button', { name: 'Save' }).click();
    await expect(period.getByText('Filing period saved.')).toBeVisible();
    await page.context().clearCookies();

    // A new owner on lyons starts a filing and stops after choosing the parcel.
    const email = `reminded-${Date.now()}@example.com`;
    const password = 'Reminded-Passw0rd-1';
    await page.goto(lyons('/signup'));
    const signup = signupForm(page);
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password', { exact: true }).fill(password);
    await signup.getByLabel('Re-type password').fill(password);
    await solveCaptcha(page, signup);
    await signup.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signup-complete$/);
    const verify = (await waitForMail(email)).links.find((l) => l.includes('/verify?token='));
    await page.goto(verify as string);
    await expect(page).toHaveURL(/\/login\?msg=/);
    const login = loginForm(page);
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/lyons\.localhost:\d+\/applications$/);

    await page.getByRole('link', { name: 'New Application' }).click();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/ir/drafts/'),
    );
    await page.getByLabel('Address', { exact: true }).fill('12 Maple');
    await wizard.results(page).getByRole('option', { name: '101.05-2-14' }).click();
    await expect(
      page.getByRole('region', { name: 'Selected property' }).getByText('101.05-2-14'),
    ).toBeVisible();
    await wizard.next(page).click();
    expect((await saved).status()).toBe(200);

    // The reminder arrives through the SMTP server, listing the draft, with its opt-out link.
    const reminder = await waitForMail(
      email,
      (m) => m.subject.includes('not submitted yet'),
      30_000,
    );
    expect(reminder.text).toContain('12 Maple Ave (SBL 101.05-2-14)');
    const continueLink = new URL(reminder.links.find((l) => l.endsWith('/applications')) ?? '');
    const optOut = new URL(
      reminder.links.find((l) => l.includes('/email-preferences?token=')) ?? '',
    );
    // Without a request to take the host from, links are on the municipality's own host.
    expect(continueLink.hostname).toBe('lyons.informalreview.example');
    expect(optOut.hostname).toBe('lyons.informalreview.example');

    // The link works without signing in: a fresh browser follows it on this stack's host.
    await page.context().clearCookies();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await page.goto(lyons(`${optOut.pathname}${optOut.search}`));
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await expect(
        page.getByText(/^Reminder e-mails are (on|off) for r\*\*\*@example\.com\.$/),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      if (width === 1280) {
        await expect(page.getByText('Reminder e-mails are on for r***@example.com.')).toBeVisible();
        await page.getByRole('button', { name: T.turnOff }).click();
        await expect(page.getByRole('status').filter({ hasText: T.turnedOff })).toBeVisible();
        await expect(
          page.getByText('Reminder e-mails are off for r***@example.com.'),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: T.turnOn })).toBeVisible();
        await expectNoAxeViolations(page);
      } else {
        // Kept: a new visit shows the choice made.
        await expect(
          page.getByText('Reminder e-mails are off for r***@example.com.'),
        ).toBeVisible();
      }
      await page.screenshot({ path: `${SHOTS}/email-preferences-${width}.png`, fullPage: true });
    }
  });
});
