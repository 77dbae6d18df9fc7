import { expect, test, type Browser, type Page } from '../fixtures/test.ts';
import { expectNoAxeFindings } from '../fixtures/axe.ts';
import { expectValidHtml } from '../fixtures/html-validate.ts';
import { expectNoHtmlcsErrors } from '../fixtures/htmlcs.ts';
import { expectReflow, HEIGHT, scan, settled, visit } from '../support/a11y.ts';
import { logIn, solveCaptcha } from '../support/auth.ts';
import { measureContrast } from '../support/contrast.ts';
import {
  answerDecision,
  fileThroughApi,
  findResidentialParcel,
  newSignedInOwner,
  pdf,
  wizard,
} from '../support/filing.ts';
import { completeLower } from '../support/review.ts';
import { account, type E2eAccount } from '../support/stack.ts';

/**
 * WCAG 2.1 AA, proven (decision 036): every route and every wizard step, as the role
 * that can see it, scanned by axe at every impact (expectNoAxeFindings) in the light and black
 * themes at 1280 and 390 px; reflow at 320 px and at the 200% zoom of a 1280 px window; the
 * contrast of all four themes; and reduced motion. One signed-in context per role, each page
 * loaded once and scanned in every theme and width, to keep the run short on two cores.
 */

/** Every page a visitor can open, with the heading it shows in English. */
const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['/', 'Development Township'],
  ['/login', 'Log in or create an account'],
  ['/signup', 'Log in or create an account'],
  ['/signup-complete', /./],
  ['/forgotpassword', /./],
  ['/changepassword', /./],
  ['/invite', /./],
  ['/verify', /./],
  ['/email-preferences', /./],
  ['/contact', 'Contact Us'],
  ['/terms-of-use', 'Terms of Use'],
  ['/privacy', 'Privacy Policy'],
  ['/accessibility', 'Accessibility'],
  ['/no/such/page', /not found/i],
];

