import { expect, test } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { MESSAGES_ES as ES } from '@ir/domain/messages.es.ts';
import { signUpAndVerify, solveCaptcha } from '../support/auth.ts';
import { fileThroughApi, findResidentialParcel } from '../support/filing.ts';
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

  test('an account made on an English page that signs in on a Spanish one gets its receipt in Spanish', async ({
    page,
    browser,
  }) => {
    // The language of the page an account signs in on becomes the account's, and its
    // e-mails follow it (decision 037), not the language it signed up in.
    test.setTimeout(120_000);
    const email = `cuenta-inglesa-${Date.now()}@example.com`;
    const password = 'Calle-Hawthorne-5';
    const english = await browser.newContext({ locale: 'en-US' });
    await signUpAndVerify(await english.newPage(), email, password);
    expect((await waitForMail(email)).subject).toMatch(/^Confirm your .+ informal review account$/);
    await english.close();

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const login = page.getByRole('region', { name: ES.account.login.title });
    await login.getByLabel(ES.account.login.email).fill(email);
    await login.getByLabel(ES.account.login.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: ES.account.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/applications$/);

    const parcel = await findResidentialParcel(page, 'Hawthorne');
    await fileThroughApi(page.request, parcel.print_key);
    // The receipt in whichever language it came: the account's, which the sign-in made Spanish.
    const receipt = await waitForMail(email, (m) => !m.subject.startsWith('Confirm your'));
    expect(receipt.subject).toMatch(/^Recibimos su Revisión Informal de .+ \(.+\)$/);
    expect(receipt.text).toContain('Gracias. Recibimos su solicitud');
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
