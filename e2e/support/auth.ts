import { expect, type Page } from '@playwright/test';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { waitForMail } from './stack.ts';

/** Ticks the ALTCHA widget in a form and waits until its proof of work is done. */
export async function solveCaptcha(page: Page, within = page.locator('body')): Promise<void> {
  const widget = within.locator('altcha-widget');
  // The widget draws its own box over the native checkbox, so click the label (in the page's
  // language: the widget says it in Spanish on a Spanish page).
  await widget
    .getByText(
      new RegExp(`^(${MESSAGES.common.captcha.label}|${MESSAGES_ES.common.captcha.label})$`),
    )
    .click();
  await expect(widget.locator('.altcha[data-state="verified"]')).toBeAttached({ timeout: 20_000 });
}

export function loginForm(page: Page) {
  return page.getByRole('region', { name: 'Login' });
}

export function signupForm(page: Page) {
  return page.getByRole('region', { name: 'Create Account' });
}

/**
 * Signs in through the real login form and waits for the redirect to the account's home
 * (decision 029): /applications for an applicant, /appreview for staff, /town for the town.
 */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(applications|appreview|town)$/);
}

/** Signs out with the drawer's Sign Out entry. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A new account through the sign-up form and its e-mailed verification link; ends on /login. */
export async function signUpAndVerify(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  const form = signupForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Re-type password').fill(password);
  await solveCaptcha(page, form);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup-complete$/);
  // The verification, not another e-mail the address had before (an owner a representative wrote to).
  const verification = await waitForMail(email, (m) =>
    m.links.some((l) => l.includes('/verify?token=')),
  );
  const link = verification.links.find((l) => l.includes('/verify?token='));
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/login\?msg=/);
}
