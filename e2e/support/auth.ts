import { expect, type Page } from '@playwright/test';

/** Ticks the ALTCHA widget in a form and waits until its proof of work is done. */
export async function solveCaptcha(page: Page, within = page.locator('body')): Promise<void> {
  const widget = within.locator('altcha-widget');
  // The widget draws its own box over the native checkbox, so click the label.
  await widget.getByText("I'm not a robot").click();
  await expect(widget.locator('.altcha[data-state="verified"]')).toBeAttached({ timeout: 20_000 });
}

export function loginForm(page: Page) {
  return page.getByRole('region', { name: 'Login' });
}

export function signupForm(page: Page) {
  return page.getByRole('region', { name: 'Create Account' });
}

/** Signs in through the real login form and waits for the redirect. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/applications$/);
}

/** Signs out with the drawer's Sign Out entry. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
