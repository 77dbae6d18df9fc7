import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '../fixtures/test.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { loginForm, signupForm, solveCaptcha } from '../support/auth.ts';
import {
  OWNER,
  fact,
  fillPerson,
  findResidentialParcel,
  newSignedInOwner,
  wizard,
} from '../support/filing.ts';
import { waitForMail } from '../support/stack.ts';

/** Screenshots of the owner's screens, looked at by a person after the run. */
const SHOTS = '/tmp/h/shots';
mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

async function pageAt(browser: Browser, size: (typeof SIZES)[number]) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
  });
  return { context, page: await context.newPage() };
}

/** Nothing of the page is out of sight sideways: no horizontal scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** `inner` is drawn whole inside `outer` (not cut off by it). */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b, 'both are drawn').toBeTruthy();
  if (!a || !b) return;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

/** The error summary at the top of a step (GOV.UK pattern). */
const errorSummary = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: MESSAGES.filing.errorSummary }) });

for (const size of SIZES) {
  test.describe(`owner screens at ${size.width} px`, () => {
    test('the landing page offers Log in, and Get Started opens at Create Account', async ({
      browser,
    }) => {
      const { context, page } = await pageAt(browser, size);
      await page.goto('/');
      const logIn = page.getByRole('link', { name: 'Log in', exact: true });
      await expect(logIn).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/owner-landing-${size.width}.png`, fullPage: true });
      await logIn.click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginForm(page)).toBeVisible();

      await page.goto('/');
      await page.getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      const create = signupForm(page);
      // Create Account comes first, stacked (a phone) or side by side: in view at once, above
      // or left of Login.
      await expect(create.getByRole('heading', { name: 'Create Account' })).toBeInViewport();
      await expect(create.getByLabel('Email')).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const createBox = await create.boundingBox();
      const loginBox = await loginForm(page).boundingBox();
      expect(createBox && loginBox).toBeTruthy();
      if (createBox && loginBox) {
        expect(createBox.y < loginBox.y || createBox.x < loginBox.x).toBe(true);
        expect(createBox.y <= loginBox.y).toBe(true);
      }
      // The password rule is said before anything is typed; every password can be shown.
      const password = create.getByLabel('Password', { exact: true });
      await expect(create.getByText(MESSAGES.signup.passwordHint)).toBeVisible();
      await password.fill('Maple-Street-42');
      await create.getByRole('button', { name: 'Show password' }).first().click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(create.getByRole('button', { name: 'Hide password' })).toBeVisible();
      await expect(loginForm(page).getByRole('button', { name: 'Show password' })).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/owner-get-started-${size.width}.png` });
      await context.close();
    });

    test('an account not yet verified is offered the link again, at sign-in and after sign-up', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const { context, page } = await pageAt(browser, size);
      const email = `resend-${size.width}-${Date.now()}@example.com`;
      const password = 'Waiting-Room-42';
      await page.goto('/signup');
      const create = signupForm(page);
      await create.getByLabel('Email').fill(email);
      await create.getByLabel('Password', { exact: true }).fill(password);
      await create.getByLabel('Re-type password').fill(password);
      await solveCaptcha(page, create);
      await create.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/signup-complete$/);
      const verifyLink = (mail: { links: string[] }) =>
        mail.links.find((l) => l.includes('/verify?token=')) ?? '';
      const firstLink = verifyLink(await waitForMail(email));

      // After sign-up: for the address just used, a captcha away.
      const again = page.getByRole('region', { name: 'Send the link again' });
      await expect(again).toContainText(`A new verification link goes to ${email}`);
      await expectNoAxeViolations(page);
      await solveCaptcha(page, again);
      await again.getByRole('button', { name: 'Send the link again' }).click();
      await expect(again.getByRole('status')).toHaveText(MESSAGES.verify.resent);
      const newLink = verifyLink(
        await waitForMail(email, (m) => ![firstLink, ''].includes(verifyLink(m))),
      );
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `${SHOTS}/owner-resend-signup-${size.width}.png`,
        fullPage: true,
      });

      // At sign-in, with the not-verified message.
      await page.goto('/login');
      const login = loginForm(page);
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Password', { exact: true }).fill(password);
      await login.getByRole('button', { name: 'Login' }).click();
      const refusal = login.getByRole('alert');
      await expect(refusal).toContainText(MESSAGES.login.not_verified);
      await refusal.getByRole('button', { name: 'Send the link again' }).click();
      const offer = page.getByRole('region', { name: 'Send the link again' });
      await expect(offer.getByRole('heading', { name: 'Send the link again' })).toBeFocused();
      await expectNoAxeViolations(page);
      await solveCaptcha(page, offer);
      await offer.getByRole('button', { name: 'Send the link again' }).click();
      await expect(offer.getByRole('status')).toHaveText(MESSAGES.verify.resent);
      const latest = verifyLink(
        await waitForMail(email, (m) => ![firstLink, newLink, ''].includes(verifyLink(m))),
      );

      // Only the newest link verifies.
      await page.goto(newLink);
      await expect(page.getByRole('alert')).toContainText(MESSAGES.verify.expired);
      await expectNoAxeViolations(page);
      await page.goto(latest);
      await expect(page).toHaveURL(/\/login\?msg=/);
      await context.close();
    });

    test('filing: the error summary, whole dollars, Back through the steps, comparables that fit, the time in ET, and My Applications', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const { context, page } = await pageAt(browser, size);
      const { email } = await newSignedInOwner(page, `owner-${size.width}`);
      const street = size.width === 390 ? 'Hickory' : 'Dogwood';
      const parcel = await findResidentialParcel(page, street, { suggestions: 1 });
      const [suggested] = parcel.suggested;
      await page.getByRole('link', { name: 'New Application' }).click();
      await expect(wizard.heading(page, 'Property Search')).toBeVisible();

      // Next pressed too early explains itself; its link leads to the search box.
      await wizard.next(page).focus();
      await page.keyboard.press('Enter');
      const summary0 = errorSummary(page);
      await expect(summary0).toBeFocused();
      await expect(summary0.getByRole('link')).toHaveText([MESSAGES.filing.missingProperty]);
      await expectNoAxeViolations(page);
      await summary0.getByRole('link').click();
      await expect(page.getByLabel('Address', { exact: true })).toBeFocused();
      await page.getByLabel('Address', { exact: true }).fill(parcel.full_address);
      await wizard.results(page).getByRole('option', { name: parcel.print_key }).click();
      await expect(summary0).toHaveCount(0);
      await wizard.next(page).click();

      // Step 1: the box first, the State a list with New York first; the summary names each
      // missing field, each field says the same beside it, and an empty one what to enter.
      await expect(wizard.heading(page, 'Applicant Info')).toBeVisible();
      const box = page.getByLabel('I am the property owner');
      const owner = wizard.ownerBlock(page);
      const boxTop = (await box.boundingBox())?.y ?? Infinity;
      expect(boxTop).toBeLessThan((await owner.boundingBox())?.y ?? 0);
      const state = owner.getByRole('combobox', { name: 'State' });
      await expect(state.locator('option').nth(1)).toHaveText('New York');
      await owner.getByRole('textbox', { name: 'First name', exact: true }).fill('Olive');
      await wizard.next(page).click();
      const summary1 = errorSummary(page);
      await expect(summary1).toBeFocused();
      await expect(summary1.getByRole('link')).toHaveCount(6);
      const city = owner.getByRole('textbox', { name: 'City', exact: true });
      await expect(city).toHaveAttribute('aria-invalid', 'true');
      await expect(city).toHaveAccessibleDescription(MESSAGES.filing.person.enter.owner.city);
      const zip = owner.getByRole('textbox', { name: 'Zip code', exact: true });
      const zipLink = summary1.getByRole('link', {
        name: MESSAGES.filing.person.enter.owner.zipCode,
        exact: true,
      });
      await expect(zipLink).toHaveAttribute('href', `#${await zip.getAttribute('id')}`);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `${SHOTS}/owner-error-summary-${size.width}.png`,
        fullPage: true,
      });
      await zipLink.click();
      await expect(zip).toBeFocused();
      await fillPerson(owner, OWNER);
      await expect(summary1).toHaveCount(0);
      await wizard.next(page).click();

      // Step 2: cents are dropped, typed or pasted; the change is said beside the box.
      await expect(wizard.heading(page, 'Value Change')).toBeVisible();
      const value = page.getByLabel('Requested assessment');
      await value.pressSequentially('55000.00');
      await value.blur();
      await expect(value).toHaveValue('55,000');
      // A paste arrives as one input of the whole text.
      await value.fill('$48,500.00');
      await value.blur();
      await expect(value).toHaveValue('48,500');
      await expect(
        page.getByText(/^\$[\d,]+ (less|more) than your assessment \([−+][\d.<]+%\)$/),
      ).toBeVisible();
      await value.fill('1');
      await expect(page.getByText(MESSAGES.filing.requestedBelowTenth)).toBeVisible();
      await value.fill('48,500');
      await value.blur();
      await expect(value).toHaveValue('48,500');
      await page.getByLabel('Reason').selectOption('comparable_sales');
      await page
        .getByRole('list', { name: 'Suggested comparable sales' })
        .getByRole('button', { name: `Add ${suggested?.sbl}` })
        .click();
      // The comparables fit: a table where there is room, cards on a phone; Delete is whole.
      const compsTable = page.getByRole('table', { name: 'Your comparable sales' });
      const compsCards = page.getByRole('list', { name: 'Your comparable sales' });
      const shown = size.width === 390 ? compsCards : compsTable;
      await expect(shown).toBeVisible();
      await expect(size.width === 390 ? compsTable : compsCards).toBeHidden();
      const remove = shown.getByRole('button', { name: `Delete comparable ${suggested?.sbl}` });
      await expect(remove).toHaveText('Delete');
      await expectInside(remove, shown);
      if (size.width !== 390) {
        const fits = await compsTable.evaluate(
          (table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0),
        );
        expect(fits, 'the comparables table is wider than its column').toBe(true);
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `${SHOTS}/owner-value-comps-${size.width}.png`,
        fullPage: true,
      });

      // Browser Back walks back one step at a time, each step at its own address (decision
      // 046); Forward walks on again, and nothing typed is lost on the way.
      await page.goBack();
      await expect(page).toHaveURL(/\/file\/owner$/);
      await expect(wizard.heading(page, 'Applicant Info')).toBeFocused();
      await page.goBack();
      await expect(page).toHaveURL(/\/file\/property$/);
      await expect(wizard.heading(page, 'Property Search')).toBeFocused();
      await expect(page.getByRole('region', { name: 'Selected property' })).toContainText(
        parcel.print_key,
      );
      await page.goForward();
      await expect(page).toHaveURL(/\/file\/owner$/);
      await expect(owner.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
      await page.goForward();
      await expect(page).toHaveURL(/\/file\/value$/);
      await expect(value).toHaveValue('48,500');
      await wizard.next(page).click();
      await expect(wizard.heading(page, 'Supporting Files')).toBeVisible();
      await wizard.next(page).click();

      // Step 4, then the confirmation and its e-mail, both on New York's clock.
      await expect(wizard.heading(page, 'Review and Submit')).toBeVisible();
      await expect(fact(wizard.card(page, 'Requested Change'), 'Requested assessment')).toHaveText(
        '$48,500',
      );
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/confirm$/);
      const receipt = page.getByRole('region', { name: 'Submission receipt' });
      const submitted = (await fact(receipt, 'Submitted').innerText()).trim();
      expect(submitted).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET$/);
      const filingNumber = (await fact(receipt, 'Filing number').innerText()).trim();
      const mail = await waitForMail(email, (m) => m.text.includes(filingNumber));
      expect(mail.text).toContain(`Submitted: ${submitted}`);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // My Applications: cards on a phone, a table wider; Status and no sideways scroll.
      await page.getByRole('link', { name: 'My Applications' }).last().click();
      await expect(page).toHaveURL(/\/applications$/);
      const cards = page.getByRole('list', { name: 'Submitted applications' });
      const table = page.getByRole('table', { name: 'Submitted applications' });
      if (size.width === 390) {
        const card = cards.getByRole('listitem').filter({ hasText: parcel.print_key });
        await expect(fact(card, 'Status')).toHaveText('Received');
        await expect(fact(card, 'Requested assessment')).toHaveText('$48,500');
        await expect(fact(card, 'Date Submitted')).toHaveText(/ ET$/);
        await expect(table).toBeHidden();
      } else {
        const row = table.getByRole('row', { name: new RegExp(parcel.print_key) });
        await expect(row).toContainText('Received');
        await expect(row).toContainText(/ ET/);
        await expect(cards).toBeHidden();
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `${SHOTS}/owner-applications-${size.width}.png`,
        fullPage: true,
      });
      await context.close();
    });
  });
}
