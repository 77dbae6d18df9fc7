import { expect, test } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { solveCaptcha } from '../support/auth.ts';
import { waitForMail } from '../support/stack.ts';

// A browser that asks for Spanish first: the first visit is in Spanish (decision 037).
test.use({ locale: 'es-US' });

test.describe('the account pages in Spanish', () => {
  test('a new owner signs up, verifies and logs in, every page and message in Spanish', async ({
    page,
  }) => {
    const email = `dueno-${Date.now()}@example.com`;
    const password = 'Calle-Maple-42';
    await page.goto('/signup');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inicie sesión o cree una cuenta' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const form = page.getByRole('region', { name: 'Crear una cuenta' });
    await form.getByLabel('Correo electrónico').fill('dueno@example');
    await expect(form.getByText('Debe ser un correo electrónico válido.')).toBeVisible();
    await form.getByLabel('Contraseña', { exact: true }).fill('corta');
    await expect(
      form.getByText(
        'Debe incluir una minúscula, una mayúscula, un número y al menos 8 caracteres.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Contraseña', { exact: true }).fill(password);
    await form.getByLabel('Vuelva a escribir la contraseña').fill(password);
    await solveCaptcha(page, form);
    await form.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(page).toHaveURL(/\/signup-complete$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registro completado' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const link = (await waitForMail(email)).links.find((l) => l.includes('/verify?token='));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(
      page.getByText('Su cuenta está confirmada. Ya puede iniciar sesión.'),
    ).toBeVisible();

    const login = page.getByRole('region', { name: 'Iniciar sesión' });
    await login.getByLabel('Correo electrónico').fill(email);
    await login.getByLabel('Contraseña', { exact: true }).fill('Incorrecta-1');
    await login.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(login.getByRole('alert')).toHaveText('Contraseña incorrecta.');
    await login.getByLabel('Contraseña', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/applications$/);
  });

  for (const [path, heading] of [
    ['/terms-of-use', 'Condiciones de uso'],
    ['/privacy', 'Política de privacidad'],
    ['/forgotpassword', 'Olvidé mi contraseña'],
  ] as const) {
    test(`${path} is in Spanish and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
