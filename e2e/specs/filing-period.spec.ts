import { expect, test } from '../fixtures/test.ts';
import { expectNoAxeViolations, municipalityUrl } from '../fixtures/axe.ts';
import { loginForm } from '../support/auth.ts';
import { E2E_KENT_MEGA_ADMIN } from '../support/stack.ts';

// On kent's host, with kent's mega-admin: the deadline is municipality-wide, and the specs that
// run beside this one read the development municipality's.
test.describe('the filing period on Admin Controls', () => {
  test("a mega-admin moves kent's deadline into the past, the landing page says the period expired, and the default comes back", async ({
    page,
    baseURL,
  }) => {
    const kent = (pathname: string) => municipalityUrl(baseURL, 'kent', pathname);
    // Asked by the browser on the page's host: Node's resolver knows no *.localhost names, and
    // the bare localhost is the development municipality.
    const expiredHere = () =>
      page.evaluate(() => fetch('/api/applications/expired_muni').then((r) => r.json()));
    const expiredOnDevelopment = async () =>
      (await page.request.get('/api/applications/expired_muni')).json();
    const developmentBefore = await expiredOnDevelopment();
    await page.goto(kent('/login'));
    const form = loginForm(page);
    await form.getByLabel('Email').fill(E2E_KENT_MEGA_ADMIN.email);
    await form.getByLabel('Password', { exact: true }).fill(E2E_KENT_MEGA_ADMIN.password);
    await form.getByRole('button', { name: 'Login' }).click();
    // Staff land on the review list (decision 029).
    await expect(page).toHaveURL(/\/appreview$/);

    await page.goto(kent('/admin'));
    const section = page.getByRole('region', { name: 'Filing period' });
    await expect(section.getByLabel('Filing deadline')).not.toHaveValue('');
    await expectNoAxeViolations(page);

    await section.getByLabel('Filing deadline').fill('2020-03-31');
    await section.getByLabel('Roll year').fill('2020');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Filing period saved.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(kent('/'));
    await expect(page.getByText(/has expired \(submissions\s+were due/)).toBeVisible();
    expect(await expiredHere()).toMatchObject({ expired: true });
    // Another municipality is untouched.
    expect(await expiredOnDevelopment()).toEqual(developmentBefore);

    await page.goto(kent('/admin'));
    await section.getByRole('button', { name: 'Reset to default' }).click();
    await expect(section.getByText('Filing period reset to the default.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
  });
});