async function signedInPage(browser: Browser, who: E2eAccount, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT }, locale });
  const page = await context.newPage();
  if (locale === 'en-US') {
    await logIn(page, who.email, who.password);
  } else {
    // The form's labels are in the page's language; the session is what matters here.
    const res = await page.request.post('/api/auth/signin', {
      data: { email: who.email, password: who.password },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return page;
}

test.describe('every route passes axe, reflows and keeps its contrast', () => {
  test.describe.configure({ mode: 'parallel' });

  // Each language's sweep in quarters, so the two workers share them and each stays well
  // within its time: a page's scan (four axe runs and two reflows) took about 20 s while CI's
  // server, browsers and tests shared the two cores.
  const quarters = [0, 4, 8, 11].map((from, i, starts) =>
    PUBLIC_PAGES.slice(from, starts[i + 1] ?? PUBLIC_PAGES.length),
  );
  for (const [quarter, pages] of quarters.entries()) {
    test(`public pages, as a visitor (part ${quarter + 1})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      for (const [path, heading] of pages) await visit(page, path, heading);
    });

    test(`public pages in Spanish, as a visitor whose browser asks for it (part ${quarter + 1})`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        locale: 'es-US',
        viewport: { width: 1280, height: HEIGHT },
      });
      const page = await context.newPage();
      for (const [path] of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await settled(page, /./);
        await scan(page, `${path} in Spanish`);
      }
      await context.close();
    });
  }

  test('staff pages with the Spanish frame, each as its role', async ({ browser }) => {
    test.setTimeout(180_000);
    // Staff screens stay English (decision 037); the header, drawer and footer around them
    // follow a Spanish choice, and the page must pass axe that way too.
    const owner = await signedInPage(browser, account('user'));
    const parcel = await findResidentialParcel(owner, 'Fairview');
    const id = await fileThroughApi(owner.request, parcel.print_key);
    await owner.context().close();
    const reviewer = await signedInPage(browser, account('super'), 'es-US');
    await visit(reviewer, '/appreview', 'Review Applications');
    await expect(reviewer.locator('html')).toHaveAttribute('lang', 'es');
    // The English page in the Spanish frame says it is English (WCAG 3.1.2).
    await expect(reviewer.locator('main [lang="en"] h1')).toHaveText('Review Applications');
    await visit(reviewer, `/review/${id}`, `Review of ${parcel.print_key}`);
    await reviewer.context().close();
    const town = await signedInPage(browser, account('town'), 'es-US');
    await visit(town, '/town', 'Town Dashboard');
    await town.context().close();
    const mega = await signedInPage(browser, account('mega-admin'), 'es-US');
    await visit(mega, '/admin', 'ADMIN CONTROLS');
    await visit(mega, '/useraccess', 'User Access');
    await mega.context().close();
  });

  test('the wizard, each step, and the owner pages, as an owner', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await newSignedInOwner(page, 'a11y-owner');
    const parcel = await findResidentialParcel(page, 'Linden', { suggestions: 1 });
    const [suggested] = parcel.suggested;

    await page.goto('/file');
    await expect(wizard.heading(page, 'Property Search')).toBeVisible();
    await scan(page, 'wizard step 1, empty');
    await page.getByLabel('Address', { exact: true }).fill(parcel.full_address);
    await wizard.results(page).getByRole('option', { name: parcel.print_key }).click();
    await expect(page.getByRole('region', { name: 'Selected property' })).toContainText(
      parcel.print_key,
    );
    await scan(page, 'wizard step 1, a parcel chosen');
    await wizard.next(page).click();

    await expect(wizard.heading(page, 'Applicant Info')).toBeVisible();
    await scan(page, 'wizard step 2, empty');
    // Next with nothing filled in: the errors and their summary are scanned too.
    // Next is never disabled: pressing it shows what is missing.
    await wizard.next(page).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await scan(page, 'wizard step 2, with errors');
    const owner = wizard.ownerBlock(page);
    await owner.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await owner.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await owner.getByRole('textbox', { name: 'Address line 1' }).fill('1 Linden St');
    await owner.getByRole('textbox', { name: 'City' }).fill('Amherst');
    await owner.getByRole('combobox', { name: 'State' }).selectOption('NY');
    await owner.getByRole('textbox', { name: 'Zip code' }).fill('14221');
    await owner.getByRole('textbox', { name: 'Phone' }).fill('5185550142');
    await wizard.next(page).click();

    await expect(wizard.heading(page, 'Value Change')).toBeVisible();
    await page.getByLabel('Requested assessment').fill('91000');
    await page.getByLabel('Reason').selectOption('comparable_sales');
    await page.getByRole('button', { name: `Add ${suggested?.sbl}` }).click();
    await expect(page.getByRole('table', { name: 'Your comparable sales' })).toBeVisible();
    await scan(page, 'wizard step 3, a comparable added');
    await wizard.next(page).click();

    await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();
    await page
      .getByLabel('Choose files to upload')
      .setInputFiles({ name: 'a11y.pdf', mimeType: 'application/pdf', buffer: pdf('a11y') });
    await expect(wizard.files(page)).toContainText('Uploaded');
    await scan(page, 'wizard step 4, a file uploaded');
    await wizard.next(page).click();

    await expect(wizard.heading(page, 'Review and Submit')).toBeVisible();
    await scan(page, 'wizard step 5');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/confirm$/);
    await settled(page, /./);
    await scan(page, '/confirm');
  });

  test("a filing page's decision states, as an owner", async ({ page, browser }) => {
    test.setTimeout(180_000);
    // A reviewer completes two filings; the owner disagrees with the first (the grievance
    // packet) and accepts the second (the agreement). Filed through the API: the wizard is the
    // test above's. A street no other spec files on, so no parallel test takes its parcels.
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await newSignedInOwner(page, 'a11y-decided');
    const first = await findResidentialParcel(page, 'Sherwood');
    const disputedId = await fileThroughApi(page.request, first.print_key);
    const second = await findResidentialParcel(page, 'Sherwood', { skip: [first.print_key] });
    const acceptedId = await fileThroughApi(page.request, second.print_key);

    await visit(page, '/applications', 'My Applications');
    await page.getByRole('link', { name: first.print_key }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    await settled(page, /./);
    await scan(page, '/applications/{id}');
    await visit(page, '/account/two-factor', /./);

    const reviewer = await signedInPage(browser, account('super'));
    await completeLower(reviewer.request, disputedId);
    await completeLower(reviewer.request, acceptedId);
    await reviewer.context().close();

    await page.goto(`/applications/${disputedId}`);
    await expect(page.getByRole('region', { name: 'Decision notice' })).toBeVisible();
    await scan(page, '/applications/{id} with its decision notice');
    const disagreed = await answerDecision(
      page,
      disputedId,
      /I disagree/,
      'Ada Lovelace',
      'Disagree and sign',
    );
    await expect(
      disagreed.getByRole('link', { name: 'Download your grievance packet (PDF)' }),
    ).toBeVisible();
    await scan(page, '/applications/{id} disagreed, with the grievance packet');
    const accepted = await answerDecision(
      page,
      acceptedId,
      /I accept the new assessed value/,
      'Ada Lovelace',
      'Accept and sign',
    );
    await expect(
      accepted.getByRole('link', { name: 'Download your agreement (PDF)' }),
    ).toBeVisible();
    await scan(page, '/applications/{id} accepted, with the agreement');
  });

  /** A filing to review, by the shared applicant on this spec's own street. */
  async function fileToReview(browser: Browser, street: string) {
    const ownerPage = await signedInPage(browser, account('user'));
    const parcel = await findResidentialParcel(ownerPage, street);
    const id = await fileThroughApi(ownerPage.request, parcel.print_key, [
      { name: 'a11y-staff.pdf', mimeType: 'application/pdf', buffer: pdf('a11y-staff') },
    ]);
    await ownerPage.context().close();
    return { id, parcel };
  }

  test('staff and town pages, each as its role', async ({ browser }) => {
    test.setTimeout(180_000);
    const { id, parcel } = await fileToReview(browser, 'Beech');

    const reviewer = await signedInPage(browser, account('super'));
    await visit(reviewer, '/appreview', 'Review Applications');
    await visit(reviewer, `/review/${id}`, `Review of ${parcel.print_key}`);
    await visit(reviewer, '/account/two-factor', /./);
    await reviewer.context().close();

    const town = await signedInPage(browser, account('town'));
    await visit(town, '/town', 'Town Dashboard');
    await town.context().close();
  });

  test('admin pages, each as its role', async ({ browser }) => {
    test.setTimeout(180_000);
    // Windsor: a street of its own, so the reviewer's test above keeps Beech's parcels.
    const { parcel } = await fileToReview(browser, 'Windsor');
    // The admin's list has the assignment controls, and a row selected shows them all.
    const admin = await signedInPage(browser, account('admin'));
    await admin.goto('/appreview');
    await settled(admin, 'Review Applications');
    await admin.getByRole('checkbox', { name: `Select ${parcel.print_key}` }).check();
    await scan(admin, '/appreview as an admin, a row selected');
    await admin.context().close();

    // Admin Controls and User Access are the mega-admin's; with an account picked.
    const mega = await signedInPage(browser, account('mega-admin'));
    await visit(mega, '/admin', 'ADMIN CONTROLS');
    await mega.getByRole('combobox', { name: 'Find a user' }).fill(account('user').email);
    await mega.getByRole('option', { name: account('user').email }).click();
    await expect(mega.getByRole('table', { name: 'Selected account' })).toBeVisible();
    await scan(mega, '/admin, an account picked');
    await visit(mega, '/useraccess', 'User Access');
    await mega.context().close();
  });

  test('the checks can fail: a barrier put on a page is found', async ({ page }) => {
    await page.goto('/contact');
    await settled(page, 'Contact Us');
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.insertAdjacentHTML(
        'beforeend',
        '<p style="color:#bbb;background:#fff">faint</p><div style="width:2000px">wide</div>',
      );
    });
    await expect(expectNoAxeFindings(page, 'a faint paragraph')).rejects.toThrow(/color-contrast/);
    await page.setViewportSize({ width: 320, height: HEIGHT });
    await expect(expectReflow(page, 'a 2000 px box')).rejects.toThrow(/scrolls sideways/);
  });

  test('the HTML validator and HTML_CodeSniffer can fail: invalid markup and barriers are found', async ({
    page,
  }) => {
    await page.goto('/contact');
    await settled(page, 'Contact Us');
    await expectValidHtml(page, '/contact as it is');
    await expectNoHtmlcsErrors(page, '/contact as it is');
    // Built node by node: markup parsed from a string would be repaired by the parser.
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      const readonlyBox = Object.assign(document.createElement('input'), { type: 'checkbox' });
      readonlyBox.setAttribute('readonly', '');
      readonlyBox.setAttribute('aria-label', 'ticked');
      const template = Object.assign(document.createElement('input'), { type: 'url' });
      template.setAttribute('value', 'https://example.com/{parcelId}');
      template.setAttribute('aria-label', 'link');
      const paragraph = document.createElement('p');
      paragraph.append(document.createElement('div'));
      const form = document.createElement('form');
      const query = Object.assign(document.createElement('input'), { type: 'text' });
      query.setAttribute('aria-label', 'query');
      form.append(query);
      main.append(readonlyBox, template, paragraph, document.createElement('h3'), form);
    });
    const html = expect(expectValidHtml(page, 'invalid markup')).rejects;
    await html.toThrow(/input-attributes: Attribute "readonly" is not allowed/);
    await html.toThrow(/vnu-extra\/url-value: Bad value "https:\/\/example.com\/\{parcelId\}"/);
    // A <p> ends where a <div> starts: the </p> after it closes nothing (vnu: "No p element in
    // scope but a p end tag seen").
    await html.toThrow(/close-order: Stray end tag '<\/p>'/);
    const htmlcs = expect(expectNoHtmlcsErrors(page, 'barriers')).rejects;
    // An empty heading, and a form without a submit button (Enter does nothing).
    await htmlcs.toThrow(/H42\.2: Heading tag found with no content[^]*<h3>/);
    await htmlcs.toThrow(/H32\.2: This form does not contain a submit button[^]*<form>/);
  });

  test('all four themes meet 4.5:1 for text and 3:1 for controls and focus', async ({ page }) => {
    await page.goto('/');
    await settled(page, 'Development Township');
    for (const theme of ['light', 'black', 'valentine', 'cyberpunk']) {
      const results = await measureContrast(page, theme);
      const failing = results
        .filter((r) => r.ratio < r.needed)
        .map((r) => `${r.name}: ${r.ratio}:1 (needs ${r.needed}:1)`);
      expect(failing, theme).toEqual([]);
    }
  });
});

test.describe('reduced motion (2.3.3)', () => {
  test('nothing moves: no transition or animation, and still loading indicators', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/login');
    await settled(page, 'Log in or create an account');
    // Open the drawer (whose panel fades otherwise) and put a spinner and dots on the page.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await page.evaluate(() => {
      const spinner = document.createElement('span');
      spinner.className = 'loading loading-spinner';
      spinner.dataset.probe = 'spinner';
      const dots = document.createElement('span');
      dots.className = 'loading loading-dots';
      dots.dataset.probe = 'dots';
      document.body.append(spinner, dots);
    });
    const moving = await page.evaluate(() => {
      const selectors = [
        '.btn',
        '.input',
        '.link',
        '.drawer-side',
        '.drawer-side nav',
        '.menu a',
        '.loading',
        'altcha-widget',
      ];
      const found: string[] = [];
      const seconds = (value: string) =>
        Math.max(...value.split(',').map((v) => (v.trim() === 'auto' ? 0 : parseFloat(v) || 0)));
      for (const selector of selectors) {
        const elements = document.querySelectorAll(selector);
        if (elements.length === 0) found.push(`${selector}: not on the page to check`);
        for (const el of Array.from(elements)) {
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(el, pseudo);
            if (seconds(style.transitionDuration) > 0 || seconds(style.transitionDelay) > 0) {
              found.push(`${selector}${pseudo ?? ''} transitions ${style.transitionDuration}`);
            }
            if (style.animationName !== 'none' && seconds(style.animationDuration) > 0) {
              found.push(`${selector}${pseudo ?? ''} animates ${style.animationName}`);
            }
          }
        }
      }
      // daisyUI's indicators are SVG masks animated inside (SMIL): the still ones have none.
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-probe]'))) {
        const mask = getComputedStyle(el).maskImage;
        if (/animate/i.test(mask)) found.push(`${el.dataset.probe} has a moving image`);
      }
      return found;
    });
    expect(moving).toEqual([]);
  });

  test('without the preference, daisyUI keeps its transitions (the check above can fail)', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/login');
    await settled(page, 'Log in or create an account');
    const duration = await page
      .getByRole('button', { name: 'Login' })
      .last()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).not.toBe('0s');
  });
});
