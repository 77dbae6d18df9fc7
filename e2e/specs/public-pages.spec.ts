import { expect, test } from '../fixtures/test.ts';
import { expectNoAxeViolations, municipalityUrl } from '../fixtures/axe.ts';

test.describe('landing', () => {
  test('development is open: Get Started leads to sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Development Township');
    await expect(page.getByText(/Submissions are due March 31, 20\d\d/)).toBeVisible();
    const getStarted = page.getByRole('link', { name: 'Get Started' });
    await expect(getStarted).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('banner')).toContainText('Development Informal Review');
    await expectNoAxeViolations(page);
  });

  test('Amherst shows its own branding and the expired text with Login', async ({
    page,
    baseURL,
  }) => {
    await page.goto(municipalityUrl(baseURL, 'amherst'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Town of Amherst');
    await expect(page.getByRole('banner')).toContainText('Amherst Informal Review');
    await expect(page.getByText(/expired/i).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Formal Grievance Day' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the footer links to the municipality and the firm', async ({ page, baseURL }) => {
    await page.goto(municipalityUrl(baseURL, 'amherst'));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('100 State Street');
    await expect(footer.getByRole('link', { name: /Contact/ })).toHaveAttribute('href', '/contact');
    await expect(footer.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    await expect(footer.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    await expect(footer.locator('a[href="https://www.amherst.ny.us"]')).toHaveCount(1);
  });
});

test.describe('Español', () => {
  test('a visitor on a phone switches to Spanish: the landing, contact and 404 pages follow, and it is kept', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // On a phone the header names only the other language, in that language.
    const switcher = page.getByRole('banner').getByRole('group', { name: 'Language' });
    await switcher.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(/La fecha límite es el \d+ de marzo de 20\d\d/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/signup');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/e2e-shots/landing-es-390.png', fullPage: true });

    // Kept across a reload, and drawn in Spanish from the first paint.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();

    // The drawer offers both languages; English comes back from there.
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú del sitio' });
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a first visit follows the browser’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('the first page carries only its language’s frame texts; a feature brings the rest', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-US' });
    const page = await context.newPage();
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(messages[\w.-]*)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (file) catalogues.push(file);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeVisible();
    // The English frame's texts are in the first script; the Spanish ones are their own file.
    expect(catalogues.sort()).toEqual(['messages-shell.es']);
    // Sign-in is a feature: its own texts come with it, in Spanish only, and not the rest of
    // the catalogue.
    await page.locator('main a[href="/login"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Inicie sesión o cree una cuenta',
    );
    expect(catalogues.sort()).toEqual(['messages-shell.es', 'messages-sign-in.es']);
    await context.close();
  });
});

test.describe('static pages', () => {
  for (const [path, heading] of [
    ['/contact', /Contact Us/],
    ['/terms-of-use', /Terms of Use/],
    ['/privacy', /Privacy/],
    ['/accessibility', /Accessibility/],
  ] as const) {
    test(`${path} reads well and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page);
    });
  }

  test('the accessibility statement, from the footer without signing in, gives the phone and the e-mail', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Report a barrier' })).toBeVisible();
    await expect(main.locator('a[href="tel:+15185550142"]')).toHaveText('(518) 555-0142');
    await expect(
      main.locator('a[href="mailto:accessibility@assessment-firm.example.com"]'),
    ).toHaveText('accessibility@assessment-firm.example.com');
  });

  test('contact shows the firm phone as a link to call', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('main a[href^="tel:"]').first()).toContainText('(518) 555-0142');
  });
});

test.describe('404', () => {
  test('an unknown path shows the 404 with Go Back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expectNoAxeViolations(page);
  });

  test('Go Back returns to the page the visitor came from', async ({ page }) => {
    await page.goto('/contact');
    // No link in the app leads to a missing page, so make the client-side move the router
    // would make for one.
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'moved', idx: 1 }, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Go Back with no history goes home', async ({ page }) => {
    await page.goto('/missing');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe('layout', () => {
  test('dark mode survives a reload and passes axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'Toggle Dark Mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
    await expectNoAxeViolations(page);
  });

  test('the drawer offers Home to visitors', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('navigation', { name: /menu/i });
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'My Applications' })).toHaveCount(0);
  });

  test('skip links reach the main content by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main navigation' })).toBeFocused();
    await page.keyboard.press('Tab');
    const skipMain = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipMain).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });

  test('typing the valentine phrase switches theme', async ({ page }) => {
    await page.goto('/');
    await page.locator('body').click();
    await page.keyboard.type('be my valentine');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'valentine');
  });

  test('the header links to My Applications', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Informal Review/ }),
    ).toHaveAttribute('href', '/applications');
  });
});

test.describe('server', () => {
  test('unknown API paths answer JSON, not the app', async ({ request }) => {
    const res = await request.get('/api/nope');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ error_message: 'not_found' });
  });

  test('the OpenAPI page renders', async ({ page }) => {
    await page.goto('/api/docs');
    // Swagger UI's megabyte bundle runs before it asks for the spec: on two busy cores that
    // took six seconds before the spec was even requested.
    await expect(page.getByText('Informal Review API').first()).toBeVisible({ timeout: 20_000 });
  });
});
