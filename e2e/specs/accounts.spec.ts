import { expect, test } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import {
  loginForm,
  logIn,
  signOut,
  signUpAndVerify,
  signupForm,
  solveCaptcha,
} from '../support/auth.ts';
import { account, waitForMail } from '../support/stack.ts';

test.describe('sign up, verify, log in, sign out', () => {
  test('a new owner creates an account through the e-mailed link', async ({ page }) => {
    const email = `owner-${Date.now()}@example.com`;
    const password = 'Maple-Street-42';
    await page.goto('/signup');
    await expectNoAxeViolations(page);
    const form = signupForm(page);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Re-type password').fill(password);
    await solveCaptcha(page, form);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/signup-complete$/);
    await expect(page.getByText('Sign up successful')).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await waitForMail(email);
    const link = mail.links.find((l) => l.includes('/verify?token='));
    expect(link, mail.text).toBeTruthy();
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/login\?msg=account(%20| |\+)is(%20| |\+)confirmed/);
    await expect(page.getByText('account is confirmed')).toBeVisible();
    await expectNoAxeViolations(page);

    await logIn(page, email, password);
    await signOut(page);
  });

  test('the verification link works once', async ({ page }) => {
    const email = `twice-${Date.now()}@example.com`;
    await page.goto('/signup');
    const form = signupForm(page);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Twice-Passw0rd');
    await form.getByLabel('Re-type password').fill('Twice-Passw0rd');
    await solveCaptcha(page, form);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signup-complete$/);
    const link = (await waitForMail(email)).links.find((l) =>
      l.includes('/verify?token='),
    ) as string;
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?msg=/);
    await page.goto(link);
    await expect(
      page
        .getByRole('link', { name: /log ?in/i })
        .or(page.getByRole('button', { name: /log ?in/i }))
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('login messages follow SPEC §8', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByLabel('Email').fill('nobody-here@example.com');
    await form.getByLabel('Password', { exact: true }).fill('Whatever-123');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(
      form.getByText('User not found. You may need to create an account.'),
    ).toBeVisible();
    await form.getByLabel('Email').fill(account('user').email);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Invalid password.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('forgot password', () => {
  test('resets the password through the e-mailed link; the old one stops working', async ({
    page,
  }) => {
    const email = `reset-${Date.now()}@example.com`;
    const oldPassword = 'Old-Passw0rd-1';
    const newPassword = 'New-Passw0rd-2';
    await signUpAndVerify(page, email, oldPassword);

    await loginForm(page)
      .getByRole('link', { name: /forgot password/i })
      .click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await page.getByLabel('Email').fill(email);
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await expect(reset).toBeDisabled();
    await solveCaptcha(page);
    await expect(reset).toBeEnabled();
    await reset.click();
    await expect(page.getByText(/Email will be sent to your inbox/)).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await waitForMail(email, (m) =>
      m.links.some((l) => l.includes('/changepassword?token=')),
    );
    await page.goto(mail.links.find((l) => l.includes('/changepassword?token=')) as string);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Re-type new password').fill(newPassword);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/login/);

    const login = loginForm(page);
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(oldPassword);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByText('Invalid password.')).toBeVisible();
    await logIn(page, email, newPassword);
    await waitForMail(email, (m) => /changed/i.test(m.subject));
  });
});

test.describe('Google sign-in', () => {
  test('signs in through the provider and lands on My Applications', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/applications$/, { timeout: 20_000 });
    const status = await page.request.get('/api/auth/authstatus?privledge=true');
    expect(await status.text()).toBe('user');
  });
});

test.describe('guards', () => {
  const guarded: [string, string][] = [
    ['/applications', 'user'],
    ['/file', 'user'],
    ['/appreview', 'super'],
    ['/review/1', 'super'],
    ['/admin', 'mega-admin'],
  ];

  test('a visitor is sent to /login from every guarded route', async ({ page }) => {
    for (const [path] of guarded) {
      await page.goto(path);
      // The page asked for rides along, for after the sign-in (redirect-to.ts).
      const back = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page, path).toHaveURL(new RegExp(`/login\\?redirectTo=${back}$`));
    }
  });

  // "No access" in place: an account without the role is told so where it is, instead of being sent
  // through /login on to /applications with no word of why.
  test('a signed-in user sees "No access" on staff routes, with the way home', async ({ page }) => {
    const user = account('user');
    await logIn(page, user.email, user.password);
    for (const path of ['/appreview', '/review/1', '/admin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'No access' }), path).toBeVisible();
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
    await page.goto('/appreview');
    const main = page.getByRole('main');
    await expect(main.getByText('Your account does not have access to this page.')).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'My Applications' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await page.goto('/admin');
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('super reaches the review routes, not admin', async ({ page }) => {
    const superUser = account('super');
    await logIn(page, superUser.email, superUser.password);
    await page.goto('/appreview');
    await expect(page).toHaveURL(/\/appreview$/);
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an existing session on /login goes to /applications', async ({ page }) => {
    const user = account('user');
    await logIn(page, user.email, user.password);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/applications$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/applications$/);
  });

  test('the drawer shows the entries of the role', async ({ page }) => {
    const mega = account('mega-admin');
    await logIn(page, mega.email, mega.password);
    await page.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('navigation', { name: /menu/i });
    for (const label of ['Home', 'Admin Controls', 'Review Applications', 'My Applications']) {
      await expect(drawer.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});

test.describe('idle logout and tabs', () => {
  test('after 60 idle minutes the user is alerted and signed out', async ({ page }) => {
    await page.clock.install();
    const user = account('user');
    await logIn(page, user.email, user.password);
    // The idle timer starts once the privilege check and the session's constants (a lazy
    // chunk) have arrived, and the page's own focus and scroll on arrival count as activity:
    // both must be over before the clock moves, or the deadline moves with it. The footer
    // shows once the page is there.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // My Applications has arrived when its list (or the empty-list text) is on screen.
    await expect(
      page
        .getByRole('table', { name: 'Submitted applications' })
        .or(page.getByText('The status of your application(s) will be displayed here')),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward('59:00');
    await expect(
      page.getByText("You've been automatically logged out due to inactivity."),
    ).toHaveCount(0);
    await page.clock.fastForward('02:00');
    await expect(
      page.getByText("You've been automatically logged out due to inactivity."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    const status = await page.request.get('/api/auth/authstatus');
    expect(status.status()).toBe(401);
  });

  test('two tabs stay in step: activity in one keeps both, sign-out in one ends both', async ({
    context,
  }) => {
    await context.clock.install();
    const first = await context.newPage();
    const user = account('user');
    await logIn(first, user.email, user.password);
    const second = await context.newPage();
    await second.goto('/contact');
    await expect(second.getByRole('button', { name: /menu/i })).toBeVisible();
    // Both tabs' idle timers running, and their pages settled, before the clock moves (see
    // the test above).
    await expect(first.getByRole('contentinfo')).toBeVisible();
    await expect(second.getByRole('contentinfo')).toBeVisible();
    await first.waitForLoadState('networkidle');
    await second.waitForLoadState('networkidle');

    await context.clock.fastForward('50:00');
    await first.mouse.move(10, 10);
    await first.mouse.move(200, 200);
    await context.clock.fastForward('20:00');
    const idleText = "You've been automatically logged out due to inactivity.";
    await expect(second.getByText(idleText)).toHaveCount(0);
    await expect(first.getByText(idleText)).toHaveCount(0);

    await signOut(first);
    await expect(second).toHaveURL(/\/login$/);
  });
});
